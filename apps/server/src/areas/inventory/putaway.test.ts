import type { Asset, PutawayAssetList } from "@ops/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import { eventsOf, insertLoad } from "../activities/activity-records.fixtures";
import { holdAsset, newBarcode, someProductId } from "../assets/assets.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let technician: Caller;
let load: { id: number; slug: string; accountId: number };
let acmeLoad: { id: number; slug: string; accountId: number };
let productId: number;
let dal: number;
let phx: number;
let dalInventory: { id: number; slug: string };

type Loc = { id: number; barcode: string; accountId: number | null; accountName: string | null };

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  technician = as(t.app, await signIn(t.app, "priya.patel@example.com"));
  load = await insertLoad(t.database.db, "Northwind Health");
  acmeLoad = await insertLoad(t.database.db, "Acme Telecom");
  productId = await someProductId(t.database.db);
  const warehouses = (await operator({ method: "GET", url: "/spa/warehouses" })).json();
  dal = warehouses.find((w: { shortName: string }) => w.shortName === "DAL").id;
  phx = warehouses.find((w: { shortName: string }) => w.shortName === "PHX").id;
  const rows = (await t.database.db.execute(
    sql`select id, slug from activities where slug = 'dal-inventory'`,
  )) as unknown as { rows: { id: number; slug: string }[] };
  dalInventory = { id: Number(rows.rows[0]?.id), slug: "dal-inventory" };
});
afterAll(() => t.close());

async function location(overrides: Record<string, unknown> = {}): Promise<Loc> {
  const res = await operator({
    method: "POST",
    url: "/spa/locations",
    payload: {
      warehouseId: dal,
      parentId: null,
      barcode: newBarcode("PA-"),
      name: "Putaway test bin",
      type: "inventory",
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`location: ${res.body}`);
  return res.json();
}

async function receive(body: Record<string, unknown> = {}, slug = load.slug): Promise<Asset> {
  const barcode = newBarcode("PA");
  const res = await operator({
    method: "POST",
    url: "/spa/assets",
    payload: {
      activitySlug: slug,
      type: "serial",
      barcode,
      serialNumber: `SN${barcode}`,
      productId,
      ...(slug === acmeLoad.slug ? { attributes: { palletIds: ["CPE-1"] } } : {}),
      ...body,
    },
  });
  if (res.statusCode !== 201) throw new Error(`receive: ${res.body}`);
  return res.json();
}

const putAway = (payload: Record<string, unknown>, caller: Caller = operator) =>
  caller({ method: "POST", url: "/spa/locations/assets", payload });

async function assetOf(barcode: string): Promise<Asset> {
  const res = await operator({ method: "GET", url: `/spa/assets?search=${barcode}` });
  const found = (res.json().data as Asset[]).find((a) => a.barcode === barcode);
  if (!found) throw new Error(`no asset ${barcode}: ${res.body.slice(0, 200)}`);
  return found;
}

async function userId(email: string): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select id from users where lower(email) = ${email}`,
  )) as unknown as { rows: { id: number }[] };
  return Number(result.rows[0]?.id);
}

async function eventsOfBarcode(barcode: string) {
  const result = (await t.database.db.execute(
    sql`select action, changes, activity_id from events where barcode = ${barcode} order by id`,
  )) as unknown as { rows: { action: string; changes: unknown; activity_id: number | null }[] };
  return result.rows;
}

describe("POST /locations/assets (putaway)", () => {
  it("puts a received bin and what it holds into stock at an inventory location, one event each", async () => {
    const bin = await location();
    const container = await receive({ type: "bin", barcode: newBarcode("PB"), serialNumber: null });
    const inside = [
      await receive({ parentBarcode: container.barcode }),
      await receive({ parentBarcode: container.barcode }),
    ];
    const res = await putAway({
      locationId: bin.id,
      barcode: container.barcode.toLowerCase(),
      stockType: "rmi",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      barcode: container.barcode,
      locationId: bin.id,
      locationBarcode: bin.barcode,
      activitySlug: "dal-inventory",
      receivingActivitySlug: load.slug,
      accountId: load.accountId,
      stockType: "rmi",
      childCount: 2,
    });
    for (const child of inside) {
      expect(await assetOf(child.barcode)).toMatchObject({
        locationId: bin.id,
        activitySlug: "dal-inventory",
        stockType: "rmi",
        parentBarcode: container.barcode,
      });
    }
    for (const barcode of [container.barcode, ...inside.map((a) => a.barcode)]) {
      const events = await eventsOfBarcode(barcode);
      expect(events.at(-1)).toEqual({
        action: "put_away",
        activity_id: dalInventory.id,
        changes: [
          { field: "location", from: null, to: bin.barcode },
          { field: "activity", from: load.slug, to: "dal-inventory" },
        ],
      });
    }
  });

  it("moves an asset already in stock to another location: only the location changes", async () => {
    const first = await location();
    const second = await location();
    const asset = await receive();
    expect((await putAway({ locationId: first.id, barcode: asset.barcode })).statusCode).toBe(200);
    const res = await putAway({ locationId: second.id, barcode: asset.barcode });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      locationId: second.id,
      activitySlug: "dal-inventory",
      stockType: null,
    });
    expect((await eventsOfBarcode(asset.barcode)).at(-1)).toEqual({
      action: "moved",
      activity_id: dalInventory.id,
      changes: [{ field: "location", from: first.barcode, to: second.barcode }],
    });
    // The same scan again changes nothing and writes nothing.
    const before = (await eventsOfBarcode(asset.barcode)).length;
    expect((await putAway({ locationId: second.id, barcode: asset.barcode })).statusCode).toBe(200);
    expect((await eventsOfBarcode(asset.barcode)).length).toBe(before);
  });

  it("at a location that holds no stock (a workstation) the asset stays on its load", async () => {
    const bench = await location({ type: "workstation" });
    const asset = await receive();
    const res = await putAway({ locationId: bench.id, barcode: asset.barcode });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ locationId: bench.id, activitySlug: load.slug });
    expect((await eventsOf(t.database.db, load.id)).at(-1)).toMatchObject({
      action: "moved",
      barcode: asset.barcode,
      changes: [{ field: "location", from: null, to: bench.barcode }],
    });
  });

  it("a technician with inventory.work puts away; a client cannot reach the call", async () => {
    const bin = await location();
    const asset = await receive();
    expect((await putAway({ locationId: bin.id, barcode: asset.barcode }, technician)).statusCode).toBe(200);
    const other = await receive();
    const res = await client({
      method: "POST",
      url: "/spa/client/locations/assets",
      payload: { locationId: bin.id, barcode: other.barcode },
    });
    expect(res.statusCode).toBe(404);
    const direct = await client({
      method: "POST",
      url: "/spa/locations/assets",
      payload: { locationId: bin.id, barcode: other.barcode },
    });
    expect([401, 403]).toContain(direct.statusCode);
    expect((await assetOf(other.barcode)).locationId).toBeNull();
  });
});

describe("putaway refusals change nothing", () => {
  async function expectUnchanged(asset: Asset) {
    const now = await assetOf(asset.barcode);
    expect(now.locationId).toBe(asset.locationId);
    expect(now.activitySlug).toBe(asset.activitySlug);
    expect((await eventsOfBarcode(asset.barcode)).map((e) => e.action)).toEqual(["received"]);
  }

  it("unknown barcodes are 404 with the barcode named", async () => {
    const bin = await location();
    const missing = await putAway({ locationId: bin.id, barcode: " nope-404 " });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("No asset has barcode NOPE-404");
    const asset = await receive();
    const noPlace = await putAway({ locationId: 99_999_999, barcode: asset.barcode });
    expect(noPlace.statusCode).toBe(404);
    expect(noPlace.json().message).toBe("No location has id 99999999");
    await expectUnchanged(asset);
  });

  it("an empty barcode or a missing location is 422", async () => {
    const bin = await location();
    expect((await putAway({ locationId: bin.id, barcode: "  " })).statusCode).toBe(422);
    expect((await putAway({ barcode: "X1" })).statusCode).toBe(422);
    expect((await putAway({ locationId: bin.id, barcode: "X1", stockType: "gold" })).statusCode).toBe(422);
  });

  it("a held asset is refused for an inventory location and accepted by its account's quarantine", async () => {
    const bin = await location();
    const asset = await receive();
    await holdAsset(t.database.db, asset.barcode);
    const res = await putAway({ locationId: bin.id, barcode: asset.barcode });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `${asset.barcode} is on hold; a held asset can go only to a customer quarantine location`,
    );
    await expectUnchanged(asset);
    const quarantine = await location({ type: "customer_quarantine", accountId: load.accountId });
    const ok = await putAway({ locationId: quarantine.id, barcode: asset.barcode });
    expect(ok.statusCode).toBe(200);
    // A hold keeps the asset in its activity: only its location changes.
    expect(ok.json()).toMatchObject({ locationId: quarantine.id, activitySlug: load.slug });
  });

  it("a bin holding a held asset is refused as a whole", async () => {
    const bin = await location();
    const container = await receive({ type: "bin", barcode: newBarcode("PB"), serialNumber: null });
    const inside = await receive({ parentBarcode: container.barcode });
    await holdAsset(t.database.db, inside.barcode);
    const res = await putAway({ locationId: bin.id, barcode: container.barcode });
    expect(res.statusCode).toBe(409);
    expect((await assetOf(inside.barcode)).locationId).toBeNull();
    expect((await assetOf(container.barcode)).locationId).toBeNull();
  });

  it("a quarantine location takes only its account's assets, and none before its account is set", async () => {
    const quarantine = await location({ type: "customer_quarantine", accountId: load.accountId });
    const acme = await receive({}, acmeLoad.slug);
    const res = await putAway({ locationId: quarantine.id, barcode: acme.barcode });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Location ${quarantine.barcode} holds Northwind Health's assets only; ${acme.barcode} is not theirs`,
    );
    await expectUnchanged(acme);
    // A quarantine location made before accounts existed (imported) has none yet.
    const bare = await location({ type: "customer_quarantine", accountId: load.accountId });
    await t.database.db.execute(sql`update locations set account_id = null where id = ${bare.id}`);
    const unset = await putAway({ locationId: bare.id, barcode: acme.barcode });
    expect(unset.statusCode).toBe(409);
    expect(unset.json().message).toBe(`Set the account of quarantine location ${bare.barcode} first`);
    // Northwind's own asset enters stock there.
    const own = await receive();
    const ok = await putAway({ locationId: quarantine.id, barcode: own.barcode });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ activitySlug: "dal-inventory", locationId: quarantine.id });
  });

  it("another warehouse's location, an inactive location and a nested asset are refused with the reason", async () => {
    const asset = await receive();
    const phxBin = await location({ warehouseId: phx });
    const away = await putAway({ locationId: phxBin.id, barcode: asset.barcode });
    expect(away.statusCode).toBe(409);
    expect(away.json().message).toBe(`${asset.barcode} is not in PHX; location ${phxBin.barcode} is`);
    const inactive = await location({ active: false });
    const closed = await putAway({ locationId: inactive.id, barcode: asset.barcode });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(`Location ${inactive.barcode} is inactive; it accepts no assets`);
    await expectUnchanged(asset);
    const container = await receive({ type: "bin", barcode: newBarcode("PB"), serialNumber: null });
    const inside = await receive({ parentBarcode: container.barcode });
    const nested = await putAway({ locationId: (await location()).id, barcode: inside.barcode });
    expect(nested.statusCode).toBe(409);
    expect(nested.json().message).toContain(`${inside.barcode} is inside ${container.barcode}`);
  });
});

describe("GET /users/:id/putaway_assets", () => {
  it("lists what the user received and has not put away, newest first, top-level only", async () => {
    const container = await receive({ type: "bin", barcode: newBarcode("PB"), serialNumber: null });
    await receive({ parentBarcode: container.barcode });
    const loose = await receive();
    const res = await operator({ method: "GET", url: "/spa/users/me/putaway_assets?pageSize=200" });
    expect(res.statusCode).toBe(200);
    const list = res.json() as PutawayAssetList;
    const barcodes = list.data.map((a) => a.barcode);
    expect(barcodes.indexOf(loose.barcode)).toBeLessThan(barcodes.indexOf(container.barcode));
    expect(list.data.find((a) => a.barcode === container.barcode)).toMatchObject({
      type: "bin",
      activitySlug: load.slug,
      accountName: "Northwind Health",
      contentsCount: 1,
    });
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect(list.data.every((a) => a.contentsCount >= 0)).toBe(true);
    await putAway({ locationId: (await location()).id, barcode: loose.barcode });
    const after = (
      await operator({ method: "GET", url: "/spa/users/me/putaway_assets?pageSize=200" })
    ).json();
    expect(after.total).toBe(list.total - 1);
    expect(after.data.map((a: { barcode: string }) => a.barcode)).not.toContain(loose.barcode);
  });

  it("another user's list needs inventory.manage; unknown users are 404", async () => {
    const techId = await userId("priya.patel@example.com");
    const own = await technician({ method: "GET", url: "/spa/users/me/putaway_assets" });
    expect(own.statusCode).toBe(200);
    const byId = await technician({ method: "GET", url: `/spa/users/${techId}/putaway_assets` });
    expect(byId.statusCode).toBe(200);
    const operatorId = await userId("operator@example.com");
    const others = await technician({ method: "GET", url: `/spa/users/${operatorId}/putaway_assets` });
    expect(others.statusCode).toBe(403);
    expect((await operator({ method: "GET", url: `/spa/users/${techId}/putaway_assets` })).statusCode).toBe(
      200,
    );
    const unknown = await operator({ method: "GET", url: "/spa/users/99999999/putaway_assets" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("No user has id 99999999");
    expect((await operator({ method: "GET", url: "/spa/users/someone/putaway_assets" })).statusCode).toBe(
      422,
    );
  });
});

describe("a location's account", () => {
  it("is required for customer quarantine, allowed for redeployment, refused for other types", async () => {
    const northwind = await accountId(operator, "Northwind Health");
    const base = { warehouseId: dal, parentId: null, name: "Account test" };
    const create = (payload: Record<string, unknown>) =>
      operator({
        method: "POST",
        url: "/spa/locations",
        payload: { ...base, barcode: newBarcode("AC-"), ...payload },
      });
    const none = await create({ type: "customer_quarantine" });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.accountId).toEqual([
      "A customer quarantine location needs the account it holds assets for",
    ]);
    const onInventory = await create({ type: "inventory", accountId: northwind });
    expect(onInventory.statusCode).toBe(422);
    expect(onInventory.json().errors.accountId).toBeDefined();
    const unknown = await create({ type: "customer_quarantine", accountId: 99_999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.accountId).toEqual(["No account has id 99999999"]);
    const redeploy = await create({ type: "customer_redeployment" });
    expect(redeploy.statusCode).toBe(201);
    expect(redeploy.json()).toMatchObject({ accountId: null, accountName: null });
    const made = await create({ type: "customer_quarantine", accountId: northwind });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ accountId: northwind, accountName: "Northwind Health" });
    const id = made.json().id;
    const read = (await operator({ method: "GET", url: `/spa/locations/${id}` })).json();
    expect(read).toMatchObject({ accountId: northwind, accountName: "Northwind Health" });
    const moved = await operator({
      method: "PUT",
      url: `/spa/locations/${id}`,
      payload: { ...base, barcode: read.barcode, type: "inventory", accountId: null },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ type: "inventory", accountId: null, accountName: null });
  });
});
