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
  {
    path: "tasks/groups",
    title: "Task groups",
    audiences: staff,
    permission: "tasks.view",
    nav: { label: "Task groups", section: "Tasks", order: 6 },
    load: () => import("./groups/TaskGroupsPage"),
  },
  {
    path: "tasks/groups/new",
    title: "New task group",
    audiences: staff,
    permission: "tasks.manage",
    load: () => import("./groups/TaskGroupNewPage"),
  },
  {
    path: "tasks/groups/:id/edit",
    title: "Edit task group",
    audiences: staff,
    permission: "tasks.manage",
    load: () => import("./groups/TaskGroupEditPage"),
  },
  {
    path: "tasks/types",
    title: "Task types",
    audiences: staff,
    permission: "tasks.view",
    nav: { label: "Task types", section: "Tasks", order: 7 },
    load: () => import("./types/TaskTypesPage"),
  },
  {
    path: "tasks/types/new",
    title: "New task type",
    audiences: staff,
    permission: "tasks.manage",
    load: () => import("./types/TaskTypeNewPage"),
  },
  {
    path: "tasks/types/:id/edit",
    title: "Edit task type",
    audiences: staff,
    permission: "tasks.manage",
    load: () => import("./types/TaskTypeEditPage"),
  },
  {
    path: "tasks/overview",
    title: "Task overview",
    audiences: staff,
    permission: "tasks.view",
    nav: { label: "Task overview", section: "Tasks", order: 8 },
    load: () => import("./overview/TaskOverviewPage"),
  },
];
