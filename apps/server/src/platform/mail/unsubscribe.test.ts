import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import type { Db } from "../../db/client";
import { accounts, contacts, unsubscribeTokens } from "../../db/schema";
import { findUnsubscribeToken, issueUnsubscribeToken, unsubscribeLink } from "./unsubscribe";

let t: TestApp;
let db: Db;
let contactId: number;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const [account] = await db
    .insert(accounts)
    .values({ name: "Unsubscribe Test Co" })
    .returning({ id: accounts.id });
  if (!account) throw new Error("no account");
  const [contact] = await db
    .insert(contacts)
    .values({ accountId: account.id, firstName: "Una", lastName: "Subscriber", email: "una@example.com" })
    .returning({ id: contacts.id });
  if (!contact) throw new Error("no contact");
  contactId = contact.id;
});
afterAll(() => t.close());

describe("unsubscribe tokens", () => {
  it("finds the contact and kind by the token, and stores only the token's hash", async () => {
    const token = await issueUnsubscribeToken(db, contactId, "document_expiring");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await findUnsubscribeToken(db, token)).toEqual({ contactId, kind: "document_expiring" });
    const stored = await db
      .select()
      .from(unsubscribeTokens)
      .where(eq(unsubscribeTokens.contactId, contactId));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps one token per contact and kind: a new one replaces the old, other kinds stand apart", async () => {
    const old = await issueUnsubscribeToken(db, contactId, "load_received");
    const current = await issueUnsubscribeToken(db, contactId, "load_received");
    expect(current).not.toBe(old);
    expect(await findUnsubscribeToken(db, old)).toBeNull();
    expect(await findUnsubscribeToken(db, current)).toEqual({ contactId, kind: "load_received" });
    const rows = await db.select().from(unsubscribeTokens).where(eq(unsubscribeTokens.contactId, contactId));
    expect(rows.map((r) => r.kind).sort()).toEqual(["document_expiring", "load_received"]);
  });

  it("answers null for a token that is unknown or not even shaped like one", async () => {
    expect(await findUnsubscribeToken(db, "A".repeat(43))).toBeNull();
    expect(await findUnsubscribeToken(db, "'; drop table outbox; --")).toBeNull();
  });

  it("builds the link and the List-Unsubscribe header from the public URL", () => {
    expect(unsubscribeLink("https://ops.example.com/", "tok")).toEqual({
      url: "https://ops.example.com/unsubscribe/tok",
      headers: { "List-Unsubscribe": "<https://ops.example.com/unsubscribe/tok>" },
    });
  });
});
