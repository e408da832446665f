import type { WorkAsset } from "@ops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { eventsOf } from "../activities/activity-records.fixtures";
import { closeContainers } from "../assets/asset-manager/asset-manager.repo";
import { eventsOfBarcode } from "../assets/asset-records.fixtures";
import { holdAsset, newBarcode, someProductId } from "../assets/assets.fixtures";
import { activityIdOfAsset, insertWorkOrder, receiveBins, statusOf, workRows } from "./work-assets.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient } = await accountCallers(t.app));
  productId = await someProductId(t.database.db);
});
afterAll(() => t.close());

const scan = (slug: string, payload: Record<string, unknown>) =>
  operator({ method: "POST", url: `/spa/activities/${slug}/work_assets`, payload });

describe("POST /activities/{slug}/work_assets (scan in)", () => {
  it("scans an asset in as an input: moves it, writes the event and starts the order", async () => {
    const order = await insertWorkOrder(t.database.db, "Northwind Health");
    const bin = newBarcode("WS");
    await receiveBins(t.database.db, order.load, [bin], { productId, netWeight: 12 });

    const res = await scan(order.slug, { barcode: ` ${bin.toLowerCase()} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      count: 1,
      data: [{ barcode: bin, role: "input", type: "bin", productId, netWeight: 12, lastAction: null }],
    });
    expect(await activityIdOfAsset(t.database.db, bin)).toBe(order.id);
    expect(await statusOf(t.database.db, order.id)).toBe("in_progress");
    const events = await eventsOf(t.database.db, order.id);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: "scanned_in",
          barcode: bin,
          message: `Scanned into ${order.slug}`,
        }),
        expect.objectContaining({ action: "status_changed" }),
      ]),
    );
    expect((await eventsOfBarcode(t.database.db, bin)).map((e) => e.action)).toContain("scanned_in");
  });

  it("scans several at once, or none when one is refused (errors keyed by position)", async () => {
    const order = await insertWorkOrder(t.database.db, "Northwind Health");
    const bins = [newBarcode("WB"), newBarcode("WB")];
    await receiveBins(t.database.db, order.load, bins);
    const unknown = newBarcode("NOPE");

    const refused = await scan(order.slug, { barcodes: [bins[0], unknown, bins[1]] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ "barcodes.1": [`No asset has barcode ${unknown}`] });
    expect(await workRows(t.database.db, order.id)).toEqual([]);
    expect(await activityIdOfAsset(t.database.db, bins[0] as string)).toBe(order.load.id);
    expect(await statusOf(t.database.db, order.id)).toBe("open");

    const res = await scan(order.slug, { barcodes: bins });
    expect(res.statusCode).toBe(201);
    expect(res.json().count).toBe(2);
    expect((await workRows(t.database.db, order.id)).map((r) => r.role)).toEqual(["input", "input"]);
  });

  it("refuses an empty barcode with the spec's words", async () => {
    const order = await insertWorkOrder(t.database.db, "Northwind Health");
    const res = await scan(order.slug, { barcode: "" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.barcode).toEqual(["Barcode cannot be empty string."]);
  });

  it("refuses a held asset naming the hold, and changes nothing", async () => {
    const order = await insertWorkOrder(t.database.db, "Northwind Health");
    const bin = newBarcode("WH");
    await receiveBins(t.database.db, order.load, [bin]);
    await holdAsset(t.database.db, bin, "legal_hold");
    const res = await scan(order.slug, { barcode: bin });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.barcode[0]).toMatch(
      new RegExp(`^${bin} is on hold \\(Legal hold, hold #\\d+\\)`),
    );
    expect(await activityIdOfAsset(t.database.db, bin)).toBe(order.load.id);
    expect(await workRows(t.database.db, order.id)).toEqual([]);
  });

  it("refuses a closed container (emptied into another), naming where it went, and changes nothing", async () => {
    const order = await insertWorkOrder(t.database.db, "Northwind Health");
    const [closed, into] = [newBarcode("WE"), newBarcode("WT")];
    const [closedId] = await receiveBins(t.database.db, order.load, [closed, into]);
    await closeContainers(t.database.db, [closedId as number], into, new Date());
    const res = await scan(order.slug, { barcodes: [into, closed] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ "barcodes.1": [`${closed} is closed (emptied into ${into})`] });
    expect(await activityIdOfAsset(t.database.db, into)).toBe(order.load.id);
    expect(await workRows(t.database.db, order.id)).toEqual([]);
  });

  it("refuses an asset already in the order, and one already complete in it", async () => {
    const order = await insertWorkOrder(t.database.db, "Northwind Health");
    const [inJob, done] = [newBarcode("WI"), newBarcode("WC")];
    await receiveBins(t.database.db, order.load, [inJob, done]);
    expect((await scan(order.slug, { barcodes: [inJob, done] })).statusCode).toBe(201);
    const step = await operator({
      method: "PUT",
      url: `/spa/activities/${order.slug}/assets/${done}?type=processing`,
      payload: { actionName: "100% Complete" },
    });
    expect(step.statusCode).toBe(200);

    const again = await scan(order.slug, { barcode: inJob });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.barcode).toEqual([`${inJob} is already in shop order ${order.slug}`]);
    const complete = await scan(order.slug, { barcode: done });
    expect(complete.statusCode).toBe(422);
    expect(complete.json().errors.barcode).toEqual([
      `${done} is already complete in shop order ${order.slug}`,
    ]);
  });

  it("refuses an asset on another account's load", async () => {
    const order = await insertWorkOrder(t.database.db, "Northwind Health");
    const foreign = await insertWorkOrder(t.database.db, "Acme Telecom");
    const bin = newBarcode("WA");
    await receiveBins(t.database.db, foreign.load, [bin]);
    const res = await scan(order.slug, { barcode: bin });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.barcode).toEqual([`${bin} is on another account's load than this shop order's`]);
    expect(await activityIdOfAsset(t.database.db, bin)).toBe(foreign.load.id);
  });

  it("refuses scans into a closed, canceled or completed order (409)", async () => {
    for (const status of ["closed", "canceled", "completed"]) {
      const order = await insertWorkOrder(t.database.db, "Northwind Health", { status });
      const bin = newBarcode("WX");
      await receiveBins(t.database.db, order.load, [bin]);
      const res = await scan(order.slug, { barcode: bin });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain(`shop order ${order.slug} is ${status}`);
      expect(await activityIdOfAsset(t.database.db, bin)).toBe(order.load.id);
    }
  });

  it("is for operators with processing.work; another kind of activity has no work assets (404)", async () => {
    const order = await insertWorkOrder(t.database.db, "Northwind Health");
    const bin = newBarcode("WP");
    await receiveBins(t.database.db, order.load, [bin]);
    const asClient = await client({
      method: "POST",
      url: `/spa/activities/${order.slug}/work_assets`,
      payload: { barcode: bin },
    });
    expect(asClient.statusCode).toBe(403);
    expect((await scan(order.load.slug, { barcode: bin })).statusCode).toBe(404);
  });
});

describe("GET /activities/{slug}/work_assets (processed and created lists)", () => {
  it("pages the processed list newest first; a client reads their own order, not another's (404)", async () => {
    const order = await insertWorkOrder(t.database.db, "Northwind Health");
    const bins = [newBarcode("WL"), newBarcode("WL"), newBarcode("WL")];
    await receiveBins(t.database.db, order.load, bins, { productId });
    for (const bin of bins) expect((await scan(order.slug, { barcode: bin })).statusCode).toBe(201);

    const page = await operator({
      method: "GET",
      url: `/spa/activities/${order.slug}/work_assets?role=input&pageSize=2`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 3, more: false });
    expect(page.json().data.map((a: WorkAsset) => a.barcode)).toEqual([bins[2], bins[1]]);
    const second = await operator({
      method: "GET",
      url: `/spa/activities/${order.slug}/work_assets?role=input&pageSize=2&page=2`,
    });
    expect(second.json().data.map((a: WorkAsset) => a.barcode)).toEqual([bins[0]]);
    const created = await operator({
      method: "GET",
      url: `/spa/activities/${order.slug}/work_assets?role=created`,
    });
    expect(created.json()).toEqual({ data: [], total: 0, more: false });

    const own = await client({ method: "GET", url: `/spa/client/activities/${order.slug}/work_assets` });
    expect(own.statusCode).toBe(200);
    expect(own.json().total).toBe(3);
    const foreign = await otherClient({
      method: "GET",
      url: `/spa/client/activities/${order.slug}/work_assets`,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("GET /activities/{slug}/work_assets?search=", () => {
  it("finds the rows whose barcode, serial number or source barcode contains the text, whatever its case", async () => {
    const order = await insertWorkOrder(t.database.db, "Northwind Health");
    const [plain, source] = [newBarcode("WQ"), newBarcode("WR")];
    const serialBin = newBarcode("WV");
    const serial = `sn-${newBarcode("Ab")}`;
    await receiveBins(t.database.db, order.load, [plain, source]);
    await receiveBins(t.database.db, order.load, [serialBin], { type: "serial", serialNumber: serial });
    expect((await scan(order.slug, { barcodes: [plain, source, serialBin] })).statusCode).toBe(201);
    const made = await operator({
      method: "POST",
      url: `/spa/activities/${order.slug}/work_assets/created`,
      payload: {
        sourceBarcode: source,
        items: [
          { type: "bin", productId, grossWeight: 10, netWeight: 9 },
          { type: "bin", productId, grossWeight: 12, netWeight: 11 },
        ],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const createdBarcodes = (made.json().data as WorkAsset[]).map((a) => a.barcode);

    const search = async (role: string, text: string) => {
      const res = await operator({
        method: "GET",
        url: `/spa/activities/${order.slug}/work_assets?role=${role}&search=${encodeURIComponent(text)}`,
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { data: WorkAsset[]; total: number };
    };
    // The middle of a barcode, in lower case.
    const middle = await search("input", plain.slice(3, 8).toLowerCase());
    expect(middle.data.map((a) => a.barcode)).toEqual([plain]);
    expect(middle.total).toBe(1);
    // A serial number in another case.
    expect((await search("input", serial.toUpperCase())).data.map((a) => a.barcode)).toEqual([serialBin]);
    // The created assets by the bin they were made from, newest first.
    const bySource = await search("created", source.toLowerCase());
    expect(bySource.data.map((a) => a.barcode)).toEqual([...createdBarcodes].reverse());
    expect(bySource.total).toBe(2);
    // The source's own row is an input: the created list does not hold it, the input list does.
    expect((await search("input", source)).data.map((a) => a.barcode)).toEqual([source]);
    // LIKE wildcards are plain text; no match is an empty page.
    expect(await search("input", "%")).toEqual({ data: [], total: 0, more: false });
    expect((await search("input", "")).total).toBe(3);
  });
});

describe("processing steps (type=processing)", () => {
  it("lets a client read their own job's processing list, not another client's (404)", async () => {
    const job = await insertWorkOrder(t.database.db, "Northwind Health", { type: "processing" });
    const bin = newBarcode("PK");
    await receiveBins(t.database.db, job.load, [bin]);
    expect((await scan(job.slug, { barcode: bin })).statusCode).toBe(201);
    const url = `/spa/client/activities/${job.slug}/assets?type=processing`;
    const own = await client({ method: "GET", url });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.map((a: { barcode: string }) => a.barcode)).toEqual([bin]);
    expect((await otherClient({ method: "GET", url })).statusCode).toBe(404);
    const foreignList = await otherClient({
      method: "GET",
      url: `/spa/client/activities/${job.slug}/work_assets?role=input`,
    });
    expect(foreignList.statusCode).toBe(404);
  });

  it("lists the inputs in processing with their last action; '100% Complete' leaves the list and the lookup (404)", async () => {
    const job = await insertWorkOrder(t.database.db, "Northwind Health", { type: "processing" });
    const [a, b] = [newBarcode("PA"), newBarcode("PB")];
    await receiveBins(t.database.db, job.load, [a, b]);
    expect((await scan(job.slug, { barcodes: [a, b] })).statusCode).toBe(201);

    const step = await operator({
      method: "PUT",
      url: `/spa/activities/${job.slug}/assets/${a.toLowerCase()}?type=processing`,
      payload: { actionName: "Sorted", reasonCode: "other" },
    });
    expect(step.statusCode).toBe(200);
    expect(step.json()).toMatchObject({ barcode: a, lastAction: "Sorted" });
    expect((await eventsOfBarcode(t.database.db, a)).map((e) => e.action)).toContain("Sorted");

    const list = await operator({ method: "GET", url: `/spa/activities/${job.slug}/assets?type=processing` });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect(list.json().data.find((x: { barcode: string }) => x.barcode === a).lastAction).toBe("Sorted");

    const lookup = await operator({
      method: "GET",
      url: `/spa/activities/${job.slug}/assets/${a}?type=processing`,
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().lastAction).toBe("Sorted");

    const done = await operator({
      method: "PUT",
      url: `/spa/activities/${job.slug}/assets/${a}?type=processing`,
      payload: { actionName: "100% Complete" },
    });
    expect(done.statusCode).toBe(200);
    const after = await operator({
      method: "GET",
      url: `/spa/activities/${job.slug}/assets?type=processing`,
    });
    expect(after.json().data.map((x: { barcode: string }) => x.barcode)).toEqual([b]);
    const gone = await operator({
      method: "GET",
      url: `/spa/activities/${job.slug}/assets/${a}?type=processing`,
    });
    expect(gone.statusCode).toBe(404);
    const again = await operator({
      method: "PUT",
      url: `/spa/activities/${job.slug}/assets/${a}?type=processing`,
      payload: { actionName: "Tested" },
    });
    expect(again.statusCode).toBe(404);
    const never = await operator({
      method: "GET",
      url: `/spa/activities/${job.slug}/assets/${newBarcode("NO")}?type=processing`,
    });
    expect(never.statusCode).toBe(404);

    // The other lists of an activity keep answering as before.
    const all = await operator({ method: "GET", url: `/spa/activities/${job.slug}/assets` });
    expect(all.json().total).toBe(2);
    const received = await operator({
      method: "GET",
      url: `/spa/activities/${job.load.slug}/assets?type=created`,
    });
    expect(received.json().total).toBe(2);
  });

  it("writes a step on several assets, or none when one is not in processing", async () => {
    const job = await insertWorkOrder(t.database.db, "Northwind Health", { type: "processing" });
    const [a, b, outside] = [newBarcode("PM"), newBarcode("PM"), newBarcode("PO")];
    await receiveBins(t.database.db, job.load, [a, b, outside]);
    expect((await scan(job.slug, { barcodes: [a, b] })).statusCode).toBe(201);

    const refused = await operator({
      method: "PUT",
      url: `/spa/activities/${job.slug}/assets?type=processing`,
      payload: { barcodes: [a, outside, b], actionName: "Tested" },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      "barcodes.1": [`${outside} is not in processing in ${job.slug}`],
    });
    expect((await workRows(t.database.db, job.id)).map((r) => r.lastAction)).toEqual([null, null]);

    const res = await operator({
      method: "PUT",
      url: `/spa/activities/${job.slug}/assets?type=processing`,
      payload: { barcodes: [a, b], actionName: "Tested" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 2 });
    expect((await workRows(t.database.db, job.id)).map((r) => r.lastAction)).toEqual(["Tested", "Tested"]);
  });

  it("an input scanned into another order has left this one: out of its processing list and queue", async () => {
    const first = await insertWorkOrder(t.database.db, "Northwind Health", { type: "processing" });
    const second = await insertWorkOrder(t.database.db, "Northwind Health");
    const bin = newBarcode("PV");
    await receiveBins(t.database.db, first.load, [bin]);
    expect((await scan(first.slug, { barcode: bin })).statusCode).toBe(201);
    expect((await scan(second.slug, { barcode: bin })).statusCode).toBe(201);
    expect(await activityIdOfAsset(t.database.db, bin)).toBe(second.id);
    const list = await operator({
      method: "GET",
      url: `/spa/activities/${first.slug}/assets?type=processing`,
    });
    expect(list.json().total).toBe(0);
    const lookup = await operator({
      method: "GET",
      url: `/spa/activities/${first.slug}/assets/${bin}?type=processing`,
    });
    expect(lookup.statusCode).toBe(404);
    expect(
      (await operator({ method: "GET", url: `/spa/activities/${first.slug}/events/next` })).statusCode,
    ).toBe(204);
    const processed = await operator({
      method: "GET",
      url: `/spa/activities/${first.slug}/work_assets?role=input`,
    });
    expect(processed.json().total).toBe(1);
  });

  it("refuses an empty action and a type other than processing", async () => {
    const job = await insertWorkOrder(t.database.db, "Northwind Health", { type: "processing" });
    const a = newBarcode("PE");
    await receiveBins(t.database.db, job.load, [a]);
    await scan(job.slug, { barcode: a });
    const empty = await operator({
      method: "PUT",
      url: `/spa/activities/${job.slug}/assets/${a}?type=processing`,
      payload: { actionName: " " },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.actionName).toEqual(["Action is required"]);
    const wrongType = await operator({
      method: "PUT",
      url: `/spa/activities/${job.slug}/assets/${a}?type=all`,
      payload: { actionName: "Sorted" },
    });
    expect(wrongType.statusCode).toBe(422);
  });
});

describe("POST /activities/{slug}/work_assets/created", () => {
  it("creates three commodity bins out of one input bin, each with its product, weights and events", async () => {
    const order = await insertWorkOrder(t.database.db, "Northwind Health");
    const source = newBarcode("CS");
    await receiveBins(t.database.db, order.load, [source]);
    await scan(order.slug, { barcode: source });
    const given = newBarcode("CG");
    const res = await operator({
      method: "POST",
      url: `/spa/activities/${order.slug}/work_assets/created`,
      payload: {
        sourceBarcode: source.toLowerCase(),
        items: [
          { type: "bin", productId, grossWeight: 120, netWeight: 100 },
          { type: "bin", productId, grossWeight: 60, netWeight: 55, barcode: given.toLowerCase() },
          { type: "bin", productId, grossWeight: 30, netWeight: 30 },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data as WorkAsset[];
    expect(data).toHaveLength(3);
    expect(data[1]).toMatchObject({ barcode: given, role: "created", sourceBarcode: source, netWeight: 55 });
    expect(data[0]?.barcode).toBe(`${order.slug.toUpperCase()}-1`);
    expect(data[2]?.barcode).toBe(`${order.slug.toUpperCase()}-2`);

    const asset = await operator({ method: "GET", url: `/spa/assets/${data[0]?.assetId}` });
    expect(asset.json()).toMatchObject({
      activitySlug: order.slug,
      receivingActivitySlug: order.load.slug,
      accountId: order.accountId,
      productAssets: [{ productId, grossWeight: 120, netWeight: 100 }],
    });
    expect(await eventsOfBarcode(t.database.db, given)).toEqual([
      expect.objectContaining({ action: "created", message: `Created from ${source} in ${order.slug}` }),
    ]);
    const sourceEvents = await eventsOfBarcode(t.database.db, source);
    expect(sourceEvents.at(-1)).toMatchObject({ action: "assets_created" });

    const list = await operator({
      method: "GET",
      url: `/spa/activities/${order.slug}/work_assets?role=created`,
    });
    expect(list.json().total).toBe(3);
  });

  it("answers a retry with the same request key with what the first call made", async () => {
    const order = await insertWorkOrder(t.database.db, "Northwind Health");
    const source = newBarcode("CR");
    await receiveBins(t.database.db, order.load, [source]);
    await scan(order.slug, { barcode: source });
    const payload = {
      sourceBarcode: source,
      requestKey: `key-${source}`,
      items: [{ type: "bin", productId, grossWeight: 10, netWeight: 9 }],
    };
    const url = `/spa/activities/${order.slug}/work_assets/created`;
    const first = await operator({ method: "POST", url, payload });
    const second = await operator({ method: "POST", url, payload });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.map((a: WorkAsset) => a.barcode)).toEqual(
      first.json().data.map((a: WorkAsset) => a.barcode),
    );
    expect((await workRows(t.database.db, order.id)).filter((r) => r.role === "created")).toHaveLength(1);
  });

  it("refuses a source that is not an input, an unknown product, bad weights and a barcode in use, making nothing", async () => {
    const order = await insertWorkOrder(t.database.db, "Northwind Health");
    const [input, outside] = [newBarcode("CI"), newBarcode("CO")];
    await receiveBins(t.database.db, order.load, [input, outside]);
    await scan(order.slug, { barcode: input });
    const url = `/spa/activities/${order.slug}/work_assets/created`;

    const notInput = await operator({
      method: "POST",
      url,
      payload: { sourceBarcode: outside, items: [{ type: "bin", productId, grossWeight: 1, netWeight: 1 }] },
    });
    expect(notInput.statusCode).toBe(422);
    expect(notInput.json().errors.sourceBarcode).toEqual([
      `${outside} is not an input of shop order ${order.slug}; scan it in first`,
    ]);

    const bad = await operator({
      method: "POST",
      url,
      payload: {
        sourceBarcode: input,
        items: [
          { type: "bin", productId: 999_999_999, grossWeight: 1, netWeight: 1 },
          { type: "bin", productId, grossWeight: 1, netWeight: 1, barcode: outside },
        ],
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      "items.0.productId": ["No product has id 999999999"],
      "items.1.barcode": [`${outside} is already in use`],
    });

    const weights = await operator({
      method: "POST",
      url,
      payload: {
        sourceBarcode: input,
        items: [
          { type: "bin", productId, grossWeight: 5, netWeight: 6 },
          { type: "bin", productId, grossWeight: -1, netWeight: 0 },
        ],
      },
    });
    expect(weights.statusCode).toBe(422);
    expect(weights.json().errors["items.0.netWeight"]).toEqual([
      "Net weight cannot be more than gross weight",
    ]);
    expect(weights.json().errors["items.1.grossWeight"]).toEqual(["Gross weight cannot be negative"]);

    const twice = newBarcode("CT");
    const dup = await operator({
      method: "POST",
      url,
      payload: {
        sourceBarcode: input,
        items: [
          { type: "bin", productId, grossWeight: 1, netWeight: 1, barcode: twice },
          { type: "bin", productId, grossWeight: 1, netWeight: 1, barcode: twice },
        ],
      },
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ "items.1.barcode": [`${twice} is given twice`] });
    expect((await workRows(t.database.db, order.id)).filter((r) => r.role === "created")).toEqual([]);
  });
});
