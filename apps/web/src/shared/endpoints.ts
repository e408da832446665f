import type * as Domain from "@ops/domain";
import {
  type Audience,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  type EndpointRoute,
  endpointPath,
  type Family,
} from "@ops/domain";
import { type UseMutationOptions, type UseQueryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { type Download, downloadAt, type Query, requestAt, toQueryString } from "./api";

let callerFamily: Audience | null = null;

/** The family of the signed-in user; the session sets it when it learns who signed in. */
export function setCallerFamily(family: Audience | null) {
  callerFamily = family;
}

/** The family a call is made in: the caller's own when the endpoint serves it, else its first. */
export function familyOf(endpoint: EndpointRoute): Family {
  if (callerFamily && endpoint.families.includes(callerFamily)) return callerFamily;
  return endpoint.families[0];
}

type DomainEndpoint = Extract<(typeof Domain)[keyof typeof Domain], Endpoint>;

/** The endpoint a route was completed into: the domain's endpoint of the same operationId. */
export type EndpointOf<R extends EndpointRoute> = Extract<DomainEndpoint, { operationId: R["operationId"] }>;

/**
 * Calls an endpoint of the API with its typed input and answers its typed result; the address
 * (family prefix and path parameters) comes from the descriptor, never from the screen. The
 * first load calls by route (no schemas, so no zod), typed as the endpoint the route belongs to.
 */
export function call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointResult<E>>;
export function call<R extends EndpointRoute>(
  route: R,
  input: EndpointInput<EndpointOf<R>>,
): Promise<EndpointResult<EndpointOf<R>>>;
export function call(endpoint: EndpointRoute, input: unknown): Promise<unknown> {
  const { params, query, body, form } = input as Loose;
  const url = endpointPath(endpoint, familyOf(endpoint), params);
  const sent = form ?? (body === undefined && endpoint.method === "POST" ? {} : body);
  return requestAt(endpoint.method, url, sent, query);
}

type Loose = { params?: Record<string, unknown>; query?: Query; body?: unknown; form?: FormData };

/**
 * Fetches a file an endpoint sends (an export, labels): the file itself, or the job writing it
 * (202). The call's own method and body go with it.
 */
export function callDownload<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  fallbackName: string,
): Promise<Download> {
  return downloadFrom(endpoint, input as Loose, fallbackName);
}

/** The same for a caller that holds an endpoint of any list or record (Export, labels). */
export function downloadFrom(
  endpoint: Endpoint,
  { params, query, body }: { params?: Record<string, unknown>; query?: Query; body?: unknown },
  fallbackName: string,
): Promise<Download> {
  return downloadAt(endpointPath(endpoint, familyOf(endpoint), params), query, fallbackName, {
    method: endpoint.method,
    body: body === undefined && endpoint.method === "POST" ? {} : body,
  });
}

/** The address of an endpoint for a link or an image (a file the browser fetches itself). */
export function urlOf<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): string {
  const { params, query } = input as Loose;
  return `${endpointPath(endpoint, familyOf(endpoint), params)}${toQueryString(query)}`;
}

type QueryOptions<E extends Endpoint> = Omit<
  UseQueryOptions<EndpointResult<E>, Error, EndpointResult<E>, readonly unknown[]>,
  "queryFn"
>;

/** A query of an endpoint; its key is the operationId and the input unless one is given. */
export function useEndpointQuery<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: Partial<QueryOptions<E>> = {},
) {
  return useQuery({
    queryKey: [endpoint.operationId, input],
    ...options,
    queryFn: () => call(endpoint, input),
  });
}

/** A mutation of an endpoint: `mutate(input)` calls it. */
export function useEndpointMutation<E extends Endpoint, Context = unknown>(
  endpoint: E,
  options: Omit<UseMutationOptions<EndpointResult<E>, Error, EndpointInput<E>, Context>, "mutationFn"> = {},
) {
  return useMutation({ ...options, mutationFn: (input: EndpointInput<E>) => call(endpoint, input) });
}
