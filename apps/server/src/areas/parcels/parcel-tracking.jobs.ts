import type { AnyJobKind } from "../../platform/jobs";
import { trackingImportJob } from "./parcel-tracking-import";

/** The job kinds of parcel tracking (listed in src/job-kinds.ts): long tracking imports. */
export const parcelTrackingJobs: AnyJobKind[] = [trackingImportJob];
