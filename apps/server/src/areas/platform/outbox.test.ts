import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import { deliverMail } from "../../platform/mail/deliver";
import { queueMail } from "../../platform/mail/outbox";

let t: TestApp;
let operator: ReturnType<typeof as>;
let sentId: number;
let notSentId: number;

beforeAll(async () => {
  t = await createTestApp();
  operator = as(t.app, await signIn(t.app, "operator@example.com"));
  const db = t.database.db;
  const queued = await queueMail(db, {
    kind: "test",
    to: "queued@example.com",
    subject: "Outbox screen: queued",
    text: "Waiting text",
    html: "<p>Waiting</p>",
  });
  const notSent = await queueMail(db, {
    kind: "test",
    to: "demo@example.com",
    subject: "Outbox screen: <not sent>",
    text: "What would have been sent",
    html: "<p>What would have been sent</p>",
    headers: { "List-Unsubscribe": "<https://ops.example.com/unsubscribe/x>" },
  });
  if (queued === null || notSent === null) throw new Error("not written");
  await deliverMail(db, null, notSent);
  sentId = queued;
  notSentId = notSent;
});
afterAll(() => t.close());

describe("outbox screen", () => {
  it("lists the outbox newest first, filtered by status, with the reason a mail was not sent", async () => {
    const all = await operator({ method: "GET", url: "/spa/outbox?search=outbox%20screen" });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(2);
    expect(all.json().data.map((m: { id: number }) => m.id)).toEqual([notSentId, sentId]);

    const notSent = await operator({ method: "GET", url: "/spa/outbox?status=not_sent&pageSize=200" });
    const rows = notSent.json().data as {
      id: number;
      status: string;
      lastError: string | null;
      to: string;
    }[];
    expect(rows.every((m) => m.status === "not_sent")).toBe(true);
    expect(rows.find((m) => m.id === notSentId)).toMatchObject({
      to: "demo@example.com",
      lastError: "Not sent: no SMTP server configured (SMTP_URL)",
    });
    expect(rows.some((m) => m.id === sentId)).toBe(false);

    const paged = await operator({
      method: "GET",
      url: "/spa/outbox?search=outbox%20screen&pageSize=1&page=2",
    });
    expect(paged.json()).toMatchObject({ total: 2, data: [{ id: sentId }] });
  });

  it("opens one mail with its text, HTML and headers", async () => {
    const res = await operator({ method: "GET", url: `/spa/outbox/${notSentId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subject: "Outbox screen: <not sent>",
      text: "What would have been sent",
      html: "<p>What would have been sent</p>",
      headers: { "List-Unsubscribe": "<https://ops.example.com/unsubscribe/x>" },
      status: "not_sent",
    });
    expect((await operator({ method: "GET", url: "/spa/outbox/999999" })).statusCode).toBe(404);
  });

  it("refuses a role without mail.view (403), a status it does not know (422) and anyone signed out (401)", async () => {
    const receiving = as(t.app, await signIn(t.app, "ramon.reyes@example.com"));
    const list = await receiving({ method: "GET", url: "/spa/outbox" });
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toContain('"mail.view"');
    expect((await receiving({ method: "GET", url: `/spa/outbox/${notSentId}` })).statusCode).toBe(403);
    expect((await operator({ method: "GET", url: "/spa/outbox?status=lost" })).statusCode).toBe(422);
    expect((await t.app.inject({ method: "GET", url: "/spa/outbox" })).statusCode).toBe(401);
  });
});
