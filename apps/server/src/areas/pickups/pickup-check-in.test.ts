import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { rowsOf } from "../../db/paging";
import { insertLoad } from "../activities/activity-records.fixtures";

let t: TestApp;
let operator: Caller;
let warehouseId: number;
let load: { id: number; slug: string; accountId: number };

beforeAll(async () => {
  t = await createTestApp();
  ({ operator } = await accountCallers(t.app));
  load = await insertLoad(t.database.db, "Northwind Health");
  const [w] = await rowsOf<{ id: number }>(
    t.database.db,
    sql`select id from warehouses where short_name = 'DAL'`,
  );
  warehouseId = w?.id ?? 0;
});
afterAll(() => t.close());

const zplBarcodes = (zpl: string) =>
  [...zpl.matchAll(/\^BCN,\d+,N,N,N,A\^FH\\\^FD([^^]+)\^FS/g)].map((m) => m[1] as string);

/** Makes `count` labels for a day as ZPL and answers their barcodes. */
async function makeLabels(loadDate: string, count: number, extra: Record<string, unknown> = {}) {
  const res = await operator({
    method: "POST",
    url: "/spa/pickups/labels",
    payload: { warehouseId, loadDate, count, format: "zpl", ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return zplBarcodes(res.body);
}

describe("check-in", () => {
  it("makes bin assets with the same barcodes on the label's load in one call, the others with why", async () => {
    const [a, b, c] = await makeLabels("2031-01-12", 3, { activitySlug: load.slug });
    const [unassigned] = await makeLabels("2031-01-12", 1);
    await operator({ method: "PUT", url: `/spa/pickups/${a}`, payload: { weight: 55.5 } });
    const eligibility = await operator({
      method: "GET",
      url: `/spa/assets?find=can_be_checked_in&barcode=${a}`,
    });
    expect(eligibility.json()).toEqual({ barcode: a, eligible: true, reason: null });
    const notAssigned = await operator({
      method: "GET",
      url: `/spa/assets?find=can_be_checked_in&barcode=${unassigned?.toLowerCase()}`,
    });
    expect(notAssigned.json()).toEqual({
      barcode: unassigned,
      eligible: false,
      reason: `${unassigned} has no load assigned; assign it to the pickup's load first`,
    });
    const unknown = await operator({
      method: "GET",
      url: "/spa/assets?find=can_be_checked_in&barcode=PU99999999",
    });
    expect(unknown.json()).toEqual({
      barcode: "PU99999999",
      eligible: false,
      reason: "No pickup label has barcode PU99999999",
    });
    const onOtherLoad = await operator({
      method: "GET",
      url: `/spa/assets?find=can_be_checked_in&barcode=${b}&activitySlug=dal-in-1`,
    });
    expect(onOtherLoad.json().reason).toBe(`${b} is a pickup label of ${load.slug}, not of dal-in-1`);
    const res = await operator({
      method: "POST",
      url: "/spa/pickups/check_in",
      payload: { barcodes: [a, b?.toLowerCase(), unassigned, "PU99999999"] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      checkedIn: [
        { barcode: a, activitySlug: load.slug },
        { barcode: b, activitySlug: load.slug },
      ],
      refused: [
        {
          barcode: unassigned,
          reason: `${unassigned} has no load assigned; assign it to the pickup's load first`,
        },
        { barcode: "PU99999999", reason: "No pickup label has barcode PU99999999" },
      ],
    });
    const found = await operator({ method: "GET", url: `/spa/assets?find=barcode&barcode=${a}` });
    const asset = found.json().data[0];
    expect(asset).toMatchObject({
      barcode: a,
      type: "bin",
      activitySlug: load.slug,
      accountId: load.accountId,
    });
    expect(asset.inboundGrossWeight).toBe(55.5);
    const label = (await operator({ method: "GET", url: `/spa/pickups/${a}` })).json();
    expect(label.checkedInAt).not.toBeNull();
    expect(label.assetId).toBe(asset.id);
    const list = (
      await operator({
        method: "GET",
        url: `/spa/pickups?warehouseId=${warehouseId}&loadDate=2031-01-12&status=missing`,
      })
    ).json();
    expect(list.data.map((l: { barcode: string }) => l.barcode)).toEqual([c]);
    expect(list.counts).toEqual({ total: 4, assigned: 3, checkedIn: 2, missing: 1 });

    // Twice: nothing more is created, and the label says why.
    const twice = await operator({
      method: "POST",
      url: "/spa/pickups/check_in",
      payload: { barcodes: [a] },
    });
    expect(twice.json()).toEqual({
      checkedIn: [],
      refused: [{ barcode: a, reason: `${a} is already checked in` }],
    });
    const [count] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from assets where barcode = ${a}`,
    );
    expect(count?.n).toBe(1);
    const [events] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from events where barcode = ${a} and action = 'received'`,
    );
    expect(events?.n).toBe(1);
    // Checked in: account, load and weight no longer change; the notes still do.
    const locked = await operator({ method: "PUT", url: `/spa/pickups/${a}`, payload: { weight: 1 } });
    expect(locked.statusCode).toBe(409);
    const notes = await operator({
      method: "PUT",
      url: `/spa/pickups/${a}`,
      payload: { notes: "Torn label" },
    });
    expect(notes.statusCode).toBe(200);
  });

  it("refuses a load that no longer receives and a barcode an asset already has", async () => {
    const closedLoad = await insertLoad(t.database.db, "Northwind Health");
    const [x, y] = await makeLabels("2031-01-13", 2, { activitySlug: closedLoad.slug });
    await t.database.db.execute(sql`update activities set status = 'closed' where id = ${closedLoad.id}`);
    const [z] = await makeLabels("2031-01-13", 1, { activitySlug: load.slug });
    const taken = await operator({
      method: "POST",
      url: "/spa/assets",
      payload: { activitySlug: load.slug, barcode: z, type: "bin" },
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const res = await operator({
      method: "POST",
      url: "/spa/pickups/check_in",
      payload: { barcodes: [x, y, z] },
    });
    expect(res.json()).toEqual({
      checkedIn: [],
      refused: [
        { barcode: x, reason: `${closedLoad.slug} is closed; assets cannot be added to it` },
        { barcode: y, reason: `${closedLoad.slug} is closed; assets cannot be added to it` },
        { barcode: z, reason: `Barcode ${z} is already in use by an asset` },
      ],
    });
  });
});
