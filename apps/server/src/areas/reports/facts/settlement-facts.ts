import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  accountFilter,
  groupedRows,
  instantRange,
  periodKey,
  type SourceQuery,
  type SourceRow,
  utcDay,
} from "./fact-sql";

/**
 * Value recovered, costs and net: the lines of final settlement statements, each on its own date
 * (the line's date, else the day the statement was made final), by the load's account. Positive
 * amounts are owed to the client (recovered), negative ones charged (costs, answered positive).
 */
export function settlementFacts(db: Db, q: SourceQuery): Promise<SourceRow[]> {
  const day = sql`coalesce(l.line_date, ${utcDay(sql`s.finalized_at`)})`;
  return groupedRows(db, q, {
    from: sql`settlement_lines l
      join settlement_statements s on s.id = l.statement_id and s.status = 'final'
      join activities a on a.id = s.activity_id`,
    where: sql`${day} between ${q.range.beginDate}::date and ${q.range.endDate}::date
      and ${accountFilter(sql`a.account_id`, q.accountIds)}`,
    keys: {
      period: periodKey(day, q.timePeriod),
      account: sql`coalesce(a.account_id, 0)`,
    },
    values: {
      value_recovered: sql`round(coalesce(sum(l.amount) filter (where l.amount > 0), 0), 2)`,
      costs: sql`round(-coalesce(sum(l.amount) filter (where l.amount < 0), 0), 2)`,
      net: sql`round(sum(l.amount), 2)`,
    },
  });
}

/** Certificates issued: valid (not revoked) certificates by the day they were issued and account. */
export function certificatesFacts(db: Db, q: SourceQuery): Promise<SourceRow[]> {
  const issued = sql`c.issued_at`;
  return groupedRows(db, q, {
    from: sql`certificates c`,
    where: sql`c.status = 'valid' and ${instantRange(issued, q.range)}
      and ${accountFilter(sql`c.account_id`, q.accountIds)}`,
    keys: {
      period: periodKey(utcDay(issued), q.timePeriod),
      account: sql`c.account_id`,
    },
    values: { certificates: sql`count(*)` },
  });
}
