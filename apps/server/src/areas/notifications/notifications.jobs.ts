import type { AnyJobKind } from "../../platform/jobs";
import type { AnyListExport } from "../../platform/list-export";
import { onStatusChanged } from "../../platform/status-changed";
import { mailLoadStatus } from "./account-mails";

// Every process loads this module (src/job-kinds.ts), so app servers and workers alike mail an
// inbound load's contacts when its status changes, in the change's transaction.
onStatusChanged(mailLoadStatus);

/** The job kinds of this area (listed in src/job-kinds.ts). */
export const notificationsJobs: AnyJobKind[] = [];

/** The lists of this area exported as a job above the export's row limit. */
export const notificationsListExports: AnyListExport[] = [];
