import { type AssetsQuery, RECEIVED_RANGE_MESSAGE } from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import { prefixPattern } from "../../db/paging";
import { assets } from "../../db/schema";
import { fieldError } from "../../platform/app-error";

/** A list's search: the barcode or the serial number starts with the text, whatever its case. */
export function searchCondition(search: string): SQL {
  const prefix = prefixPattern(search, "upper");
  return sql`(${assets.barcode} like ${prefix} or upper(${assets.serialNumber}) like ${prefix})`;
}

/** The day after a YYYY-MM-DD date, as the exclusive end of a range of days. */
function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The assets screen's filters as SQL: accounts, location, product or class (any of the asset's
 * entries), hold, stock type and the days it was received (UTC, both ends included).
 */
export function assetFilterConditions(query: AssetsQuery): SQL[] {
  const { receivedFrom, receivedTo } = query;
  if (receivedFrom && receivedTo && receivedTo < receivedFrom)
    throw fieldError("receivedTo", RECEIVED_RANGE_MESSAGE);
  const conditions: SQL[] = [];
  if (query.accountIds?.length)
    conditions.push(sql`${assets.accountId} = any(${sql.param(query.accountIds)}::int[])`);
  if (query.locationId) conditions.push(sql`${assets.locationId} = ${query.locationId}`);
  if (query.stockType) conditions.push(sql`${assets.stockType} = ${query.stockType}`);
  if (query.productId)
    conditions.push(sql`exists (select 1 from product_assets pa
      where pa.asset_id = ${assets.id} and pa.product_id = ${query.productId})`);
  if (query.classId)
    conditions.push(sql`exists (select 1 from product_assets pa join products p on p.id = pa.product_id
      where pa.asset_id = ${assets.id} and p.class_id = ${query.classId})`);
  if (query.hold) {
    const held = (type?: string) =>
      sql`exists (select 1 from asset_holds h where h.asset_id = ${assets.id} and h.status = 'active'${
        type ? sql` and h.type = ${type}` : sql``
      })`;
    conditions.push(
      query.hold === "held" ? held() : query.hold === "not_held" ? sql`not ${held()}` : held(query.hold),
    );
  }
  if (receivedFrom) conditions.push(sql`${assets.createdAt} >= ${receivedFrom}::date`);
  if (receivedTo) conditions.push(sql`${assets.createdAt} < ${dayAfter(receivedTo)}::date`);
  return conditions;
}
