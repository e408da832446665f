import type { AsnItem, AsnItemsQuery, Paged } from "@ops/domain";
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { containsPattern, exactCount, listOrder, paginate } from "../../db/paging";

/** Rows of a raw statement; PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

import { activities, asnItems } from "../../db/schema";
import type { AsnRowValues } from "./asn-rows";

/**
 * Rows per insert statement. Each statement sends its rows as one JSON parameter: binding twelve
 * parameters a row cost more than the insert itself on the embedded database.
 */
const INSERT_BATCH = 5000;

type ItemRow = typeof asnItems.$inferSelect;
const toItem = (r: ItemRow): AsnItem => ({
  id: r.id,
  row: r.row,
  serialNumber: r.serialNumber,
  assetTag: r.assetTag,
  manufacturer: r.manufacturer,
  model: r.model,
  productId: r.productId,
  productName: r.productName,
  description: r.description,
  quantity: Number(r.quantity),
  weight: r.weight === null ? null : Number(r.weight),
  palletId: r.palletId,
  clientRef: r.clientRef,
  createdAt: r.createdAt.toISOString(),
});

/** A text list as one parameter, however long (a list of values would hit the parameter cap). */
const textList = (values: string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** Holds the load until the transaction ends, so two imports into one load check serials in turn. */
export async function lockLoad(db: Db, activityId: number): Promise<void> {
  await db.execute(sql`select id from ${activities} where id = ${activityId} for update`);
}

/** Which of these (upper-cased) serial numbers the load's ASN already has. */
export async function serialsOnLoad(db: Db, activityId: number, serials: string[]): Promise<Set<string>> {
  if (serials.length === 0) return new Set();
  const rows = await db
    .select({ serial: sql<string>`upper(${asnItems.serialNumber})` })
    .from(asnItems)
    .where(
      and(eq(asnItems.activityId, activityId), sql`upper(${asnItems.serialNumber}) in ${textList(serials)}`),
    );
  return new Set(rows.map((r) => r.serial));
}

export async function countItems(db: Db, activityId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(asnItems).where(eq(asnItems.activityId, activityId));
  return row?.n ?? 0;
}

/** Writes the rows with multi-row inserts; `onBatch` hears how many are in after each statement. */
export async function insertItems(
  db: Db,
  activityId: number,
  rows: AsnRowValues[],
  onBatch: (done: number) => void,
): Promise<number> {
  let done = 0;
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = rows
      .slice(start, start + INSERT_BATCH)
      .map((r) => [
        r.row,
        r.serialNumber,
        r.assetTag,
        r.manufacturer,
        r.model,
        r.productId,
        r.productName,
        r.description,
        r.quantity,
        r.weight,
        r.palletId,
        r.clientRef,
        r.unitPrice,
      ]);
    await db.execute(sql`
      insert into ${asnItems} (activity_id, row, serial_number, asset_tag, manufacturer, model, product_id,
        product_name, description, quantity, weight, pallet_id, client_ref, unit_price)
      select ${activityId}, (r->>0)::int, r->>1, r->>2, r->>3, r->>4, (r->>5)::int, r->>6, r->>7,
        (r->>8)::numeric, (r->>9)::numeric, r->>10, r->>11, (r->>12)::numeric
      from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) as r`);
    done += batch.length;
    onBatch(done);
  }
  return done;
}

const SORT = {
  row: asnItems.row,
  serialNumber: sql`upper(${asnItems.serialNumber})`,
  productName: sql`lower(${asnItems.productName})`,
  palletId: asnItems.palletId,
} as const;

/** A page of a load's ASN items; search looks in serial number, asset tag, product and pallet. */
export async function pageItems(
  db: Db,
  activityId: number,
  query: z.infer<typeof AsnItemsQuery>,
): Promise<Paged<AsnItem>> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = and(
    eq(asnItems.activityId, activityId),
    pattern
      ? sql`(lower(${asnItems.serialNumber}) like ${pattern} or lower(${asnItems.assetTag}) like ${pattern}
          or lower(${asnItems.productName}) like ${pattern} or lower(${asnItems.palletId}) like ${pattern})`
      : undefined,
  );
  // Rows without the sorted value (no serial, no pallet) go last whichever the direction.
  const order = listOrder(SORT, query.sort, query.order, asnItems.id, { tieBreak: "same", nullsLast: true });
  const [rows, total] = await Promise.all([
    paginate(
      db
        .select()
        .from(asnItems)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      query,
    ),
    exactCount(db, asnItems, where),
  ]);
  return { data: rows.map(toItem), total };
}

export async function deleteItems(db: Db, activityId: number): Promise<number> {
  // Counted in the database: a load's ASN can hold 100,000 rows, not worth sending back.
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`
    with gone as (delete from ${asnItems} where ${asnItems.activityId} = ${activityId} returning 1)
    select count(*)::int as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}
