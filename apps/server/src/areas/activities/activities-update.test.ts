import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { activities, inboundRequests } from "../../db/schema";
import { settleJobs } from "../../platform/jobs";

let t: TestApp;
let operator: Caller;
let client: Caller;
let initech: number;
let acme: number;
let dal: number;

function isoDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  initech = await accountId(operator, "Initech Computers");
  acme = await accountId(operator, "Acme Telecom");
  const warehouses = (await operator({ method: "GET", url: "/spa/warehouses" })).json();
  dal = warehouses.find((w: { shortName: string }) => w.shortName === "DAL").id;
});
afterAll(() => t.close());

async function create(overrides: Record<string, unknown> = {}): Promise<{ slug: string; status: string }> {
  const res = await operator({
    method: "POST",
    url: "/spa/activities",
    payload: { accountId: initech, warehouseId: dal, shipmentSize: "ltl", ...overrides },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const put = (slug: string, payload: Record<string, unknown>, query = "") =>
  operator({ method: "PUT", url: `/spa/activities/${slug}${query}`, payload });

async function moveTo(slug: string, status: string) {
  const res = await put(slug, { status });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().status).toBe(status);
}

describe("dock dates in the past", () => {
  const PAST =
    "The dock date is more than a day in the past: choose today or a later day (only a received load keeps a past date)";

  it("refuses a new load dated more than a day ago, on the field, and creates nothing", async () => {
    const before = (await operator({ method: "GET", url: "/spa/activities?type=inbound&pageSize=1" })).json()
      .total;
    const res = await operator({
      method: "POST",
      url: "/spa/activities",
      payload: { accountId: initech, warehouseId: dal, scheduledDate: isoDate(-3) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.scheduledDate).toEqual([PAST]);
    expect(
      (await operator({ method: "GET", url: "/spa/activities?type=inbound&pageSize=1" })).json().total,
    ).toBe(before);
    // Yesterday is still accepted: a load entered the morning after it was booked.
    await create({ scheduledDate: isoDate(-1) });
  });

  it("lets a load be dated in the past once it is received, not while it is expected", async () => {
    const { slug } = await create({ scheduledDate: isoDate(2) });
    const early = await put(slug, { scheduledDate: isoDate(-5) });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.scheduledDate).toEqual([PAST]);
    // Received with the day it really came, in one step.
    const received = await put(slug, { status: "received", scheduledDate: isoDate(-5) });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().scheduledDate).toBe(isoDate(-5));
    const later = await put(slug, { scheduledDate: isoDate(-6) });
    expect(later.statusCode, later.body).toBe(200);
  });

  it("keeps a stored date that has since passed when other fields change", async () => {
    const { slug } = await create({ scheduledDate: isoDate(3) });
    await t.database.db
      .update(activities)
      .set({ scheduledDate: isoDate(-10) })
      .where(eq(activities.slug, slug));
    const edited = await put(slug, { clientRef: "PO-LATE" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().scheduledDate).toBe(isoDate(-10));
  });
});

describe("the inbound life cycle", () => {
  it("moves a load through every step and records each move", async () => {
    const { slug } = await create({ scheduledDate: isoDate(20) });
    for (const status of ["received", "processed", "priced", "processed", "priced", "invoiced", "closed"])
      await moveTo(slug, status);
    const events = (
      await operator({ method: "GET", url: `/spa/activities/${slug}/events?order=asc` })
    ).json();
    // Marked priced the first time, its settlement statement turns final (issue 22); once only.
    expect(events.data.map((e: { action: string }) => e.action)).toEqual([
      "created",
      ...Array(3).fill("status_changed"),
      "statement_final",
      ...Array(4).fill("status_changed"),
    ]);
    expect(events.data[1].changes).toEqual([{ field: "status", from: "scheduled", to: "received" }]);
    const closed = await put(slug, { status: "invoiced" });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe("A closed load cannot change status");
  });

  it("puts a load back to requested, and cancels before arrival only", async () => {
    const { slug } = await create({ scheduledDate: isoDate(21) });
    await moveTo(slug, "requested");
    await moveTo(slug, "scheduled");
    await moveTo(slug, "canceled");
    const again = await put(slug, { status: "scheduled" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("A canceled load cannot change status");
    const requested = await create();
    await moveTo(requested.slug, "canceled");
    const received = await create({ scheduledDate: isoDate(22) });
    await moveTo(received.slug, "received");
    const cancel = await put(received.slug, { status: "canceled" });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe("A received load cannot be marked canceled");
  });

  it("refuses skipped steps and scheduling without a dock date", async () => {
    const { slug } = await create();
    const skip = await put(slug, { status: "received" });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe("A requested load cannot be marked received");
    const noDate = await put(slug, { status: "scheduled" });
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json().errors.scheduledDate).toEqual(["A scheduled load needs a dock date"]);
    await moveTo(slug, "canceled");
    const open = await put((await create({ type: "outbound" })).slug, { status: "scheduled" });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe("An outbound load cannot be marked scheduled");
  });

  it("changes only the fields sent and records what changed", async () => {
    const { slug } = await create({ scheduledDate: isoDate(23), scheduledTime: "10:00", clientRef: "PO-1" });
    const res = await put(slug, { description: "Two pallets of laptops", scheduledTime: "10:30" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      description: "Two pallets of laptops",
      scheduledTime: "10:30",
      clientRef: "PO-1",
      status: "scheduled",
      shipmentSize: "ltl",
    });
    const events = (await operator({ method: "GET", url: `/spa/activities/${slug}/events` })).json();
    expect(events.data[0]).toMatchObject({ action: "updated", userName: "Olivia Ortega" });
    // Changes are listed in the order of the load's fields.
    expect(events.data[0].changes).toEqual([
      { field: "scheduledTime", from: "10:00", to: "10:30" },
      { field: "description", from: null, to: "Two pallets of laptops" },
    ]);
    const same = await put(slug, { description: "Two pallets of laptops" });
    expect(same.statusCode).toBe(200);
    expect((await operator({ method: "GET", url: `/spa/activities/${slug}/events` })).json().total).toBe(2);
    const unknown = await put("dal-in-1", { description: "x" });
    expect(unknown.statusCode).toBe(404);
    const byClient = await client({
      method: "PUT",
      url: `/spa/activities/${slug}`,
      payload: { description: "x" },
    });
    expect(byClient.statusCode).toBe(403);
  });

  it("checks each field sent, and the attributes again when the account changes", async () => {
    const { slug } = await create();
    const bad = await put(slug, { scheduledTime: "9:03", shipmentSize: "boat" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["scheduledTime", "shipmentSize"]);
    const orphanTime = await put(slug, { scheduledTime: "09:05" });
    expect(orphanTime.json().errors.scheduledDate).toEqual(["Choose the dock date for this time"]);
    const moved = await put(slug, { accountId: acme });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors["attributes.dcaNumbers"]).toEqual([
      "DCA Numbers are required for serialized assets",
    ]);
    const ok = await put(slug, {
      accountId: acme,
      attributes: { serializedAssets: true, dcaNumbers: ["dca-9"] },
    });
    expect(ok.json()).toMatchObject({ accountName: "Acme Telecom", clientRef: "9" });
    const events = (
      await operator({ method: "GET", url: `/spa/activities/${slug}/events?pageSize=1&page=2` })
    ).json();
    expect(events.total).toBe(2);
    expect(events.data).toEqual([expect.objectContaining({ action: "created" })]);
    expect((await t.app.inject({ method: "GET", url: `/spa/activities/${slug}/events` })).statusCode).toBe(
      401,
    );
  });

  it("runs an update as a job when asked (async=true)", async () => {
    const { slug } = await create({ scheduledDate: isoDate(24) });
    const accepted = await put(slug, { status: "received" }, "?async=true");
    expect(accepted.statusCode).toBe(202);
    await settleJobs();
    const job = (await operator({ method: "GET", url: `/spa/jobs/${accepted.json().jobId}` })).json();
    expect(job).toMatchObject({ status: "succeeded", progress: 1 });
    expect(job.result).toMatchObject({ slug, status: "received" });
    const refused = await put(slug, { status: "canceled" }, "?async=true");
    await settleJobs();
    const failed = (await operator({ method: "GET", url: `/spa/jobs/${refused.json().jobId}` })).json();
    expect(failed).toMatchObject({
      status: "failed",
      error: { status: 409, message: "A received load cannot be marked canceled" },
    });
  });
});

describe("bulk status", () => {
  it("moves all selected loads or none, with the reason of each refusal", async () => {
    const dated = await create({ scheduledDate: isoDate(25) });
    await moveTo(dated.slug, "requested");
    const undated = await create();
    const received = await create({ scheduledDate: isoDate(25) });
    await moveTo(received.slug, "received");
    const res = await operator({
      method: "POST",
      url: "/spa/activities/bulk/status",
      payload: { slugs: [dated.slug, undated.slug, received.slug, "dal-in-1"], status: "scheduled" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: "3 of 4 loads cannot be marked scheduled; nothing was changed",
      refusals: [
        { slug: undated.slug, reason: "No dock date" },
        { slug: received.slug, reason: "A received load cannot be marked scheduled" },
        { slug: "dal-in-1", reason: "No load has this slug" },
      ],
    });
    expect((await operator({ method: "GET", url: `/spa/activities/${dated.slug}` })).json().status).toBe(
      "requested",
    );
    const ok = await operator({
      method: "POST",
      url: "/spa/activities/bulk/status",
      payload: { slugs: [dated.slug], status: "scheduled" },
    });
    expect(ok.json()).toEqual({ updated: 1 });
  });

  it("prices and invoices processed loads together, one event each", async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { slug } = await create({ scheduledDate: isoDate(26) });
      await moveTo(slug, "received");
      await moveTo(slug, "processed");
      slugs.push(slug);
    }
    const bulk = (status: string) =>
      operator({ method: "POST", url: "/spa/activities/bulk/status", payload: { slugs, status } });
    expect((await bulk("invoiced")).json().refusals).toHaveLength(3);
    expect((await bulk("priced")).json()).toEqual({ updated: 3 });
    expect((await bulk("invoiced")).json()).toEqual({ updated: 3 });
    const list = (
      await operator({
        method: "GET",
        url: `/spa/activities?startDate=${isoDate(26)}&endDate=${isoDate(26)}`,
      })
    ).json();
    expect(list.data.map((a: { status: string }) => a.status)).toEqual(["invoiced", "invoiced", "invoiced"]);
    const events = (await operator({ method: "GET", url: `/spa/activities/${slugs[0]}/events` })).json();
    expect(events.data[0]).toMatchObject({
      action: "status_changed",
      changes: [{ field: "status", from: "priced", to: "invoiced" }],
    });
    const empty = await operator({
      method: "POST",
      url: "/spa/activities/bulk/status",
      payload: { slugs: [], status: "priced" },
    });
    expect(empty.statusCode).toBe(422);
  });
});

describe("calendar", () => {
  it("shows each dock day's count, its first 8 loads by time and the closed dates", async () => {
    const day = isoDate(70);
    const times = ["16:00", "07:00", "12:30", "08:15", "09:00", "10:45", "11:00", "13:00", "14:20", "15:00"];
    for (const time of times) await create({ scheduledDate: day, scheduledTime: time });
    const canceled = await create({ scheduledDate: day, scheduledTime: "06:00" });
    await moveTo(canceled.slug, "canceled");
    await operator({
      method: "POST",
      url: "/spa/closed-dates",
      payload: { warehouseId: dal, date: isoDate(71), reason: null },
    });
    const calendar = (
      await operator({
        method: "GET",
        url: `/spa/activities/calendar?startDate=${day}&endDate=${isoDate(72)}&warehouseId=${dal}`,
      })
    ).json();
    expect(calendar.days).toHaveLength(1);
    expect(calendar.days[0].count).toBe(10);
    expect(calendar.days[0].loads.map((l: { scheduledTime: string }) => l.scheduledTime)).toEqual(
      [...times].sort().slice(0, 8),
    );
    expect(calendar.closedDates).toEqual([
      { date: isoDate(71), warehouseId: dal, warehouseShortName: "DAL", reason: null },
    ]);
    const backwards = await operator({
      method: "GET",
      url: `/spa/activities/calendar?startDate=${day}&endDate=${isoDate(60)}`,
    });
    expect(backwards.statusCode).toBe(422);
  });
});

describe("loads from inbound requests", () => {
  // Numbers far above the sequence's, one after another: a random pick could repeat one.
  let lastNumber = 90_000;
  async function request(accountId: number, status = "submitted"): Promise<number> {
    lastNumber += 1;
    const number = lastNumber;
    await t.database.db.insert(inboundRequests).values({
      number,
      accountId,
      status,
      requestedStart: isoDate(30),
      requestedEnd: isoDate(32),
      street: "1 Main St",
      city: "Round Rock",
      region: "TX",
      postalCode: "78664",
      country: "US",
      contactName: "Peter Gibbons",
      contactPhone: "+1 512 555 0100",
      shipmentSize: "ltl",
    });
    return number;
  }

  it("links the request to its one load and marks it load_created", async () => {
    const number = await request(initech);
    const made = await create({ inboundRequestNumber: number });
    expect(made).toMatchObject({ inboundRequestNumber: number });
    const [row] = await t.database.db
      .select()
      .from(inboundRequests)
      .where(eq(inboundRequests.number, number));
    expect(row?.status).toBe("load_created");
    const twice = await operator({
      method: "POST",
      url: "/spa/activities",
      payload: { accountId: initech, warehouseId: dal, inboundRequestNumber: number },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Inbound request ${number} already has a load (${made.slug})`);
  });

  it("gives a request one load when two operators create it at once", async () => {
    const number = await request(initech);
    const post = () =>
      operator({
        method: "POST",
        url: "/spa/activities",
        payload: { accountId: initech, warehouseId: dal, inboundRequestNumber: number },
      });
    const answers = await Promise.all([post(), post()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const linked = (
      await operator({ method: "GET", url: `/spa/activities?accountId=${initech}&pageSize=200` })
    )
      .json()
      .data.filter((a: { inboundRequestNumber: number | null }) => a.inboundRequestNumber === number);
    expect(linked).toHaveLength(1);
  });

  it("refuses an unknown, canceled or other account's request", async () => {
    const post = (number: number) =>
      operator({
        method: "POST",
        url: "/spa/activities",
        payload: { accountId: initech, warehouseId: dal, inboundRequestNumber: number },
      });
    expect((await post(1)).statusCode).toBe(404);
    const other = await post(await request(acme));
    expect(other.statusCode).toBe(422);
    expect(Object.keys(other.json().errors)).toEqual(["inboundRequestNumber"]);
    const canceled = await post(await request(initech, "canceled"));
    expect(canceled.statusCode).toBe(409);
  });
});
