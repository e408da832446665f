import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { rowsOf } from "../paging";

/** The demo client's account (Northwind Health), the DAL warehouse and one of the account's inbound loads. */
export async function demoLookups(db: Db) {
  const [row] = await rowsOf<{ account: number | null; warehouse: number | null; load: string | null }>(
    db,
    sql`select (select id from accounts where name = 'Northwind Health') as account,
          (select id from warehouses where short_name = 'DAL') as warehouse,
          (select slug from activities where type = 'inbound'
             and account_id = (select id from accounts where name = 'Northwind Health') order by id limit 1) as load`,
  );
  return {
    accountId: row?.account == null ? null : Number(row.account),
    warehouseId: row?.warehouse == null ? null : Number(row.warehouse),
    loadSlug: row?.load ?? null,
  };
}
