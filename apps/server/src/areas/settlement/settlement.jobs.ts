import type { AnyJobKind } from "../../platform/jobs";
import type { AnyListExport } from "../../platform/list-export";
import { onStatusChanged } from "../../platform/status-changed";
import { settleOnPriced } from "./finalize";
import { statementsExport } from "./settlement-exports";

// Every process loads this module (src/job-kinds.ts): an inbound load marked priced, by any path,
// has its statement finalised (or the change refused) and the "Load priced" mail written, in the
// transaction of the change.
onStatusChanged(settleOnPriced);

/** The job kinds of this area (listed in src/job-kinds.ts). */
export const settlementJobs: AnyJobKind[] = [];

/** The lists of this area exported as a job above the export's row limit. */
export const settlementListExports: AnyListExport[] = [statementsExport];
