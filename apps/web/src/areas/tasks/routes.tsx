import type { AppRoute } from "../../app/route-types";

const staff = ["operator"] as const;

/**
 * The tasks area's screens (issue 21, SPEC §2 "tasks: index, groups, types, new, {id}/edit,
 * {taskId} events"): one entry per screen, each part adding its own.
 */
export const tasksRoutes: AppRoute[] = [
  {
    path: "tasks",
    title: "Tasks",
    audiences: staff,
    permission: "tasks.view",
    nav: { label: "Tasks", section: "Tasks", order: 5 },
    load: () => import("./pages/TasksPage"),
  },
  {
    path: "tasks/new",
    title: "New task",
    audiences: staff,
    permission: "tasks.manage",
    load: () => import("./pages/TaskNewPage"),
  },
  {
    path: "tasks/:id/edit",
    title: "Edit task",
    audiences: staff,
    permission: "tasks.manage",
    load: () => import("./pages/TaskEditPage"),
  },
  {
    path: "tasks/:taskId",
    title: "Task",
    audiences: staff,
    permission: "tasks.view",
    load: () => import("./pages/TaskPage"),
  },
];
