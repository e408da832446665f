import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, asnItems, assets, productAssets, products, programs } from "../../db/schema";

/**
 * Test data for the delta, hold, photo and document tests, written straight to the database so
 * these tests hold whatever the receiving screens and calls do.
 */
export const unique = () => String(randomInt(10_000_000, 99_999_999));

export async function insertProduct(db: Db, name: string): Promise<number> {
  const [row] = await db.insert(products).values({ name, type: "serialized" }).returning({ id: products.id });
  if (!row) throw new Error("no product inserted");
  return row.id;
}

export type TestAsset = {
  barcode: string;
  activityId: number;
  accountId: number;
  serialNumber?: string | null;
  productId?: number | null;
  quantity?: number;
  netWeight?: number | null;
  type?: string;
};

/** Assets received on their activity, each with its product entry when it names a product. */
export async function insertAssets(db: Db, list: TestAsset[]): Promise<number[]> {
  if (list.length === 0) return [];
  const rows = await db
    .insert(assets)
    .values(
      list.map((a) => ({
        barcode: a.barcode,
        type: a.type ?? (a.serialNumber ? "serial" : "bin"),
        serialNumber: a.serialNumber ?? null,
        activityId: a.activityId,
        receivingActivityId: a.activityId,
        accountId: a.accountId,
      })),
    )
    .returning({ id: assets.id });
  const entries = list.flatMap((a, i) => {
    const assetId = rows[i]?.id;
    return a.productId && assetId
      ? [{ assetId, productId: a.productId, quantity: a.quantity ?? 1, netWeight: a.netWeight ?? null }]
      : [];
  });
  if (entries.length > 0) await db.insert(productAssets).values(entries);
  return rows.map((r) => r.id);
}

export type TestAsnRow = {
  serialNumber?: string | null;
  productId?: number | null;
  productName?: string | null;
  quantity?: number;
  weight?: number | null;
};

export async function insertAsnItems(db: Db, activityId: number, list: TestAsnRow[]): Promise<void> {
  await db.insert(asnItems).values(
    list.map((r, i) => ({
      activityId,
      row: i + 2,
      serialNumber: r.serialNumber ?? null,
      productId: r.productId ?? null,
      productName: r.productName ?? null,
      quantity: r.quantity ?? 1,
      weight: r.weight ?? null,
    })),
  );
}

/** A program of the named demo account, made for the test. */
export async function insertProgram(db: Db, accountName: string): Promise<number> {
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, accountName));
  if (!account) throw new Error(`demo account ${accountName} missing`);
  const [row] = await db
    .insert(programs)
    .values({ accountId: account.id, name: `Hold program ${unique()}` })
    .returning({ id: programs.id });
  if (!row) throw new Error("no program inserted");
  return row.id;
}

/** The events written for a barcode, oldest first. */
export async function eventsOfBarcode(db: Db, barcode: string) {
  const result = (await db.execute(
    sql`select action, message, activity_id from events where barcode = ${barcode} order by id`,
  )) as unknown as { rows: { action: string; message: string | null; activity_id: number | null }[] };
  return result.rows;
}
