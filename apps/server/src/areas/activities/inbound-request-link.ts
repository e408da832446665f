import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { activities, inboundRequests } from "../../db/schema";
import { AppError, fieldError, notFound } from "../../platform/app-error";

/**
 * Claims a client's inbound request for the load being created from it: locks the request
 * until the transaction ends (two operators cannot both turn it into a load), checks that it
 * is the load's account and still open, and marks it `load_created`. Answers its id for
 * `activities.inbound_request_id`; call it in the transaction that inserts the load.
 */
export async function claimInboundRequest(db: Db, number: number, accountId: number): Promise<number> {
  const [request] = await db
    .select({ id: inboundRequests.id, accountId: inboundRequests.accountId, status: inboundRequests.status })
    .from(inboundRequests)
    .where(eq(inboundRequests.number, number))
    .for("update");
  if (!request) throw notFound("Inbound request");
  if (request.accountId !== accountId)
    throw fieldError("inboundRequestNumber", `Inbound request ${number} belongs to another account`);
  if (request.status === "canceled") throw new AppError(409, `Inbound request ${number} was canceled`);
  const [linked] = await db
    .select({ slug: activities.slug })
    .from(activities)
    .where(eq(activities.inboundRequestId, request.id))
    .limit(1);
  if (linked || request.status === "load_created") {
    const which = linked ? ` (${linked.slug})` : "";
    throw new AppError(409, `Inbound request ${number} already has a load${which}`);
  }
  await db
    .update(inboundRequests)
    .set({ status: "load_created", updatedAt: sql`now()` })
    .where(eq(inboundRequests.id, request.id));
  return request.id;
}
