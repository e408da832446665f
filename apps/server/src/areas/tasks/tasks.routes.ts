import {
  createTask,
  createTaskComment,
  exportTasks,
  getTask,
  listTaskAssignees,
  listTaskComments,
  listTaskEvents,
  listTasks,
  moveTask,
  removeTaskComment,
  updateTask,
  updateTaskComment,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { serve } from "../../platform/endpoints";
import { sendListExport } from "../../platform/list-export";
import { mailSettingsOf } from "../../platform/mail/mail-settings";
import * as comments from "./task-comments.service";
import { tasksExport } from "./task-exports";
import { assignees } from "./tasks.repo";
import * as service from "./tasks.service";

/** The tasks calls (SPEC §7 tasks family: tasks, their status, comments and events). */
export const tasksRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db, config }) => {
  const publicUrl = () => mailSettingsOf(config).publicUrl;
  serve(app, db, listTasks, ({ query }, ctx) => service.listTasks(ctx, query));
  serve(app, db, exportTasks, ({ query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, tasksExport, query),
  );
  serve(app, db, listTaskAssignees, async ({ query }, ctx) => ({
    data: await assignees(ctx.db, query.groupId, query.search),
  }));
  serve(app, db, getTask, ({ params }, ctx) => service.getTask(ctx, params.id));
  serve(app, db, createTask, ({ body }, ctx) => service.createTask(ctx, body, publicUrl()));
  serve(app, db, updateTask, ({ params, body }, ctx) =>
    service.updateTask(ctx, params.id, body, publicUrl()),
  );
  serve(app, db, moveTask, ({ params, body }, ctx) => service.moveTask(ctx, params.id, body));
  serve(app, db, listTaskComments, ({ params, query }, ctx) =>
    comments.listTaskComments(ctx, params.id, query),
  );
  serve(app, db, createTaskComment, ({ params, body }, ctx) =>
    comments.createTaskComment(ctx, params.id, body),
  );
  serve(app, db, updateTaskComment, ({ params, body }, ctx) =>
    comments.updateTaskComment(ctx, params.id, params.commentId, body),
  );
  serve(app, db, removeTaskComment, async ({ params }, ctx) => {
    await comments.removeTaskComment(ctx, params.id, params.commentId);
    return undefined;
  });
  serve(app, db, listTaskEvents, ({ params, query }, ctx) => comments.listTaskEvents(ctx, params.id, query));
};
