import {
  createUser,
  exportUsers,
  getUser,
  listUserAccounts,
  listUserRoles,
  listUsers,
  updateUser,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { sendListExport } from "../../platform/list-export";
import { usersExport } from "./user-exports";
import * as service from "./users.service";

export const usersRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listUsers, ({ query }, ctx) => service.listUsers(ctx, query));
  serve(app, db, getUser, ({ params }, ctx) => service.getUser(ctx, params.id));
  serve(app, db, listUserAccounts, ({ params }, ctx) => service.getUserAccounts(ctx, params.id));
  serve(app, db, createUser, ({ body }, ctx) => service.createUser(ctx, body));
  serve(app, db, updateUser, ({ params, body }, ctx) => service.updateUser(ctx, params.id, body));
  serve(app, db, listUserRoles, ({ query }, ctx) => service.listRoles(ctx, query.type));
  serve(app, db, exportUsers, ({ query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, usersExport, query),
  );
};
