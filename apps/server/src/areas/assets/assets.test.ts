import type { Asset } from "@ops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { eventsOf, insertLoad } from "../activities/activity-records.fixtures";
import { holdAsset, newBarcode, someLocation, someProductId } from "./assets.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let vendor: Caller;
let load: { id: number; slug: string; accountId: number };
let otherLoad: { id: number; slug: string; accountId: number };
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient, vendor } = await accountCallers(t.app));
  load = await insertLoad(t.database.db, "Northwind Health");
  otherLoad = await insertLoad(t.database.db, "Northwind Health");
  productId = await someProductId(t.database.db);
});
afterAll(() => t.close());

const receive = (body: Record<string, unknown>) =>
  operator({
    method: "POST",
    url: "/spa/assets",
    payload: { activitySlug: load.slug, type: "bin", ...body },
  });

describe("POST /assets", () => {
  it("receives an asset with its product, stores the barcode upper-case and writes the received event", async () => {
    const barcode = newBarcode("bin");
    const location = await someLocation(t.database.db);
    const res = await receive({
      barcode: barcode.toLowerCase(),
      productId,
      quantity: 3,
      grossWeight: 120.5,
      netWeight: 100,
      locationId: location.id,
      stockType: "rmi",
      source: "customer",
    });
    expect(res.statusCode).toBe(201);
    const asset = res.json() as Asset;
    expect(asset).toMatchObject({
      barcode: barcode.toUpperCase(),
      type: "bin",
      activitySlug: load.slug,
      receivingActivitySlug: load.slug,
      accountId: load.accountId,
      accountName: "Northwind Health",
      locationId: location.id,
      locationBarcode: location.barcode,
      inboundGrossWeight: 120.5,
      inboundNetWeight: 100,
      childCount: 0,
      duplicateSerial: false,
      holds: [],
      createdBy: "Olivia Ortega",
    });
    expect(asset.productAssets).toEqual([
      expect.objectContaining({ productId, quantity: 3, grossWeight: 120.5, netWeight: 100 }),
    ]);
    const events = await eventsOf(t.database.db, load.id);
    expect(events.at(-1)).toMatchObject({ action: "received", barcode: barcode.toUpperCase() });
    expect(events.at(-1)?.message).toBe(`Received on ${load.slug}`);
  });

  it("refuses a barcode in use, whatever its case, with the field's message", async () => {
    const barcode = newBarcode("dup");
    expect((await receive({ barcode })).statusCode).toBe(201);
    const res = await receive({ barcode: barcode.toLowerCase() });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.barcode).toEqual([`Barcode ${barcode.toUpperCase()} is already in use`]);
  });

  it("gives one of two simultaneous receipts of a barcode the asset and the other the same refusal", async () => {
    const barcode = newBarcode("race");
    const results = await Promise.all([receive({ barcode }), receive({ barcode: barcode.toLowerCase() })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const refused = results.find((r) => r.statusCode === 422);
    expect(refused?.json().errors.barcode).toEqual([`Barcode ${barcode.toUpperCase()} is already in use`]);
  });

  it("refuses an empty barcode, an unknown activity, product and location, and a serial without serial number", async () => {
    expect((await receive({ barcode: "" })).json().errors.barcode).toEqual(["Enter or scan a barcode"]);
    const unknown = await receive({ barcode: newBarcode(), activitySlug: "dal-in-1" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.activitySlug).toEqual(["No activity has slug dal-in-1"]);
    const res = await receive({
      barcode: newBarcode(),
      type: "serial",
      productId: 99_999_999,
      locations: [],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      serialNumber: ["A serial asset needs a serial number"],
      productId: ["No product has id 99999999"],
    });
    const phx = await someLocation(t.database.db, "PHX");
    const away = await receive({ barcode: newBarcode(), locationId: phx.id });
    expect(away.json().errors.locationId).toEqual([`The location is not in the warehouse of ${load.slug}`]);
    const locks = await receive({ barcode: newBarcode(), locks: ["bios_lock"] });
    expect(locks.json().errors.locks).toEqual(["Only serial assets carry locks"]);
    const weights = await receive({ barcode: newBarcode(), grossWeight: 10, netWeight: 12 });
    expect(weights.json().errors.netWeight).toEqual(["Net weight cannot be more than gross weight"]);
  });

  it("puts an asset in a container of the same activity only", async () => {
    const pallet = newBarcode("PAL");
    const serialParent = newBarcode("SER");
    expect((await receive({ barcode: pallet, type: "pallet" })).statusCode).toBe(201);
    expect(
      (await receive({ barcode: serialParent, type: "serial", serialNumber: newBarcode("SN") })).statusCode,
    ).toBe(201);
    const inside = await receive({ barcode: newBarcode(), parentBarcode: pallet.toLowerCase() });
    expect(inside.statusCode).toBe(201);
    expect(inside.json().parentBarcode).toBe(pallet);
    const notContainer = await receive({ barcode: newBarcode(), parentBarcode: serialParent });
    expect(notContainer.statusCode).toBe(422);
    expect(notContainer.json().errors.parentBarcode[0]).toMatch(/is a serial; only bins, pallets/);
    const elsewhere = await operator({
      method: "POST",
      url: "/spa/assets",
      payload: { activitySlug: otherLoad.slug, barcode: newBarcode(), type: "bin", parentBarcode: pallet },
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors.parentBarcode[0]).toMatch(/is on another activity/);
    const missing = await receive({ barcode: newBarcode(), parentBarcode: "NOPE-0" });
    expect(missing.json().errors.parentBarcode).toEqual(["No asset has barcode NOPE-0"]);
  });

  it("allows a serial already on another asset, flags it and names it in the event", async () => {
    const serial = newBarcode("SN");
    const first = newBarcode("S");
    const second = newBarcode("S");
    await receive({ barcode: first, type: "serial", serialNumber: serial, locks: ["bios_lock"] });
    // The check before receiving finds it whatever the case it is typed in.
    const before = await operator({
      method: "GET",
      url: `/spa/assets/duplicate-serial?serial=${serial.toLowerCase()}`,
    });
    expect(before.json()).toMatchObject({ duplicate: true, assets: [{ barcode: first }] });
    const res = await receive({ barcode: second, type: "serial", serialNumber: serial.toLowerCase() });
    // Stored as scanned, compared upper-cased.
    expect(res.json().serialNumber).toBe(serial.toLowerCase());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ duplicateSerial: true, locks: [] });
    const events = await eventsOf(t.database.db, load.id);
    expect(events.at(-1)?.message).toBe(
      `Received on ${load.slug}; serial ${serial.toLowerCase()} is also on ${first}`,
    );
    const check = await operator({
      method: "GET",
      url: `/spa/assets/duplicate-serial?serial=${serial}&excludeBarcode=${second}`,
    });
    expect(check.json()).toEqual({
      duplicate: true,
      assets: [{ barcode: first, activitySlug: load.slug, accountName: "Northwind Health" }],
    });
    const dupes = await operator({
      method: "GET",
      url: `/spa/activities/${load.slug}/assets?type=duplicates&pageSize=200`,
    });
    expect((dupes.json().data as Asset[]).map((a) => a.barcode)).toEqual(
      expect.arrayContaining([first, second]),
    );
    expect((dupes.json().data as Asset[]).every((a) => a.duplicateSerial)).toBe(true);
  });

  it("keeps the cable client's CPE pallet ids as attributes and as the notes", async () => {
    const cable = await insertLoad(t.database.db, "Acme Telecom");
    const missing = await operator({
      method: "POST",
      url: "/spa/assets",
      payload: { activitySlug: cable.slug, barcode: newBarcode(), type: "bin" },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors["attributes.palletIds"]).toBeDefined();
    const res = await operator({
      method: "POST",
      url: "/spa/assets",
      payload: {
        activitySlug: cable.slug,
        barcode: newBarcode(),
        type: "bin",
        notes: "typed notes",
        attributes: { palletIds: ["CPE-1", "CPE-2"] },
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      attributes: { palletIds: ["CPE-1", "CPE-2"] },
      notes: "CPE-1, CPE-2",
    });
  });

  it("is for operators only", async () => {
    const body = { activitySlug: load.slug, barcode: newBarcode(), type: "bin" };
    expect((await client({ method: "POST", url: "/spa/assets", payload: body })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/spa/assets",
          payload: body,
          headers: { "x-requested-with": "x" },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe("reading assets", () => {
  let bin: Asset;
  let serial: Asset;
  beforeAll(async () => {
    bin = (await receive({ barcode: newBarcode("RB") })).json();
    serial = (
      await receive({
        barcode: newBarcode("RS"),
        type: "serial",
        serialNumber: newBarcode("rsn"),
        parentBarcode: bin.barcode,
      })
    ).json();
  });

  it("finds by barcode and serial in any case, and lists a load's assets", async () => {
    const byBarcode = await operator({
      method: "GET",
      url: `/spa/assets?find=barcode&barcode=${bin.barcode.toLowerCase()}`,
    });
    expect(byBarcode.json()).toMatchObject({ total: 1, data: [{ id: bin.id, childCount: 1 }] });
    const bySerial = await operator({
      method: "GET",
      url: `/spa/assets?find=serial&serial=${serial.serialNumber?.toUpperCase()}`,
    });
    expect(bySerial.json()).toMatchObject({
      total: 1,
      data: [{ id: serial.id, parentBarcode: bin.barcode }],
    });
    expect((await operator({ method: "GET", url: "/spa/assets?find=barcode" })).statusCode).toBe(422);
    const list = await operator({
      method: "GET",
      url: `/spa/assets?activitySlug=${load.slug}&sort=barcode&pageSize=2`,
    });
    expect(list.json().data).toHaveLength(2);
    expect(list.json().total).toBeGreaterThan(2);
    const created = await operator({
      method: "GET",
      url: `/spa/activities/${load.slug}/assets?type=created&pageSize=200`,
    });
    expect((created.json().data as Asset[]).map((a) => a.id)).toEqual(
      expect.arrayContaining([bin.id, serial.id]),
    );
  });

  it("answers one asset, its children, events, source info and (empty) test suites", async () => {
    expect((await operator({ method: "GET", url: `/spa/assets/${bin.id}` })).json()).toMatchObject({
      barcode: bin.barcode,
    });
    expect((await operator({ method: "GET", url: "/spa/assets/99999999" })).statusCode).toBe(404);
    const children = await operator({
      method: "GET",
      url: `/spa/assets/${bin.barcode.toLowerCase()}/children`,
    });
    expect((children.json() as Asset[]).map((a) => a.barcode)).toEqual([serial.barcode]);
    const events = await operator({ method: "GET", url: `/spa/assets/${serial.barcode}/events` });
    expect(events.json()).toMatchObject({
      total: 1,
      data: [{ action: "received", barcode: serial.barcode, activitySlug: load.slug }],
    });
    const source = await operator({ method: "GET", url: `/spa/assets/${serial.barcode}/source_info` });
    expect(source.json()).toMatchObject({
      barcode: serial.barcode,
      accountName: "Northwind Health",
      receivingActivitySlug: load.slug,
      receivedBy: "Olivia Ortega",
      asnItem: null,
    });
    expect(
      (await operator({ method: "GET", url: `/spa/assets/${serial.barcode}/test_suites` })).json(),
    ).toEqual([]);
    expect((await operator({ method: "GET", url: "/spa/assets/NOPE-1/children" })).statusCode).toBe(404);
  });

  it("names the ASN row of the same serial on the receiving load (demo load)", async () => {
    const source = await operator({ method: "GET", url: "/spa/assets/nwhs0001/source_info" });
    expect(source.json()).toMatchObject({
      barcode: "NWHS0001",
      accountName: "Northwind Health",
      asnItem: { serialNumber: "5CG2481JQK", palletId: "NWH-P01" },
    });
    const extra = await operator({ method: "GET", url: "/spa/assets/NWHS0004/source_info" });
    expect(extra.json().asnItem).toBeNull();
  });

  it("tells whether a barcode can be checked in on a load", async () => {
    const url = (barcode: string, slug = load.slug) =>
      `/spa/assets?find=can_be_checked_in&barcode=${barcode}&activitySlug=${slug}`;
    const fresh = newBarcode("new").toLowerCase();
    expect((await operator({ method: "GET", url: url(fresh) })).json()).toEqual({
      barcode: fresh.toUpperCase(),
      eligible: true,
      reason: null,
    });
    expect((await operator({ method: "GET", url: url(bin.barcode) })).json()).toMatchObject({
      eligible: true,
    });
    const acme = await insertLoad(t.database.db, "Acme Telecom");
    expect((await operator({ method: "GET", url: url(bin.barcode, acme.slug) })).json()).toEqual({
      barcode: bin.barcode,
      eligible: false,
      reason: `${bin.barcode} belongs to another account than ${acme.slug}`,
    });
    const held = (await receive({ barcode: newBarcode("H") })).json() as Asset;
    await holdAsset(t.database.db, held.barcode);
    expect((await operator({ method: "GET", url: url(held.barcode) })).json()).toEqual({
      barcode: held.barcode,
      eligible: false,
      reason: `Asset ${held.barcode} is on legal hold; release the hold first`,
    });
  });

  it("lets a client read only the assets of their accounts", async () => {
    const own = await client({ method: "GET", url: `/spa/client/assets/${bin.id}` });
    expect(own.statusCode).toBe(200);
    expect(
      (await client({ method: "GET", url: `/spa/client/assets?find=barcode&barcode=${bin.barcode}` })).json()
        .total,
    ).toBe(1);
    expect(
      (await client({ method: "GET", url: `/spa/client/assets/${bin.barcode}/children` })).statusCode,
    ).toBe(200);
    expect(
      (await client({ method: "GET", url: `/spa/client/assets/${serial.barcode}/events` })).json().total,
    ).toBe(1);
    expect(
      (await client({ method: "GET", url: `/spa/client/assets/${serial.barcode}/source_info` })).statusCode,
    ).toBe(200);
    expect((await otherClient({ method: "GET", url: `/spa/client/assets/${bin.id}` })).statusCode).toBe(404);
    for (const path of ["children", "events", "source_info"])
      expect(
        (await otherClient({ method: "GET", url: `/spa/client/assets/${bin.barcode}/${path}` })).statusCode,
      ).toBe(404);
    expect(
      (
        await otherClient({ method: "GET", url: `/spa/client/assets?find=barcode&barcode=${bin.barcode}` })
      ).json(),
    ).toEqual({
      data: [],
      total: 0,
    });
    expect((await client({ method: "GET", url: `/spa/assets/${bin.id}` })).statusCode).toBe(403);
    const checkIn = await client({
      method: "GET",
      url: `/spa/client/assets?find=can_be_checked_in&barcode=${bin.barcode}&activitySlug=${load.slug}`,
    });
    expect(checkIn.statusCode).toBe(403);
    expect((await vendor({ method: "GET", url: `/spa/client/assets/${bin.id}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/spa/client/assets/${bin.id}` })).statusCode).toBe(401);
  });
});
