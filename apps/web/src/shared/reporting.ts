import { ApiError } from "./api";

type Capture = (error: unknown, context: { tags: Record<string, string> }) => void;

let capture: Capture | undefined;
const handled = new WeakSet<object>();
const reported = new WeakSet<object>();

/** Loads the Sentry SDK only when a DSN is configured, so the initial bundle stays small. */
export async function initReporting(options: { dsn: string | null; environment: string; release: string }) {
  if (!options.dsn) return;
  const Sentry = await import("@sentry/react");
  Sentry.init({ dsn: options.dsn, environment: options.environment, release: options.release });
  capture = (error, context) => Sentry.captureException(error, context);
}

/** Marks an error as handled: the screen told the user, so the error page is not needed. */
export function markHandled<T>(error: T): T {
  if (error && typeof error === "object") handled.add(error);
  return error;
}

export function isHandled(error: unknown): boolean {
  return !!error && typeof error === "object" && handled.has(error);
}

/** Reports a failure once, tagged with the component it happened in (SPEC §8). */
export function reportError(error: unknown, component: string) {
  if (error && typeof error === "object") {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const tags: Record<string, string> = { component };
  if (error instanceof ApiError) tags.status = String(error.status);
  if (capture) capture(error, { tags });
  else console.error(`[${component}]`, error);
}

/** The error page's address for an unhandled failure (SPEC §2 /error). */
export function errorPageUrl(error: unknown, component: string): string {
  const name = error instanceof Error ? error.name : "Error";
  const message = error instanceof Error ? error.message : String(error);
  const params = new URLSearchParams({ name, message, component });
  return `/error?${params.toString()}`;
}

/**
 * Unhandled errors and rejections are reported (rejections grouped by response status); those
 * not marked handled send the user to /error by a full reload.
 */
export function installGlobalHandlers(
  navigate: (url: string) => void = (url) => window.location.assign(url),
) {
  const onFailure = (error: unknown, component: string) => {
    reportError(error, component);
    if (!isHandled(error) && !window.location.pathname.startsWith("/error"))
      navigate(errorPageUrl(error, component));
  };
  const onError = (event: ErrorEvent) => onFailure(event.error ?? new Error(event.message), "window");
  const onRejection = (event: PromiseRejectionEvent) => onFailure(event.reason, "promise");
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  return () => {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
  };
}
