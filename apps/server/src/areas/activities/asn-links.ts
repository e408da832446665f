import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";

/**
 * Links new serial assets to the ASN lines they were announced on (assets.asn_item_id, the start
 * of a serial's evidence chain, decision 10): an asset without a link takes a line of its
 * receiving load with the same serial (upper-cased) that no asset has taken yet. One statement
 * whatever the count: within a load and a serial, the n-th asset (by id) pairs with the n-th free
 * line (by row), so two assets never take the same line and a serial announced twice links both.
 * Call it in the transaction that creates the assets. Answers how many were linked.
 *
 * Two transactions receiving the same serial on the same load at the same moment could both take
 * the one free line (nothing unique on assets.asn_item_id); receipts of one serial are serialised
 * in practice by the person scanning, so this is left to a partial unique index if it ever matters.
 */
export async function linkAssetsToAsnItems(db: Db, assetIds: readonly number[]): Promise<number> {
  if (assetIds.length === 0) return 0;
  const linked = await rowsOf<{ id: number }>(
    db,
    sql`
    with wanting as (
      select a.id, a.receiving_activity_id as load_id, upper(a.serial_number) as serial,
             row_number() over (partition by a.receiving_activity_id, upper(a.serial_number) order by a.id) as n
      from assets a
      where a.id = any(${sql.param([...assetIds])}::int[])
        and a.asn_item_id is null and a.receiving_activity_id is not null
        and a.serial_number is not null and a.serial_number <> ''
    ),
    free as (
      select i.id, i.activity_id as load_id, upper(i.serial_number) as serial,
             row_number() over (partition by i.activity_id, upper(i.serial_number) order by i.row, i.id) as n
      from asn_items i
      where i.activity_id in (select load_id from wanting)
        and upper(i.serial_number) in (select serial from wanting)
        and not exists (select 1 from assets x where x.asn_item_id = i.id)
    )
    update assets a set asn_item_id = free.id
    from wanting join free on free.load_id = wanting.load_id and free.serial = wanting.serial and free.n = wanting.n
    where a.id = wanting.id
    returning a.id`,
  );
  return linked.length;
}
