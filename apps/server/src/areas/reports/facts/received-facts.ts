import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  accountFilter,
  classFilter,
  groupedRows,
  periodKey,
  type SourceQuery,
  type SourceRow,
} from "./fact-sql";

/**
 * Weight and pieces received (rollup_received_daily: net weight and quantity of the product
 * entries of assets created that day), by day, account, product class and product.
 */
export function receivedFacts(db: Db, q: SourceQuery): Promise<SourceRow[]> {
  return groupedRows(db, q, {
    from: sql`rollup_received_daily r`,
    where: sql`r.day between ${q.range.beginDate}::date and ${q.range.endDate}::date
      and ${accountFilter(sql`r.account_id`, q.accountIds)}
      and ${classFilter(sql`r.product_class_id`, q.productClassIds)}`,
    keys: {
      period: periodKey(sql`r.day`, q.timePeriod),
      account: sql`r.account_id`,
      product_class: sql`r.product_class_id`,
      product: sql`r.product_id`,
    },
    values: {
      weight_lbs: sql`round(sum(r.weight_lbs), 3)`,
      pieces: sql`round(sum(r.pieces), 3)`,
    },
  });
}

/**
 * Serialized devices received (rollup_devices_daily), by the day they were received, account,
 * product class and their current grade and disposition.
 */
export function devicesFacts(db: Db, q: SourceQuery): Promise<SourceRow[]> {
  return groupedRows(db, q, {
    from: sql`rollup_devices_daily r`,
    where: sql`r.day between ${q.range.beginDate}::date and ${q.range.endDate}::date
      and ${accountFilter(sql`r.account_id`, q.accountIds)}
      and ${classFilter(sql`r.product_class_id`, q.productClassIds)}`,
    keys: {
      period: periodKey(sql`r.day`, q.timePeriod),
      account: sql`r.account_id`,
      product_class: sql`r.product_class_id`,
      grade: sql`r.grade`,
      disposition: sql`r.disposition`,
    },
    values: { devices: sql`sum(r.devices)` },
  });
}

/** Devices tested (rollup_tests_daily), by the result's day, account and who tested. */
export function testsFacts(db: Db, q: SourceQuery): Promise<SourceRow[]> {
  return groupedRows(db, q, {
    from: sql`rollup_tests_daily r`,
    where: sql`r.day between ${q.range.beginDate}::date and ${q.range.endDate}::date
      and ${accountFilter(sql`r.account_id`, q.accountIds)}`,
    keys: {
      period: periodKey(sql`r.day`, q.timePeriod),
      account: sql`r.account_id`,
      technician: sql`r.user_id`,
    },
    values: { devices_tested: sql`sum(r.devices)` },
  });
}
