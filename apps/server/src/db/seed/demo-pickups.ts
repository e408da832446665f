import { defaultLoadDate } from "@ops/domain";
import { sql } from "drizzle-orm";
import {
  checkInPickups,
  createPickup,
  createPickupLabels,
  updatePickup,
} from "../../areas/pickups/pickups.service";
import type { ServiceContext } from "../../platform/context";
import { rowsOf } from "../paging";

const ACCOUNT = "Northwind Health";
const WAREHOUSE = "DAL";

/**
 * The pickups demo (issue 20), through the pickups use cases: tomorrow's labels at DAL — ten for
 * Northwind Health's receiving inbound load (three weighed, two of them checked in, so the day
 * shows eight missing), four not assigned yet — and one bin registered on its own.
 */
export async function seedDemoPickups(operator: ServiceContext): Promise<void> {
  const [load] = await rowsOf<{ slug: string; warehouseId: number }>(
    operator.db,
    sql`select a.slug, a.warehouse_id as "warehouseId" from activities a
      join accounts acc on acc.id = a.account_id join warehouses w on w.id = a.warehouse_id
      where a.type = 'inbound' and acc.name = ${ACCOUNT} and w.short_name = ${WAREHOUSE}
        and a.status not in ('closed', 'canceled')
      order by a.scheduled_date desc nulls last, a.id limit 1`,
  );
  if (!load) throw new Error(`the pickups demo needs a receiving inbound load of ${ACCOUNT} at ${WAREHOUSE}`);
  const loadDate = defaultLoadDate(new Date());
  const day = { warehouseId: load.warehouseId, loadDate, format: "pdf" as const };
  const assigned = await createPickupLabels(operator, {
    ...day,
    count: 10,
    accountId: null,
    activitySlug: load.slug,
  });
  await createPickupLabels(operator, { ...day, count: 4, accountId: null, activitySlug: null });
  const first = Number(assigned.from?.slice(2));
  const barcodes = Array.from({ length: 10 }, (_, i) => `PU${String(first + i).padStart(8, "0")}`);
  const weights = [38.5, 41, 27.25];
  for (const [i, weight] of weights.entries())
    await updatePickup(operator, barcodes[i] as string, {
      weight,
      notes: i === 2 ? "Two monitors on top" : undefined,
    });
  await checkInPickups(operator, { barcodes: barcodes.slice(0, 2) });
  await createPickup(operator, {
    ...day,
    kind: "bin",
    accountId: null,
    activitySlug: null,
    weight: null,
    notes: "Gaylord from the front desk, account to confirm",
  });
}
