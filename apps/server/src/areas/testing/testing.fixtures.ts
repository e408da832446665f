import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { productClasses, products, testResults } from "../../db/schema";
import { insertLoad } from "../activities/activity-records.fixtures";
import { insertAssets, unique } from "../assets/asset-records.fixtures";
import { newBarcode } from "../assets/assets.fixtures";

export async function classIdNamed(db: Db, name: string): Promise<number> {
  const [row] = await db
    .select({ id: productClasses.id })
    .from(productClasses)
    .where(eq(productClasses.name, name));
  if (!row) throw new Error(`no demo class ${name}`);
  return row.id;
}

export async function productIdNamed(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.name, name));
  if (!row) throw new Error(`no demo product ${name}`);
  return row.id;
}

/** A serial device of a demo product received on a new load of the account; answers its barcode. */
export async function receiveDevice(
  db: Db,
  accountName: string,
  productName: string | null,
): Promise<string> {
  const load = await insertLoad(db, accountName);
  const barcode = newBarcode("TD");
  await insertAssets(db, [
    {
      barcode,
      type: "serial",
      serialNumber: `SN${unique()}`,
      activityId: load.id,
      accountId: load.accountId,
      productId: productName ? await productIdNamed(db, productName) : null,
    },
  ]);
  return barcode;
}

export async function resultCountOf(db: Db, barcode: string): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from ${testResults} r join assets a on a.id = r.asset_id where a.barcode = ${barcode}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
