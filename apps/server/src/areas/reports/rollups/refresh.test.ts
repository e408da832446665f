import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/harness";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../db/paging";
import { insertLoad, userId } from "../../activities/activity-records.fixtures";
import { insertAssets } from "../../assets/asset-records.fixtures";
import { newAccount, newClass, newProductOf } from "../facts/facts.fixtures";
import { runFacts } from "../facts/run-facts";
import { rebuildRollups, refreshRollups } from "./refresh";
import { devicesBoth, dirtySlices, receivedBoth, resultOf, suiteOf, testsBoth } from "./rollups.fixtures";

let t: TestApp;
let db: Db;
let tech: number;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  tech = await userId(db, "operator@example.com");
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

async function expectRollupsEqualScan() {
  const [received, receivedScan] = await receivedBoth(db);
  expect(received).toEqual(receivedScan);
  const [devices, devicesScan] = await devicesBoth(db);
  expect(devices).toEqual(devicesScan);
  const [tests, testsScan] = await testsBoth(db);
  expect(tests).toEqual(testsScan);
}

/** A new account with a load of `n` laptops (serialized, 2.5 lbs net each) received now. */
async function receivedLaptops(n: number) {
  const account = await newAccount(db, "Rollups");
  const laptops = await newClass(db);
  const laptop = await newProductOf(db, laptops.id);
  const load = await insertLoad(db, account.name);
  const assetIds = await insertAssets(
    db,
    Array.from({ length: n }, (_, i) => ({
      barcode: `RL${Date.now() % 1_000_000_000}${i}${Math.floor(Math.random() * 1000)}`,
      activityId: load.id,
      accountId: account.id,
      productId: laptop.id,
      serialNumber: `SN-RL-${load.id}-${i}`,
      netWeight: 2.5,
    })),
  );
  return { account, laptops, laptop, load, assetIds };
}

describe("the daily rollups", () => {
  it("recomputes the demo's slices in batches to the figures a scan of the base tables gives", async () => {
    // The demo refreshes once it is seeded; every slice it has is marked again and drained in small batches.
    await db.execute(sql`insert into rollup_dirty (account_id, day)
      select distinct coalesce(account_id, 0), (created_at at time zone 'UTC')::date from assets on conflict do nothing`);
    const marked = (await dirtySlices(db)).length;
    expect(marked).toBeGreaterThan(7);
    const { slices } = await refreshRollups(db, { batch: 7 });
    expect(slices).toBe(marked);
    expect(await dirtySlices(db)).toEqual([]);
    const [received] = await receivedBoth(db);
    expect(Object.keys(received).length).toBeGreaterThan(0);
    await expectRollupsEqualScan();
    const [state] = await rowsOf<{ name: string }>(db, sql`select name from rollup_state`);
    expect(state?.name).toBe("daily");
  });

  it("keeps the rollups equal to a scan through receiving, grading, moving, deleting and testing", async () => {
    await refreshRollups(db);
    const { account, laptops, assetIds } = await receivedLaptops(3);
    const slice = `${account.id}/${today()}`;
    expect(await dirtySlices(db)).toEqual([slice]);
    await refreshRollups(db);
    const range = { beginDate: today(), endDate: today() };
    const q = { range, timePeriod: "daily" as const, accountIds: [account.id], productClassIds: [] };
    expect(
      (await runFacts(db, { ...q, measures: ["weight_lbs", "pieces", "devices"], dimensions: [] }))[0]
        ?.values,
    ).toEqual([7.5, 3, 3]);

    // Grading one device moves it between grades; an update that changes nothing the rollups read marks nothing.
    await db.execute(
      sql`update assets set grade = 'B', disposition = 'redeploy' where id = ${assetIds[0] as number}`,
    );
    await db.execute(sql`update assets set notes = 'looked at' where id = ${assetIds[1] as number}`);
    expect(await dirtySlices(db)).toEqual([slice]);
    await refreshRollups(db);
    const graded = await runFacts(db, {
      ...q,
      measures: ["devices"],
      dimensions: ["grade", "product_class"],
    });
    expect(graded.map((r) => [...r.keys, ...r.values])).toEqual([
      ["", String(laptops.id), 2],
      ["B", String(laptops.id), 1],
    ]);
    await expectRollupsEqualScan();

    // A product entry's weight corrected, then an asset deleted (its entry goes with it).
    await db.execute(
      sql`update product_assets set net_weight = 10 where asset_id = ${assetIds[1] as number}`,
    );
    await db.execute(sql`delete from assets where id = ${assetIds[2] as number}`);
    expect(await dirtySlices(db)).toEqual([slice]);
    await refreshRollups(db);
    expect(
      (await runFacts(db, { ...q, measures: ["weight_lbs", "devices"], dimensions: [] }))[0]?.values,
    ).toEqual([12.5, 2]);
    await expectRollupsEqualScan();

    // Test results count on their own day, for the asset's account, by technician.
    const suite = await suiteOf(db, laptops.id);
    await resultOf(db, suite, assetIds[0] as number, tech, "2026-02-10T12:00:00Z");
    await resultOf(db, suite, assetIds[1] as number, null, "2026-02-10T23:59:00Z");
    expect(await dirtySlices(db)).toEqual([`${account.id}/2026-02-10`]);
    await refreshRollups(db);
    const tested = await runFacts(db, {
      ...q,
      range: { beginDate: "2026-02-10", endDate: "2026-02-10" },
      measures: ["devices_tested"],
      dimensions: ["technician"],
    });
    expect(tested.map((r) => [r.keys[0], r.values[0]])).toEqual([
      ["0", 1],
      [String(tech), 1],
    ]);
    await expectRollupsEqualScan();

    // Moving a device to another account moves its received slice and its test slice.
    const other = await newAccount(db, "Rollups other");
    await db.execute(sql`update assets set account_id = ${other.id} where id = ${assetIds[0] as number}`);
    expect(await dirtySlices(db)).toEqual(
      [`${account.id}/2026-02-10`, `${other.id}/2026-02-10`, slice, `${other.id}/${today()}`].sort(),
    );
    await refreshRollups(db);
    await expectRollupsEqualScan();

    // Deleting a tested device marks the tests slice of its day too.
    await db.execute(sql`delete from assets where id = ${assetIds[1] as number}`);
    expect(await dirtySlices(db)).toContain(`${account.id}/2026-02-10`);
    await refreshRollups(db);
    await expectRollupsEqualScan();
  });

  it("rebuilds everything from the base tables to the same rollups", async () => {
    await receivedLaptops(2);
    await refreshRollups(db);
    const before = await Promise.all([receivedBoth(db), devicesBoth(db), testsBoth(db)]);
    await db.execute(sql`delete from rollup_received_daily`);
    await rebuildRollups(db);
    expect(await Promise.all([receivedBoth(db), devicesBoth(db), testsBoth(db)])).toEqual(before);
  });
});
