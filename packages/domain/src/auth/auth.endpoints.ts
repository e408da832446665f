// The calls of the auth area (ARCHITECTURE §4: one descriptor per call).
import { z } from "zod";
import { defineEndpoint } from "../platform/endpoints";
import { ClientConfig, LoginBody, LoginResponse, SiteState } from "./auth.schemas";

const tags = ["auth"] as const;
const operator = ["operator"] as const;

export const login = defineEndpoint({
  method: "POST",
  path: "/login",
  families: operator,
  access: "public",
  operationId: "login",
  permission: null,
  summary: "Sign in",
  tags,
  body: LoginBody,
  responses: { 200: LoginResponse },
});

export const logout = defineEndpoint({
  method: "POST",
  path: "/logout",
  families: operator,
  access: "public",
  operationId: "logout",
  permission: null,
  summary: "Sign out",
  tags,
  responses: { 204: z.null() },
});

export const getSiteState = defineEndpoint({
  method: "GET",
  path: "/site",
  families: operator,
  access: "signedIn",
  operationId: "getSiteState",
  permission: null,
  summary: "Site state of the signed-in user",
  tags,
  responses: { 200: SiteState },
});

export const getClientConfig = defineEndpoint({
  method: "GET",
  path: "/client_config",
  families: ["public"],
  access: "public",
  operationId: "getClientConfig",
  permission: null,
  summary: "Public settings the sign-in screen needs",
  tags,
  responses: { 200: ClientConfig },
});
