import { CLOSED_TASK_STATUSES, type OverviewCell, type OverviewGroup } from "@ops/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";

const OPEN_TASK = sql.raw(`status not in (${CLOSED_TASK_STATUSES.map((s) => `'${s}'`).join(", ")})`);

/** Tasks counted per group (null: none) and status, with how many of them are open and due before `today`. */
export function overviewCells(db: Db, today: string, taskTypeId?: number): Promise<OverviewCell[]> {
  return rowsOf<OverviewCell>(
    db,
    sql`select group_id as "groupId", status, count(*)::int as count,
          (count(*) filter (where due_date < ${today}::date and ${OPEN_TASK}))::int as overdue
        from tasks
        ${taskTypeId ? sql`where task_type_id = ${taskTypeId}` : sql``}
        group by group_id, status`,
  );
}

export function overviewGroups(db: Db): Promise<OverviewGroup[]> {
  return rowsOf<OverviewGroup>(db, sql`select id, name, active from task_groups`);
}
