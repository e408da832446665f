import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../db/paging";
import { insertLoad } from "../../activities/activity-records.fixtures";

// Facts written straight to the tables the engine reads (rollups, milestones, final statements,
// certificates), so the engine's sums are checked against numbers worked out by hand.

export const unique = (prefix: string) => `${prefix} ${randomInt(10_000_000, 99_999_999)}`;

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rowsOf<T>(db, query);
  if (!row) throw new Error("nothing returned");
  return row;
}

/** A new client account (its name unique), for figures no demo data reaches. */
export async function newAccount(db: Db, prefix = "Facts"): Promise<{ id: number; name: string }> {
  const name = unique(prefix);
  const row = await one<{ id: number }>(db, sql`insert into accounts (name) values (${name}) returning id`);
  return { id: Number(row.id), name };
}

export async function newClass(db: Db): Promise<{ id: number; name: string }> {
  const name = unique("Class");
  const row = await one<{ id: number }>(
    db,
    sql`insert into product_classes (name) values (${name}) returning id`,
  );
  return { id: Number(row.id), name };
}

export async function newProductOf(db: Db, classId: number | null): Promise<{ id: number; name: string }> {
  const name = unique("Product");
  const row = await one<{ id: number }>(
    db,
    sql`insert into products (name, type, class_id) values (${name}, 'serialized', ${classId}) returning id`,
  );
  return { id: Number(row.id), name };
}

export async function newProgram(db: Db, accountId: number): Promise<{ id: number; name: string }> {
  const name = unique("Program");
  const row = await one<{ id: number }>(
    db,
    sql`insert into programs (account_id, name) values (${accountId}, ${name}) returning id`,
  );
  return { id: Number(row.id), name };
}

/** An inbound load of the account in `status`, with its milestone received at `receivedAt`. */
export async function receivedLoad(
  db: Db,
  account: { name: string },
  options: { status: string; receivedAt: string; programId?: number | null },
): Promise<{ id: number; accountId: number }> {
  const load = await insertLoad(db, account.name, { programId: options.programId ?? null });
  await db.execute(sql`update activities set status = ${options.status} where id = ${load.id}`);
  await db.execute(sql`
    insert into load_milestones (activity_id, account_id, program_id, received_at)
    values (${load.id}, ${load.accountId}, ${options.programId ?? null}, ${options.receivedAt}::timestamptz)
    on conflict (activity_id) do update set received_at = excluded.received_at, program_id = excluded.program_id`);
  return load;
}

/** A statement of the load, final at `finalizedAt` unless null (a draft), with lines (amount, date). */
export async function statementWith(
  db: Db,
  loadId: number,
  finalizedAt: string | null,
  lines: { amount: string; lineDate: string }[],
): Promise<void> {
  const statement = await one<{ id: number }>(
    db,
    sql`insert into settlement_statements (activity_id, status, finalized_at)
        values (${loadId}, ${finalizedAt ? "final" : "draft"}, ${finalizedAt}::timestamptz) returning id`,
  );
  for (const [i, line] of lines.entries()) {
    await db.execute(sql`
      insert into settlement_lines (statement_id, position, kind, source, description, quantity, unit, amount, line_date)
      values (${statement.id}, ${i}, 'manual', 'test', 'Test line', 1, 'charge', ${line.amount}::numeric, ${line.lineDate}::date)`);
  }
}

/** A certificate of the load issued at `issuedAt`, revoked when asked. */
export async function certificateOf(
  db: Db,
  load: { id: number; accountId: number },
  issuedAt: string,
  revoked = false,
): Promise<void> {
  await db.execute(sql`
    insert into certificates (number, activity_id, account_id, kind, status, sha256, serial_count,
      data_bearing_count, issued_at, revoked_at, revoke_reason)
    values (${unique("CERT").replace(" ", "-")}, ${load.id}, ${load.accountId}, ${revoked ? "recycling" : "destruction"},
      ${revoked ? "revoked" : "valid"}, 'x', 0, 0, ${issuedAt}::timestamptz,
      ${revoked ? issuedAt : null}::timestamptz, ${revoked ? "Wrong load" : null})`);
}
