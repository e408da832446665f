import {
  addTaskGroupMember,
  createTaskGroup,
  deleteTaskGroup,
  getTaskGroup,
  listTaskGroupMemberOptions,
  listTaskGroupMembers,
  listTaskGroups,
  listTaskGroupTypes,
  removeTaskGroupMember,
  setTaskGroupTypes,
  updateTaskGroup,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { serve } from "../../platform/endpoints";
import * as service from "./task-groups.service";

/** Task groups with their members and types: SPEC §7 "groups, group members, group types". */
export const taskGroupsRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  serve(app, db, listTaskGroups, ({ query }, ctx) => service.listTaskGroups(ctx, query));
  serve(app, db, createTaskGroup, ({ body }, ctx) => service.createTaskGroup(ctx, body));
  serve(app, db, listTaskGroupMemberOptions, ({ query }, ctx) =>
    service.listMemberOptions(ctx, query.search),
  );
  serve(app, db, getTaskGroup, ({ params }, ctx) => service.getTaskGroup(ctx, params.groupId));
  serve(app, db, updateTaskGroup, ({ params, body }, ctx) =>
    service.updateTaskGroup(ctx, params.groupId, body),
  );
  serve(app, db, deleteTaskGroup, async ({ params }, ctx) => {
    await service.deleteTaskGroup(ctx, params.groupId);
    return undefined;
  });
  serve(app, db, listTaskGroupMembers, ({ params }, ctx) => service.listMembers(ctx, params.groupId));
  serve(app, db, addTaskGroupMember, ({ params, body }, ctx) => service.addMember(ctx, params.groupId, body));
  serve(app, db, removeTaskGroupMember, async ({ params }, ctx) => {
    await service.removeMember(ctx, params.groupId, params.userId);
    return undefined;
  });
  serve(app, db, listTaskGroupTypes, ({ params }, ctx) => service.listTypes(ctx, params.groupId));
  serve(app, db, setTaskGroupTypes, ({ params, body }, ctx) =>
    service.setTypes(ctx, params.groupId, body.taskTypeIds),
  );
};
