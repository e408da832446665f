import type { PickupLabel, PickupsExportQuery } from "@ops/domain";
import type { AnyListExport, ListExport } from "../../platform/list-export";
import { listPickups } from "./pickups.service";

const stateOf = (l: PickupLabel) =>
  l.checkedInAt ? "Checked in" : l.activitySlug ? "Missing" : "Unassigned";

/** A warehouse's pickup labels of one day as the day's list shows them (GET /pickups/export). */
export const pickupsExport: ListExport<PickupsExportQuery, PickupLabel> = {
  name: "pickups",
  fileName: (_params, query) => `pickups-${query.loadDate}`,
  columns: [
    { header: "Barcode", value: (l) => l.barcode },
    { header: "Kind", value: (l) => (l.kind === "bin" ? "Bin" : "Label") },
    { header: "Load date", value: (l) => l.loadDate },
    { header: "Warehouse", value: (l) => l.warehouseName },
    { header: "Account", value: (l) => l.accountName },
    { header: "Load", value: (l) => l.activitySlug },
    { header: "Weight (lbs)", value: (l) => l.weight },
    { header: "State", value: stateOf },
    { header: "Checked in at", value: (l) => l.checkedInAt },
    { header: "Checked in by", value: (l) => l.checkedInBy },
    { header: "Notes", value: (l) => l.notes },
  ],
  list: listPickups,
};

/** The pickup lists that export as files (listed in src/job-kinds.ts). */
export const pickupListExports: AnyListExport[] = [pickupsExport];
