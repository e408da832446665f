import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../db/paging";
import { receivedLoad } from "../facts/facts.fixtures";

// Dashboard test data written straight to the tables the dashboards read: the daily rollups (the
// rollup job's own test proves how they are computed), milestones, statements and loads.

export type Received = {
  day: string;
  accountId: number;
  classId: number;
  productId: number;
  lbs: number;
  pieces: number;
  devices: number;
};

export async function rollupReceived(db: Db, rows: Received[]): Promise<void> {
  for (const r of rows)
    await db.execute(sql`
      insert into rollup_received_daily (day, account_id, product_class_id, product_id, weight_lbs, pieces, devices)
      values (${r.day}::date, ${r.accountId}, ${r.classId}, ${r.productId}, ${r.lbs}, ${r.pieces}, ${r.devices})`);
}

export async function rollupDevices(
  db: Db,
  rows: {
    day: string;
    accountId: number;
    classId: number;
    grade: string;
    disposition: string;
    devices: number;
  }[],
): Promise<void> {
  for (const r of rows)
    await db.execute(sql`
      insert into rollup_devices_daily (day, account_id, product_class_id, grade, disposition, devices)
      values (${r.day}::date, ${r.accountId}, ${r.classId}, ${r.grade}, ${r.disposition}, ${r.devices})`);
}

export async function rollupTests(
  db: Db,
  rows: { day: string; accountId: number; userId: number; devices: number }[],
): Promise<void> {
  for (const r of rows)
    await db.execute(sql`
      insert into rollup_tests_daily (day, account_id, user_id, devices)
      values (${r.day}::date, ${r.accountId}, ${r.userId}, ${r.devices})`);
}

/**
 * An inbound load created, received, processed and priced at the given instants (null: not
 * reached), in `status`, under the program.
 */
export async function loadAt(
  db: Db,
  account: { name: string },
  options: {
    status: string;
    createdAt: string;
    receivedAt: string;
    processedAt?: string | null;
    pricedAt?: string | null;
    programId?: number | null;
  },
): Promise<{ id: number; accountId: number }> {
  const load = await receivedLoad(db, account, options);
  await db.execute(
    sql`update activities set created_at = ${options.createdAt}::timestamptz where id = ${load.id}`,
  );
  await db.execute(sql`
    update load_milestones set processed_at = ${options.processedAt ?? null}::timestamptz,
           priced_at = ${options.pricedAt ?? null}::timestamptz
     where activity_id = ${load.id}`);
  return load;
}

/** Sets the kind of a statement's lines by sign: gains are asset value, charges services. */
export async function kindsBySign(db: Db, loadId: number): Promise<void> {
  await db.execute(sql`
    update settlement_lines l set kind = case when l.amount >= 0 then 'value' else 'service' end
      from settlement_statements s where s.id = l.statement_id and s.activity_id = ${loadId}`);
}

export async function accountIdOf(db: Db, name: string): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(db, sql`select id from accounts where name = ${name}`);
  if (!row) throw new Error(`no account ${name}`);
  return Number(row.id);
}

/** An inbound load of the account dated for the dock on `day`, in `status`. */
export async function dockLoad(
  db: Db,
  account: { name: string },
  day: string,
  status: string,
): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`
    insert into activities (slug, type, status, account_id, warehouse_id, scheduled_date)
    select ${`dal-in-8${Math.floor(Math.random() * 90_000_000 + 10_000_000)}`}, 'inbound', ${status}, a.id, w.id, ${day}::date
      from accounts a, warehouses w where a.name = ${account.name} and w.short_name = 'DAL'
    returning id`,
  );
  if (!row) throw new Error("no load inserted");
  return Number(row.id);
}
