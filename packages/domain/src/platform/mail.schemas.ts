import { z } from "zod";
import { IdParams } from "./common.schemas";
import { PageQuery, paged } from "./paging.schemas";

/**
 * Where a mail of the outbox stands: queued until the SMTP server accepts it (retried while it
 * is down), sent once accepted, failed when it can never go (an address the server refuses),
 * not_sent when no SMTP server is configured (demos and new installs read it on /outbox).
 */
export const OUTBOX_STATUSES = ["queued", "sent", "failed", "not_sent"] as const;
export const OutboxStatus = z.enum(OUTBOX_STATUSES);
export type OutboxStatus = z.infer<typeof OutboxStatus>;

/** One mail of the outbox as the operators' outbox screen lists it. */
export const OutboxMail = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: OutboxStatus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;

/** A mail with its bodies and headers, when an operator opens it. */
export const OutboxMailDetail = OutboxMail.extend({
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
});
export type OutboxMailDetail = z.infer<typeof OutboxMailDetail>;

export const OutboxQuery = PageQuery.extend({
  status: OutboxStatus.optional(),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type OutboxQuery = z.infer<typeof OutboxQuery>;

export const OutboxList = paged(OutboxMail);
export type OutboxList = z.infer<typeof OutboxList>;

export const OutboxParams = IdParams;
