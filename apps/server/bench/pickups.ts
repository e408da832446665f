/** The pickups case of `npm run bench` (issue 20). Filled by the issue 20 work on this file. */
import type { FastifyInstance } from "fastify";
import type { Database } from "../src/db/client";

export async function benchPickups(
  _database: Database,
  _app: FastifyInstance,
  _cookie: string,
): Promise<void> {}
