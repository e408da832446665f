import { createHash, randomBytes } from "node:crypto";
import type { NotificationKind } from "@ops/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { unsubscribeTokens } from "../../db/schema";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A fresh unsubscribe token for a contact and notification kind: 256 random bits, of which only
 * the hash is stored, one row per contact and kind. Issuing replaces the previous token, so the
 * link of the newest mail is the one that works; a run that mails one contact several times
 * issues once and reuses the token.
 */
export async function issueUnsubscribeToken(
  db: Db,
  contactId: number,
  kind: NotificationKind,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashOf(token);
  await db
    .insert(unsubscribeTokens)
    .values({ contactId, kind, tokenHash })
    .onConflictDoUpdate({
      target: [unsubscribeTokens.contactId, unsubscribeTokens.kind],
      set: { tokenHash, updatedAt: new Date() },
    });
  return token;
}

/** Whose subscription a link's token stops, or null for a token that is unknown or replaced. */
export async function findUnsubscribeToken(
  db: Db,
  token: string,
): Promise<{ contactId: number; kind: NotificationKind } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ contactId: unsubscribeTokens.contactId, kind: unsubscribeTokens.kind })
    .from(unsubscribeTokens)
    .where(eq(unsubscribeTokens.tokenHash, hashOf(token)))
    .limit(1);
  return row ? { contactId: row.contactId, kind: row.kind as NotificationKind } : null;
}

/** The link a notification mail carries, and the List-Unsubscribe header that points at it. */
export function unsubscribeLink(
  publicUrl: string,
  token: string,
): { url: string; headers: Record<string, string> } {
  const url = `${publicUrl.replace(/\/+$/, "")}/unsubscribe/${token}`;
  return { url, headers: { "List-Unsubscribe": `<${url}>` } };
}
