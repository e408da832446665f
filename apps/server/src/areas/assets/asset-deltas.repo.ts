import type { AssetDeltas } from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** Rows of a raw statement; PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// numeric columns come back as strings from both drivers; the statements cast to float8.
type ProductRow = {
  product_id: number | null;
  product_name: string;
  expected_quantity: number;
  received_quantity: number;
  expected_weight: number;
  received_net_weight: number;
};

/**
 * Expected (ASN rows) against received (product entries of the assets received on this load),
 * by product. An ASN row names its product by id or, failing that, by name: the name is matched
 * to a catalogue product case-insensitively, and a name no product has stays its own line.
 * Two aggregates and one full join: the cost grows with the load, never with per-row queries.
 */
export async function productDeltas(db: Db, activityId: number): Promise<AssetDeltas["products"]> {
  const rows = await rowsOf<ProductRow>(
    db,
    sql`
    with asn as (
      select coalesce(a.product_id, n.id) as product_id,
             case when coalesce(a.product_id, n.id) is null then lower(trim(coalesce(a.product_name, ''))) end as name_key,
             min(a.product_name) as product_name,
             sum(a.quantity) as quantity,
             sum(coalesce(a.weight, 0)) as weight
      from asn_items a
      -- product names are unique ignoring case (products_name_key), so this finds at most one
      left join products n on a.product_id is null and lower(n.name) = lower(trim(a.product_name))
      where a.activity_id = ${activityId}
      group by 1, 2
    ),
    received as (
      select pa.product_id, sum(pa.quantity) as quantity, sum(coalesce(pa.net_weight, 0)) as net_weight
      from assets s
      join product_assets pa on pa.asset_id = s.id
      where s.receiving_activity_id = ${activityId}
      group by pa.product_id
    )
    select coalesce(e.product_id, r.product_id) as product_id,
           coalesce(p.name, nullif(e.product_name, ''), 'No product named') as product_name,
           coalesce(e.quantity, 0)::float8 as expected_quantity,
           coalesce(r.quantity, 0)::float8 as received_quantity,
           coalesce(e.weight, 0)::float8 as expected_weight,
           coalesce(r.net_weight, 0)::float8 as received_net_weight
    from asn e
    full join received r on r.product_id = e.product_id
    left join products p on p.id = coalesce(e.product_id, r.product_id)
    order by 2, 1 nulls last`,
  );
  return rows.map((r) => ({
    productId: r.product_id,
    productName: r.product_name,
    expectedQuantity: r.expected_quantity,
    receivedQuantity: r.received_quantity,
    expectedWeight: r.expected_weight,
    receivedNetWeight: r.received_net_weight,
    quantityDelta: r.received_quantity - r.expected_quantity,
  }));
}

type SerialRow = {
  serial_number: string;
  expected: boolean;
  received: boolean;
  barcode: string | null;
  received_elsewhere: string | null;
};

/** The serials of a load's ASN and of its received assets, upper-cased, paired in one full join. */
const serialPairs = (activityId: number) => sql`
  expected as (
    select distinct upper(trim(serial_number)) as sn from asn_items
    where activity_id = ${activityId} and trim(coalesce(serial_number, '')) <> ''
  ),
  received as (
    select upper(serial_number) as sn, min(barcode) as barcode from assets
    where receiving_activity_id = ${activityId} and trim(coalesce(serial_number, '')) <> ''
    group by 1
  ),
  paired as (
    select coalesce(e.sn, r.sn) as sn, e.sn is not null as expected, r.sn is not null as received, r.barcode
    from expected e full join received r on r.sn = e.sn
  )`;

/**
 * Expected against received serials; `received_elsewhere` is the first other load an asset with
 * that serial was received on. The other loads' assets are found in one pass over the
 * upper(serial_number) index for the load's serials, then joined once to their activities.
 */
export async function serialDeltas(
  db: Db,
  activityId: number,
  visibleAccounts: number[] | "all" = "all",
): Promise<AssetDeltas["serials"]> {
  const inScope =
    visibleAccounts === "all" ? sql`true` : sql`o.account_id = any(${sql.param(visibleAccounts)}::int[])`;
  const rows = await rowsOf<SerialRow>(
    db,
    sql`
    with ${serialPairs(activityId)},
    elsewhere as (
      select distinct on (upper(o.serial_number)) upper(o.serial_number) as sn, o.receiving_activity_id
      from assets o
      where upper(o.serial_number) in (select sn from paired) and o.receiving_activity_id <> ${activityId}
        and ${inScope}
      order by upper(o.serial_number), o.created_at, o.id
    )
    select p.sn as serial_number, p.expected, p.received, p.barcode, act.slug as received_elsewhere
    from paired p
    left join elsewhere e on e.sn = p.sn
    left join activities act on act.id = e.receiving_activity_id
    order by p.received, p.expected desc, p.sn`,
  );
  return rows.map((r) => ({
    serialNumber: r.serial_number,
    expected: r.expected,
    received: r.received,
    barcode: r.barcode,
    receivedElsewhere: r.received_elsewhere,
  }));
}

type TotalsRow = {
  expected_quantity: number;
  received_quantity: number;
  expected_serials: number;
  received_serials: number;
  missing_serials: number;
  extra_serials: number;
};

/** The load's totals for both views in one statement, so either view shows the whole picture. */
export async function deltaTotals(db: Db, activityId: number): Promise<AssetDeltas["totals"]> {
  const [row] = await rowsOf<TotalsRow>(
    db,
    sql`
    with ${serialPairs(activityId)}
    select
      (select coalesce(sum(quantity), 0) from asn_items where activity_id = ${activityId})::float8 as expected_quantity,
      (select coalesce(sum(pa.quantity), 0) from assets s join product_assets pa on pa.asset_id = s.id
        where s.receiving_activity_id = ${activityId})::float8 as received_quantity,
      (select count(*) from paired where expected)::int as expected_serials,
      (select count(*) from paired where received)::int as received_serials,
      (select count(*) from paired where expected and not received)::int as missing_serials,
      (select count(*) from paired where received and not expected)::int as extra_serials`,
  );
  if (!row) throw new Error("totals statement answered no row");
  return {
    expectedQuantity: row.expected_quantity,
    receivedQuantity: row.received_quantity,
    expectedSerials: row.expected_serials,
    receivedSerials: row.received_serials,
    missingSerials: row.missing_serials,
    extraSerials: row.extra_serials,
  };
}
