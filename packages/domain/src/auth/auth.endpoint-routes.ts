// The routes of the auth calls the sign-in screen and the shell make on the first load; their
// schemas are added in auth.endpoints.ts, so importing these loads no zod (platform/endpoints.ts).
import { defineRoute } from "../platform/endpoints";

const tags = ["auth"] as const;
const operator = ["operator"] as const;

export const logoutRoute = defineRoute({
  method: "POST",
  path: "/logout",
  families: operator,
  access: "public",
  operationId: "logout",
  permission: null,
  summary: "Sign out",
  tags,
});

export const getSiteStateRoute = defineRoute({
  method: "GET",
  path: "/site",
  families: operator,
  access: "signedIn",
  operationId: "getSiteState",
  permission: null,
  summary: "Site state of the signed-in user",
  tags,
});

export const getClientConfigRoute = defineRoute({
  method: "GET",
  path: "/client_config",
  families: ["public"],
  access: "public",
  operationId: "getClientConfig",
  permission: null,
  summary: "Public settings the sign-in screen needs",
  tags,
});
