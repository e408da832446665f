import type { OriginLoad, OriginLoadsQuery } from "@ops/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { prefixPattern, rowsOf } from "../../db/paging";

type Raw = {
  slug: string;
  status: OriginLoad["status"];
  accountId: number | null;
  accountName: string | null;
  clientRef: string | null;
  receivedAt: Date | string;
  inStock: number;
  total: number;
};

const SORTS = { receivedAt: sql`l.created_at`, inStock: sql`s.in_stock`, slug: sql`l.slug` } as const;

/**
 * The receiving loads of a warehouse's in-stock assets with how many each has in stock: the
 * stock index gives the open assets of the warehouse's inventory activity, grouped by load.
 * `accountIds` (a client's) limits the loads to those accounts'.
 */
export async function pageOriginLoads(
  db: Db,
  q: OriginLoadsQuery,
  accountIds: number[] | null,
): Promise<{ data: OriginLoad[]; total: number }> {
  const search = q.search?.trim();
  const rows = await rowsOf<Raw>(
    db,
    sql`with s as (
          select a.receiving_activity_id as load_id, count(*)::int as in_stock
          from assets a
          where a.closed_at is null
            and a.activity_id in (select id from activities where type = 'inventory' and warehouse_id = ${q.warehouseId})
            and a.receiving_activity_id is not null
            ${accountIds ? sql`and a.account_id = any(${sql.param(accountIds)}::int[])` : sql``}
          group by a.receiving_activity_id
        )
        select l.slug, l.status, l.account_id as "accountId", ac.name as "accountName",
               l.client_ref as "clientRef", l.created_at as "receivedAt", s.in_stock as "inStock",
               (count(*) over ())::int as total
        from s join activities l on l.id = s.load_id
        left join accounts ac on ac.id = l.account_id
        ${search ? sql`where l.slug like ${prefixPattern(search, "lower")}` : sql``}
        order by ${SORTS[q.sort]} ${sql.raw(q.order === "desc" ? "desc" : "asc")}, l.id
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    data: rows.map((r) => ({
      slug: r.slug,
      status: r.status,
      account: r.accountId === null ? null : { id: r.accountId, name: r.accountName ?? "" },
      clientRef: r.clientRef,
      receivedAt: new Date(r.receivedAt).toISOString(),
      inStock: r.inStock,
    })),
  };
}

export async function warehouseExists(db: Db, id: number): Promise<boolean> {
  return (await rowsOf(db, sql`select 1 from warehouses where id = ${id}`)).length > 0;
}
