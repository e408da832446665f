import { sql } from "drizzle-orm";
import { claimLocation, closeCount, scan, startCount } from "../../areas/inventory/cycle-counts.service";
import type { ServiceContext } from "../../platform/context";

/**
 * The demo's cycle count (after seedDemoInventory has put stock away): the first DAL inventory
 * location holding at least two stock assets (none reserved or held) is counted by the demo
 * actor through the count use cases, every asset scanned but one, and the count is closed with
 * that missing asset left for review, so the location's summary shows a real count with its
 * variance and accuracy, and its Cycle counts tab a closed count with a difference to review.
 * Leaving it for review changes no asset, so the other slices' demo stock stays as it is.
 */
export async function seedDemoCycleCounts(operator: ServiceContext): Promise<void> {
  const db = operator.db;
  const result = (await db.execute(sql`
    select l.id
      from locations l
      join warehouses w on w.id = l.warehouse_id and w.short_name = 'DAL'
      join activities inv on inv.warehouse_id = w.id and inv.type = 'inventory'
      join assets a on a.location_id = l.id and a.activity_id = inv.id and a.closed_at is null
     where l.type = 'inventory' and l.active
       and not exists (select 1 from asset_reservations r where r.asset_id = a.id and r.status = 'reserved')
       and not exists (select 1 from asset_holds h where h.asset_id = a.id and h.status = 'active')
       and not exists (select 1 from cycle_count_locations ccl join cycle_counts c on c.id = ccl.count_id
                        where ccl.location_id = l.id and c.status = 'open')
     group by l.id, l.barcode
    having count(*) >= 2
     order by l.barcode
     limit 1`)) as unknown as { rows: { id: number }[] };
  const locationId = result.rows[0]?.id;
  if (locationId === undefined)
    throw new Error(
      "the demo cycle count needs a DAL inventory location with stock: seed the demo inventory first",
    );
  const count = await startCount(operator, Number(locationId), { includeChildren: false });
  await claimLocation(operator, count.id, Number(locationId));
  const expected = count.differences.map((d) => d.barcode).sort();
  // Every expected asset is scanned but the last: it is the count's missing asset.
  for (const barcode of expected.slice(0, -1))
    await scan(operator, count.id, { locationId: Number(locationId), barcode });
  await closeCount(operator, count.id, { accept: [] });
}
