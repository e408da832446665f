import path from "node:path";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import type { Db } from "./db/client";

/** Where the committed OpenAPI document lives (docs/openapi.json at the repository root). */
export const OPENAPI_FILE = path.resolve(import.meta.dirname, "../../../docs/openapi.json");

/**
 * The OpenAPI document the server serves at /spa/docs, generated from the endpoint descriptors.
 * No database is touched: routes are only registered, never called.
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig({ NODE_ENV: "test", WEB_DIST: "/nonexistent", FILES_DIR: "/nonexistent" });
  const app = await buildApp({ db: {} as Db, config, jobs: false });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
  }
}

/** The document as committed: stable two-space JSON with a final newline. */
export function openApiText(document: Record<string, unknown>): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
