import type { Db } from "../../db/client";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import { mailInboundRequestStatus } from "../notifications/account-mails";
import { loadSlugOfRequest, lockRequestForLoad, markLoadCreated } from "./inbound-requests.repo";

/**
 * Claims a client's inbound request for the load being created from it: locks the request
 * until the transaction ends (two operators cannot both turn it into a load), checks that it
 * is the load's account and still open, and marks it `load_created`. Answers its id for
 * `activities.inbound_request_id`; call it in the transaction that inserts the load.
 */
export async function claimInboundRequest(db: Db, number: number, accountId: number): Promise<number> {
  const request = await lockRequestForLoad(db, number);
  if (!request) throw notFound("Inbound request");
  if (request.accountId !== accountId)
    throw fieldError("inboundRequestNumber", `Inbound request ${number} belongs to another account`);
  if (request.status === "canceled") throw new AppError(409, `Inbound request ${number} was canceled`);
  const linked = await loadSlugOfRequest(db, request.id);
  if (linked !== undefined || request.status === "load_created") {
    const which = linked !== undefined ? ` (${linked})` : "";
    throw new AppError(409, `Inbound request ${number} already has a load${which}`);
  }
  await markLoadCreated(db, request.id);
  await mailInboundRequestStatus(db, { requestId: request.id, from: request.status, to: "load_created" });
  return request.id;
}
