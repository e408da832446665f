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
 * Loads received: inbound loads whose first arrival (load_milestones.received_at) falls in the
 * range, by received day, account, program (current) and the load's current status.
 */
export function loadsFacts(db: Db, q: SourceQuery): Promise<SourceRow[]> {
  const received = sql`lm.received_at`;
  return groupedRows(db, q, {
    from: sql`load_milestones lm join activities a on a.id = lm.activity_id`,
    where: sql`${instantRange(received, q.range)} and ${accountFilter(sql`lm.account_id`, q.accountIds)}`,
    keys: {
      period: periodKey(utcDay(received), q.timePeriod),
      account: sql`coalesce(lm.account_id, 0)`,
      program: sql`coalesce(lm.program_id, 0)`,
      load_status: sql`a.status`,
    },
    values: { loads: sql`count(*)` },
  });
}
