// The calls of the roles screen (ARCHITECTURE §4: one descriptor per call).
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { RolePermissionsBody, RolePermissionsMatrix, RoleWithPermissions } from "./roles.schemas";

const tags = ["users"] as const;
const operator = ["operator"] as const;

export const listRolePermissions = defineEndpoint({
  method: "GET",
  path: "/roles/permissions",
  families: operator,
  operationId: "listRolePermissions",
  permission: "users.view",
  summary: "Every operator and client role with the permissions it holds",
  tags,
  responses: { 200: RolePermissionsMatrix },
});

export const setRolePermissions = defineEndpoint({
  method: "PUT",
  path: "/roles/:id/permissions",
  families: operator,
  operationId: "setRolePermissions",
  permission: "roles.manage",
  summary: "Set the permissions a role holds",
  tags,
  params: IdParams,
  body: RolePermissionsBody,
  responses: { 200: RoleWithPermissions },
});
