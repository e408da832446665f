import { INBOUND_ATTRIBUTE_SCHEMAS } from "@ops/domain";
import type { Db } from "../../db/client";
import { notFound } from "../../platform/app-error";
import { parseOrThrow } from "../../platform/validate";
import { inboundFormOf } from "./inbound-requests.repo";

/**
 * The client-specific attributes of an inbound request or load, checked by the schema of the
 * inbound form variant configured on the account (SPEC §5; never by account ids). Errors are
 * keyed `attributes.<field>`. A variant that derives the client reference (the PO number, the
 * DCA numbers joined) answers it as `clientRef`.
 */
export async function parseInboundAttributes(
  db: Db,
  accountId: number,
  attributes: unknown,
): Promise<{ attributes: Record<string, unknown>; clientRef: string | null }> {
  const inboundForm = await inboundFormOf(db, accountId);
  if (inboundForm === undefined) throw notFound("Account");
  const schema = INBOUND_ATTRIBUTE_SCHEMAS[inboundForm as keyof typeof INBOUND_ATTRIBUTE_SCHEMAS];
  const parsed = parseOrThrow(schema, attributes ?? {}, "attributes") as Record<string, unknown>;
  const clientRef = typeof parsed.clientRef === "string" && parsed.clientRef !== "" ? parsed.clientRef : null;
  return { attributes: parsed, clientRef };
}
