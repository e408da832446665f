import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../db/paging";

/**
 * Settlement test data written straight to the tables (issue 22), so the settlement tests hold
 * whatever the receiving, pricing, work and listing screens do: a fresh account per scenario
 * with its program, inbound price list, load, assets, work, harvested drives and sales.
 */

const unique = () => String(randomInt(10_000_000, 99_999_999));

async function idOf(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(db, query);
  if (!row) throw new Error("nothing inserted");
  return Number(row.id);
}

/** A new client account (no users), or the id of a demo account by name. */
export async function newAccount(db: Db, name = `Settlement client ${unique()}`): Promise<number> {
  return idOf(db, sql`insert into accounts (name) values (${name}) returning id`);
}

export async function accountIdByName(db: Db, name: string): Promise<number> {
  return idOf(db, sql`select id from accounts where name = ${name} and type = 'active'`);
}

/** A program of the account with these stored rules ({type, params}). */
export async function newProgram(db: Db, accountId: number, rules: unknown[], name = `Program ${unique()}`) {
  return idOf(
    db,
    sql`insert into programs (account_id, name, rules) values (${accountId}, ${name}, ${JSON.stringify(rules)}::jsonb)
        returning id`,
  );
}

export type PriceEntrySpec = {
  productId?: number;
  serviceId?: number;
  method?: string;
  unit: string;
  price: string;
};

/** A new version of the account's inbound price list (the current one from now on); answers its version. */
export async function newPriceList(db: Db, accountId: number, entries: PriceEntrySpec[]): Promise<number> {
  const [row] = await rowsOf<{ id: number; version: number }>(
    db,
    sql`insert into price_lists (account_id, type, version)
        values (${accountId}, 'inbound',
                (select coalesce(max(version), 0) + 1 from price_lists where account_id = ${accountId} and type = 'inbound'))
        returning id, version`,
  );
  if (!row) throw new Error("no price list");
  let position = 0;
  for (const e of entries) {
    await db.execute(
      sql`insert into price_entries (price_list_id, position, product_id, service_id, method, unit, price)
          values (${row.id}, ${position++}, ${e.productId ?? null}, ${e.serviceId ?? null},
                  ${e.method ?? "unit_price"}, ${e.unit}, ${e.price})`,
    );
  }
  return Number(row.version);
}

/** A product (of a data-bearing class when `data`). */
export async function newProduct(db: Db, options: { data?: boolean; name?: string } = {}): Promise<number> {
  const classId = options.data
    ? await idOf(
        db,
        sql`insert into product_classes (name, r2_material_type) values (${`Drives ${unique()}`}, 'data') returning id`,
      )
    : null;
  return idOf(
    db,
    sql`insert into products (name, type, class_id) values (${options.name ?? `Product ${unique()}`}, 'palletized', ${classId})
        returning id`,
  );
}

export async function newService(db: Db, name = `Service ${unique()}`): Promise<number> {
  return idOf(db, sql`insert into services (name, category) values (${name}, 'secure_itad') returning id`);
}

export type TestLoad = { id: number; slug: string; accountId: number; warehouseId: number };

/** An inbound load of the account (program optional), in a status. */
export async function newLoad(
  db: Db,
  accountId: number,
  options: { programId?: number | null; status?: string } = {},
): Promise<TestLoad> {
  const slug = `dal-in-8${unique()}`;
  const [row] = await rowsOf<{ id: number; warehouse_id: number }>(
    db,
    sql`insert into activities (slug, type, status, account_id, program_id, warehouse_id)
        values (${slug}, 'inbound', ${options.status ?? "received"}, ${accountId}, ${options.programId ?? null},
                (select id from warehouses where short_name = 'DAL'))
        returning id, warehouse_id`,
  );
  if (!row) throw new Error("no load");
  return { id: Number(row.id), slug, accountId, warehouseId: Number(row.warehouse_id) };
}

export type EntrySpec = {
  productId: number;
  quantity?: string;
  net?: string | null;
  value?: string | null;
  unitPrice?: string | null;
  share?: string | null;
};

export type AssetSpec = {
  type?: string;
  serial?: string | null;
  value?: string | null;
  asnPrice?: string | null;
  entries?: EntrySpec[];
  harvestedFromId?: number | null;
  disposition?: string | null;
};

/** An asset received on the load with its product entries (and an ASN line with a unit price). */
export async function receive(
  db: Db,
  load: TestLoad,
  spec: AssetSpec,
): Promise<{ id: number; barcode: string }> {
  const barcode = `ST${unique()}`;
  const asnItemId =
    spec.asnPrice === undefined || spec.asnPrice === null
      ? null
      : await idOf(
          db,
          sql`insert into asn_items (activity_id, row, serial_number, unit_price)
              values (${load.id}, 2, ${spec.serial ?? null}, ${spec.asnPrice}) returning id`,
        );
  const id = await idOf(
    db,
    sql`insert into assets (barcode, type, serial_number, activity_id, receiving_activity_id, account_id, value,
                            asn_item_id, harvested_from_id, disposition)
        values (${barcode}, ${spec.type ?? (spec.serial ? "serial" : "bin")}, ${spec.serial ?? null}, ${load.id}, ${load.id},
                ${load.accountId}, ${spec.value ?? null}, ${asnItemId}, ${spec.harvestedFromId ?? null},
                ${spec.disposition ?? null})
        returning id`,
  );
  let position = 0;
  for (const e of spec.entries ?? []) {
    await db.execute(
      sql`insert into product_assets (asset_id, product_id, position, quantity, net_weight, value, unit_price, share)
          values (${id}, ${e.productId}, ${position++}, ${e.quantity ?? "1"}, ${e.net ?? null}, ${e.value ?? null},
                  ${e.unitPrice ?? null}, ${e.share ?? null})`,
    );
  }
  return { id, barcode };
}

/** A serialized device received on the load. */
export const receiveDevice = (db: Db, load: TestLoad, productId: number, extra: Partial<AssetSpec> = {}) =>
  receive(db, load, { serial: `SN${unique()}`, entries: [{ productId }], ...extra });

/** A part harvested from a device (its own serial asset pointing at the device). */
export const harvest = (
  db: Db,
  load: TestLoad,
  deviceId: number,
  productId: number,
  disposition: string | null = null,
) =>
  receive(db, load, {
    serial: `HD${unique()}`,
    entries: [{ productId }],
    harvestedFromId: deviceId,
    disposition,
  });

/** A work order (shop order) of the load, optionally with chosen services. */
export async function newWorkOrder(db: Db, load: TestLoad): Promise<number> {
  return idOf(
    db,
    sql`insert into activities (slug, type, status, account_id, warehouse_id, load_id)
        values (${`dal-so-8${unique()}`}, 'shop_order', 'completed', ${load.accountId}, ${load.warehouseId}, ${load.id})
        returning id`,
  );
}

export async function chooseService(db: Db, activityId: number, serviceId: number): Promise<void> {
  await db.execute(
    sql`insert into activity_program_services (activity_id, service_id) values (${activityId}, ${serviceId})`,
  );
}

/** An ended labor segment on the activity: `minutes` long with a crew (person-hours = minutes/60 × crew). */
export async function labor(
  db: Db,
  activityId: number,
  minutes: number,
  crewSize = 1,
  open = false,
): Promise<void> {
  await db.execute(
    sql`insert into labor_segments (activity_id, user_id, crew_size, started_at, ended_at)
        values (${activityId}, (select id from users where email = 'operator@example.com'), ${crewSize},
                timestamptz '2026-11-02 08:00:00+00',
                ${open ? null : sql`timestamptz '2026-11-02 08:00:00+00' + make_interval(mins => ${minutes})`})`,
  );
}

/** A sale of the asset on a listing, closed on `day` (UTC noon); answers the reservation id. */
export async function sell(
  db: Db,
  load: TestLoad,
  assetId: number,
  salePrice: string,
  day: string,
): Promise<number> {
  const listingId = await idOf(
    db,
    sql`insert into listings (title) values (${`Listing ${unique()}`}) returning id`,
  );
  return idOf(
    db,
    sql`insert into asset_reservations (asset_id, listing_id, warehouse_id, status, closed_at, sale_price)
        values (${assetId}, ${listingId}, ${load.warehouseId}, 'sold', ${`${day}T12:00:00Z`}::timestamptz, ${salePrice})
        returning id`,
  );
}

export async function setLoadStatus(db: Db, load: TestLoad, status: string): Promise<void> {
  await db.execute(sql`update activities set status = ${status} where id = ${load.id}`);
}
