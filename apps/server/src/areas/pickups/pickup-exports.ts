import type { AnyListExport } from "../../platform/list-export";

/** The pickup lists that export as files (listed in src/job-kinds.ts). */
export const pickupListExports: AnyListExport[] = [];
