import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp, XHR } from "../../../test/harness";
import { accounts, activities, assets } from "../../db/schema";
import { userId } from "../activities/activity-records.fixtures";
import { insertProduct } from "../assets/asset-records.fixtures";
import { stockOf, warehouseId } from "./outbound-load.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
/** priya.patel@example.com: a Processing Technician (no outbound permissions, no inventory.manage). */
let priya: Caller;
/** ramon.reyes@example.com: Receiving at DAL (outbound.edit, not inventory.manage). */
let ramon: Caller;
let operatorId: number;
let product: number;
const run = randomInt(100_000, 999_999);

async function accountNamed(name: string): Promise<number> {
  const [row] = await t.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name));
  if (!row) throw new Error(`no demo account ${name}`);
  return row.id;
}

/** An outbound load of DAL to the consignee, written straight to the table. */
async function outbound(
  consignee = "Evergreen Metals Recovery",
  status = "requested",
): Promise<{ id: number; slug: string }> {
  const slug = `dal-out-9${randomInt(10_000_000, 99_999_999)}`;
  const [row] = await t.database.db
    .insert(activities)
    .values({
      slug,
      type: "outbound",
      status,
      accountId: await accountNamed(consignee),
      warehouseId: await warehouseId(t.database.db),
    })
    .returning({ id: activities.id });
  return { id: row?.id as number, slug };
}

const stock = async (n: number, account = "Northwind Health") =>
  (await stockOf(t.database.db, account, n, null, product)).barcodes;
const reserve = (slug: string, barcodes: string[], caller: Caller = operator) =>
  caller({
    method: "POST",
    url: `/spa/activities/${slug}/reservations`,
    payload: { barcodes, assignedTo: operatorId },
  });
const pick = (barcode: string) => operator({ method: "POST", url: "/spa/picks", payload: { barcode } });
const move = (slug: string, status: string) =>
  operator({ method: "PUT", url: `/spa/activities/${slug}`, payload: { status } });
const newUnit = (slug: string, packaging = "pallet", caller: Caller = operator) =>
  caller({ method: "POST", url: `/spa/activities/${slug}/packing_lists`, payload: { packaging } });
const scanOnto = (unitId: number, barcode: string) =>
  operator({ method: "POST", url: `/spa/packing_lists/${unitId}/assets`, payload: { barcode } });
const updateUnit = (unitId: number, payload: Record<string, unknown>) =>
  operator({ method: "PUT", url: `/spa/packing_lists/${unitId}`, payload });

async function statusOf(slug: string): Promise<string> {
  const [row] = await t.database.db
    .select({ status: activities.status })
    .from(activities)
    .where(eq(activities.slug, slug));
  return row?.status as string;
}

async function loadEvents(loadId: number) {
  const result = (await t.database.db.execute(
    sql`select action, message, barcode from events where activity_id = ${loadId} order by id`,
  )) as unknown as { rows: { action: string; message: string | null; barcode: string | null }[] };
  return result.rows;
}

/** A load with `n` assets reserved and picked through the API. */
async function pickedLoad(n: number, consignee?: string) {
  const load = await outbound(consignee);
  const barcodes = await stock(n);
  expect((await reserve(load.slug, barcodes)).statusCode).toBe(201);
  for (const barcode of barcodes) expect((await pick(barcode)).statusCode).toBe(200);
  return { ...load, barcodes };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  priya = as(t.app, await signIn(t.app, "priya.patel@example.com"));
  ramon = as(t.app, await signIn(t.app, "ramon.reyes@example.com"));
  operatorId = await userId(t.database.db, "operator@example.com");
  product = await insertProduct(t.database.db, `Outbound pick product ${run}`);
});
afterAll(() => t.close());

describe("reserving stock onto an outbound load", () => {
  it("reserves onto a requested load, which starts building with a status_changed event", async () => {
    const load = await outbound();
    const barcodes = await stock(2);
    const res = await reserve(load.slug, barcodes);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.map((r: { activitySlug: string }) => r.activitySlug)).toEqual([
      load.slug,
      load.slug,
    ]);
    expect(await statusOf(load.slug)).toBe("building");
    expect(await loadEvents(load.id)).toContainEqual(
      expect.objectContaining({
        action: "status_changed",
        message: "Status requested → building (stock reserved)",
      }),
    );
  });

  it("lets an outbound editor without inventory.manage reserve and release onto an outbound load, but not onto a shop order (403)", async () => {
    const load = await outbound();
    const [one, two] = await stock(2);
    const reserved = await reserve(load.slug, [one as string], ramon);
    expect(reserved.statusCode).toBe(201);
    const released = await ramon({
      method: "DELETE",
      url: `/spa/activities/${load.slug}/reservations/${one}`,
    });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ barcode: one, status: "released" });

    const slug = `dal-so-9${randomInt(10_000_000, 99_999_999)}`;
    await t.database.db.insert(activities).values({
      slug,
      type: "shop_order",
      status: "open",
      accountId: await accountNamed("Northwind Health"),
      warehouseId: await warehouseId(t.database.db),
    });
    const refused = await reserve(slug, [two as string], ramon);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Reserving stock for an order needs the inventory manage permission");
    const technician = await reserve(load.slug, [two as string], priya);
    expect(technician.statusCode).toBe(403);
    expect(technician.json().message).toContain("outbound edit or inventory manage");
  });

  it("refuses a load that is picked already (409) and a client consignee's load with another client's assets (422, nothing written)", async () => {
    const picked = await outbound("Evergreen Metals Recovery", "picked");
    const [one] = await stock(1);
    const late = await reserve(picked.slug, [one as string]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain("requested or being built");

    const toAcme = await outbound("Acme Telecom");
    const northwind = await stock(1);
    const refused = await reserve(toAcme.slug, northwind);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.barcodes[0]).toContain("Acme Telecom may receive only its own assets");
    expect(await statusOf(toAcme.slug)).toBe("requested");
    const list = await operator({ method: "GET", url: `/spa/activities/${toAcme.slug}/reservations` });
    expect(list.json().total).toBe(0);
  });

  it("picking moves the asset onto the load; the asset lists by type follow it", async () => {
    const load = await outbound();
    const [first, second, third] = await stock(3);
    expect((await reserve(load.slug, [first, second, third] as string[])).statusCode).toBe(201);
    expect((await pick(first as string)).statusCode).toBe(200);
    const [asset] = await t.database.db
      .select()
      .from(assets)
      .where(eq(assets.barcode, first as string));
    expect(asset).toMatchObject({ activityId: load.id, locationId: null });
    const released = await operator({
      method: "DELETE",
      url: `/spa/activities/${load.slug}/reservations/${third}`,
    });
    expect(released.statusCode).toBe(200);
    const listOf = async (type: string) =>
      (
        await operator({
          method: "GET",
          url: `/spa/activities/${load.slug}/assets?type=${type}&sort=barcode&pageSize=100`,
        })
      )
        .json()
        .data.map((a: { barcode: string }) => a.barcode);
    expect(await listOf("pick_list")).toEqual([second]);
    expect(await listOf("completed")).toEqual([first]);
    expect(await listOf("unreserved")).toEqual([third]);
    expect(await listOf("reserved")).toEqual([first, second].sort());
    const available = await operator({
      method: "GET",
      url: `/spa/activities/${load.slug}/assets?type=available_to&search=${third}`,
    });
    expect(available.json().data.map((a: { barcode: string }) => a.barcode)).toEqual([third]);
    const notAvailable = await operator({
      method: "GET",
      url: `/spa/activities/${load.slug}/assets?type=available_to&search=${second}`,
    });
    expect(notAvailable.json().data).toEqual([]);
  });

  it("a client consignee's load is available only its own family's stock", async () => {
    const toAcme = await outbound("Acme Telecom");
    const [northwind] = await stock(1);
    const [acme] = await stock(1, "Acme Telecom");
    const [child] = await stock(1, "Acme Telecom – Outside Plant");
    const seen = async (barcode: string) =>
      (
        await operator({
          method: "GET",
          url: `/spa/activities/${toAcme.slug}/assets?type=available_to&search=${barcode}`,
        })
      ).json().data.length;
    expect(await seen(northwind as string)).toBe(0);
    expect(await seen(acme as string)).toBe(1);
    expect(await seen(child as string)).toBe(1);
  });
});

describe("the load's pick list", () => {
  it("counts the load's products to pick, picked and short, and lists a product's reservations", async () => {
    const load = await outbound();
    const barcodes = await stock(3);
    await reserve(load.slug, barcodes);
    await pick(barcodes[0] as string);
    const list = await operator({ method: "GET", url: `/spa/activities/${load.slug}/pick_list` });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      { productId: product, productName: `Outbound pick product ${run}`, toPick: 2, picked: 1, short: 0 },
    ]);
    const ofProduct = await operator({
      method: "GET",
      url: `/spa/activities/${load.slug}/pick_list/${product}`,
    });
    expect(
      ofProduct
        .json()
        .toPick.map((r: { barcode: string }) => r.barcode)
        .sort(),
    ).toEqual(barcodes.slice(1).sort());
    expect(ofProduct.json().done.map((r: { barcode: string }) => r.barcode)).toEqual([barcodes[0]]);
    expect((await priya({ method: "GET", url: `/spa/activities/${load.slug}/pick_list` })).statusCode).toBe(
      403,
    );
    const inbound = await operator({
      method: "GET",
      url: `/spa/activities/${load.slug.replace("out", "in")}/pick_list`,
    });
    expect(inbound.statusCode).toBe(404);
  });
});

describe("moving a load to picked and packed", () => {
  it("refuses picked while assets are still to pick, naming how many", async () => {
    const load = await outbound();
    const barcodes = await stock(3);
    await reserve(load.slug, barcodes);
    await pick(barcodes[0] as string);
    const refused = await move(load.slug, "picked");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("2 assets are still to pick: pick them or report them short");
    await pick(barcodes[1] as string);
    await pick(barcodes[2] as string);
    expect((await move(load.slug, "picked")).statusCode).toBe(200);
  });

  it("refuses packed until every picked asset is on a closed unit, then packs", async () => {
    const load = await pickedLoad(2);
    expect((await move(load.slug, "picked")).statusCode).toBe(200);
    const none = await move(load.slug, "packed");
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toContain("no shipping unit");
    const unit = (await newUnit(load.slug)).json();
    expect((await scanOnto(unit.id, load.barcodes[0] as string)).statusCode).toBe(200);
    const oneLeft = await move(load.slug, "packed");
    expect(oneLeft.json().message).toBe("1 picked asset is on no shipping unit: consolidate it first");
    await scanOnto(unit.id, load.barcodes[1] as string);
    const open = await move(load.slug, "packed");
    expect(open.json().message).toBe("1 shipping unit is still open: weigh and close it first");
    expect(
      (await updateUnit(unit.id, { grossWeight: 540, tareWeight: 40, status: "closed" })).statusCode,
    ).toBe(200);
    expect((await move(load.slug, "packed")).statusCode).toBe(200);
    const changed = await scanOnto(unit.id, load.barcodes[0] as string);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toContain("move it back to picked");
  });
});

describe("shipping units", () => {
  it("answers 401 without a session, 403 without outbound.edit, 404 to clients, 422 for a bad packaging", async () => {
    const load = await outbound("Evergreen Metals Recovery", "building");
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/spa/activities/${load.slug}/packing_lists`,
      headers: XHR,
      payload: { packaging: "pallet" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await newUnit(load.slug, "pallet", priya)).statusCode).toBe(403);
    const asClient = await client({
      method: "GET",
      url: `/spa/client/activities/${load.slug}/packing_lists`,
    });
    expect(asClient.statusCode).toBe(404);
    const bad = await newUnit(load.slug, "crate");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.packaging).toBeDefined();
    const inbound = await operator({
      method: "POST",
      url: "/spa/activities/dal-in-100001/packing_lists",
      payload: { packaging: "pallet" },
    });
    expect([404, 409]).toContain(inbound.statusCode);
    expect(
      (await operator({ method: "GET", url: `/spa/activities/${load.slug}/packing_lists` })).json().data,
    ).toEqual([]);
  });

  it("starts units with PL- barcodes and consolidates picked assets by scan with consolidated events", async () => {
    const load = await pickedLoad(3);
    const pallet = await newUnit(load.slug);
    expect(pallet.statusCode).toBe(201);
    expect(pallet.json()).toMatchObject({ packaging: "pallet", status: "open", itemCount: 0 });
    expect(pallet.json().barcode).toMatch(/^PL-\d{6,}$/);
    const added = await scanOnto(pallet.json().id, (load.barcodes[0] as string).toLowerCase());
    expect(added.statusCode).toBe(200);
    expect(added.json().items.map((i: { barcode: string }) => i.barcode)).toEqual([load.barcodes[0]]);
    const again = await scanOnto(pallet.json().id, load.barcodes[0] as string);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("already");
    const box = (await newUnit(load.slug, "box")).json();
    const elsewhere = await scanOnto(box.id, load.barcodes[0] as string);
    expect(elsewhere.json().message).toContain(`is on ${pallet.json().barcode}`);
    const [stranger] = await stock(1);
    const notPicked = await scanOnto(pallet.json().id, stranger as string);
    expect(notPicked.statusCode).toBe(409);
    expect(notPicked.json().message).toBe(`${stranger} is not picked for ${load.slug}`);
    expect((await scanOnto(pallet.json().id, "NO-SUCH-ASSET")).statusCode).toBe(404);
    const events = await loadEvents(load.id);
    expect(events).toContainEqual(
      expect.objectContaining({
        action: "consolidated",
        barcode: load.barcodes[0],
        message: `Consolidated onto ${pallet.json().barcode}`,
      }),
    );
    const listed = (
      await operator({ method: "GET", url: `/spa/activities/${load.slug}/packing_lists` })
    ).json();
    expect(listed.data.map((u: { barcode: string }) => u.barcode)).toEqual([
      pallet.json().barcode,
      box.barcode,
    ]);
    expect(listed.progress).toEqual({ picked: 3, onUnits: 1, notOnUnit: 2, openUnits: 2 });
  });

  it("takes an asset off, refuses closing without a gross weight (nothing written) and a tare above the gross, removes an open unit", async () => {
    const load = await pickedLoad(2);
    const unit = (await newUnit(load.slug, "gaylord")).json();
    await scanOnto(unit.id, load.barcodes[0] as string);
    await scanOnto(unit.id, load.barcodes[1] as string);
    const off = await operator({
      method: "DELETE",
      url: `/spa/packing_lists/${unit.id}/assets/${load.barcodes[1]}`,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().itemCount).toBe(1);
    const noWeight = await updateUnit(unit.id, { status: "closed", notes: "wrapped" });
    expect(noWeight.statusCode).toBe(422);
    expect(noWeight.json().errors.grossWeight[0]).toContain("gross weight");
    const heavyTare = await updateUnit(unit.id, { grossWeight: 10, tareWeight: 20 });
    expect(heavyTare.json().errors.tareWeight).toBeDefined();
    const text = await updateUnit(unit.id, { grossWeight: "heavy" });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.grossWeight).toBeDefined();
    const saved = (
      await operator({ method: "GET", url: `/spa/activities/${load.slug}/packing_lists` })
    ).json().data[0];
    expect(saved).toMatchObject({ status: "open", grossWeight: null, notes: null });
    const closed = await updateUnit(unit.id, { grossWeight: 250.5, tareWeight: 50.25, status: "closed" });
    expect(closed.json()).toMatchObject({ status: "closed", netWeight: 200.25 });
    expect(closed.json().closedBy.id).toBe(operatorId);
    const refusedRemove = await operator({ method: "DELETE", url: `/spa/packing_lists/${unit.id}` });
    expect(refusedRemove.statusCode).toBe(409);
    expect((await updateUnit(unit.id, { status: "open" })).json()).toMatchObject({
      status: "open",
      closedAt: null,
    });
    expect((await operator({ method: "DELETE", url: `/spa/packing_lists/${unit.id}` })).statusCode).toBe(204);
    const after = (
      await operator({ method: "GET", url: `/spa/activities/${load.slug}/packing_lists` })
    ).json();
    expect(after).toMatchObject({ data: [], progress: { picked: 2, onUnits: 0, notOnUnit: 2 } });
  });

  it("updates several units all or none, naming the unit and field", async () => {
    const load = await pickedLoad(2);
    const a = (await newUnit(load.slug)).json();
    const b = (await newUnit(load.slug)).json();
    await scanOnto(a.id, load.barcodes[0] as string);
    await scanOnto(b.id, load.barcodes[1] as string);
    const bad = await operator({
      method: "PUT",
      url: "/spa/packing_lists",
      payload: [
        { id: a.id, grossWeight: 100, status: "closed" },
        { id: b.id, status: "closed" },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors["items.1.grossWeight"][0]).toContain(b.barcode);
    const untouched = (
      await operator({ method: "GET", url: `/spa/activities/${load.slug}/packing_lists` })
    ).json();
    expect(untouched.data.map((u: { status: string }) => u.status)).toEqual(["open", "open"]);
    const good = await operator({
      method: "PUT",
      url: "/spa/packing_lists",
      payload: [
        { id: a.id, grossWeight: 100, status: "closed" },
        { id: b.id, grossWeight: 80, tareWeight: 5, status: "closed" },
      ],
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.map((u: { netWeight: number }) => u.netWeight)).toEqual([100, 75]);
    expect((await move(load.slug, "picked")).statusCode).toBe(200);
    expect((await move(load.slug, "packed")).statusCode).toBe(200);
  });

  it("lists a consignee's open loads with their units (list consolidated)", async () => {
    const consignee = await accountNamed("Evergreen Metals Recovery");
    const load = await pickedLoad(1);
    const unit = (await newUnit(load.slug)).json();
    await scanOnto(unit.id, load.barcodes[0] as string);
    const res = await operator({
      method: "GET",
      url: `/spa/packing_lists/consolidated?accountId=${consignee}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().account).toEqual({ id: consignee, name: "Evergreen Metals Recovery" });
    const mine = res.json().data.find((l: { slug: string }) => l.slug === load.slug);
    expect(mine).toMatchObject({ status: "building", toPick: 0, progress: { picked: 1, onUnits: 1 } });
    expect(mine.packingLists[0].items[0].barcode).toBe(load.barcodes[0]);
    const missing = await operator({ method: "GET", url: "/spa/packing_lists/consolidated" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.accountId).toBeDefined();
  });
});
