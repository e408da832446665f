import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp, XHR } from "../../../test/harness";
import { classAndProduct, gradedStock } from "./marketplace.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let priya: Caller;
let laptop: { classId: number; productId: number };
let className: string;
const run = randomInt(100_000, 999_999);

const create = (payload: Record<string, unknown>, caller: Caller = operator) =>
  caller({ method: "POST", url: "/spa/listings", payload });
const update = (id: number, payload: Record<string, unknown>) =>
  operator({ method: "PUT", url: `/spa/listings/${id}`, payload });

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  priya = as(t.app, await signIn(t.app, "priya.patel@example.com"));
  laptop = await classAndProduct(t.database.db);
  const result = (await t.database.db.execute(
    sql`select name from product_classes where id = ${laptop.classId}`,
  )) as unknown as { rows: { name: string }[] };
  className = result.rows[0]?.name as string;
  await t.database.db.execute(
    sql`insert into ecommerce_cutlines (class_id, grade, min_price) values (${laptop.classId}, 'B', 120), (${laptop.classId}, 'A', 200)`,
  );
});
afterAll(() => t.close());

describe("listing calls and who may use them", () => {
  it("401 without a session, 403 without listings permissions, 404 for clients", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/spa/listings", headers: XHR });
    expect(anonymous.statusCode).toBe(401);
    expect((await priya({ method: "GET", url: "/spa/listings" })).statusCode).toBe(403);
    expect((await create({ title: "x" }, priya)).statusCode).toBe(403);
    expect((await client({ method: "GET", url: "/spa/client/listings" })).statusCode).toBe(404);
  });
});

describe("creating listings", () => {
  it("creates a draft (201) and reads it with its floor from the cutline", async () => {
    const res = await create({ title: `Laptops B ${run}`, productId: laptop.productId, grade: "B" });
    expect(res.statusCode).toBe(201);
    const listing = res.json();
    expect(listing).toMatchObject({
      status: "draft",
      type: "ecommerce",
      floor: 120,
      floorSource: `the cutline of ${className} grade B`,
      quantity: 0,
      sold: 0,
      product: { id: laptop.productId },
    });
    const got = await operator({ method: "GET", url: `/spa/listings/${listing.id}` });
    expect(got.json()).toMatchObject({ id: listing.id, title: `Laptops B ${run}` });
  });

  it("answers the floor of a product and grade before a listing is saved (null without a cutline)", async () => {
    const floor = (query: string, who: Caller = operator) =>
      who({ method: "GET", url: `/spa/listings/floor?${query}` });
    const b = await floor(`productId=${laptop.productId}&grade=B`);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json()).toEqual({
      floor: { minPrice: 120, source: `the cutline of ${className} grade B` },
    });
    expect((await floor(`productId=${laptop.productId}&grade=C`)).json()).toEqual({ floor: null });
    const bad = await floor(`productId=${laptop.productId}&grade=Z`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.grade).toEqual(["Choose a grade A–F"]);
    expect((await floor(`productId=${laptop.productId}&grade=B`, priya)).statusCode).toBe(403);
  });

  it("refuses a price below the cutline with 422 on price naming the floor", async () => {
    const res = await create({
      title: "Too cheap",
      productId: laptop.productId,
      grade: "B",
      price: 99.5,
      platform: "auction_marketplace",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.price).toEqual([
      `Price must be at least 120.00, the cutline of ${className} grade B`,
    ]);
  });

  it("lists at once with platform and price; refuses listing without a platform (422)", async () => {
    const listed = await create({
      title: `Live ${run}`,
      productId: laptop.productId,
      grade: "A",
      price: 250,
      platform: "auction_marketplace",
      status: "listed",
      reference: `R${run}`,
    });
    expect(listed.statusCode).toBe(201);
    expect(listed.json()).toMatchObject({ status: "listed", price: 250 });
    expect(listed.json().listedAt).not.toBeNull();
    const noPlatform = await create({ title: "No platform", price: 250, status: "listed" });
    expect(noPlatform.statusCode).toBe(422);
    expect(noPlatform.json().errors.platform).toBeDefined();
  });

  it("refuses a reference taken on the same platform (409) and unknown products (422)", async () => {
    const first = await create({ title: "Ref one", platform: "online_retailer", reference: `DUP${run}` });
    expect(first.statusCode).toBe(201);
    const second = await create({ title: "Ref two", platform: "online_retailer", reference: `DUP${run}` });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain(`DUP${run}`);
    const other = await create({ title: "Ref other", platform: "broker_bin", reference: `DUP${run}` });
    expect(other.statusCode).toBe(201);
    const unknown = await create({ title: "Nope", productId: 999_999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.productId).toBeDefined();
  });

  it("validates the body (422 with field errors)", async () => {
    const res = await create({ title: "", price: -1, grade: "Z", platform: "nowhere" });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(["title", "price", "grade", "platform"]),
    );
  });
});

describe("updating listings", () => {
  it("changes fields, puts a draft live (draft → listed) and refuses a price under the floor", async () => {
    const { id } = (await create({ title: `Edit ${run}`, productId: laptop.productId, grade: "B" })).json();
    const cheap = await update(id, { price: 50 });
    expect(cheap.statusCode).toBe(422);
    expect(cheap.json().errors.price[0]).toContain("120.00");
    const noPrice = await update(id, { status: "listed", platform: "auction_marketplace" });
    expect(noPrice.statusCode).toBe(422);
    expect(noPrice.json().errors.price).toBeDefined();
    const live = await update(id, {
      status: "listed",
      platform: "auction_marketplace",
      price: 130,
      title: "Renamed",
    });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: "listed", price: 130, title: "Renamed" });
    const back = await update(id, { status: "draft" });
    expect(back.statusCode).toBe(409);
  });

  it("ends a listing: its listed assets are released, and an ended listing cannot change", async () => {
    const { ids, barcodes } = await gradedStock(t.database.db, laptop.productId, 2, "B");
    const { id } = (
      await create({
        title: `End ${run}`,
        productId: laptop.productId,
        grade: "B",
        price: 150,
        platform: "auction_marketplace",
        status: "listed",
      })
    ).json();
    for (const barcode of barcodes)
      expect(
        (await operator({ method: "POST", url: `/spa/listings/${id}/assets`, payload: { barcode } }))
          .statusCode,
      ).toBe(201);
    const ended = await update(id, { status: "ended" });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ status: "ended", quantity: 0, released: 2 });
    expect(ended.json().endedAt).not.toBeNull();
    const open = (await t.database.db.execute(
      sql`select count(*)::int as n from asset_reservations where asset_id = any(${sql.param(ids)}::int[]) and status = 'listed'`,
    )) as unknown as { rows: { n: number }[] };
    expect(open.rows[0]?.n).toBe(0);
    const again = await update(id, { title: "After" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("ended");
  });

  it("404 for a listing that does not exist", async () => {
    expect((await operator({ method: "GET", url: "/spa/listings/999999999" })).statusCode).toBe(404);
    expect((await update(999_999_999, { title: "x" })).statusCode).toBe(404);
  });
});

describe("deleting listings", () => {
  it("deletes a draft that never had assets; refuses one that had (409 with the reason)", async () => {
    const bare = (await create({ title: `Bare ${run}` })).json();
    expect((await operator({ method: "DELETE", url: `/spa/listings/${bare.id}` })).statusCode).toBe(204);
    expect((await operator({ method: "GET", url: `/spa/listings/${bare.id}` })).statusCode).toBe(404);
    const { barcodes } = await gradedStock(t.database.db, laptop.productId, 1, "B");
    const used = (await create({ title: `Used ${run}`, productId: laptop.productId, grade: "B" })).json();
    await operator({
      method: "POST",
      url: `/spa/listings/${used.id}/assets`,
      payload: { barcode: barcodes[0] },
    });
    await operator({ method: "DELETE", url: `/spa/listings/${used.id}/assets/${barcodes[0]}` });
    const refused = await operator({ method: "DELETE", url: `/spa/listings/${used.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("has had assets");
    const live = (
      await create({ title: `Live del ${run}`, platform: "auction_marketplace", price: 10, status: "listed" })
    ).json();
    const liveRefused = await operator({ method: "DELETE", url: `/spa/listings/${live.id}` });
    expect(liveRefused.statusCode).toBe(409);
  });
});

describe("the listings index", () => {
  it("filters by status[] (several), platform, q on title or reference, productId; sorts from an allow-list", async () => {
    const tag = `IDX${run}`;
    await create({ title: `${tag} draft`, productId: laptop.productId, grade: "B" });
    await create({
      title: `${tag} live`,
      platform: "online_retailer",
      price: 300,
      status: "listed",
      productId: laptop.productId,
      grade: "A",
    });
    await create({
      title: "other",
      platform: "broker_bin",
      price: 5,
      status: "listed",
      reference: `${tag}-REF`,
    });
    const both = await operator({
      method: "GET",
      url: `/spa/listings?q=${tag}&status[]=draft&status[]=listed&pageSize=10`,
    });
    expect(both.statusCode).toBe(200);
    expect(both.json().total).toBe(3);
    const listed = await operator({ method: "GET", url: `/spa/listings?q=${tag}&status[]=listed` });
    expect(listed.json().total).toBe(2);
    const platform = await operator({
      method: "GET",
      url: `/spa/listings?q=${tag}&platform=online_retailer`,
    });
    expect(platform.json().data.map((l: { title: string }) => l.title)).toEqual([`${tag} live`]);
    const product = await operator({
      method: "GET",
      url: `/spa/listings?q=${tag}&productId=${laptop.productId}&sort=title&order=asc`,
    });
    expect(product.json().data.map((l: { title: string }) => l.title)).toEqual([
      `${tag} draft`,
      `${tag} live`,
    ]);
    expect(product.json().data[1]).toMatchObject({ quantity: 0, sold: 0, price: 300, floor: 200 });
    const paged = await operator({ method: "GET", url: `/spa/listings?q=${tag}&pageSize=1&page=2` });
    expect(paged.json()).toMatchObject({ total: 3 });
    expect(paged.json().data).toHaveLength(1);
    const badSort = await operator({ method: "GET", url: "/spa/listings?sort=password" });
    expect(badSort.statusCode).toBe(422);
    const badStatus = await operator({ method: "GET", url: "/spa/listings?status[]=gone" });
    expect(badStatus.statusCode).toBe(422);
  });

  it("exports the index as filtered (csv)", async () => {
    const tag = `EXP${run}`;
    await create({ title: `${tag} one`, platform: "broker_bin", price: 12, status: "listed" });
    await create({ title: `${tag} two` });
    const res = await operator({
      method: "GET",
      url: `/spa/listings/index/export?format=csv&q=${tag}&status[]=listed`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`${tag} one`);
    expect(res.body).not.toContain(`${tag} two`);
    expect(res.body.split("\n")[0]).toContain("Title");
  });
});
