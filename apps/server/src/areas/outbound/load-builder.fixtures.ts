import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, priceEntries, priceLists, products } from "../../db/schema";
import { stockOf } from "./outbound-load.fixtures";

/** Test data of the load builder tests: products, priced stock, a buyer's outbound price list. */

export async function accountNamed(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name));
  if (!row) throw new Error(`no demo account ${name}`);
  return row.id;
}

export async function newProduct(db: Db, type: "serialized" | "palletized", label: string): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({ name: `${label} ${randomInt(100_000, 999_999)}`, type })
    .returning({ id: products.id });
  return row?.id as number;
}

/**
 * `n` assets of the account in DAL stock, each with one entry of the product (10 net lbs) valued
 * at `value`.
 */
export async function pricedStock(
  db: Db,
  accountName: string,
  n: number,
  productId: number,
  value: number,
): Promise<{ ids: number[]; barcodes: string[] }> {
  const stock = await stockOf(db, accountName, n, null, productId);
  await db.execute(
    sql`update product_assets set value = ${value}, gross_weight = 12 where asset_id = any(${sql.param(stock.ids)}::int[])`,
  );
  return stock;
}

/** A new version of the account's outbound price list with these entries. */
export async function outboundPrices(
  db: Db,
  accountId: number,
  entries: { productId: number; unit: "lbs" | "pieces" | "pallet"; price: number }[],
): Promise<void> {
  const [last] = await db
    .execute(
      sql`select coalesce(max(version), 0)::int as v from price_lists where account_id = ${accountId} and type = 'outbound'`,
    )
    .then((r) => (r as unknown as { rows: { v: number }[] }).rows);
  const [list] = await db
    .insert(priceLists)
    .values({ accountId, type: "outbound", version: (last?.v ?? 0) + 1 })
    .returning({ id: priceLists.id });
  await db.insert(priceEntries).values(
    entries.map((e, position) => ({
      priceListId: list?.id as number,
      position,
      productId: e.productId,
      method: "unit_price",
      unit: e.unit,
      price: String(e.price),
    })),
  );
}
