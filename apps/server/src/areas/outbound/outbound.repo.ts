import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";

type Rows<T> = { rows: T[] };
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** The consignee of a load as the consignee rule reads it. */
export type Consignee = { id: number; name: string; type: string };

export async function consigneeById(db: Db, accountId: number): Promise<Consignee | null> {
  const [row] = await rowsOf<Consignee>(db, sql`select id, name, type from accounts where id = ${accountId}`);
  return row ?? null;
}

/** The consignee of an outbound load (null for another kind of activity or a load without one). */
export async function consigneeOfLoad(db: Db, loadId: number): Promise<Consignee | null> {
  const [row] = await rowsOf<Consignee>(
    db,
    sql`select c.id, c.name, c.type from activities a join accounts c on c.id = a.account_id
        where a.id = ${loadId} and a.type = 'outbound'`,
  );
  return row ?? null;
}

/** A few of the assets a client consignee may not receive, and how many there are in all. */
export type Strangers = { count: number; sample: { barcode: string; accountName: string | null }[] };

const SAMPLE = 5;

/**
 * Of the assets `source` selects (a subquery of asset ids), those outside the client
 * `consigneeId`'s family (the account itself and its children): at most five barcodes and the count.
 */
async function strangersAmong(db: Db, consigneeId: number, source: SQL): Promise<Strangers> {
  const rows = await rowsOf<{ barcode: string; accountName: string | null; total: number }>(
    db,
    sql`select a.barcode, o.name as "accountName", count(*) over ()::int as total
        from assets a left join accounts o on o.id = a.account_id
        where a.id in (${source})
          and (a.account_id is null or (a.account_id <> ${consigneeId} and o.parent_id is distinct from ${consigneeId}))
        order by a.barcode limit ${SAMPLE}`,
  );
  return {
    count: rows[0]?.total ?? 0,
    sample: rows.map(({ barcode, accountName }) => ({ barcode, accountName })),
  };
}

/** Of these assets, those the client may not receive. */
export function strangersOf(db: Db, consigneeId: number, assetIds: number[]): Promise<Strangers> {
  if (assetIds.length === 0) return Promise.resolve({ count: 0, sample: [] });
  return strangersAmong(db, consigneeId, sql`select unnest(${sql.param(assetIds)}::int[])`);
}

/** Of what a load holds (assets on it, reserved or picked for it), those the client may not receive. */
export function strangersOnLoad(db: Db, consigneeId: number, loadId: number): Promise<Strangers> {
  return strangersAmong(
    db,
    consigneeId,
    sql`select id from assets where activity_id = ${loadId}
        union select asset_id from asset_reservations where activity_id = ${loadId} and status in ('reserved', 'picked')`,
  );
}
