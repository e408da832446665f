import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import type { Db } from "../../db/client";
import { multipart } from "../activities/activity-records.fixtures";
import { listingWithAssets } from "../listings/marketplace.fixtures";
import { loadEvents, loadWith, newProduct, programOf, rows, storedStatement } from "./lifecycle.fixtures";
import { shareSales } from "./revenue-share";

let t: TestApp;
let db: Db;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let northwind: number;
let acme: number;
let product: number;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ({ operator, client, otherClient } = await accountCallers(t.app));
  northwind = await accountId(operator, "Northwind Health");
  acme = await accountId(operator, "Acme Telecom");
  product = await newProduct(db, "Tablets");
});
afterAll(() => t.close());

const finalizeCall = (slug: string) =>
  operator({ method: "POST", url: `/spa/activities/${slug}/settlement/finalize` });

/** A processed load of the account whose one tablet is worth `value`, finalised unless `draft`. */
async function statementOf(account: string, value: string, draft = false) {
  const program = await programOf(db, account, []);
  const load = await loadWith(db, account, {
    programId: program.id,
    status: "processed",
    assets: [{ productId: product, value }],
  });
  if (draft) {
    const saved = await operator({
      method: "PUT",
      url: `/spa/activities/${load.slug}/settlement`,
      payload: { paymentType: "ach", carrierCost: null, miles: null, notes: null, manualLines: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  } else expect((await finalizeCall(load.slug)).statusCode).toBe(200);
  return load;
}

type Summary = {
  number: string;
  loadSlug: string;
  status: string;
  net: string | null;
  direction: string | null;
  accountName: string;
};
const listOf = async (caller: Caller, url: string): Promise<Summary[]> => {
  const res = await caller({ method: "GET", url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe("the statements list", () => {
  it("shows operators every account's stored statements and clients only their accounts' final ones", async () => {
    const final = await statementOf("Northwind Health", "1234.56");
    const draft = await statementOf("Northwind Health", "10.00", true);
    const acmeFinal = await statementOf("Acme Telecom", "99.99");
    const mine = [final.slug, draft.slug, acmeFinal.slug];
    const only = (list: Summary[]) => list.filter((s) => mine.includes(s.loadSlug));

    const all = only(await listOf(operator, "/spa/statements?pageSize=100&sort=finalizedAt&order=desc"));
    expect(all.map((s) => [s.loadSlug, s.status]).sort()).toEqual(
      [
        [final.slug, "final"],
        [draft.slug, "draft"],
        [acmeFinal.slug, "final"],
      ].sort(),
    );
    expect(all.find((s) => s.loadSlug === final.slug)).toMatchObject({
      number: `ST-${final.slug.toUpperCase()}`,
      net: "1234.56",
      direction: "due_to_client",
      accountId: northwind,
      accountName: "Northwind Health",
    });
    const drafts = only(
      await listOf(operator, `/spa/statements?status=draft&accountId=${northwind}&pageSize=100`),
    );
    expect(drafts.map((s) => s.loadSlug)).toEqual([draft.slug]);
    // A draft keeps no net (its lines are computed when opened): the list shows none.
    expect(drafts[0]).toMatchObject({ net: null, direction: null });
    const byNet = (
      await listOf(operator, `/spa/statements?status=final&sort=net&order=asc&pageSize=100`)
    ).map((s) => s.loadSlug);
    expect(byNet.indexOf(acmeFinal.slug)).toBeLessThan(byNet.indexOf(final.slug));
    // Search by the statement number (its load's slug) or the account's name.
    const found = await listOf(
      operator,
      `/spa/statements?search=ST-${final.slug.toUpperCase()}&pageSize=100`,
    );
    expect(found.map((s) => s.loadSlug)).toEqual([final.slug]);
    const acmeOnes = await listOf(operator, "/spa/statements?search=acme%20tele&pageSize=100");
    expect(acmeOnes.length).toBeGreaterThan(0);
    expect(new Set(acmeOnes.map((s) => s.accountName))).toEqual(new Set(["Acme Telecom"]));
    expect(await listOf(client, "/spa/client/statements?search=acme&pageSize=100")).toEqual([]);

    // The Northwind client: their final statement only (not the draft, not Acme's).
    const clients = only(await listOf(client, "/spa/client/statements?pageSize=100"));
    expect(clients.map((s) => s.loadSlug)).toEqual([final.slug]);
    expect(only(await listOf(client, "/spa/client/statements?status=draft&pageSize=100"))).toEqual([]);
    expect(only(await listOf(client, `/spa/client/statements?accountId=${acme}&pageSize=100`))).toEqual([]);
    // The Acme client: theirs only; Northwind's statement answers 404.
    expect(
      only(await listOf(otherClient, "/spa/client/statements?pageSize=100")).map((s) => s.loadSlug),
    ).toEqual([acmeFinal.slug]);
    const foreign = await otherClient({
      method: "GET",
      url: `/spa/client/activities/${final.slug}/settlement`,
    });
    expect(foreign.statusCode).toBe(404);
    const own = await client({ method: "GET", url: `/spa/client/activities/${final.slug}/settlement` });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().totals.net).toBe("1234.56");
  });

  it("exports the list as filtered (csv), in the client's scope", async () => {
    const final = await statementOf("Northwind Health", "42.00");
    const acmeFinal = await statementOf("Acme Telecom", "43.00");
    const res = await client({ method: "GET", url: "/spa/client/statements/export?format=csv" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const text = res.body;
    expect(text).toContain(
      "Number,Load,Account,Program,Status,Payment type,Net,Direction,Revenue share,Finalized at",
    );
    expect(text).toContain(`ST-${final.slug.toUpperCase()}`);
    expect(text).not.toContain(`ST-${acmeFinal.slug.toUpperCase()}`);
    const xlsx = await operator({ method: "GET", url: "/spa/statements/export?format=xlsx&status=final" });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
  });
});

describe("revenue share after the statement is final", () => {
  const SHARE = { type: "program_rev_share_pricing", params: { clientSharePercent: 70 } };
  const sell = (listingId: number, barcode: string, salePrice: number) =>
    operator({
      method: "PUT",
      url: `/spa/listings/${listingId}/assets/${barcode}`,
      payload: { action: "sold", salePrice, buyer: "Bidder" },
    });
  const unsell = (listingId: number, barcode: string) =>
    operator({
      method: "PUT",
      url: `/spa/listings/${listingId}/assets/${barcode}`,
      payload: { action: "unsold" },
    });

  /** Listed devices received on one Northwind load, now processed under a 70% revenue share program. */
  async function listedLoad(n: number) {
    const listed = await listingWithAssets(db, { n });
    const program = await programOf(db, "Northwind Health", [SHARE]);
    const [load] = await rows<{ id: number; slug: string }>(
      db,
      sql`update activities set program_id = ${program.id}, status = 'processed'
          where id = (select receiving_activity_id from assets where id = ${listed.assetIds[0] as number})
          returning id, slug`,
    );
    if (!load) throw new Error("no load");
    return { ...listed, load };
  }
  const reservationOf = async (assetId: number) =>
    (
      await rows<{ id: number }>(
        db,
        sql`select id from asset_reservations where asset_id = ${assetId} order by id desc limit 1`,
      )
    )[0]?.id as number;
  const today = () => new Date().toISOString().slice(0, 10);

  it("a sale adds one dated line (price × share, rounded once); told again adds nothing; undone, the opposite line; sold again, a new one", async () => {
    const { listingId, barcodes, assetIds, load } = await listedLoad(3);
    const [, soldEarly, soldLate] = barcodes as [string, string, string];
    await db.execute(sql`update assets set value = 50.00 where id = ${assetIds[0] as number}`);
    // Sold before the statement is final: the frozen statement shares it, naming the sale.
    expect((await sell(listingId, soldEarly, 100)).statusCode).toBe(200);
    const final = await finalizeCall(load.slug);
    expect(final.statusCode, final.body).toBe(200);
    expect(final.json().totals).toMatchObject({ value: "50.00", revenueShare: "70.00", net: "120.00" });
    const frozen = await storedStatement(db, load.id);
    expect(frozen.lines.map((l) => [l.kind, l.amount, l.reservationId !== null])).toEqual([
      ["value", "50.00", false],
      ["revenue_share", "70.00", true],
    ]);

    // Sold after: $123.45 × 70% = $86.415 → $86.42 (half away from zero), dated the sale day.
    const sold = await sell(listingId, soldLate, 123.45);
    expect(sold.statusCode, sold.body).toBe(200);
    let stored = await storedStatement(db, load.id);
    expect(stored.statement).toMatchObject({ net: "206.42", revenueShare: "156.42", status: "final" });
    expect(stored.lines.slice(2)).toEqual([
      expect.objectContaining({
        kind: "revenue_share",
        rule: "program_rev_share_pricing",
        amount: "86.42",
        description: `${soldLate} sold for $123.45 (70% share)`,
        lineDate: today(),
        reservationId: await reservationOf(assetIds[2] as number),
      }),
    ]);
    expect((await loadEvents(db, load.id)).filter((e) => e.action === "revenue_shared")).toHaveLength(1);

    // The selling call retried is refused, and a sale told again writes nothing.
    expect((await sell(listingId, soldLate, 123.45)).statusCode).toBe(409);
    const told = await shareSales(db, [
      await reservationOf(assetIds[1] as number),
      await reservationOf(assetIds[2] as number),
    ]);
    expect(told).toBe(0);
    expect((await storedStatement(db, load.id)).lines).toHaveLength(3);

    // Undone: the opposite line; sold again at $10.01: 70% = $7.007 → $7.01.
    expect((await unsell(listingId, soldLate)).statusCode).toBe(200);
    stored = await storedStatement(db, load.id);
    expect(stored.statement).toMatchObject({ net: "120.00", revenueShare: "70.00" });
    expect(stored.lines.slice(2).map((l) => [l.amount, l.reason, l.reservationId])).toEqual([
      ["86.42", null, null],
      ["-86.42", "Sale undone", null],
    ]);
    expect((await sell(listingId, soldLate, 10.01)).statusCode).toBe(200);
    stored = await storedStatement(db, load.id);
    expect(stored.statement).toMatchObject({ net: "127.01", revenueShare: "77.01" });
    expect(stored.lines.at(-1)).toMatchObject({
      amount: "7.01",
      description: `${soldLate} sold for $10.01 (70% share)`,
    });
    // A sale shared when the statement froze is reversed the same way.
    expect((await unsell(listingId, soldEarly)).statusCode).toBe(200);
    expect((await storedStatement(db, load.id)).statement).toMatchObject({
      net: "57.01",
      revenueShare: "7.01",
    });

    // The client sees the running total on their final statement.
    const seen = await client({ method: "GET", url: `/spa/client/activities/${load.slug}/settlement` });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().totals).toMatchObject({ revenueShare: "7.01", net: "57.01" });

    // The device the statement paid $50.00 for is the operator's once paid: its sale shares nothing.
    expect((await sell(listingId, barcodes[0] as string, 400)).statusCode).toBe(200);
    expect((await storedStatement(db, load.id)).statement).toMatchObject({
      net: "57.01",
      revenueShare: "7.01",
    });
  });

  it("a sale of a load whose statement is a draft, or whose program shares nothing, writes no line", async () => {
    const { listingId, barcodes, load } = await listedLoad(1);
    expect((await sell(listingId, barcodes[0] as string, 80)).statusCode).toBe(200);
    expect((await storedStatement(db, load.id)).statement).toBeUndefined();
    const plain = await listingWithAssets(db, { n: 1 });
    const program = await programOf(db, "Northwind Health", []);
    const [other] = await rows<{ id: number; slug: string }>(
      db,
      sql`update activities set program_id = ${program.id}, status = 'processed'
          where id = (select receiving_activity_id from assets where id = ${plain.assetIds[0] as number})
          returning id, slug`,
    );
    await db.execute(sql`update assets set value = 5 where id = ${plain.assetIds[0] as number}`);
    expect((await finalizeCall(other?.slug as string)).statusCode).toBe(200);
    expect((await sell(plain.listingId, plain.barcodes[0] as string, 80)).statusCode).toBe(200);
    const stored = await storedStatement(db, other?.id as number);
    expect(stored.lines.map((l) => l.kind)).toEqual(["value"]);
    expect(stored.statement?.net).toBe("5.00");
  });

  it("a sold report's sale is shared dated the report's sale day", async () => {
    const { reference, barcodes, load } = await listedLoad(1);
    expect((await finalizeCall(load.slug)).statusCode).toBe(200);
    const report = Buffer.from(
      [
        "Order number,Item number,Custom label,Item title,Quantity,Sold for,Buyer username,Buyer name,Sale date",
        `ORD-${load.id},${reference},,Tablet,1,$200.01,bidder,Bea Bidder,2026-11-02`,
      ].join("\n"),
    );
    const res = await operator({
      method: "POST",
      url: "/spa/listings/sold_report",
      ...multipart({}, { name: "sold.csv", bytes: report }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await storedStatement(db, load.id);
    // $200.01 × 70% = $140.007 → $140.01.
    expect(stored.lines).toEqual([
      expect.objectContaining({
        kind: "revenue_share",
        amount: "140.01",
        lineDate: "2026-11-02",
        description: `${barcodes[0]} sold for $200.01 (70% share)`,
      }),
    ]);
    expect(stored.statement).toMatchObject({ net: "140.01", revenueShare: "140.01" });
  });
});
