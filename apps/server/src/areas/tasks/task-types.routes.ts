import { createTaskType, deleteTaskType, getTaskType, listTaskTypes, updateTaskType } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { serve } from "../../platform/endpoints";
import * as service from "./task-types.service";

/** Task types: SPEC §7 "types" of the tasks family. */
export const taskTypesRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  serve(app, db, listTaskTypes, ({ query }, ctx) => service.listTaskTypes(ctx, query));
  serve(app, db, createTaskType, ({ body }, ctx) => service.createTaskType(ctx, body));
  serve(app, db, getTaskType, ({ params }, ctx) => service.getTaskType(ctx, params.typeId));
  serve(app, db, updateTaskType, ({ params, body }, ctx) => service.updateTaskType(ctx, params.typeId, body));
  serve(app, db, deleteTaskType, async ({ params }, ctx) => {
    await service.deleteTaskType(ctx, params.typeId);
    return undefined;
  });
};
