import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { parcelRequests } from "../../db/schema";

/** How long a request page's link works after its e-mail is sent. */
export const REQUEST_TOKEN_DAYS = 60;

/** The stored form of a request page's token (only the hash is kept). */
export const hashRequestToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Whether a text can be a token at all (43 base64url characters), checked before any query. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * A fresh token for a request's page: 256 random bits, the hash stored with an expiry; issuing
 * replaces the previous token, so only the newest e-mail's link works.
 */
export async function issueRequestToken(db: Db, requestId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .update(parcelRequests)
    .set({
      tokenHash: hashRequestToken(token),
      tokenExpiresAt: new Date(now.getTime() + REQUEST_TOKEN_DAYS * 86_400_000),
      updatedAt: now,
    })
    .where(eq(parcelRequests.id, requestId));
  return token;
}

/** The address of a request's page, which the e-mail carries. */
export function requestPageUrl(publicUrl: string, referenceId: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/parcel/request/${encodeURIComponent(referenceId)}?token=${token}`;
}
