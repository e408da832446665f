import { INBOUND_ATTRIBUTE_SCHEMAS } from "@ops/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts } from "../../db/schema";
import { notFound } from "../../platform/app-error";
import { parseOrThrow } from "../../platform/validate";

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
  const [account] = await db
    .select({ inboundForm: accounts.inboundForm })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!account) throw notFound("Account");
  const schema = INBOUND_ATTRIBUTE_SCHEMAS[account.inboundForm as keyof typeof INBOUND_ATTRIBUTE_SCHEMAS];
  const parsed = parseOrThrow(schema, attributes ?? {}, "attributes") as Record<string, unknown>;
  const clientRef = typeof parsed.clientRef === "string" && parsed.clientRef !== "" ? parsed.clientRef : null;
  return { attributes: parsed, clientRef };
}
