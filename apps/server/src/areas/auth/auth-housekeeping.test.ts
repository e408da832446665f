import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, XHR } from "../../../test/harness";
import { loginFailures, sessions, users } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("sign-in housekeeping", () => {
  it("removes expired sessions and sign-in failures past their window at a sign-in, and keeps the rest", async () => {
    const db = t.database.db;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, "client@example.com"));
    const hourAgo = new Date(Date.now() - 3_600_000);
    await db.insert(sessions).values([
      { tokenHash: "expired-session", userId: user?.id as number, expiresAt: hourAgo },
      { tokenHash: "live-session", userId: user?.id as number, expiresAt: new Date(Date.now() + 3_600_000) },
    ]);
    await db.insert(loginFailures).values([
      { email: "old@example.com", ip: "203.0.113.9", createdAt: new Date(Date.now() - 2 * 3_600_000) },
      { email: "recent@example.com", ip: "203.0.113.9" },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/spa/login",
      headers: XHR,
      payload: { email: "operator@example.com", password: "demo1234" },
    });
    expect(res.statusCode).toBe(200);
    const hashes = (await db.select({ tokenHash: sessions.tokenHash }).from(sessions)).map(
      (s) => s.tokenHash,
    );
    expect(hashes).not.toContain("expired-session");
    expect(hashes).toContain("live-session");
    const emails = (await db.select({ email: loginFailures.email }).from(loginFailures)).map((f) => f.email);
    expect(emails).toEqual(["recent@example.com"]);
  });
});
