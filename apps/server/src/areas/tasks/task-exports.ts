import { labelOf, TASK_STATUSES, type Task, type TasksExportQuery } from "@ops/domain";
import type { AnyListExport, ListExport } from "../../platform/list-export";
import { listTasks } from "./tasks.service";

/** The tasks list as the screen shows it, with its scope and filters (GET /tasks/export). */
export const tasksExport: ListExport<TasksExportQuery, Task> = {
  name: "tasks",
  fileName: (_params, query) => `tasks-${query.scope}`,
  columns: [
    { header: "Id", value: (t) => t.id },
    { header: "Title", value: (t) => t.title },
    { header: "Type", value: (t) => t.taskTypeName },
    { header: "Status", value: (t) => labelOf(TASK_STATUSES, t.status) },
    { header: "Priority", value: (t) => t.priority },
    { header: "Due", value: (t) => t.dueDate },
    { header: "Assignee", value: (t) => t.assigneeName },
    { header: "Group", value: (t) => t.groupName },
    { header: "Load", value: (t) => t.activitySlug },
    { header: "Asset", value: (t) => t.assetBarcode },
    { header: "Created by", value: (t) => t.createdBy },
    { header: "Created at", value: (t) => t.createdAt },
    { header: "Completed at", value: (t) => t.completedAt },
  ],
  list: listTasks,
};

export const taskListExports: AnyListExport[] = [tasksExport];
