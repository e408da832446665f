import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { assets, packingListItems, packingLists } from "../../db/schema";
import { eventsOfBarcode } from "../assets/asset-records.fixtures";
import { someLocation } from "../assets/assets.fixtures";
import { idOfSlug, pickFor, reserveFor, stockOf, warehouseId } from "./outbound-load.fixtures";

let t: TestApp;
let operator: Caller;
let northwind: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator } = await accountCallers(t.app));
  northwind = await accountId(operator, "Northwind Health");
});
afterAll(() => t.close());

const row = async (id: number) => (await t.database.db.select().from(assets).where(eq(assets.id, id)))[0];

describe("canceling an outbound load", () => {
  it("releases its reservations, puts picked assets (and their contents) back where they were picked, removes its units", async () => {
    const db = t.database.db;
    const res = await operator({
      method: "POST",
      url: "/spa/activities",
      payload: { type: "outbound", accountId: northwind, warehouseId: await warehouseId(db) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const slug: string = res.json().slug;
    const loadId = await idOfSlug(db, slug);
    const bin = await someLocation(db);
    const reserved = await stockOf(db, "Northwind Health", 2, bin.id);
    const picked = await stockOf(db, "Northwind Health", 1, bin.id);
    const inside = await stockOf(db, "Northwind Health", 1, bin.id);
    const pickedId = picked.ids[0] as number;
    const insideId = inside.ids[0] as number;
    await db.update(assets).set({ parentId: pickedId }).where(eq(assets.id, insideId));
    const inventoryId = (await row(pickedId))?.activityId;
    await reserveFor(db, loadId, [...reserved.ids, pickedId], bin.id);
    await pickFor(db, loadId, [pickedId, insideId]);
    const [unit] = await db
      .insert(packingLists)
      .values({ activityId: loadId, barcode: `PL-T${loadId}`, packaging: "pallet" })
      .returning({ id: packingLists.id });
    await db.insert(packingListItems).values({ packingListId: unit?.id as number, assetId: pickedId });
    expect((await row(pickedId))?.activityId).toBe(loadId);

    const cancel = await operator({
      method: "PUT",
      url: `/spa/activities/${slug}`,
      payload: { status: "canceled" },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().status).toBe("canceled");

    const statuses = await db.execute(
      sql`select status from asset_reservations where activity_id = ${loadId} order by asset_id`,
    );
    expect((statuses as unknown as { rows: { status: string }[] }).rows.map((r) => r.status)).toEqual([
      "released",
      "released",
      "released",
    ]);
    for (const id of [pickedId, insideId]) {
      expect(await row(id)).toMatchObject({ activityId: inventoryId, locationId: bin.id });
    }
    expect(await db.$count(packingLists, eq(packingLists.activityId, loadId))).toBe(0);
    const back = (await eventsOfBarcode(db, picked.barcodes[0] as string)).at(-1);
    expect(back).toMatchObject({ action: "returned_to_stock" });
    expect(back?.message).toBe(`Back from ${slug}, canceled, to ${bin.barcode}`);
    const contents = (await eventsOfBarcode(db, inside.barcodes[0] as string)).at(-1);
    expect(contents?.message).toBe(`Back inside ${picked.barcodes[0]}`);
    const released = (await eventsOfBarcode(db, reserved.barcodes[0] as string)).at(-1);
    expect(released).toMatchObject({
      action: "reservation_released",
      message: `Released: ${slug} was canceled`,
    });
    // The reserved assets never moved.
    expect(await row(reserved.ids[0] as number)).toMatchObject({
      activityId: inventoryId,
      locationId: bin.id,
    });
  });

  it("a shipped load cannot be canceled (409 with the reason), nothing given back", async () => {
    const db = t.database.db;
    const res = await operator({
      method: "POST",
      url: "/spa/activities",
      payload: { type: "outbound", accountId: northwind, warehouseId: await warehouseId(db) },
    });
    const slug: string = res.json().slug;
    const loadId = await idOfSlug(db, slug);
    const stock = await stockOf(db, "Northwind Health", 1, (await someLocation(db)).id);
    await reserveFor(db, loadId, stock.ids, null);
    await db.execute(sql`update activities set status = 'shipped' where id = ${loadId}`);
    const cancel = await operator({
      method: "PUT",
      url: `/spa/activities/${slug}`,
      payload: { status: "canceled" },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe("A load that has left the building cannot be canceled");
    const open = await db.execute(
      sql`select count(*)::int as n from asset_reservations where activity_id = ${loadId} and status = 'reserved'`,
    );
    expect((open as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });
});
