// Tasks (issue 21, SPEC §3 task, task comment): what to do, of a type, with a status, a priority
// (Low 25, Medium 50, High 75), a due date, an assignee and/or a group, and optionally the load
// or asset it is about; its comments and its events (every change: who, when, from → to).
import { z } from "zod";
import { ActivitySlug } from "../activities/activities.schemas";
import { PRIORITY_VALUES, TASK_STATUS_IDS, TASK_TYPE_IDS } from "../enums/operations";
import { IdParams, IsoDate, nullableText, UrlId } from "../platform/common.schemas";
import { exportQueryOf } from "../platform/exports.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";

export const TaskStatus = z.enum(TASK_STATUS_IDS);
export type TaskStatus = z.infer<typeof TaskStatus>;

export const PRIORITY_MESSAGE = "Priority is Low (25), Medium (50) or High (75)";

/** A task's priority: one of 25, 50, 75 (422 on `priority` otherwise). */
export const TaskPriority = z
  .number({ error: PRIORITY_MESSAGE })
  .refine((v) => (PRIORITY_VALUES as readonly number[]).includes(v), PRIORITY_MESSAGE);

/** A task as the screens read it, with the names of its type, people, group and link. */
export const Task = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  taskTypeId: z.number().int(),
  taskTypeName: z.string(),
  /** The type's SPEC category (critical_alert … standard_procedure). */
  category: z.enum(TASK_TYPE_IDS),
  status: TaskStatus,
  priority: z.number().int(),
  dueDate: z.string().nullable(),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  activitySlug: z.string().nullable(),
  assetBarcode: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  commentCount: z.number().int(),
});
export type Task = z.infer<typeof Task>;

/** A task with what the caller may do with it (the screen offers only these). */
export const TaskDetail = Task.extend({
  /** Whether the caller may move its status and comment (assignee, group member or manager). */
  canWork: z.boolean(),
  /** Whether the caller may edit it (tasks.manage). */
  canEdit: z.boolean(),
});
export type TaskDetail = z.infer<typeof TaskDetail>;

const title = z
  .string({ error: "Give the task a title" })
  .trim()
  .min(1, "Give the task a title")
  .max(200, "Title is at most 200 characters");
const id = z.number().int().positive();
const AssetBarcodeLink = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, "Barcode cannot be empty string.")
  .max(64, "Barcode is at most 64 characters");

/**
 * `POST /tasks`. Without a priority the type's default priority is taken. A screen sends a
 * request key so a retried create makes one task.
 */
export const CreateTaskBody = z.object({
  title,
  description: nullableText(5000, "Description").default(null),
  taskTypeId: z.number({ error: "Choose the task's type" }).int().positive(),
  priority: TaskPriority.nullable().default(null),
  dueDate: IsoDate.nullable().default(null),
  assigneeId: id.nullable().default(null),
  groupId: id.nullable().default(null),
  activitySlug: ActivitySlug.nullable().default(null),
  assetBarcode: AssetBarcodeLink.nullable().default(null),
  /** Names one create: a retry with the same key (by the same user) answers the task it made. */
  requestKey: z.string().trim().min(1).max(100).optional(),
});
export type CreateTaskBody = z.infer<typeof CreateTaskBody>;

/** `PUT /tasks/{id}`: what changes (fields left out stay as they are). */
export const UpdateTaskBody = z.object({
  title: title.optional(),
  description: nullableText(5000, "Description").optional(),
  taskTypeId: id.optional(),
  priority: TaskPriority.optional(),
  dueDate: IsoDate.nullable().optional(),
  assigneeId: id.nullable().optional(),
  groupId: id.nullable().optional(),
  activitySlug: ActivitySlug.nullable().optional(),
  assetBarcode: AssetBarcodeLink.nullable().optional(),
});
export type UpdateTaskBody = z.infer<typeof UpdateTaskBody>;

/** `PUT /tasks/{id}/status`: the status to move to (TASK_TRANSITIONS; 409 for another move). */
export const MoveTaskBody = z.object({ status: TaskStatus });
export type MoveTaskBody = z.infer<typeof MoveTaskBody>;

export const TASK_SCOPES = ["mine", "groups", "all"] as const;
export const TASK_DUE_FILTERS = ["overdue", "today", "week", "none"] as const;

/**
 * `GET /tasks`: mine (assigned to me), groups (of the groups I am a member of) or all; filters by
 * status (`open` is any but completed and canceled), type, priority, group and due date. `today`
 * is the caller's day (YYYY-MM-DD) the due filters count from; the server's UTC day without it.
 */
export const TasksQuery = PageQuery.extend({
  scope: z.enum(TASK_SCOPES).default("mine"),
  status: z.enum([...TASK_STATUS_IDS, "open"]).optional(),
  taskTypeId: UrlId.optional(),
  priority: z.coerce.number().pipe(TaskPriority).optional(),
  groupId: UrlId.optional(),
  due: z.enum(TASK_DUE_FILTERS).optional(),
  today: IsoDate.optional(),
  sort: z.enum(["dueDate", "priority", "status", "title", "createdAt", "updatedAt"]).default("dueDate"),
});
export type TasksQuery = z.infer<typeof TasksQuery>;

export const TasksExportQuery = exportQueryOf(TasksQuery);
export type TasksExportQuery = z.infer<typeof TasksExportQuery>;

export const TaskList = paged(Task);
export type TaskList = z.infer<typeof TaskList>;

export const TaskParams = IdParams;
export const TaskCommentParams = z.object({ id: UrlId, commentId: UrlId });

/** A comment on a task, with its author. */
export const TaskComment = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  edited: z.boolean(),
});
export type TaskComment = z.infer<typeof TaskComment>;
export const TaskCommentList = paged(TaskComment);

/** `POST /tasks/{id}/comments` and `PUT …/comments/{commentId}`. */
export const TaskCommentBody = z.object({
  body: z
    .string({ error: "Write a comment" })
    .trim()
    .min(1, "Write a comment")
    .max(5000, "A comment is at most 5000 characters"),
});
export type TaskCommentBody = z.infer<typeof TaskCommentBody>;

export const TaskCommentsQuery = PageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** One change of a task: who did what when, and each field from → to. */
export const TaskEvent = z.object({
  id: z.number().int(),
  action: z.string(),
  message: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type TaskEvent = z.infer<typeof TaskEvent>;
export const TaskEventList = paged(TaskEvent);
export const TaskEventsQuery = PageQuery.extend({ order: z.enum(["asc", "desc"]).default("desc") });

/** Someone a task can be assigned to: an active operator (a member of the group when one is named). */
export const TaskAssignee = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type TaskAssignee = z.infer<typeof TaskAssignee>;
export const TaskAssigneesQuery = z.object({
  groupId: UrlId.optional(),
  search: z.string().trim().max(200).optional(),
});
export const TaskAssigneeList = z.object({ data: z.array(TaskAssignee) });

/** The actions a task's events record. */
export const TASK_EVENT_ACTIONS = [
  { id: "created", label: "Created" },
  { id: "updated", label: "Edited" },
  { id: "assigned", label: "Assigned" },
  { id: "status_changed", label: "Status changed" },
  { id: "commented", label: "Commented" },
  { id: "comment_edited", label: "Comment edited" },
  { id: "comment_removed", label: "Comment removed" },
] as const;
