import { ASSET_BULK_SYNC_LIMIT, type Asset } from "@ops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { settleJobs } from "../../platform/jobs";
import { eventsOf, insertLoad } from "../activities/activity-records.fixtures";
import { holdAsset, newBarcode, someLocation, someProductId } from "./assets.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let load: { id: number; slug: string; accountId: number };
let otherLoad: { id: number; slug: string; accountId: number };
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  load = await insertLoad(t.database.db, "Northwind Health");
  otherLoad = await insertLoad(t.database.db, "Northwind Health");
  productId = await someProductId(t.database.db);
});
afterAll(() => t.close());

const find = async (barcode: string) =>
  (await operator({ method: "GET", url: `/spa/assets?find=barcode&barcode=${barcode}` })).json().data[0] as
    | Asset
    | undefined;

describe("POST /assets/bulk", () => {
  it("receives a pallet with its bins and serials in one call, parents from the same batch", async () => {
    const pallet = newBarcode("BP");
    const bin = newBarcode("BB");
    const serials = [newBarcode("BS"), newBarcode("BS")];
    const res = await operator({
      method: "POST",
      url: "/spa/assets/bulk",
      payload: {
        assets: [
          ...serials.map((b, i) => ({
            activitySlug: load.slug,
            barcode: b.toLowerCase(),
            type: "serial",
            serialNumber: `SN-${b}-${i}`,
            parentBarcode: bin.toLowerCase(),
            productId,
          })),
          { activitySlug: load.slug, barcode: bin, type: "bin", parentBarcode: pallet },
          { activitySlug: load.slug, barcode: pallet, type: "pallet", grossWeight: 400, netWeight: 350 },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ count: 4 });
    expect(await find(bin)).toMatchObject({ parentBarcode: pallet, childCount: 2 });
    expect(await find(serials[0] as string)).toMatchObject({
      parentBarcode: bin,
      productAssets: [{ productId }],
    });
    const received = (await eventsOf(t.database.db, load.id)).filter((e) => e.action === "received");
    expect(received.map((e) => e.barcode)).toEqual(expect.arrayContaining([pallet, bin, ...serials]));
  });

  it("writes nothing when any asset is refused, and keys every error by its position", async () => {
    const taken = newBarcode("BT");
    await operator({
      method: "POST",
      url: "/spa/assets",
      payload: { activitySlug: load.slug, barcode: taken, type: "bin" },
    });
    const good = newBarcode("BG");
    const twice = newBarcode("BW");
    const res = await operator({
      method: "POST",
      url: "/spa/assets/bulk",
      payload: {
        assets: [
          { activitySlug: load.slug, barcode: good, type: "bin" },
          { activitySlug: load.slug, barcode: taken.toLowerCase(), type: "bin" },
          { activitySlug: load.slug, barcode: twice, type: "bin" },
          { activitySlug: load.slug, barcode: twice, type: "bin" },
          { activitySlug: load.slug, barcode: newBarcode(), type: "serial" },
          { activitySlug: "dal-in-1", barcode: newBarcode(), type: "bin" },
          { activitySlug: load.slug, barcode: newBarcode(), type: "bin", parentBarcode: good },
          { activitySlug: load.slug, barcode: "", type: "bin" },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "assets.7.barcode": ["Enter or scan a barcode"],
    });
    const fixedEmpty = await operator({
      method: "POST",
      url: "/spa/assets/bulk",
      payload: {
        assets: [
          { activitySlug: load.slug, barcode: good, type: "bin" },
          { activitySlug: load.slug, barcode: taken.toLowerCase(), type: "bin" },
          { activitySlug: load.slug, barcode: twice, type: "bin" },
          { activitySlug: load.slug, barcode: twice, type: "bin" },
          { activitySlug: load.slug, barcode: newBarcode(), type: "serial" },
          { activitySlug: "dal-in-1", barcode: newBarcode(), type: "bin" },
          { activitySlug: load.slug, barcode: newBarcode(), type: "bin", parentBarcode: "NOPE-2" },
        ],
      },
    });
    expect(fixedEmpty.statusCode).toBe(422);
    expect(fixedEmpty.json().errors).toEqual({
      "assets.1.barcode": [`Barcode ${taken} is already in use`],
      "assets.3.barcode": [`Barcode ${twice} appears more than once in this batch`],
      "assets.4.serialNumber": ["A serial asset needs a serial number"],
      "assets.5.activitySlug": ["No activity has slug dal-in-1"],
      "assets.6.parentBarcode": ["No asset has barcode NOPE-2"],
    });
    expect(await find(good)).toBeUndefined();
    expect(await find(twice)).toBeUndefined();
  });

  it("runs a large batch as a job with the same all-or-nothing result", async () => {
    const prefix = newBarcode("J");
    const assets = Array.from({ length: ASSET_BULK_SYNC_LIMIT + 1 }, (_, i) => ({
      activitySlug: load.slug,
      barcode: `${prefix}-${i}`,
      type: "bin",
    }));
    const res = await operator({ method: "POST", url: "/spa/assets/bulk", payload: { assets } });
    expect(res.statusCode).toBe(202);
    await settleJobs();
    const job = await operator({ method: "GET", url: `/spa/jobs/${res.json().jobId}` });
    expect(job.json()).toMatchObject({ status: "succeeded", result: { count: ASSET_BULK_SYNC_LIMIT + 1 } });
    expect(await find(`${prefix}-${ASSET_BULK_SYNC_LIMIT}`)).toBeDefined();

    const again = await operator({
      method: "POST",
      url: "/spa/assets/bulk?async=true",
      payload: { assets: assets.slice(0, 2) },
    });
    expect(again.statusCode).toBe(202);
    await settleJobs();
    const failed = await operator({ method: "GET", url: `/spa/jobs/${again.json().jobId}` });
    expect(failed.json()).toMatchObject({
      status: "failed",
      error: { status: 422, errors: { "assets.0.barcode": [`Barcode ${prefix}-0 is already in use`] } },
    });
  });

  it("is for operators only", async () => {
    const body = { assets: [{ activitySlug: load.slug, barcode: newBarcode(), type: "bin" }] };
    expect((await client({ method: "POST", url: "/spa/assets/bulk", payload: body })).statusCode).toBe(403);
    expect(
      (await client({ method: "PUT", url: "/spa/assets/bulk", payload: { barcodes: ["X"], changes: {} } }))
        .statusCode,
    ).toBe(403);
  });
});

describe("PUT /assets/bulk", () => {
  const receiveBins = async (n: number, prefix: string) => {
    const barcodes = Array.from({ length: n }, (_, i) => `${newBarcode(prefix)}${i}`);
    const res = await operator({
      method: "POST",
      url: "/spa/assets/bulk",
      payload: { assets: barcodes.map((barcode) => ({ activitySlug: load.slug, barcode, type: "bin" })) },
    });
    expect(res.statusCode).toBe(201);
    return barcodes;
  };

  it("makes the same change to every asset and records it on each", async () => {
    const barcodes = await receiveBins(3, "PU");
    const location = await someLocation(t.database.db);
    const res = await operator({
      method: "PUT",
      url: "/spa/assets/bulk",
      payload: {
        barcodes: barcodes.map((b) => b.toLowerCase()),
        changes: { stockType: "staging", locationId: location.id },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 3 });
    for (const b of barcodes)
      expect(await find(b)).toMatchObject({ stockType: "staging", locationId: location.id });
    const events = await operator({ method: "GET", url: `/spa/assets/${barcodes[0]}/events` });
    expect(events.json().data[0]).toMatchObject({
      action: "updated",
      changes: expect.arrayContaining([{ field: "stockType", from: null, to: "staging" }]),
    });
  });

  it("moves them all to another activity, or none while one is held", async () => {
    const barcodes = await receiveBins(3, "PM");
    await holdAsset(t.database.db, barcodes[2] as string);
    const refused = await operator({
      method: "PUT",
      url: "/spa/assets/bulk",
      payload: { barcodes, changes: { activitySlug: otherLoad.slug } },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Asset ${barcodes[2]} is on legal hold; release the hold first`);
    for (const b of barcodes) expect((await find(b))?.activitySlug).toBe(load.slug);
    const moved = await operator({
      method: "PUT",
      url: "/spa/assets/bulk",
      payload: { barcodes: barcodes.slice(0, 2), changes: { activitySlug: otherLoad.slug } },
    });
    expect(moved.json()).toEqual({ count: 2 });
    expect((await find(barcodes[0] as string))?.activitySlug).toBe(otherLoad.slug);
    const events = await operator({ method: "GET", url: `/spa/assets/${barcodes[1]}/events` });
    expect(events.json().data[0]).toMatchObject({
      action: "moved",
      changes: [{ field: "activitySlug", from: load.slug, to: otherLoad.slug }],
    });
  });

  it("refuses unknown barcodes and a location of another warehouse, changing nothing", async () => {
    const barcodes = await receiveBins(1, "PX");
    const unknown = await operator({
      method: "PUT",
      url: "/spa/assets/bulk",
      payload: { barcodes: [...barcodes, "NOPE-3"], changes: { stockType: "fgi" } },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ "barcodes.1": ["No asset has barcode NOPE-3"] });
    const phx = await someLocation(t.database.db, "PHX");
    const away = await operator({
      method: "PUT",
      url: "/spa/assets/bulk",
      payload: { barcodes, changes: { locationId: phx.id } },
    });
    expect(away.json().errors["changes.locationId"]).toEqual([
      `The location is not in the warehouse of ${barcodes[0]}`,
    ]);
    expect((await find(barcodes[0] as string))?.stockType).toBeNull();
  });

  it("runs as a job when asked", async () => {
    const barcodes = await receiveBins(2, "PJ");
    const res = await operator({
      method: "PUT",
      url: "/spa/assets/bulk?async=true",
      payload: { barcodes, changes: { source: "depot" } },
    });
    expect(res.statusCode).toBe(202);
    await settleJobs();
    const job = await operator({ method: "GET", url: `/spa/jobs/${res.json().jobId}` });
    expect(job.json()).toMatchObject({ status: "succeeded", result: { count: 2 } });
    expect((await find(barcodes[1] as string))?.source).toBe("depot");
  });
});
