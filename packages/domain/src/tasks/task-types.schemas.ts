// Task types (issue 21, SPEC §3 task type, §7 "types"): a named kind of work of one SPEC category
// (critical_alert … standard_procedure) with the priority its new tasks start at. A type in use
// by tasks is never removed, only made inactive.
import { z } from "zod";
import { PRIORITY_VALUES, TASK_TYPE_IDS } from "../enums/operations";
import { optionalText, QueryFlag, UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";

export const TaskTypeCategory = z.enum(TASK_TYPE_IDS, { error: "Choose one of the task categories" });

export const DEFAULT_PRIORITY_MESSAGE = "Default priority is Low (25), Medium (50) or High (75)";

export const TaskType = z.object({
  id: z.number().int(),
  name: z.string(),
  category: TaskTypeCategory,
  description: z.string().nullable(),
  defaultPriority: z.number().int(),
  active: z.boolean(),
  /** Tasks of this type, open or not (a type with any cannot be removed). */
  taskCount: z.number().int(),
  /** Groups that take this type. */
  groupCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaskType = z.infer<typeof TaskType>;

/** `POST /task_types` and `PUT /task_types/{id}`. */
export const TaskTypeBody = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name is at most 100 characters"),
  category: TaskTypeCategory,
  description: optionalText(2000, "Description"),
  defaultPriority: z
    .number({ error: DEFAULT_PRIORITY_MESSAGE })
    .refine((v) => (PRIORITY_VALUES as readonly number[]).includes(v), DEFAULT_PRIORITY_MESSAGE)
    .default(50),
  active: z.boolean().default(true),
});
export type TaskTypeBody = z.infer<typeof TaskTypeBody>;
export type TaskTypeInput = z.input<typeof TaskTypeBody>;

export const TASK_TYPE_SORT_COLUMNS = ["name", "category", "defaultPriority", "createdAt"] as const;

/** `GET /task_types`: `search` matches the name. */
export const TaskTypesQuery = PageQuery.extend({
  active: QueryFlag.optional(),
  category: TaskTypeCategory.optional(),
  sort: z.enum(TASK_TYPE_SORT_COLUMNS).default("name"),
});
export type TaskTypesQuery = z.infer<typeof TaskTypesQuery>;
export const TaskTypeList = paged(TaskType);
export type TaskTypeList = z.infer<typeof TaskTypeList>;

export const TaskTypeParams = z.object({ typeId: UrlId });
