// Pure rules of the task overview (issue 21): the table built from counts per group and status.
import { TASK_STATUS_IDS } from "../enums/operations";
import type { TaskOverview, TaskOverviewRow } from "./task-overview.schemas";

type StatusId = (typeof TASK_STATUS_IDS)[number];

/** What the database counts: tasks of one group (null: none) in one status, and how many are overdue. */
export type OverviewCell = { groupId: number | null; status: string; count: number; overdue: number };
export type OverviewGroup = { id: number; name: string; active: boolean };

const OPEN: readonly StatusId[] = ["new", "assigned", "in_progress"];

const zeroCounts = () => Object.fromEntries(TASK_STATUS_IDS.map((s) => [s, 0])) as Record<StatusId, number>;

/**
 * The overview's rows: every active group (even with no task), an inactive one only while it
 * has tasks, by name, then "no group" when some task has none; and the totals over all rows.
 * Overdue counts only open tasks, so a row's overdue never exceeds its open.
 */
export function taskOverviewOf(
  today: string,
  groups: readonly OverviewGroup[],
  cells: readonly OverviewCell[],
): TaskOverview {
  const rows = new Map<number | null, TaskOverviewRow>();
  const rowOf = (groupId: number | null, name: string | null, active: boolean) => {
    let row = rows.get(groupId);
    if (!row) {
      row = {
        groupId,
        groupName: name,
        groupActive: active,
        counts: zeroCounts(),
        open: 0,
        overdue: 0,
        total: 0,
      };
      rows.set(groupId, row);
    }
    return row;
  };
  const byId = new Map(groups.map((g) => [g.id, g]));
  for (const group of groups) if (group.active) rowOf(group.id, group.name, true);
  for (const cell of cells) {
    if (!(TASK_STATUS_IDS as readonly string[]).includes(cell.status) || cell.count <= 0) continue;
    const group = cell.groupId === null ? undefined : byId.get(cell.groupId);
    if (cell.groupId !== null && !group) continue;
    const row = rowOf(cell.groupId, group?.name ?? null, group?.active ?? true);
    const status = cell.status as StatusId;
    row.counts[status] += cell.count;
    row.total += cell.count;
    if (OPEN.includes(status)) {
      row.open += cell.count;
      row.overdue += Math.min(cell.overdue, cell.count);
    }
  }
  const list = [...rows.values()].sort((a, b) => {
    if (a.groupId === null) return 1;
    if (b.groupId === null) return -1;
    return (a.groupName ?? "").localeCompare(b.groupName ?? "") || a.groupId - b.groupId;
  });
  const totals = { counts: zeroCounts(), open: 0, overdue: 0, total: 0 };
  for (const row of list) {
    for (const s of TASK_STATUS_IDS) totals.counts[s] += row.counts[s];
    totals.open += row.open;
    totals.overdue += row.overdue;
    totals.total += row.total;
  }
  return { today, rows: list, totals };
}
