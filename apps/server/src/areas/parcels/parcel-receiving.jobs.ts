import type { AnyJobKind } from "../../platform/jobs";
import { parcelAssetUploadJob } from "./parcel-asset-upload";

/** The job kinds of parcel receiving (listed in src/job-kinds.ts): large asset uploads. */
export const parcelReceivingJobs: AnyJobKind[] = [parcelAssetUploadJob];
