import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import { activities } from "../../db/schema";
import { settleJobs } from "../../platform/jobs";
import { holdAsset } from "../assets/assets.fixtures";
import { classAndProduct, gradedStock } from "./marketplace.fixtures";

let t: TestApp;
let operator: Caller;
let priya: Caller;
let laptop: { classId: number; productId: number };
let accountId: number;
let dal: number;
const run = randomInt(100_000, 999_999);

type Row = Record<string, unknown>;
async function rows<T = Row>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function newListing(over: Record<string, unknown> = {}): Promise<number> {
  const res = await operator({
    method: "POST",
    url: "/spa/listings",
    payload: {
      title: `Laptops ${run} ${randomInt(1e6)}`,
      productId: laptop.productId,
      grade: "B",
      platform: "auction_marketplace",
      price: 150,
      status: "listed",
      ...over,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const stock = (n: number, grade = "B") => gradedStock(t.database.db, laptop.productId, n, grade);
const reserve = (id: number, barcode: string, caller: Caller = operator) =>
  caller({ method: "POST", url: `/spa/listings/${id}/assets`, payload: { barcode } });
const act = (id: number, barcode: string, payload: Record<string, unknown>) =>
  operator({ method: "PUT", url: `/spa/listings/${id}/assets/${barcode}`, payload });
const bulk = (id: number, payload: Record<string, unknown>, async = false) =>
  operator({ method: "PUT", url: `/spa/listings/${id}/assets${async ? "/async" : ""}`, payload });
const listing = async (id: number) => (await operator({ method: "GET", url: `/spa/listings/${id}` })).json();
const eventsOf = (barcode: string) =>
  rows<{ action: string; message: string }>(
    sql`select action, message from events where barcode = ${barcode} order by id`,
  );

async function outboundLoad(): Promise<string> {
  const slug = `dal-out-9${randomInt(10_000_000, 99_999_999)}`;
  await t.database.db
    .insert(activities)
    .values({ slug, type: "outbound", status: "building", accountId, warehouseId: dal });
  return slug;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ operator } = await accountCallers(t.app));
  priya = as(t.app, await signIn(t.app, "priya.patel@example.com"));
  laptop = await classAndProduct(t.database.db);
  await t.database.db.execute(
    sql`insert into ecommerce_cutlines (class_id, grade, min_price) values (${laptop.classId}, 'B', 100)`,
  );
  const [acc] = await rows<{ id: number }>(sql`select id from accounts where name = 'Northwind Health'`);
  accountId = Number(acc?.id);
  const [w] = await rows<{ id: number }>(sql`select id from warehouses where short_name = 'DAL'`);
  dal = Number(w?.id);
});
afterAll(() => t.close());

describe("reserving an asset onto a listing", () => {
  it("lists a graded stock asset (201) with a listed event; a technician may not (403)", async () => {
    const id = await newListing();
    const { barcodes } = await stock(1);
    const barcode = barcodes[0] as string;
    expect((await reserve(id, barcode, priya)).statusCode).toBe(403);
    const res = await reserve(id, barcode.toLowerCase());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ barcode, status: "listed", grade: "B", listingId: id });
    expect(await eventsOf(barcode)).toContainEqual(
      expect.objectContaining({ action: "listed", message: expect.stringContaining(`listing #${id}`) }),
    );
    expect(await listing(id)).toMatchObject({ quantity: 1 });
    const again = await reserve(id, barcode);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${barcode} is on this listing already`);
  });

  it("refuses (409 with the reason) what may not be listed", async () => {
    const id = await newListing();
    const other = await newListing({ title: `Other ${run}` });
    const [ungraded, wrongGrade, held, closed, expensive, elsewhere, ordered, foreign] = (await stock(8))
      .barcodes as string[];
    await t.database.db.execute(sql`update assets set grade = null where barcode = ${ungraded}`);
    await t.database.db.execute(sql`update assets set grade = 'C' where barcode = ${wrongGrade}`);
    await holdAsset(t.database.db, held as string);
    await t.database.db.execute(
      sql`update assets set closed_at = now(), closed_note = 'gone' where barcode = ${closed}`,
    );
    await t.database.db.execute(sql`update assets set floor_price = 999 where barcode = ${expensive}`);
    await t.database.db.execute(
      sql`update assets set account_id = (select id from accounts where id <> ${accountId} order by id limit 1) where barcode = ${foreign}`,
    );
    expect((await reserve(other, elsewhere as string)).statusCode).toBe(201);
    const slug = await outboundLoad();
    expect(
      (
        await operator({
          method: "POST",
          url: `/spa/activities/${slug}/reservations`,
          payload: { barcodes: [ordered] },
        })
      ).statusCode,
    ).toBe(201);
    const accountListing = await newListing({ accountId });
    const reasons = {
      [ungraded as string]: `${ungraded} is not graded`,
      [wrongGrade as string]: `${wrongGrade} is grade C, listing #${id} is grade B`,
      [held as string]: `Asset ${held} is on legal hold; release the hold first to sell it`,
      [closed as string]: `${closed} is closed: it is not in stock`,
      [expensive as string]: `${expensive} has a floor price of 999.00, above the listing price 150.00`,
      [elsewhere as string]: expect.stringContaining(`is reserved for listing #${other} (Other ${run})`),
      [ordered as string]: `${ordered} is reserved for ${slug}`,
    };
    for (const [barcode, reason] of Object.entries(reasons)) {
      const res = await reserve(id, barcode);
      expect(res.statusCode, barcode).toBe(409);
      expect(res.json().message).toEqual(reason);
    }
    const wrongAccount = await reserve(accountListing, foreign as string);
    expect(wrongAccount.statusCode).toBe(409);
    expect(wrongAccount.json().message).toContain("another account");
    const missing = await reserve(id, `NOPE${run}`);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe(`No asset has barcode NOPE${run}`);
  });

  it("a data-bearing device needs a passed, verified erasure", async () => {
    await t.database.db.execute(
      sql`update product_classes set r2_material_type = 'data' where id = ${laptop.classId}`,
    );
    try {
      const id = await newListing();
      const { ids, barcodes } = await stock(1);
      const barcode = barcodes[0] as string;
      const refused = await reserve(id, barcode);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain("no erasure record");
      await t.database.db.execute(
        sql`insert into sanitization_records (asset_id, kind, method, tool, result, verified, finished_at)
            values (${ids[0]}, 'erasure', 'purge', 'Blancco', 'passed', false, now())`,
      );
      expect((await reserve(id, barcode)).json().message).toContain("not verified");
      await t.database.db.execute(
        sql`update sanitization_records set verified = true where asset_id = ${ids[0]}`,
      );
      expect((await reserve(id, barcode)).statusCode).toBe(201);
    } finally {
      await t.database.db.execute(
        sql`update product_classes set r2_material_type = null where id = ${laptop.classId}`,
      );
    }
  });

  it("refuses assets on an ended listing (409) and answers 404 for an unknown listing", async () => {
    const id = await newListing();
    await operator({ method: "PUT", url: `/spa/listings/${id}`, payload: { status: "ended" } });
    const { barcodes } = await stock(1);
    const res = await reserve(id, barcodes[0] as string);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("ended");
    expect((await reserve(999_999_999, barcodes[0] as string)).statusCode).toBe(404);
  });
});

describe("selling, unselling and removing", () => {
  it("marks sold (leaves stock, note, event, sold out), unsold (back), and removes", async () => {
    const id = await newListing();
    const { barcodes } = await stock(2);
    const [a, b] = barcodes as [string, string];
    await reserve(id, a);
    await reserve(id, b);
    const noPrice = await act(id, a, { action: "sold" });
    expect(noPrice.statusCode).toBe(422);
    expect(noPrice.json().errors.salePrice).toBeDefined();
    const sold = await act(id, a, { action: "sold", salePrice: 140, buyer: "jdoe", saleReference: "ORD-1" });
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toMatchObject({
      status: "sold",
      salePrice: 140,
      buyer: "jdoe",
      saleReference: "ORD-1",
    });
    const [asset] = await rows<{ closedNote: string }>(
      sql`select closed_note as "closedNote" from assets where barcode = ${a} and closed_at is not null`,
    );
    expect(asset?.closedNote).toBe(`Sold on Auction marketplace (listing #${id}) to jdoe`);
    expect(await eventsOf(a)).toContainEqual(expect.objectContaining({ action: "sold" }));
    const soldTwice = await act(id, a, { action: "sold", salePrice: 1 });
    expect(soldTwice.statusCode).toBe(409);
    const removeSold = await operator({ method: "DELETE", url: `/spa/listings/${id}/assets/${a}` });
    expect(removeSold.statusCode).toBe(409);
    expect(removeSold.json().message).toContain("mark it unsold");
    await act(id, b, { action: "sold", salePrice: 150 });
    expect(await listing(id)).toMatchObject({ status: "sold_out", quantity: 0, sold: 2, soldTotal: 290 });
    const unsold = await act(id, b, { action: "unsold" });
    expect(unsold.statusCode).toBe(200);
    expect(unsold.json()).toMatchObject({ status: "listed", salePrice: null, buyer: null });
    expect(await listing(id)).toMatchObject({ status: "listed", quantity: 1, sold: 1 });
    const [back] = await rows<{ closed: boolean }>(
      sql`select closed_at is not null as closed from assets where barcode = ${b}`,
    );
    expect(back?.closed).toBe(false);
    expect(await eventsOf(b)).toContainEqual(expect.objectContaining({ action: "sale_undone" }));
    expect((await act(id, b, { action: "unsold" })).statusCode).toBe(409);
    const removed = await operator({ method: "DELETE", url: `/spa/listings/${id}/assets/${b}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().status).toBe("released");
    expect(await eventsOf(b)).toContainEqual(expect.objectContaining({ action: "listing_removed" }));
    const [free] = await rows<{ n: number }>(
      sql`select count(*)::int as n from asset_reservations r join assets x on x.id = r.asset_id where x.barcode = ${b} and r.status in ('reserved', 'listed')`,
    );
    expect(free?.n).toBe(0);
    const notOn = await operator({ method: "DELETE", url: `/spa/listings/${id}/assets/${b}` });
    expect(notOn.statusCode).toBe(409);
  });

  it("lists a listing's assets paged, by status, with counts", async () => {
    const id = await newListing();
    const { barcodes } = await stock(3);
    for (const b of barcodes) await reserve(id, b);
    await act(id, barcodes[0] as string, { action: "sold", salePrice: 120 });
    const all = await operator({ method: "GET", url: `/spa/listings/${id}/assets?pageSize=2` });
    expect(all.json()).toMatchObject({ total: 3, counts: { listed: 2, sold: 1, released: 0 } });
    expect(all.json().data).toHaveLength(2);
    const sold = await operator({ method: "GET", url: `/spa/listings/${id}/assets?status=sold` });
    expect(sold.json().data.map((r: { barcode: string }) => r.barcode)).toEqual([barcodes[0]]);
    expect((await operator({ method: "GET", url: "/spa/listings/999999999/assets" })).statusCode).toBe(404);
  });

  it("shows where an asset stands: its listing now and its history", async () => {
    const first = await newListing({ title: `First ${run}` });
    const second = await newListing({ title: `Second ${run}` });
    const barcode = (await stock(1)).barcodes[0] as string;
    await reserve(first, barcode);
    await operator({ method: "DELETE", url: `/spa/listings/${first}/assets/${barcode}` });
    await reserve(second, barcode);
    const res = await operator({ method: "GET", url: `/spa/listings/assets/${barcode}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      barcode,
      inStock: true,
      current: { listingId: second, status: "listed", listingTitle: `Second ${run}` },
    });
    expect(
      res.json().history.map((h: { listingId: number; status: string }) => [h.listingId, h.status]),
    ).toEqual([
      [second, "listed"],
      [first, "released"],
    ]);
    expect((await operator({ method: "GET", url: `/spa/listings/assets/NOPE${run}` })).statusCode).toBe(404);
  });
});

describe("bulk actions", () => {
  it("reserves, sells and unreserves many barcodes; all or none with every refusal in errors.barcodes", async () => {
    const id = await newListing();
    const { barcodes } = await stock(4);
    const [ungraded] = (await stock(1)).barcodes as string[];
    await t.database.db.execute(sql`update assets set grade = null where barcode = ${ungraded}`);
    const refused = await bulk(id, { action: "reserve", barcodes: [...barcodes, ungraded, `NOPE${run}`] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.barcodes).toEqual([
      `${ungraded} is not graded`,
      `No asset has barcode NOPE${run}`,
    ]);
    expect(await listing(id)).toMatchObject({ quantity: 0 });
    const ok = await bulk(id, { action: "reserve", barcodes });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ action: "reserve", count: 4, status: "listed" });
    const sold = await bulk(id, {
      action: "sold",
      barcodes: barcodes.slice(0, 2),
      salePrice: 130,
      buyer: "bulk buyer",
    });
    expect(sold.json()).toMatchObject({ count: 2 });
    const mixed = await bulk(id, { action: "unreserve", barcodes });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors.barcodes).toHaveLength(2);
    const unsold = await bulk(id, { action: "unsold", barcodes: barcodes.slice(0, 2) });
    expect(unsold.statusCode).toBe(200);
    const removed = await bulk(id, { action: "unreserve", barcodes });
    expect(removed.json()).toMatchObject({ count: 4 });
    expect(await listing(id)).toMatchObject({ quantity: 0, sold: 0, released: 4 });
    const noPrice = await bulk(id, { action: "sold", barcodes });
    expect(noPrice.statusCode).toBe(422);
    expect(noPrice.json().errors.salePrice).toBeDefined();
  });

  it("runs the bulk action as a job (202, progress to the end, all or none)", async () => {
    const id = await newListing();
    const { barcodes } = await stock(30);
    const started = await bulk(id, { action: "reserve", barcodes }, true);
    expect(started.statusCode).toBe(202);
    await settleJobs();
    const job = await operator({ method: "GET", url: `/spa/jobs/${started.json().jobId}` });
    expect(job.json()).toMatchObject({ status: "succeeded", result: { count: 30, status: "listed" } });
    const sold = await bulk(id, { action: "sold", barcodes, salePrice: 110 }, true);
    await settleJobs();
    expect((await operator({ method: "GET", url: `/spa/jobs/${sold.json().jobId}` })).json()).toMatchObject({
      status: "succeeded",
      result: { status: "sold_out" },
    });
    const again = await bulk(id, { action: "sold", barcodes, salePrice: 110 }, true);
    await settleJobs();
    const failed = (await operator({ method: "GET", url: `/spa/jobs/${again.json().jobId}` })).json();
    expect(failed).toMatchObject({ status: "failed", error: { status: 422 } });
    expect(failed.error.errors.barcodes).toHaveLength(30);
  });
});

describe("concurrent reservations", () => {
  it("50 reservations at once of the same assets (listings and an outbound load): each asset reserved exactly once", async () => {
    const { ids, barcodes } = await stock(5);
    const listingIds: number[] = [];
    for (let i = 0; i < 9; i++) listingIds.push(await newListing({ title: `Race ${run} ${i}` }));
    const slug = await outboundLoad();
    const calls = Array.from({ length: 50 }, (_, i) => {
      const barcode = barcodes[i % 5] as string;
      if (i % 10 === 9)
        return operator({
          method: "POST",
          url: `/spa/activities/${slug}/reservations`,
          payload: { barcodes: [barcode] },
        });
      return reserve(listingIds[i % 9] as number, barcode);
    });
    const answers = await Promise.all(calls);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.every((c) => c === 201 || c === 409 || c === 422)).toBe(true);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    for (const a of answers.filter((x) => x.statusCode !== 201))
      expect(a.json().message).toMatch(/reserved for|on this listing already/);
    const open = await rows<{ assetId: number; n: number }>(
      sql`select asset_id as "assetId", count(*)::int as n from asset_reservations
          where asset_id = any(${sql.param(ids)}::int[]) and status in ('reserved', 'listed') group by asset_id`,
    );
    expect(open).toHaveLength(5);
    expect(open.every((r) => Number(r.n) === 1)).toBe(true);
  });
});

describe("the devices of a job held by listings", () => {
  it("lists what listings hold of the devices received on a load", async () => {
    const id = await newListing({ title: `Held ${run}` });
    const barcode = (await stock(1)).barcodes[0] as string;
    await reserve(id, barcode);
    const [load] = await rows<{ slug: string }>(
      sql`select act.slug from assets a join activities act on act.id = a.receiving_activity_id where a.barcode = ${barcode}`,
    );
    const res = await operator({ method: "GET", url: `/spa/activities/${load?.slug}/listing_reservations` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        barcode,
        holderKind: "listing",
        holder: `listing #${id} (Held ${run})`,
        status: "listed",
      }),
    ]);
    expect(
      (await operator({ method: "GET", url: "/spa/activities/nope-0/listing_reservations" })).statusCode,
    ).toBe(404);
  });
});
