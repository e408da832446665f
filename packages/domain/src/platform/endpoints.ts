import type { z } from "zod";
import type { Permission } from "../users/permissions";
import type { Audience } from "./common.schemas";

/**
 * The path families of SPEC §6: the audience a call serves decides the prefix it is reached
 * under. `public` calls (`/spa/no_user/…`) need no session.
 */
export type Family = Audience | "public";

export const FAMILY_PREFIX: Record<Family, string> = {
  operator: "/spa",
  client: "/spa/client",
  vendor: "/spa/vendor",
  public: "/spa/no_user",
};

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One call of the API, defined once: the server registers its routes from it, the web calls it
 * through the typed client and the OpenAPI document is generated from it.
 */
export type Endpoint = {
  method: HttpMethod;
  /** The path below the family prefix, with `:name` parameters: `/carriers/:carrierId`. */
  path: string;
  /** The families it is served in; the first keeps the bare operationId, the others are prefixed. */
  families: readonly [Family, ...Family[]];
  /** Wider than the family's audience: any signed-in user, or anyone. */
  access?: "signedIn" | "public";
  operationId: string;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Answers by status; 2xx ones are the call's results (202 is a started job). */
  responses: { readonly [status: number]: z.ZodType };
  /**
   * What the actor's roles must allow (`area.action`); `null` when the audience alone decides
   * (sign-in, the caller's own jobs, vendor calls: vendors hold no roles).
   */
  permission: Permission | null;
  /** Content types of the body when it is not JSON (uploads: `multipart/form-data`). */
  consumes?: readonly string[];
};

/** Declares an endpoint; the literal types are kept so inputs and results are typed. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/**
 * An endpoint without its schemas: what a caller needs to reach it. The few calls the web's first
 * load makes are declared in two parts, the route in a module that loads no zod and the endpoint
 * as `defineEndpoint({ ...route, responses })`, so the sign-in screen and the shell call them
 * without downloading zod (ARCHITECTURE §6).
 */
export type EndpointRoute = Omit<Endpoint, "params" | "query" | "body" | "responses">;

/** Declares the route of an endpoint; its literal types (the operationId) name the endpoint. */
export function defineRoute<const R extends EndpointRoute>(route: R): R {
  return route;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/**
 * A query travels as text: a flag may be given as `true` for `"true"`, and a list's sort as the
 * column a table names (the server's allow-list refuses any other with 422).
 */
type WireValue<T> = T extends "true" | "false" ? T | boolean : T;
type WireQuery<Q> = { [K in keyof Q]: K extends "sort" ? string | undefined : WireValue<Q[K]> };

/** What a caller gives: path parameters, query and body, each only where the call has one. */
export type EndpointInput<E extends Endpoint> = (E["params"] extends z.ZodType
  ? { params: InputOf<E["params"]> }
  : { params?: undefined }) &
  (E["query"] extends z.ZodType ? { query?: WireQuery<InputOf<E["query"]>> } : { query?: undefined }) &
  (E["body"] extends z.ZodType ? { body: InputOf<E["body"]> } : { body?: undefined }) &
  (E["consumes"] extends readonly string[] ? { form: MultipartForm } : { form?: undefined });

/** A multipart body as the browser builds it (a `FormData`; the domain has no DOM types). */
export type MultipartForm = { append(name: string, value: never, fileName?: string): void };

/** What the server hands its handler: the parsed (output) values. */
export type EndpointParsed<E extends Endpoint> = {
  params: E["params"] extends z.ZodType ? OutputOf<E["params"]> : undefined;
  query: E["query"] extends z.ZodType ? OutputOf<E["query"]> : undefined;
  body: E["body"] extends z.ZodType ? OutputOf<E["body"]> : undefined;
};

type ResultAt<R, S extends number> = S extends keyof R ? OutputOf<R[S]> : never;

/** What a successful call answers: the union of its 2xx results (void for 204). */
export type EndpointResult<E extends Endpoint> =
  | ResultAt<E["responses"], 200>
  | ResultAt<E["responses"], 201>
  | ResultAt<E["responses"], 202>
  | (204 extends keyof E["responses"] ? undefined : never);

/** The operationId of an endpoint in a family: bare in its first family, prefixed in the others. */
export function operationIdIn(endpoint: EndpointRoute, family: Family): string {
  if (family === endpoint.families[0]) return endpoint.operationId;
  return `${family}${endpoint.operationId.charAt(0).toUpperCase()}${endpoint.operationId.slice(1)}`;
}

/** The path of an endpoint in a family with its parameters filled in (each one encoded). */
export function endpointPath(
  endpoint: EndpointRoute,
  family: Family,
  params?: Record<string, unknown>,
): string {
  const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "")
      throw new Error(`${endpoint.operationId}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  return `${FAMILY_PREFIX[family]}${path}`;
}
