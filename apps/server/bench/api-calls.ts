import type { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../src/db/client";

/** The rows a raw query answers. */
export async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A caller of the API through the whole HTTP stack (inject) with the session cookie and the CSRF
 * header; a status of 300 or more throws with the body. Answers the JSON body.
 */
export function apiCaller(app: FastifyInstance, cookie: string) {
  return async (method: "GET" | "POST", url: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers: { cookie, "x-requested-with": "XMLHttpRequest" },
      payload: payload as Record<string, unknown>,
    });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
}
