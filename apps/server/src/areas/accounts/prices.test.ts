import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import { accounts, accountUsers, products, services, users } from "../../db/schema";

let t: TestApp;
let operator: ReturnType<typeof as>;
let finance: ReturnType<typeof as>;
let client: ReturnType<typeof as>;
let mine: number;
let theirs: number;
const item = { boards: 0, copper: 0, retired: 0, wiping: 0 };

// Names of their own, so these tests hold whether or not the demo seed has catalogue rows.
beforeAll(async () => {
  t = await createTestApp();
  operator = as(t.app, await signIn(t.app, "operator@example.com"));
  finance = as(t.app, await signIn(t.app, "frank.fischer@example.com"));
  client = as(t.app, await signIn(t.app, "client@example.com"));
  const db = t.database.db;
  const made = await db
    .insert(products)
    .values([
      { name: "Prices test – Circuit boards HG", type: "palletized" },
      { name: "Prices test – Copper wire", type: "palletized" },
      { name: "Prices test – Retired product", type: "in_stock", active: false },
    ])
    .returning({ id: products.id });
  [item.boards, item.copper, item.retired] = made.map((r) => r.id) as [number, number, number];
  const [wiping] = await db
    .insert(services)
    .values({ name: "Prices test – Drive wiping", category: "secure_itad" })
    .returning({ id: services.id });
  item.wiping = wiping?.id ?? 0;
  const acc = await db
    .insert(accounts)
    .values([{ name: "Prices test – client A" }, { name: "Prices test – client B" }])
    .returning({ id: accounts.id });
  [mine, theirs] = acc.map((r) => r.id) as [number, number];
  const [casey] = await db.select({ id: users.id }).from(users).where(eq(users.email, "client@example.com"));
  if (!casey) throw new Error("demo client missing");
  await db.insert(accountUsers).values({ accountId: mine, userId: casey.id });
});
afterAll(() => t.close());

const boards = (price: number | string = 3.85) => ({
  productId: item.boards,
  method: "unit_price",
  unit: "lbs",
  price,
});
const wipe = (price: number | string = 12.5) => ({
  serviceId: item.wiping,
  method: "unit_price",
  unit: "pieces",
  price,
});

const pricesUrl = (accountId: number, type = "outbound") => `/spa/accounts/${accountId}/prices?type=${type}`;

describe("account prices", () => {
  it("answers version 0 with no entries before anything is saved", async () => {
    const res = await operator({ method: "GET", url: pricesUrl(theirs, "inbound") });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: 0, createdBy: null, createdAt: null, entries: [] });
    const history = await operator({
      method: "GET",
      url: `/spa/accounts/${theirs}/prices/history?type=inbound`,
    });
    expect(history.json()).toEqual([]);
  });

  it("saves versions, keeps every old one in the history with who saved it", async () => {
    const first = await finance({
      method: "PUT",
      url: pricesUrl(mine),
      payload: { entries: [boards(), wipe()], baseVersion: 0 },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      version: 1,
      createdBy: "Frank Fischer",
      entries: [
        {
          productId: item.boards,
          serviceId: null,
          itemName: "Prices test – Circuit boards HG",
          price: "3.85",
        },
        { productId: null, serviceId: item.wiping, itemName: "Prices test – Drive wiping", price: "12.50" },
      ],
    });
    expect(Date.parse(first.json().createdAt)).not.toBeNaN();

    const second = await operator({
      method: "PUT",
      url: pricesUrl(mine),
      payload: {
        entries: [
          boards("4.10"),
          { productId: item.copper, method: "custom", customName: "Bare bright", unit: "lbs", price: 2 },
        ],
        baseVersion: 1,
      },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ version: 2, createdBy: "Olivia Ortega" });
    expect(second.json().entries[1]).toEqual({
      productId: item.copper,
      serviceId: null,
      itemName: "Prices test – Copper wire",
      method: "custom",
      customName: "Bare bright",
      unit: "lbs",
      price: "2.00",
    });

    const current = (await operator({ method: "GET", url: pricesUrl(mine) })).json();
    expect(current).toEqual(second.json());
    const history = (
      await operator({ method: "GET", url: `/spa/accounts/${mine}/prices/history?type=outbound` })
    ).json();
    expect(history.map((h: { version: number; createdBy: string }) => [h.version, h.createdBy])).toEqual([
      [2, "Olivia Ortega"],
      [1, "Frank Fischer"],
    ]);
    expect(history[1].entries.map((e: { price: string }) => e.price)).toEqual(["3.85", "12.50"]);
  });

  it("keeps inbound and outbound prices apart", async () => {
    const inbound = await operator({
      method: "PUT",
      url: pricesUrl(mine, "inbound"),
      payload: { entries: [wipe(9)] },
    });
    expect(inbound.json()).toMatchObject({ version: 1, entries: [{ price: "9.00" }] });
    expect((await operator({ method: "GET", url: pricesUrl(mine) })).json().version).toBeGreaterThanOrEqual(
      2,
    );
  });

  it("answers 409 on a stale base version and keeps the newer version", async () => {
    const before = (await operator({ method: "GET", url: pricesUrl(mine) })).json();
    const res = await operator({
      method: "PUT",
      url: pricesUrl(mine),
      payload: { entries: [boards(1)], baseVersion: 1 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: "These prices were changed by someone else; reload to see their version",
    });
    expect((await operator({ method: "GET", url: pricesUrl(mine) })).json()).toEqual(before);
  });

  it("lets only one of two simultaneous saves from the same version through", async () => {
    const { version } = (await operator({ method: "GET", url: pricesUrl(mine) })).json();
    const save = (price: number) =>
      operator({
        method: "PUT",
        url: pricesUrl(mine),
        payload: { entries: [boards(price)], baseVersion: version },
      });
    const answers = await Promise.all([save(5), save(6)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    // The loser waited for the winner's lock, so it is told why, rather than hitting the unique index.
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(
      "These prices were changed by someone else; reload to see their version",
    );
    expect((await operator({ method: "GET", url: pricesUrl(mine) })).json().version).toBe(version + 1);
  });

  it("refuses unknown products or services on the entry's field and writes nothing", async () => {
    const before = (await operator({ method: "GET", url: pricesUrl(mine) })).json();
    const res = await operator({
      method: "PUT",
      url: pricesUrl(mine),
      payload: {
        entries: [
          boards(5),
          { productId: 999_999, method: "unit_price", unit: "lbs", price: 1 },
          wipe(),
          { ...wipe(), serviceId: 999_998 },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: "Unknown product",
      errors: { "entries.1.productId": ["Unknown product"], "entries.3.serviceId": ["Unknown service"] },
    });
    expect((await operator({ method: "GET", url: pricesUrl(mine) })).json()).toEqual(before);
    const history = (
      await operator({ method: "GET", url: `/spa/accounts/${mine}/prices/history?type=outbound` })
    ).json();
    expect(history[0].version).toBe(before.version);
  });

  it("accepts a retired product already on a list", async () => {
    const res = await operator({
      method: "PUT",
      url: pricesUrl(theirs),
      payload: { entries: [{ productId: item.retired, method: "lump_sum", unit: "charge", price: 100 }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entries[0].itemName).toBe("Prices test – Retired product");
  });

  it("validates entries, the type and the body", async () => {
    const res = await operator({
      method: "PUT",
      url: pricesUrl(mine),
      payload: {
        entries: [
          { method: "unit_price", unit: "lbs", price: 1 },
          { ...boards("1.234") },
          { ...boards(2), method: "custom" },
          boards(7),
          boards(8),
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors["entries.0.productId"]).toEqual(["Choose a product or a service"]);
    expect(errors["entries.1.price"]).toEqual(["Enter an amount with at most 2 decimals"]);
    expect(errors["entries.2.customName"]).toEqual(["A custom method needs a name"]);
    expect(errors["entries.4.productId"]).toEqual(["This line is already in the list"]);
    const noType = await operator({ method: "GET", url: `/spa/accounts/${mine}/prices` });
    expect(noType.statusCode).toBe(422);
    expect(noType.json().errors.type).toBeDefined();
  });

  it("answers 404 for an unknown account", async () => {
    expect((await operator({ method: "GET", url: pricesUrl(999_999) })).statusCode).toBe(404);
    const put = await operator({ method: "PUT", url: pricesUrl(999_999), payload: { entries: [] } });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ message: "Account not found" });
    expect(
      (await operator({ method: "GET", url: "/spa/accounts/999999/prices/history?type=inbound" })).statusCode,
    ).toBe(404);
  });

  it("answers 401 without a session and 403 to a client", async () => {
    expect((await t.app.inject({ method: "GET", url: pricesUrl(mine) })).statusCode).toBe(401);
    const put = await client({ method: "PUT", url: pricesUrl(mine), payload: { entries: [boards(0.01)] } });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe("This is available to operator staff only");
    expect((await client({ method: "GET", url: pricesUrl(mine) })).statusCode).toBe(403);
    expect((await client({ method: "GET", url: "/spa/pricebooks" })).statusCode).toBe(403);
  });
});

describe("price books", () => {
  it("creates, lists, reads and renames a price book", async () => {
    const created = await operator({
      method: "POST",
      url: "/spa/pricebooks",
      payload: { name: "Test e-scrap book", description: "Per-pound rates" },
    });
    expect(created.statusCode).toBe(201);
    const book = created.json();
    expect(book).toMatchObject({
      name: "Test e-scrap book",
      description: "Per-pound rates",
      currentVersion: 0,
      accountCount: 0,
    });
    const list = (await operator({ method: "GET", url: "/spa/pricebooks" })).json();
    expect(list).toContainEqual(book);
    expect((await operator({ method: "GET", url: `/spa/pricebooks/${book.id}` })).json()).toEqual(book);
    const renamed = await operator({
      method: "PUT",
      url: `/spa/pricebooks/${book.id}`,
      payload: { name: "Test e-scrap book 2026", description: "" },
    });
    expect(renamed.json()).toMatchObject({ name: "Test e-scrap book 2026", description: null });
  });

  it("refuses a duplicate name and answers 404 for an unknown book", async () => {
    await operator({ method: "POST", url: "/spa/pricebooks", payload: { name: "Only once" } });
    const dup = await operator({ method: "POST", url: "/spa/pricebooks", payload: { name: "ONLY ONCE" } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.name).toEqual(["A price book with this name already exists"]);
    const empty = await operator({ method: "POST", url: "/spa/pricebooks", payload: { name: "" } });
    expect(empty.json().errors.name).toEqual(["Name is required"]);
    expect((await operator({ method: "GET", url: "/spa/pricebooks/999999" })).statusCode).toBe(404);
    const put = await operator({ method: "PUT", url: "/spa/pricebooks/999999", payload: { name: "x" } });
    expect(put.json()).toEqual({ message: "Price book not found" });
    expect((await operator({ method: "GET", url: "/spa/pricebooks/999999/prices" })).statusCode).toBe(404);
    const prices = await operator({
      method: "PUT",
      url: "/spa/pricebooks/999999/prices",
      payload: { entries: [] },
    });
    expect(prices.statusCode).toBe(404);
    expect((await operator({ method: "GET", url: "/spa/pricebooks/999999/prices/history" })).statusCode).toBe(
      404,
    );
  });

  it("versions its prices and counts the accounts that use it", async () => {
    const book = (
      await operator({ method: "POST", url: "/spa/pricebooks", payload: { name: "Versioned book" } })
    ).json();
    const empty = (await operator({ method: "GET", url: `/spa/pricebooks/${book.id}/prices` })).json();
    expect(empty).toEqual({ version: 0, createdBy: null, createdAt: null, entries: [] });
    const v1 = await operator({
      method: "PUT",
      url: `/spa/pricebooks/${book.id}/prices`,
      payload: { entries: [boards(3.6)] },
    });
    expect(v1.json()).toMatchObject({ version: 1, createdBy: "Olivia Ortega", entries: [{ price: "3.60" }] });
    const v2 = await finance({
      method: "PUT",
      url: `/spa/pricebooks/${book.id}/prices`,
      payload: { entries: [boards(3.7), wipe(11)], baseVersion: 1 },
    });
    expect(v2.json()).toMatchObject({ version: 2, createdBy: "Frank Fischer" });
    const stale = await operator({
      method: "PUT",
      url: `/spa/pricebooks/${book.id}/prices`,
      payload: { entries: [], baseVersion: 1 },
    });
    expect(stale.statusCode).toBe(409);
    const history = (
      await operator({ method: "GET", url: `/spa/pricebooks/${book.id}/prices/history` })
    ).json();
    expect(
      history.map((h: { version: number; entries: unknown[] }) => [h.version, h.entries.length]),
    ).toEqual([
      [2, 2],
      [1, 1],
    ]);
    await t.database.db.update(accounts).set({ pricebookId: book.id }).where(eq(accounts.id, theirs));
    const read = (await operator({ method: "GET", url: `/spa/pricebooks/${book.id}` })).json();
    expect(read).toMatchObject({ currentVersion: 2, accountCount: 1 });
  });

  it("refuses clients with 403", async () => {
    const res = await client({ method: "POST", url: "/spa/pricebooks", payload: { name: "Client book" } });
    expect(res.statusCode).toBe(403);
  });
});

describe("GET /spa/pricing/items", () => {
  it("finds active products and services by any part of the name, any case", async () => {
    const res = await operator({ method: "GET", url: "/spa/pricing/items?search=PRICES TEST" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { kind: "product", id: item.boards, name: "Prices test – Circuit boards HG" },
      { kind: "product", id: item.copper, name: "Prices test – Copper wire" },
      { kind: "service", id: item.wiping, name: "Prices test – Drive wiping" },
    ]);
    // A fragment from the middle of the name, in another case; the demo catalogue has other wire.
    const wire = (await operator({ method: "GET", url: "/spa/pricing/items?search=T – COPPER W" })).json();
    expect(wire).toEqual([{ kind: "product", id: item.copper, name: "Prices test – Copper wire" }]);
  });

  it("treats % and _ as text and answers at most 50 items", async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      name: `Bulk 100% item ${String(i).padStart(2, "0")}`,
      type: "in_stock",
    }));
    await t.database.db.insert(products).values(many);
    const found = (
      await operator({ method: "GET", url: `/spa/pricing/items?search=${encodeURIComponent("100%")}` })
    ).json();
    expect(found).toHaveLength(50);
    expect(found[0].name).toBe("Bulk 100% item 00");
    const literal = (await operator({ method: "GET", url: "/spa/pricing/items?search=_item" })).json();
    expect(literal).toEqual([]);
    const all = (await operator({ method: "GET", url: "/spa/pricing/items" })).json();
    expect(all).toHaveLength(50);
  });

  it("is for operators only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/spa/pricing/items?search=a" })).statusCode).toBe(401);
    expect((await client({ method: "GET", url: "/spa/pricing/items?search=a" })).statusCode).toBe(403);
  });
});
