import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";
import { insertLoad } from "../activities/activity-records.fixtures";
import { insertAssets, unique } from "../assets/asset-records.fixtures";
import { newBarcode } from "../assets/assets.fixtures";

/**
 * Test data for redeployment orders, written straight to the tables: receiving, grading, erasure
 * and putaway have their own calls and tests; these tests are about what an order may take.
 */

/** A fresh laptop product (class Laptops: data-bearing), so each test counts only its own devices. */
export async function laptopProduct(
  db: Db,
  name = `Dell Latitude 5420 ${unique()}`,
): Promise<{ id: number; name: string }> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into products (name, type, class_id)
        values (${name}, 'serialized', (select id from product_classes where name = 'Laptops' order by id limit 1))
        returning id`,
  );
  return { id: Number(row?.id), name };
}

/** The id of the DAL (or another warehouse's) customer redeployment location `<WH>-RDP`. */
export async function redeploymentLocation(db: Db, shortName = "DAL"): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select l.id from locations l join warehouses w on w.id = l.warehouse_id
        where w.short_name = ${shortName} and l.type = 'customer_redeployment' order by l.id limit 1`,
  );
  if (!row) throw new Error(`no customer redeployment location at ${shortName}`);
  return Number(row.id);
}

export type DeviceOptions = {
  grade?: string | null;
  erased?: boolean;
  locationId?: number;
  warehouse?: string;
};

/**
 * `n` devices of the account's product received on a fresh load, then in stock at the warehouse
 * (DAL) at its customer redeployment location, graded and (unless told) with a passed, verified erasure.
 */
export async function redeploymentDevices(
  db: Db,
  accountName: string,
  productId: number,
  n: number,
  options: DeviceOptions = {},
): Promise<{ ids: number[]; barcodes: string[] }> {
  const warehouse = options.warehouse ?? "DAL";
  const load = await insertLoad(db, accountName);
  const barcodes = Array.from({ length: n }, () => newBarcode("RD"));
  const ids = await insertAssets(
    db,
    barcodes.map((barcode, i) => ({
      barcode,
      activityId: load.id,
      accountId: load.accountId,
      productId,
      serialNumber: `SN${barcode}${i}`,
    })),
  );
  const locationId = options.locationId ?? (await redeploymentLocation(db, warehouse));
  await db.execute(sql`
    update assets a set activity_id = act.id, warehouse_id = act.warehouse_id, location_id = ${locationId},
      grade = ${options.grade === undefined ? "A" : options.grade}
    from activities act join warehouses w on w.id = act.warehouse_id
    where act.type = 'inventory' and w.short_name = ${warehouse} and a.id = any(${sql.param(ids)}::int[])`);
  if (options.erased !== false)
    await db.execute(sql`
      insert into sanitization_records (asset_id, kind, method, tool, passes, result, verified, started_at, finished_at)
      select id, 'erasure', 'purge', 'Blancco 7', 1, 'passed', true, now() - interval '1 hour', now() - interval '30 minutes'
      from assets where id = any(${sql.param(ids)}::int[])`);
  return { ids, barcodes };
}

/** Gives the account a program charging this much per redeployed drive. */
export async function redeployChargeProgram(
  db: Db,
  accountName: string,
  amountPerDrive: number,
): Promise<void> {
  await db.execute(sql`
    insert into programs (account_id, name, rules)
    values ((select id from accounts where name = ${accountName}), ${`Redeploy ${unique()}`},
      ${JSON.stringify([{ type: "hard_drive_redeploy_charge", params: { amountPerDrive } }])}::jsonb)`);
}

/** An active hold on the asset. */
export async function holdAsset(db: Db, assetId: number): Promise<void> {
  await db.execute(sql`
    insert into asset_holds (asset_id, type, status) values (${assetId}, 'legal_hold', 'active')`);
}
