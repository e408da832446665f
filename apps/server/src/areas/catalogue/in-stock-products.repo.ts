import type { InStockProduct, InStockProductsQuery } from "@ops/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern, rowsOf } from "../../db/paging";

type Raw = Omit<InStockProduct, "count"> & { count: string | number; total: number };

const SORTS = { name: sql`lower(p.name)`, count: sql`h.count` } as const;

/**
 * The products the open assets of activities of a type hold, summed per product (quantity and
 * assets), one statement: the activities first (a handful for inventory: the partial stock index
 * reads their open assets), then the entries, then the page with its total.
 */
export async function pageInStockProducts(
  db: Db,
  q: InStockProductsQuery,
): Promise<{ data: InStockProduct[]; total: number }> {
  const search = q.search?.trim();
  const rows = await rowsOf<Raw>(
    db,
    sql`with acts as (
          select id from activities where type = ${q.activityType}
          ${q.warehouseId ? sql`and warehouse_id = ${q.warehouseId}` : sql``}
        ), h as (
          select pa.product_id, sum(pa.quantity) as count, count(distinct a.id)::int as assets
          from assets a join product_assets pa on pa.asset_id = a.id
          where a.closed_at is null and a.activity_id in (select id from acts)
          group by pa.product_id
        )
        select p.id, p.name, p.type, pc.name as "productClass", h.count, h.assets,
               (count(*) over ())::int as total
        from h join products p on p.id = h.product_id
        left join product_classes pc on pc.id = p.class_id
        ${search ? sql`where lower(p.name) like ${containsPattern(search)}` : sql``}
        order by ${SORTS[q.sort]} ${sql.raw(q.order === "desc" ? "desc" : "asc")}, p.id
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    data: rows.map(({ total: _total, ...r }) => ({ ...r, count: Number(r.count) })),
  };
}

export async function warehouseExists(db: Db, id: number): Promise<boolean> {
  return (await rowsOf(db, sql`select 1 from warehouses where id = ${id}`)).length > 0;
}
