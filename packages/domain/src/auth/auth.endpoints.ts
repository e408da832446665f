// The calls of the auth area (ARCHITECTURE §4: one descriptor per call).
import { z } from "zod";
import { defineEndpoint } from "../platform/endpoints";
import { getClientConfigRoute, getSiteStateRoute, logoutRoute } from "./auth.endpoint-routes";
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

export const logout = defineEndpoint({ ...logoutRoute, responses: { 204: z.null() } });

export const getSiteState = defineEndpoint({ ...getSiteStateRoute, responses: { 200: SiteState } });

export const getClientConfig = defineEndpoint({ ...getClientConfigRoute, responses: { 200: ClientConfig } });
