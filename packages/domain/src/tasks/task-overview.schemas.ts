// The task overview (issue 21, SPEC §2 "task overview"): how many tasks are in each status and
// overdue, per group and for tasks in no group.
import { z } from "zod";
import { TASK_STATUS_IDS } from "../enums/operations";
import { IsoDate, UrlId } from "../platform/common.schemas";

/** `GET /tasks/overview`: `today` is the caller's day overdue counts from (the server's UTC day without it). */
export const TaskOverviewQuery = z.object({
  today: IsoDate.optional(),
  taskTypeId: UrlId.optional(),
});
export type TaskOverviewQuery = z.infer<typeof TaskOverviewQuery>;

const StatusCounts = z.object(
  Object.fromEntries(TASK_STATUS_IDS.map((s) => [s, z.number().int()])) as Record<
    (typeof TASK_STATUS_IDS)[number],
    z.ZodNumber
  >,
);

export const TaskOverviewRow = z.object({
  /** Null for the tasks in no group. */
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  groupActive: z.boolean(),
  counts: StatusCounts,
  /** New, assigned or in progress. */
  open: z.number().int(),
  /** Open and due before `today`. */
  overdue: z.number().int(),
  total: z.number().int(),
});
export type TaskOverviewRow = z.infer<typeof TaskOverviewRow>;

export const TaskOverview = z.object({
  today: z.string(),
  rows: z.array(TaskOverviewRow),
  totals: TaskOverviewRow.omit({ groupId: true, groupName: true, groupActive: true }),
});
export type TaskOverview = z.infer<typeof TaskOverview>;
