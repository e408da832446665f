import type { FastifyInstance } from "fastify";
import { as, signIn } from "./harness";

export type Caller = ReturnType<typeof as>;

/** Callers for the three demo audiences and the client's own account ids by name. */
export async function accountCallers(app: FastifyInstance) {
  const operator = as(app, await signIn(app, "operator@example.com"));
  const client = as(app, await signIn(app, "client@example.com"));
  const otherClient = as(app, await signIn(app, "dana.dubois@example.com"));
  const vendor = as(app, await signIn(app, "vendor@example.com"));
  return { operator, client, otherClient, vendor };
}

/** The id of a demo account by its exact name (through the operator API). */
export async function accountId(operator: Caller, name: string, type = "active"): Promise<number> {
  const res = await operator({
    method: "GET",
    url: `/spa/accounts?type=${type}&find_by_name=${encodeURIComponent(name)}`,
  });
  const found = (res.json().data as { id: number; name: string }[]).find((a) => a.name === name);
  if (!found) throw new Error(`no demo account ${name}`);
  return found.id;
}
