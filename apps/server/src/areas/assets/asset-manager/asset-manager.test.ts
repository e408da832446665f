import { randomUUID } from "node:crypto";
import type { Asset } from "@ops/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { activities, jobs } from "../../../db/schema";
import { demoOperatorContext } from "../../../db/seed/demo-actor";
import type { ServiceContext } from "../../../platform/context";
import { settleJobs } from "../../../platform/jobs";
import { insertLoad } from "../../activities/activity-records.fixtures";
import { holdAsset, newBarcode, releaseHolds, someLocation, someProductId } from "../assets.fixtures";
import { assetManagerConsolidateJob, assetManagerCreateJob } from "./asset-manager.jobs";
import { requestConsolidation, requestCreate } from "./asset-manager.service";

let t: TestApp;
let operator: Caller;
let client: Caller;
let ctx: ServiceContext;
type Load = { id: number; slug: string; accountId: number };
let load: Load;
let sameAccountLoad: Load;
let otherAccountLoad: Load;
let productId: number;
let location: { id: number; barcode: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  ctx = await demoOperatorContext(t.database.db);
  load = await insertLoad(t.database.db, "Northwind Health");
  sameAccountLoad = await insertLoad(t.database.db, "Northwind Health");
  otherAccountLoad = await insertLoad(t.database.db, "Globex Software");
  productId = await someProductId(t.database.db);
  location = await someLocation(t.database.db);
});
afterAll(() => t.close());

const find = async (barcode: string) =>
  (await operator({ method: "GET", url: `/spa/assets?find=barcode&barcode=${barcode}` })).json().data[0] as
    | Asset
    | undefined;
const eventsOf = async (barcode: string) =>
  (await operator({ method: "GET", url: `/spa/assets/${barcode}/events` })).json().data as {
    action: string;
    message: string | null;
  }[];
const jobOf = async (jobId: string) => (await operator({ method: "GET", url: `/spa/jobs/${jobId}` })).json();
const jobCount = () => t.database.db.$count(jobs);
const assetsLike = async (prefix: string) =>
  (
    (await t.database.db.execute(
      sql`select count(*)::int as n from assets where barcode like ${`${prefix}%`}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]?.n;

/** Receives containers (with what they hold) on a load: `{ barcode: [children…] }`. */
async function receive(on: Load, tree: Record<string, string[]>, type = "bin") {
  const assets = Object.entries(tree).flatMap(([bin, children]) => [
    { activitySlug: on.slug, barcode: bin, type },
    ...children.map((c) => ({ activitySlug: on.slug, barcode: c, type: "bin", parentBarcode: bin })),
  ]);
  const res = await operator({ method: "POST", url: "/spa/assets/bulk", payload: { assets } });
  expect(res.statusCode, res.body).toBe(201);
}

describe("POST /asset_manager/create", () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    count: 3,
    type: "bin",
    productId,
    locationId: location.id,
    activitySlug: load.slug,
    grossWeight: 40,
    netWeight: 35,
    requestKey: randomUUID(),
    ...extra,
  });

  it("makes the containers with consecutive generated barcodes, the product, location and an event each", async () => {
    const res = await operator({ method: "POST", url: "/spa/asset_manager/create", payload: body() });
    expect(res.statusCode).toBe(202);
    await settleJobs();
    const job = await jobOf(res.json().jobId);
    expect(job).toMatchObject({ status: "succeeded", result: { count: 3, activitySlug: load.slug } });
    const { barcodes, range } = job.result as { barcodes: string[]; range: [string, string] };
    expect(barcodes).toHaveLength(3);
    for (const b of barcodes) expect(b).toMatch(/^BIN-DAL-\d{6,}$/);
    const numbers = barcodes.map((b) => Number(b.split("-")[2]));
    expect(numbers).toEqual([numbers[0], (numbers[0] as number) + 1, (numbers[0] as number) + 2]);
    expect(range).toEqual([barcodes[0], barcodes[2]]);
    expect(await find(barcodes[1] as string)).toMatchObject({
      type: "bin",
      activitySlug: load.slug,
      locationId: location.id,
      productAssets: [{ productId, grossWeight: 40, netWeight: 35 }],
    });
    expect((await eventsOf(barcodes[0] as string))[0]).toMatchObject({
      action: "created",
      message: `Created by the asset manager on ${load.slug}`,
    });

    // The next run goes on from the highest number in use; another type has its own numbers.
    const next = await operator({
      method: "POST",
      url: "/spa/asset_manager/create",
      payload: body({ count: 1 }),
    });
    await settleJobs();
    const nextResult = (await jobOf(next.json().jobId)).result;
    expect(nextResult.range[0]).toBe(`BIN-DAL-${String((numbers[2] as number) + 1).padStart(6, "0")}`);
    const pallets = await operator({
      method: "POST",
      url: "/spa/asset_manager/create",
      payload: body({ count: 2, type: "pallet" }),
    });
    await settleJobs();
    expect((await jobOf(pallets.json().jobId)).result.barcodes[0]).toMatch(/^PAL-DAL-\d{6}$/);
  });

  it("numbers two runs at once apart: the warehouse is locked while a run numbers its containers", async () => {
    const [a, b] = await Promise.all([
      operator({ method: "POST", url: "/spa/asset_manager/create", payload: body({ count: 4 }) }),
      operator({ method: "POST", url: "/spa/asset_manager/create", payload: body({ count: 4 }) }),
    ]);
    await settleJobs();
    const [ra, rb] = [(await jobOf(a.json().jobId)).result, (await jobOf(b.json().jobId)).result];
    expect(new Set([...ra.barcodes, ...rb.barcodes]).size).toBe(8);
  });

  it("answers the same job to a retried request (same requestKey) and creates nothing more", async () => {
    const payload = body({ count: 2, type: "tray" });
    const first = await operator({ method: "POST", url: "/spa/asset_manager/create", payload });
    const again = await operator({ method: "POST", url: "/spa/asset_manager/create", payload });
    expect(again.statusCode).toBe(202);
    expect(again.json().jobId).toBe(first.json().jobId);
    await settleJobs();
    const before = await assetsLike("TRY-DAL-");
    const late = await operator({ method: "POST", url: "/spa/asset_manager/create", payload });
    expect(late.json().jobId).toBe(first.json().jobId);
    await settleJobs();
    expect(await assetsLike("TRY-DAL-")).toBe(before);
    expect((await jobOf(first.json().jobId)).result.count).toBe(2);
  });

  it("refuses bad input on the field before anything is queued", async () => {
    const phx = await someLocation(t.database.db, "PHX");
    const before = await jobCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ count: 0 }, "count", "Create at least 1"],
      [{ count: 1001 }, "count", "At most 1,000 at a time"],
      [{ type: "serial" }, "type", "Choose bin, pallet, tray or serial bin"],
      [{ netWeight: 50 }, "netWeight", "Net weight cannot be more than gross weight"],
      [
        { requestKey: "" },
        "requestKey",
        "A request key is required so that a retried request is not run twice",
      ],
      [{ activitySlug: "dal-in-1" }, "activitySlug", "No activity has slug dal-in-1"],
      [{ productId: 999_999_999 }, "productId", "No product has id 999999999"],
      [{ locationId: phx.id }, "locationId", `The location is not in the warehouse of ${load.slug}`],
    ];
    for (const [change, field, message] of cases) {
      const res = await operator({ method: "POST", url: "/spa/asset_manager/create", payload: body(change) });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], field).toEqual([message]);
    }
    expect(await jobCount()).toBe(before);
  });

  it("creates none when the run is refused (the activity was canceled after queueing)", async () => {
    const target = await insertLoad(t.database.db, "Northwind Health");
    const before = await assetsLike("SBN-DAL-");
    let jobId = "";
    await t.database.db.transaction(async (tx) => {
      ({ jobId } = await requestCreate({ ...ctx, db: tx }, assetManagerCreateJob, {
        count: 5,
        type: "serial_bin",
        productId,
        locationId: location.id,
        activitySlug: target.slug,
        grossWeight: null,
        netWeight: null,
        requestKey: randomUUID(),
      }));
      await tx.update(activities).set({ status: "canceled" }).where(eq(activities.id, target.id));
    });
    await settleJobs();
    expect(await jobOf(jobId)).toMatchObject({
      status: "failed",
      error: {
        status: 422,
        errors: { activitySlug: [`${target.slug} is canceled; assets cannot be added to it`] },
      },
    });
    expect(await assetsLike("SBN-DAL-")).toBe(before);
  });

  it("is for operators allowed to edit assets", async () => {
    const res = await client({ method: "POST", url: "/spa/asset_manager/create", payload: body() });
    expect(res.statusCode).toBe(403);
  });
});

describe("POST /asset_manager/consolidate", () => {
  const consolidate = (targetBarcode: string, sourceBarcodes: string[], requestKey = randomUUID()) =>
    operator({
      method: "POST",
      url: "/spa/asset_manager/consolidate",
      payload: { targetBarcode, sourceBarcodes, requestKey },
    });

  it("moves the contents of each source into the target, closes the sources and records every move", async () => {
    const [target, s1, s2] = [newBarcode("CT"), newBarcode("CS"), newBarcode("CS")];
    const kept = newBarcode("CK");
    const moved = [newBarcode("CM"), newBarcode("CM"), newBarcode("CM")];
    await receive(load, { [target]: [kept], [s1]: moved.slice(0, 2), [s2]: moved.slice(2) });
    const requestKey = randomUUID();
    const res = await consolidate(target, [s1.toLowerCase(), s2], requestKey);
    expect(res.statusCode).toBe(202);
    await settleJobs();
    expect(await jobOf(res.json().jobId)).toMatchObject({
      status: "succeeded",
      result: { targetBarcode: target, moved: 3, closed: [s1, s2] },
    });
    expect(await find(target)).toMatchObject({ childCount: 4 });
    for (const m of moved) expect(await find(m)).toMatchObject({ parentBarcode: target });
    const closedSource = await find(s1);
    expect(closedSource).toMatchObject({
      childCount: 0,
      closedNote: `Emptied into ${target}`,
      attributes: {},
    });
    expect(Date.now() - Date.parse(closedSource?.closedAt ?? "")).toBeLessThan(60_000);
    expect(await find(target)).toMatchObject({ closedAt: null, closedNote: null });
    expect((await eventsOf(moved[0] as string))[0]).toMatchObject({
      action: "moved",
      message: `Moved from ${s1} to ${target}`,
    });
    expect((await eventsOf(moved[2] as string))[0]?.message).toBe(`Moved from ${s2} to ${target}`);
    expect((await eventsOf(s1))[0]).toMatchObject({
      action: "closed",
      message: `Emptied into ${target} (2 assets moved) and closed`,
    });
    expect((await eventsOf(target))[0]).toMatchObject({
      action: "consolidated",
      message: `3 assets moved in from ${s1}, ${s2}`,
    });

    // A retry answers the same job (the sources are closed now: checked anew it would be refused).
    const jobsBefore = await jobCount();
    const retry = await consolidate(target, [s1, s2], requestKey);
    expect(retry.statusCode).toBe(202);
    expect(retry.json().jobId).toBe(res.json().jobId);
    expect(await jobCount()).toBe(jobsBefore);
    expect((await eventsOf(target)).filter((e) => e.action === "consolidated")).toHaveLength(1);

    // Without the key, the closed bins are refused.
    const closed = await consolidate(target, [s1]);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors).toEqual({
      "sourceBarcodes.0": [`${s1} is closed (emptied into ${target})`],
    });

    // Editing the closed bin's attributes (re-parsed against the account's form) leaves it closed.
    const edit = await operator({
      method: "PUT",
      url: `/spa/assets/${closedSource?.id}`,
      payload: { attributes: {}, notes: "Emptied on the floor" },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await find(s1)).toMatchObject({
      notes: "Emptied on the floor",
      closedNote: `Emptied into ${target}`,
    });
    expect((await consolidate(target, [s1])).json().errors).toEqual({
      "sourceBarcodes.0": [`${s1} is closed (emptied into ${target})`],
    });
  });

  it("refuses each bad bin on its field before anything is queued, and changes nothing", async () => {
    const [target, good, held, heldInside, foreign, elsewhere, outer] = [
      "RT",
      "RG",
      "RH",
      "RI",
      "RF",
      "RE",
      "RO",
    ].map((p) => newBarcode(p)) as [string, string, string, string, string, string, string];
    const [goodChild, heldChild] = [newBarcode("RC"), newBarcode("RC")];
    const inner = newBarcode("RN");
    await receive(load, { [target]: [], [good]: [goodChild], [held]: [], [heldInside]: [heldChild] });
    await receive(load, { [outer]: [inner] });
    await receive(otherAccountLoad, { [foreign]: [] });
    await receive(sameAccountLoad, { [elsewhere]: [] });
    const serial = newBarcode("RS");
    await operator({
      method: "POST",
      url: "/spa/assets",
      payload: { activitySlug: load.slug, barcode: serial, type: "serial", serialNumber: `SN${serial}` },
    });
    await holdAsset(t.database.db, held);
    await holdAsset(t.database.db, heldChild);
    const before = await jobCount();

    const sources = [good, target, "NOPE-9", held, heldInside, foreign, elsewhere, serial];
    const res = await consolidate(target, sources);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "sourceBarcodes.1": ["A bin cannot be consolidated into itself"],
    });
    const withoutSelf = sources.filter((s) => s !== target);
    const refused = await consolidate(target, withoutSelf);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      "sourceBarcodes.1": ["No asset has barcode NOPE-9"],
      "sourceBarcodes.2": [`${held} is on legal hold; release the hold first`],
      "sourceBarcodes.4": [
        `${foreign} belongs to another account (Globex Software) than ${target} (Northwind Health)`,
      ],
      "sourceBarcodes.5": [
        `${elsewhere} is on ${sameAccountLoad.slug}, ${target} on ${load.slug}; bins are consolidated within one activity`,
      ],
      "sourceBarcodes.6": [
        `${serial} is a serial; only bins, pallets, trays and virtual containers can be consolidated`,
      ],
    });
    // The held asset inside a source is named once the bins themselves pass.
    const heldContent = await consolidate(target, [good, heldInside]);
    expect(heldContent.json().errors).toEqual({
      "sourceBarcodes.1": [`${heldChild} in ${heldInside} is on legal hold; release the hold first`],
    });
    const badTarget = await consolidate(serial, [good]);
    expect(badTarget.json().errors).toEqual({
      targetBarcode: [
        `${serial} is a serial; only bins, pallets, trays and virtual containers can be consolidated`,
      ],
    });
    const heldTarget = await consolidate(held, [good]);
    expect(heldTarget.json().errors).toEqual({
      targetBarcode: [`${held} is on legal hold; release the hold first`],
    });
    const unknownTarget = await consolidate("NOPE-8", [good]);
    expect(unknownTarget.json().errors).toEqual({ targetBarcode: ["No asset has barcode NOPE-8"] });
    const intoInner = await consolidate(inner, [outer]);
    expect(intoInner.json().errors).toEqual({
      "sourceBarcodes.0": [`${inner} is inside ${outer}; take it out before emptying ${outer} into it`],
    });
    const nested = await consolidate(target, [outer, inner]);
    expect(nested.json().errors).toEqual({
      "sourceBarcodes.1": [`${inner} is inside ${outer}, which is emptied too; scan only one of them`],
    });
    // A held asset deeper inside a source is found too.
    const [deepOuter, deepInner, deepHeld] = [newBarcode("RD"), newBarcode("RD"), newBarcode("RD")];
    await operator({
      method: "POST",
      url: "/spa/assets/bulk",
      payload: {
        assets: [
          { activitySlug: load.slug, barcode: deepOuter, type: "pallet" },
          { activitySlug: load.slug, barcode: deepInner, type: "bin", parentBarcode: deepOuter },
          { activitySlug: load.slug, barcode: deepHeld, type: "bin", parentBarcode: deepInner },
        ],
      },
    });
    await holdAsset(t.database.db, deepHeld);
    const deep = await consolidate(target, [good, deepOuter]);
    expect(deep.json().errors).toEqual({
      "sourceBarcodes.1": [`${deepHeld} in ${deepOuter} is on legal hold; release the hold first`],
    });
    const empty = await consolidate(target, []);
    expect(empty.json().errors).toEqual({
      sourceBarcodes: ["Scan at least one bin to empty into the target"],
    });

    expect(await jobCount()).toBe(before);
    expect(await find(goodChild)).toMatchObject({ parentBarcode: good });
    expect(await find(good)).toMatchObject({ attributes: {} });
  });

  it("moves nothing when the run finds one bin refused (an asset held after queueing)", async () => {
    const [target, s1, s2] = [newBarcode("AT"), newBarcode("AS"), newBarcode("AS")];
    const [c1, c2] = [newBarcode("AC"), newBarcode("AC")];
    await receive(load, { [target]: [], [s1]: [c1], [s2]: [c2] });
    let jobId = "";
    await t.database.db.transaction(async (tx) => {
      ({ jobId } = await requestConsolidation({ ...ctx, db: tx }, assetManagerConsolidateJob, {
        targetBarcode: target,
        sourceBarcodes: [s1, s2],
        requestKey: randomUUID(),
      }));
      await holdAsset(tx, c2);
    });
    await settleJobs();
    expect(await jobOf(jobId)).toMatchObject({
      status: "failed",
      error: {
        status: 422,
        errors: { "sourceBarcodes.1": [`${c2} in ${s2} is on legal hold; release the hold first`] },
      },
    });
    expect(await find(c1)).toMatchObject({ parentBarcode: s1 });
    expect(await find(s1)).toMatchObject({ attributes: {} });
    expect((await eventsOf(c1)).some((e) => e.action === "moved")).toBe(false);
    await releaseHolds(t.database.db, c2);
  });

  it("checks a scanned bin as the target or as a source, answering what it holds", async () => {
    const [target, source, foreign] = [newBarcode("KT"), newBarcode("KS"), newBarcode("KF")];
    await receive(load, { [target]: [], [source]: [newBarcode("KC"), newBarcode("KC")] });
    await receive(otherAccountLoad, { [foreign]: [] });
    const asTarget = await operator({ method: "GET", url: `/spa/asset_manager/containers/${target}` });
    expect(asTarget.json()).toEqual({
      barcode: target,
      type: "bin",
      activitySlug: load.slug,
      accountName: "Northwind Health",
      childCount: 0,
    });
    const asSource = await operator({
      method: "GET",
      url: `/spa/asset_manager/containers/${source.toLowerCase()}?targetBarcode=${target}`,
    });
    expect(asSource.json()).toMatchObject({ barcode: source, childCount: 2 });
    const refused = await operator({
      method: "GET",
      url: `/spa/asset_manager/containers/${foreign}?targetBarcode=${target}`,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      barcode: [`${foreign} belongs to another account (Globex Software) than ${target} (Northwind Health)`],
    });
    const self = await operator({
      method: "GET",
      url: `/spa/asset_manager/containers/${target}?targetBarcode=${target}`,
    });
    expect(self.json().errors).toEqual({ barcode: ["A bin cannot be consolidated into itself"] });
    const unknown = await operator({ method: "GET", url: "/spa/asset_manager/containers/NOPE-7" });
    expect(unknown.json().errors).toEqual({ barcode: ["No asset has barcode NOPE-7"] });
  });

  it("is for operators allowed to edit assets", async () => {
    const res = await client({
      method: "POST",
      url: "/spa/asset_manager/consolidate",
      payload: { targetBarcode: "A", sourceBarcodes: ["B"], requestKey: "k" },
    });
    expect(res.statusCode).toBe(403);
  });
});
