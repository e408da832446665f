import { listRolePermissions, setRolePermissions } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as service from "./roles.service";

export const rolesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listRolePermissions, (_input, ctx) => service.rolePermissionsMatrix(ctx));
  serve(app, db, setRolePermissions, ({ params, body }, ctx) =>
    service.setRolePermissions(ctx, params.id, body),
  );
};
