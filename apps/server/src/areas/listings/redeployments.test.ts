import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import { rowsOf } from "../../db/paging";
import { eventsOfBarcode } from "../assets/asset-records.fixtures";
import { pickFor } from "../outbound/outbound-load.fixtures";
import { setStatus } from "../outbound/shipment.fixtures";
import {
  holdAsset,
  laptopProduct,
  redeployChargeProgram,
  redeploymentDevices,
  redeploymentLocation,
} from "./redeployment.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let technician: Caller;
let northwind: number;
let acme: number;
let dal: number;

const NW = "Northwind Health";
const address = { line1: "1 Elm St", city: "Dallas", region: "TX", postalCode: "75201", country: "us" };

function draft(
  lines: { productId: number; grade?: string | null; quantity: number }[],
  accountId = northwind,
) {
  return {
    accountId,
    warehouseId: dal,
    recipientName: "Jamie Rivera",
    recipientEmail: "jamie@northwind.example.com",
    address,
    neededBy: "2026-12-15",
    lines,
  };
}

const post = (caller: Caller, payload: object) =>
  caller({ method: "POST", url: "/spa/redeployment_orders", payload });
const put = (caller: Caller, id: number, payload: object) =>
  caller({ method: "PUT", url: `/spa/redeployment_orders/${id}`, payload });

/** A draft by the caller, answered id. */
async function drafted(
  caller: Caller,
  lines: Parameters<typeof draft>[0],
  accountId = northwind,
): Promise<number> {
  const res = await post(caller, draft(lines, accountId));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const count = async (table: string) =>
  Number(
    (await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]?.n,
  );

async function loadOf(orderId: number) {
  const [row] = await rowsOf<{ id: number; slug: string; status: string; account_id: number; type: string }>(
    t.database.db,
    sql`select a.id, a.slug, a.status, a.account_id, a.type from redeployment_orders o
        join activities a on a.id = o.outbound_activity_id where o.id = ${orderId}`,
  );
  return row;
}

async function reservedOn(loadId: number) {
  return rowsOf<{ asset_id: number; status: string }>(
    t.database.db,
    sql`select asset_id, status from asset_reservations where activity_id = ${loadId} order by asset_id`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const callers = await accountCallers(t.app);
  operator = callers.operator;
  // The client family's paths: /spa/client/...
  client = (options) =>
    callers.client({ ...options, url: String(options.url).replace(/^\/spa\//, "/spa/client/") });
  technician = as(t.app, await signIn(t.app, "priya.patel@example.com"));
  northwind = await accountId(operator, NW);
  acme = await accountId(operator, "Acme Telecom");
  const [w] = await rowsOf<{ id: number }>(
    t.database.db,
    sql`select id from warehouses where short_name = 'DAL'`,
  );
  dal = Number(w?.id);
});
afterAll(() => t.close());

describe("GET /redeployment_orders/listings", () => {
  it("counts a client's available devices by product and grade; held, reserved, unerased, ungraded or elsewhere are left out", async () => {
    const db = t.database.db;
    const laptop = await laptopProduct(db);
    const a = await redeploymentDevices(db, NW, laptop.id, 3, { grade: "A" });
    await redeploymentDevices(db, NW, laptop.id, 2, { grade: "B" });
    await redeploymentDevices(db, NW, laptop.id, 1, { grade: "A", erased: false });
    await redeploymentDevices(db, NW, laptop.id, 1, { grade: null });
    const other = await rowsOf<{ id: number }>(
      db,
      sql`select l.id from locations l join warehouses w on w.id = l.warehouse_id
          where w.short_name = 'DAL' and l.type <> 'customer_redeployment' order by l.id limit 1`,
    );
    await redeploymentDevices(db, NW, laptop.id, 1, { grade: "A", locationId: Number(other[0]?.id) });
    await holdAsset(db, a.ids[0] as number);

    const res = await client({
      method: "GET",
      url: `/spa/redeployment_orders/listings?search=${encodeURIComponent(laptop.name)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe(2);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        accountId: northwind,
        productId: laptop.id,
        grade: "A",
        available: 2,
        warehouseShortName: "DAL",
      }),
      expect.objectContaining({ accountId: northwind, productId: laptop.id, grade: "B", available: 2 }),
    ]);
  });

  it("never shows a client another account's devices; naming that account answers 404", async () => {
    const laptop = await laptopProduct(t.database.db);
    await redeploymentDevices(t.database.db, "Acme Telecom", laptop.id, 2);
    const mine = await client({
      method: "GET",
      url: `/spa/redeployment_orders/listings?search=${encodeURIComponent(laptop.name)}`,
    });
    expect(mine.json().total).toBe(0);
    const theirs = await client({
      method: "GET",
      url: `/spa/redeployment_orders/listings?accountId=${acme}`,
    });
    expect(theirs.statusCode).toBe(404);
    const staff = await operator({
      method: "GET",
      url: `/spa/redeployment_orders/listings?accountId=${acme}&search=${encodeURIComponent(laptop.name)}`,
    });
    expect(staff.json().data).toEqual([expect.objectContaining({ accountId: acme, available: 2 })]);
  });

  it("needs redeployments.view (403 for a technician)", async () => {
    const res = await technician({ method: "GET", url: "/spa/redeployment_orders/listings" });
    expect(res.statusCode).toBe(403);
  });
});

describe("POST and GET /redeployment_orders", () => {
  it("a client drafts an order for an employee; it reads back with its lines and address", async () => {
    const laptop = await laptopProduct(t.database.db);
    const id = await drafted(client, [{ productId: laptop.id, grade: "A", quantity: 2 }]);
    const res = await client({ method: "GET", url: `/spa/redeployment_orders/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "draft",
      account: { id: northwind, name: NW },
      recipientName: "Jamie Rivera",
      address: { line1: "1 Elm St", city: "Dallas", postalCode: "75201", country: "US", line2: null },
      neededBy: "2026-12-15",
      lines: [{ productId: laptop.id, productName: laptop.name, grade: "A", quantity: 2 }],
      devices: [],
      outbound: null,
      quantity: 2,
    });
  });

  it("a client ordering for another account answers 404 and writes nothing", async () => {
    const laptop = await laptopProduct(t.database.db);
    const before = await count("redeployment_orders");
    const res = await post(client, draft([{ productId: laptop.id, quantity: 1 }], acme));
    expect(res.statusCode).toBe(404);
    expect(await count("redeployment_orders")).toBe(before);
  });

  it("another account's order answers a client 404, read or changed", async () => {
    const laptop = await laptopProduct(t.database.db);
    const id = await drafted(operator, [{ productId: laptop.id, quantity: 1 }], acme);
    expect((await client({ method: "GET", url: `/spa/redeployment_orders/${id}` })).statusCode).toBe(404);
    expect((await put(client, id, { status: "submitted" })).statusCode).toBe(404);
    expect((await put(client, id, { notes: "mine" })).statusCode).toBe(404);
    const list = await client({ method: "GET", url: "/spa/redeployment_orders?pageSize=200" });
    expect(list.json().data.map((o: { id: number }) => o.id)).not.toContain(id);
  });

  it("refuses a missing address, a repeated line and an unknown product on their fields", async () => {
    const laptop = await laptopProduct(t.database.db);
    const bad = await post(client, {
      ...draft([
        { productId: laptop.id, grade: "A", quantity: 1 },
        { productId: laptop.id, grade: "A", quantity: 2 },
      ]),
      address: { line1: "", city: "Dallas", postalCode: "", country: "ZZ" },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(["address.line1", "address.postalCode", "address.country", "lines.1"]),
    );
    const unknown = await post(client, draft([{ productId: 999_999_999, quantity: 1 }]));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors["lines.0.productId"]).toEqual(["Unknown product"]);
  });

  it("lists orders newest first with status and account filters, in the client's scope", async () => {
    const laptop = await laptopProduct(t.database.db);
    const mine = await drafted(client, [{ productId: laptop.id, quantity: 1 }]);
    const res = await client({
      method: "GET",
      url: `/spa/redeployment_orders?status=draft&accountId=${northwind}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ id: mine, status: "draft", account: { id: northwind } });
    expect(res.json().data.every((o: { status: string }) => o.status === "draft")).toBe(true);
    expect(
      (await client({ method: "GET", url: `/spa/redeployment_orders?accountId=${acme}` })).statusCode,
    ).toBe(404);
  });

  it("needs redeployments.order to draft (403 for a technician)", async () => {
    const res = await post(technician, draft([{ productId: 1, quantity: 1 }]));
    expect(res.statusCode).toBe(403);
  });
});

describe("submitting an order", () => {
  it("short lines answer 409 naming each, and nothing is written", async () => {
    const db = t.database.db;
    const laptop = await laptopProduct(db, `Dell Latitude 5420 X${Date.now()}`);
    const other = await laptopProduct(db);
    await redeploymentDevices(db, NW, laptop.id, 1, { grade: "A" });
    await redeploymentDevices(db, NW, other.id, 3, { grade: "B" });
    const id = await drafted(client, [
      { productId: laptop.id, grade: "A", quantity: 2 },
      { productId: other.id, grade: "B", quantity: 2 },
      { productId: other.id, grade: "C", quantity: 1 },
    ]);
    const [loads, reservations] = [await count("activities"), await count("asset_reservations")];
    const res = await put(client, id, { status: "submitted" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`${laptop.name} grade A: 2 asked, 1 available`);
    expect(res.json().errors.lines).toEqual([
      `${laptop.name} grade A: 2 asked, 1 available`,
      `${other.name} grade C: 1 asked, 0 available`,
    ]);
    expect(await count("activities")).toBe(loads);
    expect(await count("asset_reservations")).toBe(reservations);
    expect((await client({ method: "GET", url: `/spa/redeployment_orders/${id}` })).json().status).toBe(
      "draft",
    );
  });

  it("reserves the oldest available devices onto an outbound load to the client, skipping held, listed and reserved ones", async () => {
    const db = t.database.db;
    const laptop = await laptopProduct(db);
    const devices = await redeploymentDevices(db, NW, laptop.id, 5, { grade: "A" });
    const [held, listedOne, reservedOne, first, second] = devices.ids as [
      number,
      number,
      number,
      number,
      number,
    ];
    await holdAsset(db, held);
    const [listing] = await rowsOf<{ id: number }>(
      db,
      sql`insert into listings (title, status) values ('Laptops lot', 'draft') returning id`,
    );
    await db.execute(
      sql`insert into asset_reservations (asset_id, listing_id, warehouse_id, status) values (${listedOne}, ${listing?.id}, ${dal}, 'listed')`,
    );
    const busy = await rowsOf<{ id: number }>(
      db,
      sql`insert into activities (slug, type, status, account_id, warehouse_id)
          values (${`dal-out-t${Date.now()}`}, 'outbound', 'building', ${northwind}, ${dal}) returning id`,
    );
    await db.execute(
      sql`insert into asset_reservations (asset_id, activity_id, warehouse_id) values (${reservedOne}, ${busy[0]?.id}, ${dal})`,
    );
    const id = await drafted(client, [{ productId: laptop.id, grade: "A", quantity: 2 }]);
    const res = await put(client, id, { status: "submitted" });
    expect(res.statusCode, res.body).toBe(200);
    const load = await loadOf(id);
    expect(load).toMatchObject({ type: "outbound", status: "building", account_id: northwind });
    expect(await reservedOn(load?.id as number)).toEqual([
      { asset_id: first, status: "reserved" },
      { asset_id: second, status: "reserved" },
    ]);
    expect(res.json()).toMatchObject({
      status: "submitted",
      outbound: { slug: load?.slug, status: "building" },
      driveCount: 2,
      devices: [
        expect.objectContaining({ barcode: devices.barcodes[3], status: "reserved", grade: "A" }),
        expect.objectContaining({ barcode: devices.barcodes[4], status: "reserved" }),
      ],
    });
    const events = await eventsOfBarcode(db, devices.barcodes[3] as string);
    expect(events.map((e) => e.message)).toContain(`Reserved for redeployment order #${id} (${load?.slug})`);
  });

  it("two orders submitted at once for the same devices: one gets them, the other is short, none reserved twice", async () => {
    const db = t.database.db;
    const laptop = await laptopProduct(db);
    const devices = await redeploymentDevices(db, NW, laptop.id, 3);
    const first = await drafted(client, [{ productId: laptop.id, quantity: 2 }]);
    const second = await drafted(operator, [{ productId: laptop.id, quantity: 2 }]);
    const answers = await Promise.all([
      put(client, first, { status: "submitted" }),
      put(operator, second, { status: "submitted" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().errors.lines).toEqual([`${laptop.name} any grade: 2 asked, 1 available`]);
    const open = await rowsOf<{ asset_id: number; n: number }>(
      db,
      sql`select asset_id, count(*)::int as n from asset_reservations
          where asset_id = any(${sql.param(devices.ids)}::int[]) and status = 'reserved' group by asset_id`,
    );
    expect(open).toHaveLength(2);
    expect(open.every((r) => r.n === 1)).toBe(true);
  });

  it("charges the program's hard drive redeploy charge per drive", async () => {
    const db = t.database.db;
    const laptop = await laptopProduct(db);
    await redeploymentDevices(db, "Northwind Health – Dallas Clinic", laptop.id, 3, { grade: "B" });
    await redeployChargeProgram(db, "Northwind Health – Dallas Clinic", 12.5);
    const clinic = await accountId(operator, "Northwind Health – Dallas Clinic");
    const id = await drafted(client, [{ productId: laptop.id, grade: null, quantity: 3 }], clinic);
    const res = await put(client, id, { status: "submitted" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ driveCount: 3, driveCharge: 37.5 });
  });

  it("no charge without the program rule", async () => {
    const db = t.database.db;
    const laptop = await laptopProduct(db);
    await redeploymentDevices(db, "Acme Telecom", laptop.id, 1);
    const id = await drafted(operator, [{ productId: laptop.id, quantity: 1 }], acme);
    const submitted = await put(operator, id, { status: "submitted" });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ driveCount: 1, driveCharge: null });
  });

  it("lines no longer change once submitted; only an operator releases to picking", async () => {
    const db = t.database.db;
    const laptop = await laptopProduct(db);
    await redeploymentDevices(db, NW, laptop.id, 1);
    const id = await drafted(client, [{ productId: laptop.id, quantity: 1 }]);
    const submitted = await put(client, id, { status: "submitted" });
    expect(submitted.json()).toMatchObject({ status: "submitted", driveCount: 1 });
    const lines = await put(client, id, { lines: [{ productId: laptop.id, quantity: 2 }] });
    expect(lines.statusCode).toBe(409);
    expect(lines.json().message).toMatch(/lines no longer change/);
    expect((await put(client, id, { recipientPhone: "+1 214 555 0100" })).statusCode).toBe(200);
    const picking = await put(client, id, { status: "picking" });
    expect(picking.statusCode).toBe(409);
    expect(picking.json().message).toBe("An operator releases the order to picking");
    const [me] = await rowsOf<{ id: number }>(
      db,
      sql`select id from users where email = 'operator@example.com'`,
    );
    const released = await put(operator, id, { status: "picking", assignedTo: me?.id });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().status).toBe("picking");
    const [assigned] = await rowsOf<{ assigned_to: number }>(
      db,
      sql`select assigned_to from asset_reservations where activity_id = (select outbound_activity_id from redeployment_orders where id = ${id})`,
    );
    expect(assigned?.assigned_to).toBe(me?.id);
    const again = await put(client, id, { status: "canceled", cancelReason: "No longer needed" });
    expect(again.statusCode).toBe(409);
  });

  it("shipped and delivered follow the outbound load", async () => {
    const db = t.database.db;
    const laptop = await laptopProduct(db);
    const devices = await redeploymentDevices(db, NW, laptop.id, 2);
    const id = await drafted(client, [{ productId: laptop.id, quantity: 2 }]);
    expect((await put(client, id, { status: "submitted" })).statusCode).toBe(200);
    const asked = await put(operator, id, { status: "shipped" });
    expect(asked.statusCode).toBe(422);
    expect(asked.json().errors.status).toEqual(["Status is submitted, picking or canceled"]);
    const load = await loadOf(id);
    await pickFor(db, load?.id as number, devices.ids);
    await setStatus(db, load?.id as number, "packed");
    const shipped = await operator({
      method: "PUT",
      url: `/spa/activities/${load?.slug}`,
      payload: { status: "shipped" },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const order = await client({ method: "GET", url: `/spa/redeployment_orders/${id}` });
    expect(order.json()).toMatchObject({ status: "shipped", outbound: { status: "shipped" } });
    expect(order.json().devices.map((d: { status: string }) => d.status)).toEqual(["picked", "picked"]);
    // Marked delivered with others from the outbound index (the bulk action): the order follows too.
    const delivered = await operator({
      method: "POST",
      url: "/spa/activities/bulk/status",
      payload: { slugs: [load?.slug], status: "delivered" },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await client({ method: "GET", url: `/spa/redeployment_orders/${id}` })).json().status).toBe(
      "delivered",
    );
  });
});

describe("canceling", () => {
  it("a client cancels a submitted order with a reason: its load is canceled and the devices released", async () => {
    const db = t.database.db;
    const laptop = await laptopProduct(db);
    await redeploymentDevices(db, NW, laptop.id, 2);
    const id = await drafted(client, [{ productId: laptop.id, quantity: 2 }]);
    await put(client, id, { status: "submitted" });
    const noReason = await put(client, id, { status: "canceled" });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.cancelReason).toEqual(["Give the reason for canceling"]);
    const res = await put(client, id, { status: "canceled", cancelReason: "Employee left" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "canceled", cancelReason: "Employee left", devices: [] });
    const load = await loadOf(id);
    expect(load?.status).toBe("canceled");
    expect((await reservedOn(load?.id as number)).map((r) => r.status)).toEqual(["released", "released"]);
    const listings = await client({
      method: "GET",
      url: `/spa/redeployment_orders/listings?search=${encodeURIComponent(laptop.name)}`,
    });
    expect(listings.json().data[0].available).toBe(2);
  });

  it("a canceled load cancels its order", async () => {
    const db = t.database.db;
    const laptop = await laptopProduct(db);
    await redeploymentDevices(db, NW, laptop.id, 1);
    const id = await drafted(operator, [{ productId: laptop.id, quantity: 1 }]);
    await put(operator, id, { status: "submitted" });
    const load = await loadOf(id);
    const res = await operator({
      method: "PUT",
      url: `/spa/activities/${load?.slug}`,
      payload: { status: "canceled" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = (await operator({ method: "GET", url: `/spa/redeployment_orders/${id}` })).json();
    expect(order).toMatchObject({
      status: "canceled",
      cancelReason: `Its outbound load ${load?.slug} was canceled`,
    });
  });

  it("a draft cancels alone; a canceled order is final", async () => {
    const laptop = await laptopProduct(t.database.db);
    const id = await drafted(client, [{ productId: laptop.id, quantity: 1 }]);
    const res = await put(client, id, { status: "canceled", cancelReason: "Typo" });
    expect(res.json()).toMatchObject({ status: "canceled", outbound: null });
    expect((await put(operator, id, { status: "submitted" })).statusCode).toBe(409);
    expect((await put(client, id, { notes: "again" })).statusCode).toBe(409);
  });
});

it("the DAL customer redeployment location exists for these tests", async () => {
  expect(await redeploymentLocation(t.database.db)).toBeGreaterThan(0);
});
