import type { AnyJobKind } from "../../platform/jobs";
import { pickupLabelsJob } from "./pickup-labels";

/** The job kinds of this part of issue 20 (listed in src/job-kinds.ts). */
export const pickupsJobs: AnyJobKind[] = [pickupLabelsJob];
