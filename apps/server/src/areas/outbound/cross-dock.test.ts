import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import { accounts, activities, assets, warehouses } from "../../db/schema";
import { eventsOf, insertLoad } from "../activities/activity-records.fixtures";
import { insertAssets, insertProduct } from "../assets/asset-records.fixtures";
import { holdAsset, newBarcode, someLocation } from "../assets/assets.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
/** priya.patel@example.com: a Processing Technician (no outbound permission). */
let priya: Caller;
/** frank.fischer@example.com: Finance (outbound.view, not outbound.edit). */
let frank: Caller;
let product: number;
let inbound: { id: number; slug: string; accountId: number };
let dal: number;
let phx: number;
let consignee: number;

async function warehouseId(shortName: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.shortName, shortName));
  return row?.id as number;
}

/** An outbound load written straight to the table (the outbound slice tests making them). */
async function outboundLoad(
  status = "requested",
  at = dal,
  accountId = consignee,
): Promise<{ id: number; slug: string }> {
  const slug = `dal-out-9${randomInt(10_000_000, 99_999_999)}`;
  const [row] = await t.database.db
    .insert(activities)
    .values({ slug, type: "outbound", status, accountId, warehouseId: at })
    .returning({ id: activities.id });
  return { id: row?.id as number, slug };
}

/** An asset received on the inbound load (on no location); `inside` puts it in that container. */
async function received(options: { inside?: string; on?: number } = {}): Promise<string> {
  const barcode = newBarcode("XD");
  const [id] = await insertAssets(t.database.db, [
    {
      barcode,
      activityId: options.on ?? inbound.id,
      accountId: inbound.accountId,
      productId: product,
      netWeight: 12.5,
    },
  ]);
  if (options.inside)
    await t.database.db
      .update(assets)
      .set({ parentId: sql`(select id from assets where barcode = ${options.inside})` })
      .where(eq(assets.id, id as number));
  return barcode;
}

async function assetRow(barcode: string) {
  const [row] = await t.database.db.select().from(assets).where(eq(assets.barcode, barcode));
  if (!row) throw new Error(`no asset ${barcode}`);
  return row;
}

async function reservationsOf(barcode: string) {
  const result = (await t.database.db.execute(
    sql`select r.status, r.activity_id as "activityId", r.closed_at is not null as closed from asset_reservations r
        join assets a on a.id = r.asset_id where a.barcode = ${barcode} order by r.id`,
  )) as unknown as { rows: { status: string; activityId: number; closed: boolean }[] };
  return result.rows;
}

async function statusOf(slug: string): Promise<string> {
  const [row] = await t.database.db
    .select({ status: activities.status })
    .from(activities)
    .where(eq(activities.slug, slug));
  return row?.status as string;
}

const crossDock = (slug: string, barcode: unknown, caller: Caller = operator) =>
  caller({ method: "POST", url: `/spa/activities/${slug}/cross_dock`, payload: { barcode } });
const listOf = (slug: string, query = "", caller: Caller = operator) =>
  caller({ method: "GET", url: `/spa/activities/${slug}/assets/cross-docked${query}` });

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  priya = as(t.app, await signIn(t.app, "priya.patel@example.com"));
  frank = as(t.app, await signIn(t.app, "frank.fischer@example.com"));
  product = await insertProduct(t.database.db, `Cross-dock product ${randomInt(100_000, 999_999)}`);
  inbound = await insertLoad(t.database.db, "Northwind Health");
  dal = await warehouseId("DAL");
  phx = await warehouseId("PHX");
  const [dsv] = await t.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.name, "Evergreen Metals Recovery"));
  consignee = dsv?.id as number;
});
afterAll(() => t.close());

describe("access", () => {
  it("answers 401 without a session, 403 without the outbound permissions, and is not served to clients", async () => {
    const load = await outboundLoad();
    const barcode = await received();
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/spa/activities/${load.slug}/cross_dock`,
      headers: { "x-requested-with": "XMLHttpRequest" },
      payload: { barcode },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await crossDock(load.slug, barcode, priya)).statusCode).toBe(403);
    expect((await listOf(load.slug, "", priya)).statusCode).toBe(403);
    expect((await crossDock(load.slug, barcode, frank)).statusCode).toBe(403);
    expect((await listOf(load.slug, "", frank)).statusCode).toBe(200);
    // The operator routes answer a client 403; the client family has no such route (404).
    expect((await crossDock(load.slug, barcode, client)).statusCode).toBe(403);
    const asClient = await client({
      method: "POST",
      url: `/spa/client/activities/${load.slug}/cross_dock`,
      payload: { barcode },
    });
    expect(asClient.statusCode).toBe(404);
    const listAsClient = await client({
      method: "GET",
      url: `/spa/client/activities/${load.slug}/assets/cross-docked`,
    });
    expect(listAsClient.statusCode).toBe(404);
    expect((await assetRow(barcode)).activityId).toBe(inbound.id);
    expect(await reservationsOf(barcode)).toEqual([]);
  });

  it("answers 422 naming the field for a missing barcode, and 404 for an unknown load or barcode", async () => {
    const load = await outboundLoad();
    const missing = await crossDock(load.slug, "  ");
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.barcode).toBeDefined();
    expect((await crossDock("dal-out-1", await received())).statusCode).toBe(404);
    const unknown = await crossDock(load.slug, newBarcode("NONE"));
    expect(unknown.statusCode).toBe(404);
    expect(await statusOf(load.slug)).toBe("requested");
  });
});

describe("cross-docking a received asset onto an outbound load", () => {
  it("moves it and its contents onto the load, picked at once, with events, and a requested load starts building", async () => {
    const load = await outboundLoad();
    const box = await received();
    const inside = await received({ inside: box });
    const res = await crossDock(load.slug, box.toLowerCase());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      barcode: box,
      inboundSlug: inbound.slug,
      productName: expect.stringContaining("Cross-dock product"),
      accountName: "Northwind Health",
      crossDockedBy: expect.any(String),
      netWeight: 12.5,
    });
    for (const barcode of [box, inside]) {
      const row = await assetRow(barcode);
      expect(row.activityId).toBe(load.id);
      expect(row.locationId).toBeNull();
    }
    expect(await reservationsOf(box)).toEqual([{ status: "picked", activityId: load.id, closed: true }]);
    expect(await statusOf(load.slug)).toBe("building");
    const events = await eventsOf(t.database.db, load.id);
    expect(events.filter((e) => e.action === "cross_docked").map((e) => e.barcode)).toEqual([box, inside]);
    expect(events.find((e) => e.barcode === box)?.message).toBe(
      `Cross-docked from ${inbound.slug} onto ${load.slug}`,
    );
    expect(events.find((e) => e.action === "status_changed")?.changes).toEqual([
      { field: "status", from: "requested", to: "building" },
    ]);

    const list = await listOf(load.slug);
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect(
      list
        .json()
        .data.map((a: { barcode: string }) => a.barcode)
        .sort(),
    ).toEqual([box, inside].sort());
    const searched = await listOf(load.slug, `?search=${inside.slice(-6)}`);
    expect(searched.json().data.map((a: { barcode: string }) => a.barcode)).toEqual([inside]);
  });

  it("keeps a building or picked load's status", async () => {
    for (const status of ["building", "picked"]) {
      const load = await outboundLoad(status);
      expect((await crossDock(load.slug, await received())).statusCode).toBe(201);
      expect(await statusOf(load.slug)).toBe(status);
    }
  });

  it("lists only assets that never were in stock", async () => {
    const load = await outboundLoad("building");
    const direct = await received();
    expect((await crossDock(load.slug, direct)).statusCode).toBe(201);
    // An asset put away once, then picked onto the load, is no cross-dock.
    const stocked = await received({ on: load.id });
    const [inventory] = await t.database.db
      .select({ id: activities.id })
      .from(activities)
      .where(sql`${activities.type} = 'inventory' and ${activities.warehouseId} = ${dal}`);
    await t.database.db.execute(
      sql`insert into events (activity_id, barcode, asset_id, action, message, changes)
          values (${inventory?.id as number}, ${stocked}, (select id from assets where barcode = ${stocked}),
            'put_away', 'Put away', '[]'::jsonb)`,
    );
    const list = await listOf(load.slug);
    expect(list.json().data.map((a: { barcode: string }) => a.barcode)).toEqual([direct]);
  });
});

describe("what cannot be cross-docked (409 with the reason, nothing written)", () => {
  it("refuses an asset put away, in stock, inside another, held, reserved, of another warehouse, or on the load", async () => {
    const load = await outboundLoad("building");
    const refusedWith = async (barcode: string, reason: RegExp) => {
      const before = await assetRow(barcode);
      const res = await crossDock(load.slug, barcode);
      expect(res.statusCode, barcode).toBe(409);
      expect(res.json().message).toMatch(reason);
      const after = await assetRow(barcode);
      expect(after.activityId).toBe(before.activityId);
      expect(after.locationId).toBe(before.locationId);
    };

    const atLocation = await received();
    const location = await someLocation(t.database.db);
    await t.database.db.update(assets).set({ locationId: location.id }).where(eq(assets.barcode, atLocation));
    await refusedWith(
      atLocation,
      new RegExp(`at location ${location.barcode}: only assets not yet put away`),
    );

    const inStock = await received();
    const [inventory] = await t.database.db
      .select({ id: activities.id })
      .from(activities)
      .where(sql`${activities.type} = 'inventory' and ${activities.warehouseId} = ${dal}`);
    await t.database.db
      .update(assets)
      .set({ activityId: inventory?.id as number })
      .where(eq(assets.barcode, inStock));
    await refusedWith(inStock, /is in stock: reserve it/);

    const box = await received();
    const child = await received({ inside: box });
    await refusedWith(child, new RegExp(`inside ${box}: scan ${box}`));

    const held = await received();
    await holdAsset(t.database.db, held);
    await refusedWith(held, /is on legal hold/);

    const heldBox = await received();
    const heldChild = await received({ inside: heldBox });
    await holdAsset(t.database.db, heldChild);
    await refusedWith(heldBox, new RegExp(`${heldChild} inside ${heldBox} is on hold`));

    const reserved = await received();
    const other = await outboundLoad("building");
    await t.database.db.execute(
      sql`insert into asset_reservations (asset_id, activity_id, warehouse_id, reserved_by)
          values ((select id from assets where barcode = ${reserved}), ${other.id}, ${dal}, null)`,
    );
    await refusedWith(reserved, new RegExp(`reserved for ${other.slug}`));

    const phxLoad = await outboundLoad("building", phx);
    const dalAsset = await received();
    const res = await crossDock(phxLoad.slug, dalAsset);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${dalAsset} was received at DAL, not PHX`);

    const twice = await received();
    expect((await crossDock(load.slug, twice)).statusCode).toBe(201);
    await refusedWith(twice, new RegExp(`on ${load.slug} already`));
    expect(await reservationsOf(twice)).toHaveLength(1);
  });

  it("refuses an asset the consignee may not receive on the barcode (422): a client receives only its own family's", async () => {
    const [acme] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.name, "Acme Telecom"));
    const toAcme = await outboundLoad("building", dal, acme?.id as number);
    const northwinds = await received();
    const res = await crossDock(toAcme.slug, northwinds);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.barcode[0]).toMatch(/Acme Telecom may receive only its own assets/);
    expect((await assetRow(northwinds)).activityId).toBe(inbound.id);
    expect(await reservationsOf(northwinds)).toEqual([]);
    const toNorthwind = await outboundLoad("building", dal, inbound.accountId);
    expect((await crossDock(toNorthwind.slug, northwinds)).statusCode).toBe(201);
  });

  it("refuses loads that are not outbound or no longer take assets", async () => {
    const barcode = await received();
    const notOutbound = await crossDock(inbound.slug, barcode);
    expect(notOutbound.statusCode).toBe(409);
    expect(notOutbound.json().message).toMatch(
      /inbound activity: assets are cross-docked onto outbound loads/,
    );
    for (const status of ["packed", "shipped", "canceled"]) {
      const load = await outboundLoad(status);
      const res = await crossDock(load.slug, barcode);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `${load.slug} is ${status}: assets are cross-docked onto loads still being built (requested, building or picked)`,
      );
    }
    expect((await assetRow(barcode)).activityId).toBe(inbound.id);
    expect(await reservationsOf(barcode)).toEqual([]);
    expect((await listOf(inbound.slug)).statusCode).toBe(409);
  });
});
