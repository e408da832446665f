import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/harness";
import type { Db } from "../../../db/client";
import { insertLoad } from "../../activities/activity-records.fixtures";
import { insertAssets } from "../../assets/asset-records.fixtures";
import { newAccount } from "../facts/facts.fixtures";
import { refreshRollups } from "./refresh";
import { devicesBoth, dirtySlices } from "./rollups.fixtures";

// Writers and the refresh at the same time: only PostgreSQL has concurrent sessions (PGlite one).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
let serial = 0;
const device = (load: { id: number; accountId: number }) => ({
  barcode: `RC${load.id}X${++serial}`,
  activityId: load.id,
  accountId: load.accountId,
  serialNumber: `SN-RC-${load.id}-${serial}`,
});

describe.runIf(onPostgres)("a refresh beside writers", () => {
  it("leaves a slice whose writer has not committed dirty, and counts it once the writer has", async () => {
    const account = await newAccount(db, "Concurrent");
    const load = await insertLoad(db, account.name);
    // The slice is already marked (committed) when the writer starts: its mark exists.
    await insertAssets(db, [device(load)]);
    expect(await dirtySlices(db)).toContain(`${account.id}/${today()}`);

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let wrote = () => {};
    const written = new Promise<void>((resolve) => {
      wrote = resolve;
    });
    const writer = db.transaction(async (tx) => {
      await insertAssets(tx as unknown as Db, [device(load), device(load)]);
      wrote();
      await held;
    });
    await written;
    // The refresh skips the slice the writer holds, and does not wait for it.
    await refreshRollups(db);
    expect(await dirtySlices(db)).toContain(`${account.id}/${today()}`);
    release();
    await writer;
    await refreshRollups(db);
    expect(await dirtySlices(db)).toEqual([]);
    const [rollup, scan] = await devicesBoth(db);
    expect(rollup).toEqual(scan);
    expect(rollup[`${account.id}/${today()}//`]).toBe("3");
  });
});
