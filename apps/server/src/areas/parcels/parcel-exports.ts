import type { AnyListExport } from "../../platform/list-export";

/** The parcel lists that export as files (listed in src/job-kinds.ts). */
export const parcelListExports: AnyListExport[] = [];
