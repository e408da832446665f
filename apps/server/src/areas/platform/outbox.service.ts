import type { OutboxList, OutboxMailDetail, OutboxQuery } from "@ops/domain";
import { notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./outbox.repo";

/** The outbox as operators read it: what was sent, what waits, what failed and why. */
export function listOutbox(ctx: ServiceContext, query: OutboxQuery): Promise<OutboxList> {
  return repo.pageOutbox(ctx.db, query);
}

/** One mail of the outbox with its text and HTML. */
export async function getOutboxMail(ctx: ServiceContext, id: number): Promise<OutboxMailDetail> {
  const mail = await repo.findOutboxMail(ctx.db, id);
  if (!mail) throw notFound("Mail");
  return mail;
}
