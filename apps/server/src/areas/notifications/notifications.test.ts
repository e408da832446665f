import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { startSmtpServer } from "../../../test/smtp-server";
import type { Db } from "../../db/client";
import { activities, contacts, outbox, unsubscribeTokens, users } from "../../db/schema";
import { deliverMail } from "../../platform/mail/deliver";
import { smtpMailer } from "../../platform/mail/mailer";
import { notifyContacts } from "../../platform/notify/contact-notices";
import { draftProject } from "../parcels/parcel-projects.fixtures";

let t: TestApp;
let db: Db;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let initech: number;
let dal: number;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  smtp = await startSmtpServer();
  ({ operator, client, otherClient } = await accountCallers(t.app));
  initech = await accountId(operator, "Initech Computers");
  const warehouses = (await operator({ method: "GET", url: "/spa/warehouses" })).json();
  dal = warehouses.find((w: { shortName: string }) => w.shortName === "DAL").id;
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

let serial = 0;
async function addContact(accountIdOf: number, notifications: string[], email?: string) {
  serial++;
  const res = await operator({
    method: "POST",
    url: `/spa/accounts/${accountIdOf}/contacts`,
    payload: {
      firstName: `Nora${serial}`,
      lastName: "Notice",
      title: null,
      email: email ?? `nora.notice${serial}.${Date.now()}@initech.example.com`,
      phone: null,
      notifications,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; email: string };
}

async function createLoad(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await operator({
    method: "POST",
    url: "/spa/activities",
    payload: { accountId: initech, warehouseId: dal, shipmentSize: "ltl", ...overrides },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().slug;
}

async function setStatus(slug: string, status: string, extra: Record<string, unknown> = {}) {
  const res = await operator({
    method: "PUT",
    url: `/spa/activities/${slug}`,
    payload: { status, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const mailsLike = (key: string) =>
  db
    .select()
    .from(outbox)
    .where(like(outbox.dedupeKey, `${key}%`));

async function loadId(slug: string): Promise<number> {
  const [row] = await db.select({ id: activities.id }).from(activities).where(eq(activities.slug, slug));
  if (!row) throw new Error(`no load ${slug}`);
  return row.id;
}

const tokenOf = (headers: Record<string, string>) => {
  const match = /\/unsubscribe\/([A-Za-z0-9_-]+)>$/.exec(headers["List-Unsubscribe"] ?? "");
  if (!match?.[1]) throw new Error("no unsubscribe link");
  return match[1];
};

const isoDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const anon = (method: "GET" | "POST", url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { "x-requested-with": "XMLHttpRequest", ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe("mails of the per-account matrix", () => {
  it("mails a received load to the subscribed contact, with its unsubscribe headers, and not to the others", async () => {
    const subscribed = await addContact(initech, ["load_received"]);
    const notSubscribed = await addContact(initech, ["load_scheduled"]);
    const slug = await createLoad();
    await setStatus(slug, "scheduled", { scheduledDate: isoDate(1) });
    await setStatus(slug, "received");
    const id = await loadId(slug);
    const mails = await mailsLike(`load_received:${id}:`);
    expect(mails.map((m) => m.to)).toContain(subscribed.email);
    expect(mails.map((m) => m.to)).not.toContain(notSubscribed.email);
    const mine = mails.find((m) => m.to === subscribed.email);
    if (!mine) throw new Error("no mail");
    expect(mine.subject).toBe(`Load ${slug.toUpperCase()} received`);
    expect(mine.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mine.text).toContain(`/unsubscribe/${tokenOf(mine.headers)}`);

    // Through a real SMTP server: the headers arrive as written.
    expect(await deliverMail(db, smtpMailer(smtp.url, "ops@example.com"), mine.id)).toBe("sent");
    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received?.to).toEqual([subscribed.email]);
    expect(received?.headers).toContain(`List-Unsubscribe: ${mine.headers["List-Unsubscribe"]}`);
    expect(received?.headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    // The other contact got the scheduled mail only.
    const scheduled = await mailsLike(`load_scheduled:${id}:`);
    expect(scheduled.map((m) => m.to)).toContain(notSubscribed.email);
    expect(scheduled.map((m) => m.to)).not.toContain(subscribed.email);
  });

  it("mails a cause once: the same status told again writes nothing more", async () => {
    const subscribed = await addContact(initech, ["load_priced"]);
    const slug = await createLoad({ scheduledDate: isoDate(1) });
    for (const status of ["scheduled", "received", "processed", "priced", "processed", "priced"])
      await setStatus(slug, status);
    const mails = await mailsLike(`load_priced:${await loadId(slug)}:contact:`);
    expect(mails.filter((m) => m.to === subscribed.email)).toHaveLength(1);
  });

  it("mails a scheduled pickup of our own transport, and again when its date changes", async () => {
    const pickup = await addContact(initech, ["pickup_scheduled"]);
    const slug = await createLoad({ transportType: "internal_box_truck" });
    await setStatus(slug, "scheduled", { scheduledDate: isoDate(2) });
    await setStatus(slug, "requested");
    await setStatus(slug, "scheduled", { scheduledDate: isoDate(3) });
    const mails = (await mailsLike(`pickup_scheduled:${await loadId(slug)}:`)).filter(
      (m) => m.to === pickup.email,
    );
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        `Pickup scheduled for ${isoDate(2)} (load ${slug.toUpperCase()})`,
        `Pickup scheduled for ${isoDate(3)} (load ${slug.toUpperCase()})`,
      ].sort(),
    );
    const delivered = await createLoad({ transportType: "delivery" });
    await setStatus(delivered, "scheduled", { scheduledDate: isoDate(2) });
    expect(await mailsLike(`pickup_scheduled:${await loadId(delivered)}:`)).toEqual([]);
  });

  it("mails an inbound request's status change to its account's subscribed contacts", async () => {
    const list = (await operator({ method: "GET", url: "/spa/inbound-requests?status=submitted" })).json();
    const request = list.data[0] as { id: number; number: number; accountId: number };
    const watcher = await addContact(request.accountId, ["inbound_request_status"]);
    const url = `/spa/inbound-requests/${request.number}`;
    expect((await operator({ method: "PUT", url, payload: { status: "canceled" } })).statusCode).toBe(200);
    const mails = await db.select().from(outbox).where(eq(outbox.to, watcher.email));
    expect(mails.map((m) => m.subject)).toEqual([`Inbound request ${request.number}: canceled`]);
    expect(mails[0]?.kind).toBe("inbound_request_status");
  });
});

describe("parcel projects and transactions", () => {
  it("mails a parcel project sent to review once, to the account's subscribed contacts", async () => {
    const watcher = await addContact(initech, ["parcel_project_sent"]);
    const prefix = await draftProject(operator, { prefix: "ntf1", accountId: initech, warehouseId: dal });
    const url = `/spa/parcel_projects/${prefix}`;
    const review = await operator({ method: "PUT", url, payload: { status: "review" } });
    expect(review.statusCode, review.body).toBe(200);
    const again = await operator({ method: "PUT", url, payload: { status: "review" } });
    expect(again.statusCode).toBe(200);
    const mails = await db.select().from(outbox).where(eq(outbox.to, watcher.email));
    expect(mails.map((m) => [m.kind, m.subject])).toEqual([
      ["parcel_project_sent", `Parcel project ${prefix} sent to your employees`],
    ]);
  });

  it("mails nobody and issues no token when the cause rolls back", async () => {
    const person = await addContact(initech, ["settlement_ready"]);
    await expect(
      db.transaction(async (tx) => {
        const written = await notifyContacts(tx, "https://ops.example.com", {
          accountId: initech,
          kind: "settlement_ready",
          dedupeKey: "settlement_ready:rolled-back",
          mail: (c, link) => ({ subject: `For ${c.firstName}`, text: link, html: link }),
        });
        expect(written).toBeGreaterThanOrEqual(1);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.select().from(outbox).where(eq(outbox.to, person.email))).toEqual([]);
    expect(
      await db.select().from(unsubscribeTokens).where(eq(unsubscribeTokens.contactId, person.id)),
    ).toEqual([]);
  });
});

describe("the no-user calls from an unsubscribe token", () => {
  async function tokenFor(kind: "load_received" | "load_scheduled", email?: string) {
    const person = await addContact(initech, [kind, "certificate_issued"], email);
    const slug = await createLoad();
    await setStatus(slug, "scheduled", { scheduledDate: isoDate(1) });
    if (kind === "load_received") await setStatus(slug, "received");
    const [mail] = (await db.select().from(outbox).where(eq(outbox.to, person.email))).filter(
      (m) => m.kind === kind,
    );
    if (!mail) throw new Error("no mail");
    return { person, token: tokenOf(mail.headers), slug };
  }

  it("lists every account's mails of the address, and stops one kind for one account", async () => {
    const { person, token } = await tokenFor("load_received");
    // The same address is a contact of a second account too.
    const acme = await accountId(operator, "Acme Telecom");
    await addContact(acme, ["invoice_issued"], person.email);
    const listed = await anon("GET", `/spa/no_user/notifications?token=${token}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ email: person.email, kind: "load_received", accountId: initech });
    const byAccount = Object.fromEntries(
      listed.json().accounts.map((a: { accountName: string; kinds: string[] }) => [a.accountName, a.kinds]),
    );
    expect(byAccount).toEqual({
      "Acme Telecom": ["invoice_issued"],
      "Initech Computers": ["load_received", "certificate_issued"],
    });

    const stopped = await anon("POST", "/spa/no_user/notifications", {
      token,
      accountId: initech,
      kind: "certificate_issued",
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    const [row] = await db.select().from(contacts).where(eq(contacts.id, person.id));
    expect(row?.notifications).toEqual(["load_received"]);

    const missing = await anon("POST", "/spa/no_user/notifications", { token, accountId: initech });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.kind).toBeDefined();

    const all = await anon("POST", "/spa/no_user/notifications", { token, all: true });
    expect(all.json().accounts.map((a: { kinds: string[] }) => a.kinds)).toEqual([[], []]);
  });

  it("answers one plain 404 for a wrong, malformed, missing or replaced token, and changes nothing", async () => {
    const { person, token } = await tokenFor("load_received");
    const wrongs = ["x".repeat(43), "not a token", `${token}x`, ""];
    const bodies = new Set<string>();
    for (const wrong of wrongs) {
      const get = await anon("GET", `/spa/no_user/notifications?token=${encodeURIComponent(wrong)}`);
      expect(get.statusCode, wrong).toBe(404);
      bodies.add(get.body);
      const post = await anon("POST", "/spa/no_user/notifications", { token: wrong, bogus: 1 });
      expect(post.statusCode, wrong).toBe(404);
      bodies.add(post.body);
      const click = await anon(
        "POST",
        `/unsubscribe/${encodeURIComponent(wrong) || "x"}`,
        "List-Unsubscribe=One-Click",
        {
          "content-type": "application/x-www-form-urlencoded",
        },
      );
      expect(click.statusCode, wrong).toBe(404);
      bodies.add(click.body);
    }
    expect((await anon("GET", "/spa/no_user/notifications")).statusCode).toBe(404);
    expect([...bodies]).toEqual([JSON.stringify({ message: "This link is not valid" })]);

    // A newer mail of the same kind replaces the token: the old link opens nothing.
    const slug = await createLoad();
    await setStatus(slug, "scheduled", { scheduledDate: isoDate(1) });
    await setStatus(slug, "received");
    expect((await anon("GET", `/spa/no_user/notifications?token=${token}`)).statusCode).toBe(404);
    const [row] = await db.select().from(contacts).where(eq(contacts.id, person.id));
    expect(row?.notifications).toEqual(["load_received", "certificate_issued"]);
  });

  it("unsubscribes by one click (RFC 8058) from the kind of the mail, and mails no more of it", async () => {
    const { person, token } = await tokenFor("load_received");
    const noBody = await anon("POST", `/unsubscribe/${token}`, "", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(noBody.statusCode).toBe(400);
    const click = await t.app.inject({
      method: "POST",
      url: `/unsubscribe/${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(click.statusCode, click.body).toBe(200);
    const [row] = await db.select().from(contacts).where(eq(contacts.id, person.id));
    expect(row?.notifications).toEqual(["certificate_issued"]);
    // A mail client may post it as multipart/form-data (RFC 8058 allows both).
    const boundary = "one-click-boundary";
    const multipart = await t.app.inject({
      method: "POST",
      url: `/unsubscribe/${token}`,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    // Twice is harmless.
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/unsubscribe/${token}`,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: "List-Unsubscribe=One-Click",
        })
      ).statusCode,
    ).toBe(200);
    const slug = await createLoad();
    await setStatus(slug, "scheduled", { scheduledDate: isoDate(1) });
    await setStatus(slug, "received");
    const after = await mailsLike(`load_received:${await loadId(slug)}:`);
    expect(after.map((m) => m.to)).not.toContain(person.email);
  });
});

describe("app notifications", () => {
  async function userIdOf(email: string): Promise<number> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  }

  it("lets an operator message a user, who reads it; another user cannot see or mark it", async () => {
    const clientId = await userIdOf("client@example.com");
    const before = (await client({ method: "GET", url: "/spa/client/notifications?pageSize=5" })).json();
    const sent = await operator({
      method: "POST",
      url: "/spa/notifications",
      payload: { userId: clientId, title: "Your pallets are ready", body: "Dock 3", link: "/loads" },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id;
    expect(sent.json()).toMatchObject({ kind: "message", title: "Your pallets are ready", readAt: null });

    const list = (await client({ method: "GET", url: "/spa/client/notifications?pageSize=5" })).json();
    expect(list.unread).toBe(before.unread + 1);
    expect(list.total).toBe(before.total + 1);
    expect(list.data[0]).toMatchObject({ id, body: "Dock 3", link: "/loads" });
    const unreadOnly = (
      await client({ method: "GET", url: "/spa/client/notifications?unread=true&pageSize=200" })
    ).json();
    expect(unreadOnly.data.every((n: { readAt: string | null }) => n.readAt === null)).toBe(true);

    // Another client: 404 for reading or marking it, and it is not in their list.
    const foreign = await otherClient({ method: "PUT", url: `/spa/client/notifications/${id}/read` });
    expect(foreign.statusCode).toBe(404);
    const theirs = (
      await otherClient({ method: "GET", url: "/spa/client/notifications?pageSize=200" })
    ).json();
    expect(theirs.data.map((n: { id: number }) => n.id)).not.toContain(id);
    expect((await operator({ method: "PUT", url: `/spa/notifications/${id}/read` })).statusCode).toBe(404);

    const read = await client({ method: "PUT", url: `/spa/client/notifications/${id}/read` });
    expect(read.statusCode).toBe(200);
    expect(read.json().readAt).not.toBeNull();
    const all = await client({ method: "PUT", url: "/spa/client/notifications/read-all" });
    expect(all.statusCode).toBe(200);
    expect((await client({ method: "GET", url: "/spa/client/notifications" })).json().unread).toBe(0);
  });

  it("refuses a bad message on its fields and writes nothing", async () => {
    const clientId = await userIdOf("client@example.com");
    const before = (await client({ method: "GET", url: "/spa/client/notifications" })).json().total;
    const bad = await operator({
      method: "POST",
      url: "/spa/notifications",
      payload: { userId: clientId, title: " ", link: "https://elsewhere.example.com/" },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.title).toEqual(["Title is required"]);
    expect(bad.json().errors.link).toEqual(["Link is a path of the app, like /tasks/12"]);
    const nobody = await operator({
      method: "POST",
      url: "/spa/notifications",
      payload: { userId: 999999, title: "Hello" },
    });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().errors.userId).toEqual(["Choose a user"]);
    expect((await client({ method: "GET", url: "/spa/client/notifications" })).json().total).toBe(before);
  });

  it("keeps messages to operators with users.manage, and the list to signed-in users", async () => {
    const clientId = await userIdOf("client@example.com");
    const byClient = await client({
      method: "POST",
      url: "/spa/client/notifications",
      payload: { userId: clientId, title: "Hi" },
    });
    expect(byClient.statusCode).toBe(404);
    const onStaffPath = await client({
      method: "POST",
      url: "/spa/notifications",
      payload: { userId: clientId, title: "Hi" },
    });
    expect(onStaffPath.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/spa/notifications" })).statusCode).toBe(401);
  });
});
