import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { activities, assets, locations, warehouses } from "../../db/schema";
import { demoOperatorContext } from "../../db/seed/demo-actor";
import { seedDemoPicking } from "../../db/seed/demo-picking";
import { insertLoad } from "../activities/activity-records.fixtures";
import { insertAssets } from "../assets/asset-records.fixtures";
import { newBarcode } from "../assets/assets.fixtures";

let t: TestApp;
let operator: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator } = await accountCallers(t.app));
});
afterAll(() => t.close());

describe("the demo's picking", () => {
  it("reserves five DAL stock assets for the demo shop order on the operator's list, one picked", async () => {
    const db = t.database.db;
    const [dal] = await db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(eq(warehouses.shortName, "DAL"));
    const [inventory] = await db
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.type, "inventory"), eq(activities.warehouseId, dal?.id as number)));
    const [bin] = await db
      .insert(locations)
      .values({
        warehouseId: dal?.id as number,
        barcode: `DEMO-PK-${randomInt(1e6)}`,
        name: "Pick bin",
        type: "inventory",
      })
      .returning({ id: locations.id });
    const load = await insertLoad(db, "Northwind Health");
    const barcodes = Array.from({ length: 6 }, () => newBarcode("DP"));
    const ids = await insertAssets(
      db,
      barcodes.map((barcode) => ({ barcode, activityId: load.id, accountId: load.accountId })),
    );
    await db
      .update(assets)
      .set({ activityId: inventory?.id, locationId: bin?.id })
      .where(sql`${assets.id} = any(${sql.param(ids)}::int[])`);

    // Deltas: the demo may hold stock and reservations of its own already.
    const before = (await operator({ method: "GET", url: "/spa/users/me/picking_assets" })).json();
    await seedDemoPicking(await demoOperatorContext(db));
    const list = (await operator({ method: "GET", url: "/spa/users/me/picking_assets" })).json();
    expect(list.total - before.total).toBe(4);
    expect(list.progress.picked - before.progress.picked).toBe(1);
    const slugs = new Set<string>(
      list.groups.flatMap((g: { reservations: { activitySlug: string }[] }) =>
        g.reservations.map((r) => r.activitySlug),
      ),
    );
    const orders = await db
      .select({ type: activities.type })
      .from(activities)
      .where(sql`${activities.slug} = any(${sql.param([...slugs])}::text[])`);
    // The demo's outbound load built from stock (seedDemoOutbound) is on every DAL picker's list too.
    expect(new Set(orders.map((o) => o.type))).toEqual(new Set(["shop_order", "outbound"]));
    const slug = [...slugs].find((s) => s.includes("-so-"));
    const reservations = (
      await operator({ method: "GET", url: `/spa/activities/${slug}/reservations` })
    ).json();
    expect(reservations.counts.reserved).toBeGreaterThanOrEqual(4);
    expect(reservations.counts.picked).toBeGreaterThanOrEqual(1);
  });
});
