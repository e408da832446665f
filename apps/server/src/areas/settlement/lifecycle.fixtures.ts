import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, activities, programs } from "../../db/schema";
import { insertLoad } from "../activities/activity-records.fixtures";
import { insertAssets, insertProduct } from "../assets/asset-records.fixtures";

// Test data of the statement lifecycle tests (finalising, adjustments, revenue share, the list),
// written straight to the tables so the tests hold whatever the receiving and pricing calls do.

type Row = Record<string, unknown>;
export async function rows<T = Row>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const uniqueName = (prefix: string) => `${prefix} ${randomInt(10_000_000, 99_999_999)}`;

/** A program of the named demo account with these rules. */
export async function programOf(
  db: Db,
  accountName: string,
  rules: unknown[],
): Promise<{ id: number; name: string }> {
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, accountName));
  if (!account) throw new Error(`demo account ${accountName} missing`);
  const name = uniqueName("Settle");
  const [row] = await db
    .insert(programs)
    .values({ accountId: account.id, name, rules })
    .returning({ id: programs.id });
  if (!row) throw new Error("no program inserted");
  return { id: row.id, name };
}

/** A device to receive: a serialized asset of a product, valued by serial pricing when `value` is set. */
export type DeviceSpec = { productId: number; value?: string | null; serial?: boolean };

/**
 * An inbound load of the account in `status` under the program, with these assets received on
 * it (serialized devices unless `serial: false`, each its product entry; `value` is its own value).
 */
export async function loadWith(
  db: Db,
  accountName: string,
  options: { programId: number | null; status: string; assets: DeviceSpec[] },
): Promise<{ id: number; slug: string; accountId: number; barcodes: string[]; assetIds: number[] }> {
  const load = await insertLoad(db, accountName, { programId: options.programId });
  await db.update(activities).set({ status: options.status }).where(eq(activities.id, load.id));
  const barcodes = options.assets.map(() => `ST${randomInt(100_000_000, 999_999_999)}`);
  const assetIds = await insertAssets(
    db,
    options.assets.map((a, i) => ({
      barcode: barcodes[i] as string,
      activityId: load.id,
      accountId: load.accountId,
      productId: a.productId,
      serialNumber: a.serial === false ? null : `SN-${barcodes[i]}`,
    })),
  );
  for (const [i, a] of options.assets.entries())
    if (a.value)
      await db.execute(
        sql`update assets set value = ${a.value}::numeric where id = ${assetIds[i] as number}`,
      );
  return { ...load, barcodes, assetIds };
}

export const newProduct = (db: Db, prefix: string) => insertProduct(db, uniqueName(prefix));

/** The stored statement of a load and its lines (position order). */
export async function storedStatement(db: Db, loadId: number) {
  const [statement] = await rows<{
    id: number;
    status: string;
    net: string;
    revenueShare: string;
    finalizedBy: number | null;
    finalizedAt: unknown;
  }>(
    db,
    sql`select id, status, net::text as net, revenue_share::text as "revenueShare", finalized_by as "finalizedBy",
          finalized_at as "finalizedAt"
        from settlement_statements where activity_id = ${loadId}`,
  );
  const lines = statement
    ? await rows<{
        kind: string;
        rule: string | null;
        amount: string;
        description: string;
        reason: string | null;
        createdBy: number | null;
        reservationId: number | null;
        lineDate: string;
      }>(
        db,
        sql`select kind, rule, amount::text as amount, description, reason, created_by as "createdBy",
              reservation_id as "reservationId", to_char(line_date, 'YYYY-MM-DD') as "lineDate"
            from settlement_lines where statement_id = ${statement.id} order by position, id`,
      )
    : [];
  return { statement, lines };
}

/** The load's events (action and message), oldest first. */
export async function loadEvents(db: Db, loadId: number) {
  return rows<{ action: string; message: string | null; rule: string | null }>(
    db,
    sql`select action, message, rule from events where activity_id = ${loadId} and barcode is null order by id`,
  );
}
