import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";
import { firstProductOfA } from "./sanitization-state";

/** What the report sorts and searches on, for every serial of a load (one query for 10,000). */
export type SortKeys = { id: number; barcode: string; serialNumber: string | null; grade: string | null };

export function sortKeysOf(db: Db, ids: readonly number[]): Promise<SortKeys[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return rowsOf<SortKeys>(
    db,
    sql`select a.id, a.barcode, a.serial_number as "serialNumber", a.grade
        from assets a where a.id = any(${sql.param([...ids])}::int[])`,
  );
}

/** The rest of a report row, read for one page of serials only. */
export type ReportDetails = {
  id: number;
  product: string | null;
  productClass: string | null;
  disposition: string | null;
  r2Classification: string | null;
  certificateNumber: string | null;
};

/**
 * Product and class (the first product entry), routing and the certificate of each asset: the
 * valid certificate covering it, else the newest that did (a revoked one stays on the record).
 */
export function detailsOf(db: Db, ids: readonly number[]): Promise<ReportDetails[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return rowsOf<ReportDetails>(
    db,
    sql`select a.id, p.name as product, pc.name as "productClass", a.disposition,
               a.r2_classification as "r2Classification", cert.number as "certificateNumber"
        from assets a
    ${firstProductOfA}
        left join product_classes pc on pc.id = p.class_id
        left join lateral (
          select c.number from certificate_assets ca join certificates c on c.id = ca.certificate_id
          where ca.asset_id = a.id
          order by (c.status = 'valid') desc, c.issued_at desc, c.id desc limit 1
        ) cert on true
        where a.id = any(${sql.param([...ids])}::int[])`,
  );
}
