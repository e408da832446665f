import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp, XHR } from "../../../test/harness";
import { activities, assets, locations, warehouses } from "../../db/schema";
import { insertLoad, userId } from "../activities/activity-records.fixtures";
import { insertAssets, insertProduct } from "../assets/asset-records.fixtures";
import { holdAsset, newBarcode } from "../assets/assets.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
/** priya.patel@example.com: a Processing Technician of PHX (inventory.work, not inventory.manage). */
let priya: Caller;
let product: number;
let load: { id: number; slug: string; accountId: number };
let warehouse: { DAL: number; PHX: number };
let inventory: { DAL: number; PHX: number };
let operatorId: number;
let priyaId: number;
const run = randomInt(100_000, 999_999);

async function idOfWarehouse(shortName: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.shortName, shortName));
  return row?.id as number;
}

async function inventoryOf(warehouseId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.type, "inventory"), eq(activities.warehouseId, warehouseId)));
  return row?.id as number;
}

/** A location of the warehouse written straight to the table; barcodes carry this run's number. */
async function location(
  barcode: string,
  parentId: number | null = null,
  at = warehouse.DAL,
): Promise<number> {
  const [row] = await t.database.db
    .insert(locations)
    .values({ warehouseId: at, parentId, barcode: `P${run}-${barcode}`, name: barcode, type: "inventory" })
    .returning({ id: locations.id });
  return row?.id as number;
}

/** `n` assets received on the test load and put in stock at the location (a fixture: putaway has its own tests). */
async function stock(n: number, locationId: number | null, at: "DAL" | "PHX" = "DAL"): Promise<string[]> {
  const barcodes = Array.from({ length: n }, () => newBarcode("PK"));
  const ids = await insertAssets(
    t.database.db,
    barcodes.map((barcode) => ({
      barcode,
      activityId: load.id,
      accountId: load.accountId,
      productId: product,
    })),
  );
  await t.database.db
    .update(assets)
    .set({ activityId: inventory[at], locationId })
    .where(sql`${assets.id} = any(${sql.param(ids)}::int[])`);
  return barcodes;
}

async function order(type = "shop_order", status = "open", at = warehouse.DAL): Promise<string> {
  const slug = `dal-so-9${randomInt(10_000_000, 99_999_999)}`;
  await t.database.db
    .insert(activities)
    .values({ slug, type, status, accountId: load.accountId, warehouseId: at });
  return slug;
}

async function assetRow(barcode: string) {
  const [row] = await t.database.db.select().from(assets).where(eq(assets.barcode, barcode));
  if (!row) throw new Error(`no asset ${barcode}`);
  return row;
}

async function eventsOf(barcode: string) {
  const result = (await t.database.db.execute(
    sql`select action, message, reason_code as "reasonCode", changes, activity_id as "activityId"
        from events where barcode = ${barcode} order by id`,
  )) as unknown as {
    rows: {
      action: string;
      message: string | null;
      reasonCode: string | null;
      changes: unknown;
      activityId: number;
    }[];
  };
  return result.rows;
}

const reserve = (slug: string, barcodes: string[], assignedTo?: number, caller: Caller = operator) =>
  caller({ method: "POST", url: `/spa/activities/${slug}/reservations`, payload: { barcodes, assignedTo } });

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  priya = as(t.app, await signIn(t.app, "priya.patel@example.com"));
  product = await insertProduct(t.database.db, `Pick product ${run}`);
  load = await insertLoad(t.database.db, "Northwind Health");
  warehouse = { DAL: await idOfWarehouse("DAL"), PHX: await idOfWarehouse("PHX") };
  inventory = { DAL: await inventoryOf(warehouse.DAL), PHX: await inventoryOf(warehouse.PHX) };
  operatorId = await userId(t.database.db, "operator@example.com");
  priyaId = await userId(t.database.db, "priya.patel@example.com");
});
afterAll(() => t.close());

describe("reserving stock for an order", () => {
  it("answers 401 without a session, 403 without inventory.manage, and is not served to clients", async () => {
    const slug = await order();
    const [barcode] = await stock(1, await location("AUTH"));
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/spa/activities/${slug}/reservations`,
      headers: XHR,
      payload: { barcodes: [barcode] },
    });
    expect(anonymous.statusCode).toBe(401);
    const technician = await reserve(slug, [barcode as string], undefined, priya);
    expect(technician.statusCode).toBe(403);
    const asClient = await client({
      method: "POST",
      url: `/spa/client/activities/${slug}/reservations`,
      payload: { barcodes: [barcode] },
    });
    expect(asClient.statusCode).toBe(404);
    const list = await operator({ method: "GET", url: `/spa/activities/${slug}/reservations` });
    expect(list.json()).toMatchObject({ total: 0, data: [] });
  });

  it("reserves stock assets for an open shop order: each on the list with where to fetch it, and an event", async () => {
    const slug = await order();
    const zone = await location("Z1");
    const bin = await location("Z1-B2", zone);
    const barcodes = await stock(2, bin);
    const res = await reserve(
      slug,
      barcodes.map((b) => b.toLowerCase()),
      priyaId,
    );
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data.map((r: { barcode: string }) => r.barcode)).toEqual(barcodes);
    expect(data[0]).toMatchObject({
      activitySlug: slug,
      activityType: "shop_order",
      status: "reserved",
      location: { id: bin, barcode: `P${run}-Z1-B2`, path: [`P${run}-Z1`, `P${run}-Z1-B2`] },
      assignedTo: { id: priyaId, name: "Priya Patel" },
      reservedBy: { id: operatorId },
      productName: `Pick product ${run}`,
      accountName: "Northwind Health",
      closedAt: null,
    });
    expect((await eventsOf(barcodes[0] as string)).map((e) => [e.action, e.message, e.activityId])).toEqual([
      ["reserved", `Reserved for ${slug}`, inventory.DAL],
    ]);
    const list = await operator({ method: "GET", url: `/spa/activities/${slug}/reservations` });
    expect(list.json()).toMatchObject({
      total: 2,
      counts: { reserved: 2, picked: 0, short: 0, released: 0 },
    });
    const stillInStock = await assetRow(barcodes[0] as string);
    expect([stillInStock.activityId, stillInStock.locationId]).toEqual([inventory.DAL, bin]);
  });

  it("refuses all or none, listing every refused barcode with its reason", async () => {
    const slug = await order("itad");
    const other = await order();
    const here = await location("REF");
    const [good, held, taken] = await stock(3, here);
    await holdAsset(t.database.db, held as string);
    expect((await reserve(other, [taken as string])).statusCode).toBe(201);
    const [phx] = await stock(1, null, "PHX");
    const received = newBarcode("PK");
    await insertAssets(t.database.db, [
      { barcode: received, activityId: load.id, accountId: load.accountId },
    ]);
    const res = await reserve(slug, [good, held, taken, phx, received, "NOPE-1"] as string[]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      message: "5 of the 6 assets cannot be reserved",
      errors: {
        barcodes: [
          `${held} is on legal hold`,
          `${taken} is reserved for ${other}`,
          `${phx} is in stock at PHX, not DAL`,
          `${received} is not in stock`,
          "No asset has barcode NOPE-1",
        ],
      },
    });
    const list = await operator({ method: "GET", url: `/spa/activities/${slug}/reservations` });
    expect(list.json().total).toBe(0);
    const again = await reserve(other, [taken as string]);
    expect(again.json().errors.barcodes).toEqual([`${taken} is reserved for this order already`]);
  });

  it("refuses orders that do not take stock: unknown, an inbound load, a closed order, and an unknown picker", async () => {
    const [barcode] = (await stock(1, await location("ORD"))) as [string];
    expect((await reserve("dal-so-nope", [barcode])).statusCode).toBe(404);
    const inbound = await reserve(load.slug, [barcode]);
    expect(inbound.statusCode).toBe(409);
    expect(inbound.json().message).toBe(
      `${load.slug} is an inbound activity: stock is reserved for shop orders, processing and ITAD jobs and outbound loads`,
    );
    const closed = await reserve(await order("processing", "closed"), [barcode]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/is closed: stock is reserved only for open orders$/);
    const nobody = await reserve(await order(), [barcode], 99_999_999);
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().errors).toEqual({ assignedTo: ["No active operator user has id 99999999"] });
    const empty = await reserve(await order(), []);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.barcodes).toEqual(["Scan or type at least one barcode"]);
  });

  it("releases a reservation: the asset leaves the list and stays in stock; a second release is 404", async () => {
    const slug = await order();
    const bin = await location("REL");
    const [barcode] = (await stock(1, bin)) as [string];
    await reserve(slug, [barcode]);
    const res = await operator({ method: "DELETE", url: `/spa/activities/${slug}/reservations/${barcode}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "released", closedBy: { id: operatorId } });
    const row = await assetRow(barcode);
    expect([row.activityId, row.locationId]).toEqual([inventory.DAL, bin]);
    const again = await operator({
      method: "DELETE",
      url: `/spa/activities/${slug}/reservations/${barcode}`,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(`${barcode} has no open reservation for ${slug}`);
    expect((await eventsOf(barcode)).map((e) => e.action)).toEqual(["reserved", "reservation_released"]);
    const filtered = await operator({
      method: "GET",
      url: `/spa/activities/${slug}/reservations?status=released`,
    });
    expect(filtered.json()).toMatchObject({ total: 1, counts: { released: 1, reserved: 0 } });
  });
});

describe("an order's asset lists of reserved stock", () => {
  it("lists the reserved assets (not released) and the pick list (still to pick) as activity asset types", async () => {
    const slug = await order();
    const [toPick, picked, released] = (await stock(3, await location("LISTS"))) as [string, string, string];
    await reserve(slug, [toPick, picked, released], operatorId);
    expect(
      (await operator({ method: "POST", url: "/spa/picks", payload: { barcode: picked } })).statusCode,
    ).toBe(200);
    await operator({ method: "DELETE", url: `/spa/activities/${slug}/reservations/${released}` });
    const list = async (type: string) => {
      const res = await operator({
        method: "GET",
        url: `/spa/activities/${slug}/assets?type=${type}&sort=barcode`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { barcode: string }[]).map((a) => a.barcode);
    };
    expect(await list("reserved")).toEqual([toPick, picked].sort());
    expect(await list("pick_list")).toEqual([toPick]);
  });
});

type PickListAnswer = {
  groups: { location: { barcode: string } | null; reservations: { id: number; barcode: string }[] }[];
  total: number;
  progress: { toPick: number; picked: number; short: number };
};

describe("a pick list, picking and short-picks", () => {
  /** Each test starts from an empty list for the operator: whatever earlier tests left is released. */
  async function clearList() {
    await t.database.db.execute(
      sql`update asset_reservations set status = 'released', closed_at = now() where status = 'reserved'`,
    );
  }

  const myList = async (caller: Caller = operator): Promise<PickListAnswer> => {
    const res = await caller({ method: "GET", url: "/spa/users/me/picking_assets" });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it("lists what to pick grouped by location in walking order: ancestors first, A-02 before A-10, no location last", async () => {
    await clearList();
    const slug = await order();
    const a10 = await location("A-10");
    const a02 = await location("A-02");
    const a02s = await location("A-02-S1", a02);
    const [at10] = (await stock(1, a10)) as [string];
    const [at02, at02b] = (await stock(2, a02)) as [string, string];
    const [inShelf] = (await stock(1, a02s)) as [string];
    const [nowhere] = (await stock(1, null)) as [string];
    const [priyas] = (await stock(1, a02)) as [string];
    const [phx] = (await stock(1, null, "PHX")) as [string];
    expect((await reserve(slug, [nowhere, at10, inShelf, at02b, at02])).statusCode).toBe(201);
    expect((await reserve(slug, [priyas], priyaId)).statusCode).toBe(201);
    expect((await reserve(await order("shop_order", "open", warehouse.PHX), [phx])).statusCode).toBe(201);

    const list = await myList();
    expect(
      list.groups.map((g) => [g.location?.barcode ?? null, g.reservations.map((r) => r.barcode)]),
    ).toEqual([
      [`P${run}-A-02`, [at02, at02b].sort()],
      [`P${run}-A-02-S1`, [inShelf]],
      [`P${run}-A-10`, [at10]],
      [null, [nowhere]],
    ]);
    expect(list.total).toBe(5);
    expect(list.progress).toEqual({ toPick: 5, picked: 0, short: 0 });
    // Priya works in PHX: the PHX order's asset (nobody's) and the DAL one assigned to her.
    const hers = await myList(priya);
    expect(hers.groups.flatMap((g) => g.reservations.map((r) => r.barcode)).sort()).toEqual(
      [phx, priyas].sort(),
    );
  });

  it("shows another user's list to an inventory manager only", async () => {
    const forManager = await operator({ method: "GET", url: `/spa/users/${priyaId}/picking_assets` });
    expect(forManager.statusCode, forManager.body).toBe(200);
    const refused = await priya({ method: "GET", url: `/spa/users/${operatorId}/picking_assets` });
    expect(refused.statusCode).toBe(403);
    const unknown = await operator({ method: "GET", url: "/spa/users/99999999/picking_assets" });
    expect(unknown.statusCode).toBe(404);
    const asClient = await client({ method: "GET", url: "/spa/client/users/me/picking_assets" });
    expect(asClient.statusCode).toBe(404);
  });

  it("picks a scanned asset: it and its contents leave the location and stock for the order, with events", async () => {
    await clearList();
    const slug = await order();
    const bin = await location("PICK");
    const [box, other] = (await stock(2, bin)) as [string, string];
    const [inside] = (await stock(1, bin)) as [string];
    await t.database.db
      .update(assets)
      .set({ parentId: (await assetRow(box)).id })
      .where(eq(assets.barcode, inside));
    await reserve(slug, [box, other]);
    const [orderRow] = await t.database.db.select().from(activities).where(eq(activities.slug, slug));

    const unknown = await operator({ method: "POST", url: "/spa/picks", payload: { barcode: "NOPE-2" } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "No asset has barcode NOPE-2" });
    const notListed = await operator({ method: "POST", url: "/spa/picks", payload: { barcode: inside } });
    expect(notListed.statusCode).toBe(409);
    expect(notListed.json()).toEqual({ message: `${inside} is not on your pick list` });

    const res = await operator({
      method: "POST",
      url: "/spa/picks",
      payload: { barcode: ` ${box.toLowerCase()} ` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ barcode: box, status: "picked", closedBy: { id: operatorId } });
    for (const b of [box, inside]) {
      const row = await assetRow(b);
      expect([row.activityId, row.locationId]).toEqual([orderRow?.id, null]);
    }
    expect((await eventsOf(box)).at(-1)).toEqual({
      action: "picked",
      message: `Picked for ${slug}`,
      reasonCode: null,
      activityId: orderRow?.id,
      changes: [
        { field: "location", from: `P${run}-PICK`, to: null },
        { field: "activity", from: "dal-inventory", to: slug },
      ],
    });
    expect((await eventsOf(inside)).at(-1)?.message).toBe(`Picked inside ${box}`);
    const list = await myList();
    expect(list.groups.flatMap((g) => g.reservations.map((r) => r.barcode))).toEqual([other]);
    expect(list.progress).toEqual({ toPick: 1, picked: 1, short: 0 });
    const twice = await operator({ method: "POST", url: "/spa/picks", payload: { barcode: box } });
    expect(twice.statusCode).toBe(409);
  });

  it("refuses a pick of a held asset and of one assigned to someone else", async () => {
    await clearList();
    const slug = await order();
    const bin = await location("HELD");
    const [held, hers] = (await stock(2, bin)) as [string, string];
    await reserve(slug, [held]);
    await reserve(slug, [hers], priyaId);
    await holdAsset(t.database.db, held);
    const res = await operator({ method: "POST", url: "/spa/picks", payload: { barcode: held } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `${held} is on legal hold: it cannot leave stock; report it short with the reason On hold`,
    );
    expect((await assetRow(held)).locationId).toBe(bin);
    const notMine = await operator({ method: "POST", url: "/spa/picks", payload: { barcode: hers } });
    expect(notMine.json()).toEqual({ message: `${hers} is not on your pick list` });
    const technician = await priya({ method: "POST", url: "/spa/picks", payload: { barcode: hers } });
    expect(technician.statusCode, technician.body).toBe(200);
  });

  it("short-picks with a reason: the asset stays where the system had it, with an event carrying the reason", async () => {
    await clearList();
    const slug = await order();
    const bin = await location("SHORT");
    const [missing, hers] = (await stock(2, bin)) as [string, string];
    const [reservation] = (await reserve(slug, [missing])).json().data;
    const [priyas] = (await reserve(slug, [hers], priyaId)).json().data;
    const url = `/spa/reservations/${reservation.id}/short`;

    const noNote = await operator({ method: "POST", url, payload: { reason: "other" } });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors).toEqual({ note: ["Say what happened when the reason is Other"] });
    const badReason = await operator({ method: "POST", url, payload: { reason: "lost" } });
    expect(badReason.statusCode).toBe(422);
    expect(Object.keys(badReason.json().errors)).toEqual(["reason"]);
    const notMine = await operator({
      method: "POST",
      url: `/spa/reservations/${priyas.id}/short`,
      payload: { reason: "damaged" },
    });
    expect(notMine.json()).toEqual({ message: `${hers} is not on your pick list` });
    expect(
      (
        await operator({
          method: "POST",
          url: "/spa/reservations/99999999/short",
          payload: { reason: "damaged" },
        })
      ).statusCode,
    ).toBe(404);

    const res = await operator({ method: "POST", url, payload: { reason: "not_found", note: "Bin empty" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "short", shortReason: "not_found", note: "Bin empty" });
    const row = await assetRow(missing);
    expect([row.activityId, row.locationId]).toEqual([inventory.DAL, bin]);
    expect((await eventsOf(missing)).at(-1)).toMatchObject({
      action: "short_picked",
      message: "Not at its location: Bin empty",
      reasonCode: "not_found",
      activityId: inventory.DAL,
    });
    const twice = await operator({ method: "POST", url, payload: { reason: "damaged" } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`${missing} is short already: only a reservation to pick can be short`);
    const orderList = await operator({ method: "GET", url: `/spa/activities/${slug}/reservations` });
    expect(orderList.json().counts).toEqual({ reserved: 1, picked: 0, short: 1, released: 0 });
    const reservedAgain = await reserve(slug, [missing]);
    expect(reservedAgain.statusCode, reservedAgain.body).toBe(201);
  });
});
