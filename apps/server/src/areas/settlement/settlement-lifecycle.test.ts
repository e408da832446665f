import { RULE_SKIPPED_ACTION } from "@ops/domain";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import type { Db } from "../../db/client";
import { activities, outbox } from "../../db/schema";
import { userId } from "../activities/activity-records.fixtures";
import { loadEvents, loadWith, newProduct, programOf, rows, storedStatement } from "./lifecycle.fixtures";

let t: TestApp;
let db: Db;
let operator: Caller;
let client: Caller;
let operatorId: number;
let laptops: number;
let monitors: number;
const ACCOUNT = "Northwind Health";

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ({ operator, client } = await accountCallers(t.app));
  operatorId = await userId(db, "operator@example.com");
  laptops = await newProduct(db, "Laptops");
  monitors = await newProduct(db, "Monitors");
});
afterAll(() => t.close());

const FREIGHT = { type: "fixed_freight_cost", params: { amount: 25 } };

/**
 * A processed load whose two laptops are valued by serial pricing ($100.10 + $200.20) under a
 * program charging $25.00 freight: its statement nets $300.30 − $25.00 = $275.30 to the client.
 */
async function pricedLoad(status = "processed", extraRules: unknown[] = []) {
  const program = await programOf(db, ACCOUNT, [FREIGHT, ...extraRules]);
  return loadWith(db, ACCOUNT, {
    programId: program.id,
    status,
    assets: [
      { productId: laptops, value: "100.10" },
      { productId: laptops, value: "200.20" },
    ],
  });
}

/**
 * A processed load with two products no price reaches: a laptop without value (the program has no
 * pricing rule for it) and a bin of monitors.
 */
async function unpricedLoad(status = "processed", extraRules: unknown[] = []) {
  const program = await programOf(db, ACCOUNT, [FREIGHT, ...extraRules]);
  return loadWith(db, ACCOUNT, {
    programId: program.id,
    status,
    assets: [
      { productId: laptops, value: "50.00" },
      { productId: laptops },
      { productId: monitors, serial: false },
    ],
  });
}

const put = (slug: string, payload: Record<string, unknown>) =>
  operator({ method: "PUT", url: `/spa/activities/${slug}`, payload });
const finalizeCall = (slug: string) =>
  operator({ method: "POST", url: `/spa/activities/${slug}/settlement/finalize` });
const adjust = (slug: string, payload: Record<string, unknown>) =>
  operator({ method: "POST", url: `/spa/activities/${slug}/settlement/adjustments`, payload });
const statusOf = async (id: number) =>
  (await db.select({ status: activities.status }).from(activities).where(eq(activities.id, id)))[0]?.status;

function expectFinal275(stored: Awaited<ReturnType<typeof storedStatement>>) {
  expect(stored.statement).toMatchObject({
    status: "final",
    net: "275.30",
    revenueShare: "0.00",
    finalizedBy: operatorId,
  });
  expect(stored.lines.map((l) => [l.kind, l.rule, l.amount])).toEqual([
    ["value", null, "300.30"],
    ["freight", "fixed_freight_cost", "-25.00"],
  ]);
}

describe("marking a load priced freezes its statement", () => {
  it("through the load's PUT: every line stored, final with who and when, the net, one event", async () => {
    const load = await pricedLoad();
    const res = await put(load.slug, { status: "priced" });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await storedStatement(db, load.id);
    expectFinal275(stored);
    expect(stored.statement?.finalizedAt).toBeTruthy();
    const number = `ST-${load.slug.toUpperCase()}`;
    expect((await loadEvents(db, load.id)).filter((e) => e.action === "statement_final")).toEqual([
      expect.objectContaining({ message: `Statement ${number} final: $275.30 due to the client` }),
    ]);
    const read = await operator({ method: "GET", url: `/spa/activities/${load.slug}/settlement` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      number,
      status: "final",
      direction: "due_to_client",
      totals: { net: "275.30", value: "300.30", freight: "-25.00" },
      unpricedProducts: [],
    });
  });

  it("refuses (409) a load with unpriced products, naming each with why; the status change rolls back", async () => {
    const load = await unpricedLoad();
    const res = await put(load.slug, { status: "priced" });
    expect(res.statusCode, res.body).toBe(409);
    const message: string = res.json().message;
    expect(message).toMatch(new RegExp(`^${load.slug} cannot be marked priced: 2 products are not priced: `));
    expect(message).toContain("Laptops");
    expect(message).toContain("Monitors");
    expect(message).toContain("(No price: the program has no direct account pricing rule)");
    expect(await statusOf(load.id)).toBe("processed");
    expect((await storedStatement(db, load.id)).statement).toBeUndefined();
    expect((await loadEvents(db, load.id)).map((e) => e.action)).not.toContain("status_changed");
    // The finalize call says the same.
    const again = await finalizeCall(load.slug);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(message);
  });

  it("through the bulk status: the loads that can move are frozen; one unpriced load refuses all, with its reason", async () => {
    const good = await pricedLoad();
    const bad = await unpricedLoad();
    const bulk = (slugs: string[]) =>
      operator({ method: "POST", url: "/spa/activities/bulk/status", payload: { slugs, status: "priced" } });
    const refused = await bulk([good.slug, bad.slug]);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().refusals).toEqual([
      { slug: bad.slug, reason: expect.stringContaining(`${bad.slug} cannot be marked priced: 2 products`) },
    ]);
    expect(await statusOf(good.id)).toBe("processed");
    expect((await storedStatement(db, good.id)).statement).toBeUndefined();
    const moved = await bulk([good.slug]);
    expect(moved.json()).toEqual({ updated: 1 });
    expectFinal275(await storedStatement(db, good.id));
  });

  it("through the finalize call: the load is marked priced and the final statement answered; finalised twice changes nothing", async () => {
    const load = await pricedLoad();
    const first = await finalizeCall(load.slug);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: "final", totals: { net: "275.30" } });
    expect(await statusOf(load.id)).toBe("priced");
    expect((await loadEvents(db, load.id)).map((e) => e.action)).toEqual([
      "status_changed",
      "statement_final",
    ]);
    const before = await storedStatement(db, load.id);
    expectFinal275(before);

    const second = await finalizeCall(load.slug);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await storedStatement(db, load.id)).toEqual(before);
    expect((await loadEvents(db, load.id)).map((e) => e.action)).toEqual([
      "status_changed",
      "statement_final",
    ]);
    // Marking it priced again by PUT (it is priced) changes nothing either.
    expect((await put(load.slug, { status: "priced" })).statusCode).toBe(200);
    expect(await storedStatement(db, load.id)).toEqual(before);
  });

  it("the finalize call follows the load's life cycle (409 on a received load) and finalises a load priced before statements existed", async () => {
    const received = await pricedLoad("received");
    const refused = await finalizeCall(received.slug);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("A received load cannot be marked priced");
    expect((await storedStatement(db, received.id)).statement).toBeUndefined();

    const legacy = await pricedLoad("priced");
    const res = await finalizeCall(legacy.slug);
    expect(res.statusCode, res.body).toBe(200);
    expectFinal275(await storedStatement(db, legacy.id));
    expect((await loadEvents(db, legacy.id)).map((e) => e.action)).toEqual(["statement_final"]);
  });

  it("a load put back to processed keeps its final statement; priced again, nothing changes", async () => {
    const load = await pricedLoad();
    expect((await put(load.slug, { status: "priced" })).statusCode).toBe(200);
    const before = await storedStatement(db, load.id);
    expect((await put(load.slug, { status: "processed" })).statusCode).toBe(200);
    expect((await put(load.slug, { status: "priced" })).statusCode).toBe(200);
    expect(await storedStatement(db, load.id)).toEqual(before);
  });
});

describe("move_load_to_priced", () => {
  const MOVE = { type: "move_load_to_priced", params: { whenProcessed: true } };

  async function completeShopOrderOf(loadSlug: string) {
    const created = await operator({
      method: "POST",
      url: "/spa/activities",
      payload: { type: "shop_order", loadSlug },
    });
    expect(created.statusCode, created.body).toBe(201);
    const slug = created.json().slug as string;
    expect((await put(slug, { status: "in_progress" })).statusCode).toBe(200);
    const completed = await put(slug, { status: "completed" });
    expect(completed.statusCode, completed.body).toBe(200);
    return completed.json();
  }

  it("an unpriced load stays processed with the rule's skipped event; the work order still completes", async () => {
    const load = await unpricedLoad("received", [MOVE]);
    const order = await completeShopOrderOf(load.slug);
    expect(order.status).toBe("completed");
    expect(await statusOf(load.id)).toBe("processed");
    const events = (await loadEvents(db, load.id)).filter((e) => e.rule === "move_load_to_priced");
    expect(events.map((e) => e.action)).toEqual(["status_changed", RULE_SKIPPED_ACTION]);
    expect(events[1]?.message).toContain(
      `left the load processed: ${load.slug} cannot be marked priced: 2 products`,
    );
    expect((await storedStatement(db, load.id)).statement).toBeUndefined();
  });

  it("a priced load moves to priced and its statement is final", async () => {
    const load = await pricedLoad("received", [MOVE]);
    await completeShopOrderOf(load.slug);
    expect(await statusOf(load.id)).toBe("priced");
    const stored = await storedStatement(db, load.id);
    expect(stored.statement).toMatchObject({ status: "final", net: "275.30" });
    expect(stored.lines.map((l) => l.amount)).toEqual(["300.30", "-25.00"]);
  });
});

describe("adjustments", () => {
  it("are refused on a draft (409: edit the draft) and checked on the field (422)", async () => {
    const load = await pricedLoad();
    const draft = await adjust(load.slug, { amount: "10.00", reason: "Goodwill" });
    expect(draft.statusCode).toBe(409);
    expect(draft.json().message).toBe("Adjustments apply to a final statement: edit the draft instead");
    const badAmount = await adjust(load.slug, { amount: "ten", reason: "Goodwill" });
    expect(badAmount.statusCode).toBe(422);
    expect(badAmount.json().errors.amount).toEqual(["Enter amount as a number"]);
    const noReason = await adjust(load.slug, { amount: "1.00", reason: " " });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(["Give the reason for the adjustment"]);
    const zero = await adjust(load.slug, { amount: "0", reason: "Nothing" });
    expect(zero.statusCode).toBe(422);
    const clientCall = await client({
      method: "POST",
      url: `/spa/client/activities/${load.slug}/settlement/adjustments`,
      payload: { amount: "1.00", reason: "x" },
    });
    expect(clientCall.statusCode).toBe(404);
  });

  it("add a signed line with who and why to a final statement; cents stay exact (0.10 + 0.20)", async () => {
    const load = await pricedLoad();
    expect((await finalizeCall(load.slug)).statusCode).toBe(200);
    const charge = await adjust(load.slug, { amount: "-12.35", reason: "Damaged pallet returned" });
    expect(charge.statusCode, charge.body).toBe(201);
    expect(charge.json()).toMatchObject({
      status: "final",
      totals: { net: "262.95", adjustments: "-12.35" },
    });
    expect((await adjust(load.slug, { amount: 0.1, reason: "Rounding credit" })).statusCode).toBe(201);
    const last = await adjust(load.slug, { amount: "0.2", reason: "Rounding credit" });
    expect(last.json().totals).toMatchObject({ net: "263.25", adjustments: "-12.05" });
    const adjustment = last
      .json()
      .lines.find((l: { reason: string | null }) => l.reason === "Damaged pallet returned");
    expect(adjustment).toMatchObject({ kind: "adjustment", amount: "-12.35", createdBy: expect.any(String) });
    const stored = await storedStatement(db, load.id);
    expect(stored.statement?.net).toBe("263.25");
    expect(stored.lines.filter((l) => l.kind === "adjustment")).toEqual([
      expect.objectContaining({ amount: "-12.35", reason: "Damaged pallet returned", createdBy: operatorId }),
      expect.objectContaining({ amount: "0.10", reason: "Rounding credit", createdBy: operatorId }),
      expect.objectContaining({ amount: "0.20", reason: "Rounding credit", createdBy: operatorId }),
    ]);
    expect((await loadEvents(db, load.id)).filter((e) => e.action === "statement_adjusted")[0]?.message).toBe(
      `Statement ST-${load.slug.toUpperCase()} adjusted by -$12.35 (Damaged pallet returned): $262.95 due to the client`,
    );
  });
});

describe("the load priced mail", () => {
  it("carries the final statement's number, its net and the link to the statement, once per load", async () => {
    const northwind = await accountId(operator, ACCOUNT);
    const email = `priced.${Date.now()}@northwind.example.com`;
    const contact = await operator({
      method: "POST",
      url: `/spa/accounts/${northwind}/contacts`,
      payload: {
        firstName: "Pat",
        lastName: "Payable",
        title: null,
        email,
        phone: null,
        notifications: ["load_priced"],
      },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const load = await pricedLoad();
    expect((await put(load.slug, { status: "priced" })).statusCode).toBe(200);
    expect((await put(load.slug, { status: "processed" })).statusCode).toBe(200);
    expect((await put(load.slug, { status: "priced" })).statusCode).toBe(200);
    const mails = (
      await db
        .select()
        .from(outbox)
        .where(like(outbox.dedupeKey, `load_priced:${load.id}:contact:%`))
    ).filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    const number = `ST-${load.slug.toUpperCase()}`;
    expect(mails[0]?.subject).toBe(`Load ${load.slug.toUpperCase()} priced: statement ${number}`);
    expect(mails[0]?.text).toContain(`Its settlement statement ${number} is final: $275.30 is due to you.`);
    expect(mails[0]?.text).toContain(`/loads/${load.slug}/statement`);
    // Nothing is mailed for a refused move.
    const refused = await unpricedLoad();
    expect((await put(refused.slug, { status: "priced" })).statusCode).toBe(409);
    const none = await rows(
      db,
      sql`select id from outbox where dedupe_key like ${`load_priced:${refused.id}:%`}`,
    );
    expect(none).toHaveLength(0);
  });

  it("tells the contacts who follow settlements and invoices: statement ready once final, invoice once invoiced", async () => {
    const northwind = await accountId(operator, ACCOUNT);
    const email = `settle.${Date.now()}@northwind.example.com`;
    const contact = await operator({
      method: "POST",
      url: `/spa/accounts/${northwind}/contacts`,
      payload: {
        firstName: "Sam",
        lastName: "Settle",
        title: null,
        email,
        phone: null,
        notifications: ["settlement_ready", "invoice_issued"],
      },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const load = await pricedLoad();
    const mailsOf = async (kind: string) =>
      (
        await db
          .select()
          .from(outbox)
          .where(like(outbox.dedupeKey, `${kind}:${load.id}:contact:%`))
      ).filter((m) => m.to === email);
    expect((await put(load.slug, { status: "priced" })).statusCode).toBe(200);
    const number = `ST-${load.slug.toUpperCase()}`;
    const [ready] = await mailsOf("settlement_ready");
    expect(ready?.subject).toBe(`Settlement statement ${number} is ready`);
    expect(ready?.text).toContain(`is final: $275.30 is due to you.`);
    expect(ready?.text).toContain(`/loads/${load.slug}/statement`);
    expect(await mailsOf("invoice_issued")).toHaveLength(0);
    // Not subscribed to "Load priced": that mail does not reach them.
    expect(await mailsOf("load_priced")).toHaveLength(0);
    expect((await put(load.slug, { status: "invoiced" })).statusCode).toBe(200);
    const invoices = await mailsOf("invoice_issued");
    expect(invoices).toHaveLength(1);
    expect(invoices[0]?.subject).toBe(`Load ${load.slug.toUpperCase()} invoiced: statement ${number}`);
    expect(invoices[0]?.text).toContain(`$275.30 is due to you`);
    expect(await mailsOf("settlement_ready")).toHaveLength(1);
  });
});
