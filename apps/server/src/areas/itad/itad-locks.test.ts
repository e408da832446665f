import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { assetHolds, assets, programServices, programs, services } from "../../db/schema";
import { insertLoad } from "../activities/activity-records.fixtures";
import { unique } from "../assets/asset-records.fixtures";
import { newBarcode } from "../assets/assets.fixtures";

let t: TestApp;
let operator: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator } = await accountCallers(t.app));
});
afterAll(() => t.close());

/** The active and released holds of these barcodes, by barcode. */
async function holdsByBarcode(barcodes: string[]) {
  const rows = await t.database.db
    .select({
      barcode: assets.barcode,
      type: assetHolds.type,
      status: assetHolds.status,
      instructions: assetHolds.processingInstructions,
    })
    .from(assetHolds)
    .innerJoin(assets, eq(assets.id, assetHolds.assetId))
    .where(inArray(assets.barcode, barcodes));
  return new Map(rows.map(({ barcode, ...hold }) => [barcode, hold]));
}

async function receive(slug: string, bodies: Record<string, unknown>[]) {
  const res = await operator({
    method: "POST",
    url: "/spa/assets/bulk",
    payload: { assets: bodies.map((b) => ({ activitySlug: slug, type: "serial", ...b })) },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe("the locked hold on every path that sets locks", () => {
  it("a device received with locks is held; who found the lock is the receiver", async () => {
    const load = await insertLoad(t.database.db, "Northwind Health");
    const [locked, clean] = [newBarcode("LK"), newBarcode("LK")];
    await receive(load.slug, [
      { barcode: locked, serialNumber: `SN${unique()}`, locks: ["pin_lock", "mdm_locked"] },
      { barcode: clean, serialNumber: `SN${unique()}` },
    ]);
    const holds = await holdsByBarcode([locked, clean]);
    expect(holds.get(locked)).toEqual({
      type: "locked",
      status: "active",
      instructions: "Locked: PIN lock, MDM locked",
    });
    expect(holds.has(clean)).toBe(false);
    const locks = (await operator({ method: "GET", url: `/spa/assets/${locked}/locks` })).json();
    expect(locks.map((l: { type: string }) => l.type)).toEqual(["pin_lock", "mdm_locked"]);
    expect(locks[0].foundBy).toBeTruthy();
    expect((await operator({ method: "GET", url: `/spa/assets/${clean}/locks` })).json()).toEqual([]);
  });

  it("the program rule lock_asset holds the devices it locks", async () => {
    const probe = await insertLoad(t.database.db, "Northwind Health");
    const [service] = await t.database.db
      .insert(services)
      .values({ name: `Lock rule service ${unique()}`, category: "secure_itad" })
      .returning({ id: services.id });
    const [program] = await t.database.db
      .insert(programs)
      .values({
        accountId: probe.accountId,
        name: `Lock rule program ${unique()}`,
        rules: [{ type: "lock_asset", params: { lockType: "bios_lock" } }],
      })
      .returning({ id: programs.id });
    await t.database.db
      .insert(programServices)
      .values({ programId: program?.id as number, serviceId: service?.id as number });
    const load = await insertLoad(t.database.db, "Northwind Health", { programId: program?.id as number });
    const device = newBarcode("LR");
    await receive(load.slug, [{ barcode: device, serialNumber: `SN${unique()}` }]);
    expect((await holdsByBarcode([device])).get(device)).toEqual({
      type: "locked",
      status: "active",
      instructions: "Locked: BIOS lock",
    });
    const locks = (await operator({ method: "GET", url: `/spa/assets/${device}/locks` })).json();
    expect(locks).toMatchObject([{ type: "bios_lock", label: "BIOS lock" }]);
    expect(locks[0].foundAt).toBeTruthy();
  });

  it("the bulk asset update routes too, and refuses resale for a held device (409), changing none", async () => {
    const load = await insertLoad(t.database.db, "Northwind Health");
    const [held, free] = [newBarcode("BK"), newBarcode("BK")];
    await receive(load.slug, [
      { barcode: held, serialNumber: `SN${unique()}`, locks: ["fmip_locked"] },
      { barcode: free, serialNumber: `SN${unique()}` },
    ]);
    const bulk = (changes: Record<string, unknown>) =>
      operator({ method: "PUT", url: "/spa/assets/bulk", payload: { barcodes: [free, held], changes } });
    const refused = await bulk({ disposition: "resold_or_recycled", r2Classification: "resale" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`${held} is on hold (Locked): Locked: Find My iPhone locked`);
    const [row] = await t.database.db.select().from(assets).where(eq(assets.barcode, free));
    expect(row?.disposition).toBeNull();
    const ok = await bulk({
      disposition: "resold_or_recycled",
      r2Classification: "recycle",
      newInBox: "unconfirmed",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const rows = await t.database.db
      .select()
      .from(assets)
      .where(inArray(assets.barcode, [free, held]));
    expect(rows.map((r) => [r.r2Classification, r.newInBox])).toEqual([
      ["recycle", "unconfirmed"],
      ["recycle", "unconfirmed"],
    ]);
  });
});
