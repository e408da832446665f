import { extractErrorMessage } from "@ops/domain";

/** A failed call: its status, the SPEC §8 body and the message a screen shows. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(extractErrorMessage(body));
    this.name = "ApiError";
  }

  /** The first error of a field, if the server named one. */
  fieldErrors(): Record<string, string> {
    const errors = (this.body as { errors?: Record<string, string[]> } | null)?.errors ?? {};
    return Object.fromEntries(
      Object.entries(errors)
        .filter(([, messages]) => Array.isArray(messages) && messages.length > 0)
        .map(([field, messages]) => [field, messages[0] as string]),
    );
  }
}

export type Query = Record<string, string | number | boolean | undefined | null | (string | number)[]>;

/** Builds a query string with bracketed arrays (SPEC §9). */
export function toQueryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

let onUnauthorized: (() => void) | undefined;
/** The shell sends the user to /login when a session ends mid-work. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

/** Sends a call to an address of the API (`/spa/…`). */
function sendTo(method: string, url: string, body?: unknown, query?: Query): Promise<Response> {
  // Multipart bodies carry their own Content-Type with the boundary; the browser sets it.
  const multipart = body instanceof FormData;
  return fetch(`${url}${toQueryString(query)}`, {
    method,
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      "X-Requested-With": "XMLHttpRequest",
      ...(body === undefined || multipart ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
  });
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): the message rule falls back to Unknown Exception.
    return text;
  }
}

function failure(response: Response, path: string, body: unknown): ApiError {
  if (response.status === 401 && path !== "/login") onUnauthorized?.();
  return new ApiError(response.status, body);
}

/**
 * Calls an address of the API (`/spa/…`) and answers its JSON body (undefined for 204); a
 * failure throws an ApiError. The typed endpoint client (`shared/endpoints.ts`) calls this.
 */
export async function requestAt(
  method: string,
  url: string,
  body?: unknown,
  query?: Query,
): Promise<unknown> {
  const response = await sendTo(method, url, body, query);
  if (response.status === 204) return undefined;
  const parsed = await bodyOf(response);
  if (!response.ok) throw failure(response, url.replace(/^\/spa/, ""), parsed);
  return parsed;
}

/** A file the server sent, or the job that is writing it (202). */
export type Download = { kind: "file"; blob: Blob; fileName: string } | { kind: "job"; jobId: string };

/** The file name of an attachment (`filename*=UTF-8''…` preferred). */
export function attachmentName(header: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? "")?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header ?? "")?.[1] ?? fallback;
}

/**
 * Fetches a file from an address of the API (`/spa/…`): the file, or the job writing it (202).
 * A file asked for with a body (a batch of labels) is a POST.
 */
export async function downloadAt(
  url: string,
  query: Query | undefined,
  fallbackName: string,
  request: { method?: string; body?: unknown } = {},
): Promise<Download> {
  const response = await sendTo(request.method ?? "GET", url, request.body, query);
  if (!response.ok) throw failure(response, url.replace(/^\/spa/, ""), await bodyOf(response));
  if (response.status === 202)
    return { kind: "job", jobId: ((await response.json()) as { jobId: string }).jobId };
  const fileName = attachmentName(response.headers.get("Content-Disposition"), fallbackName);
  return { kind: "file", blob: await response.blob(), fileName };
}
