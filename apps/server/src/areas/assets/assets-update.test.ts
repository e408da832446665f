import type { Asset } from "@ops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { demoOperatorContext } from "../../db/seed/demo-actor";
import { insertLoad } from "../activities/activity-records.fixtures";
import { markTestedUpstream } from "../work/program-rules/program-rules.repo";
import { holdAsset, newBarcode, someProductId } from "./assets.fixtures";

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

const receive = (body: Record<string, unknown>) =>
  operator({
    method: "POST",
    url: "/spa/assets",
    payload: { activitySlug: load.slug, type: "bin", ...body },
  });

describe("changing and removing assets", () => {
  it("changes only the fields sent and records before and after", async () => {
    const asset = (await receive({ barcode: newBarcode("U"), productId, quantity: 1 })).json() as Asset;
    const other = await someProductId(t.database.db, 1);
    const res = await operator({
      method: "PUT",
      url: `/spa/assets/${asset.id}`,
      payload: { stockType: "fgi", productId: other, netWeight: 5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stockType: "fgi", inboundNetWeight: 5, type: "bin" });
    expect(res.json().productAssets[0]).toMatchObject({ productId: other, quantity: 1, netWeight: 5 });
    const events = await operator({ method: "GET", url: `/spa/assets/${asset.barcode}/events?order=asc` });
    const updated = events.json().data[1];
    expect(updated.action).toBe("updated");
    expect(updated.changes).toEqual(
      expect.arrayContaining([
        { field: "stockType", from: null, to: "fgi" },
        { field: "productId", from: productId, to: other },
        { field: "netWeight", from: null, to: 5 },
      ]),
    );
  });

  it("rewrites the cable client's notes when its CPE pallet ids change, and checks them", async () => {
    const cable = await insertLoad(t.database.db, "Acme Telecom");
    const created = await operator({
      method: "POST",
      url: "/spa/assets",
      payload: {
        activitySlug: cable.slug,
        barcode: newBarcode("C"),
        type: "bin",
        attributes: { palletIds: ["CPE-1"] },
      },
    });
    const asset = created.json() as Asset;
    const res = await operator({
      method: "PUT",
      url: `/spa/assets/${asset.id}`,
      payload: { attributes: { palletIds: ["CPE-1", "CPE-7"] } },
    });
    expect(res.json()).toMatchObject({
      attributes: { palletIds: ["CPE-1", "CPE-7"] },
      notes: "CPE-1, CPE-7",
    });
    const bad = await operator({
      method: "PUT",
      url: `/spa/assets/${asset.id}`,
      payload: { attributes: { palletIds: [] } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors["attributes.palletIds"]).toEqual(["CPE Pallet Ids are required"]);
  });

  it("keeps the attributes program rules wrote (testedUpstream, upstreamVendor) through an attribute edit", async () => {
    const cable = await insertLoad(t.database.db, "Acme Telecom");
    const created = await operator({
      method: "POST",
      url: "/spa/assets",
      payload: {
        activitySlug: cable.slug,
        barcode: newBarcode("TU"),
        type: "serial",
        serialNumber: `SN-${newBarcode()}`,
        attributes: { palletIds: ["CPE-1"] },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const asset = created.json() as Asset;
    // What the assets_tested_upstream rule writes on receiving.
    const actor = await demoOperatorContext(t.database.db);
    const marked = await markTestedUpstream(t.database.db, [asset.id], "Acme Test Lab", {
      activityId: cable.id,
      rule: "assets_tested_upstream",
      message: "Tested upstream by Acme Test Lab",
      userId: actor.actor.id,
    });
    expect(marked).toBe(1);

    // The account's form knows palletIds only; the edit neither drops nor lets anyone change the rule's keys.
    const res = await operator({
      method: "PUT",
      url: `/spa/assets/${asset.id}`,
      payload: { attributes: { palletIds: ["CPE-2"], testedUpstream: false, upstreamVendor: "Me" } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().attributes).toEqual({
      palletIds: ["CPE-2"],
      testedUpstream: true,
      upstreamVendor: "Acme Test Lab",
    });
    const events = await operator({ method: "GET", url: `/spa/assets/${asset.barcode}/events?order=desc` });
    expect(events.json().data[0].changes).toEqual([
      expect.objectContaining({ field: "attributes" }),
      expect.objectContaining({ field: "notes", from: "CPE-1", to: "CPE-2" }),
    ]);
    expect(events.json().data[0].changes[0].to).toMatchObject({ testedUpstream: true });
  });

  it("moves an asset with what it holds to another activity, and refuses while held", async () => {
    const bin = (await receive({ barcode: newBarcode("MB") })).json() as Asset;
    const inner = (await receive({ barcode: newBarcode("MI"), parentBarcode: bin.barcode })).json() as Asset;
    const moved = await operator({
      method: "PUT",
      url: `/spa/assets/${bin.id}`,
      payload: { activitySlug: otherLoad.slug },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ activitySlug: otherLoad.slug, receivingActivitySlug: load.slug });
    const child = await operator({ method: "GET", url: `/spa/assets/${inner.id}` });
    expect(child.json()).toMatchObject({ activitySlug: otherLoad.slug, parentBarcode: bin.barcode });
    const events = await operator({ method: "GET", url: `/spa/assets/${inner.barcode}/events?order=asc` });
    expect(events.json().data[1]).toMatchObject({
      action: "moved",
      changes: [{ field: "activitySlug", from: load.slug, to: otherLoad.slug }],
    });
    await holdAsset(t.database.db, inner.barcode);
    const refused = await operator({
      method: "PUT",
      url: `/spa/assets/${bin.id}`,
      payload: { activitySlug: load.slug },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Asset ${inner.barcode} is on legal hold; release the hold first`);
    expect((await operator({ method: "GET", url: `/spa/assets/${bin.id}` })).json().activitySlug).toBe(
      otherLoad.slug,
    );
    const stillChangeable = await operator({
      method: "PUT",
      url: `/spa/assets/${bin.id}`,
      payload: { stockType: "cage" },
    });
    expect(stillChangeable.statusCode).toBe(200);
  });

  it("refuses a container of itself, and a type that cannot hold its children", async () => {
    const outer = (await receive({ barcode: newBarcode("O"), type: "pallet" })).json() as Asset;
    const inner = (await receive({ barcode: newBarcode("I"), parentBarcode: outer.barcode })).json() as Asset;
    const loop = await operator({
      method: "PUT",
      url: `/spa/assets/${outer.id}`,
      payload: { parentBarcode: inner.barcode },
    });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().errors.parentBarcode[0]).toMatch(/cannot be inside itself/);
    const type = await operator({
      method: "PUT",
      url: `/spa/assets/${outer.id}`,
      payload: { type: "serial", serialNumber: "X1" },
    });
    expect(type.statusCode).toBe(422);
    expect(type.json().errors.type).toEqual([
      `${outer.barcode} contains 1 asset; a serial cannot contain assets`,
    ]);
  });

  it("lets only one of two containers nested into each other at the same moment, without a deadlock", async () => {
    // Several pairs at once, so the transactions overlap on PostgreSQL (PGlite runs one at a time).
    const pairs: Asset[][] = [];
    for (let i = 0; i < 6; i++)
      pairs.push([
        (await receive({ barcode: newBarcode("NX"), quantity: 1 })).json(),
        (await receive({ barcode: newBarcode("NY"), quantity: 1 })).json(),
      ]);
    const nest = (asset: Asset, into: Asset) =>
      operator({ method: "PUT", url: `/spa/assets/${asset.id}`, payload: { parentBarcode: into.barcode } });
    const bulkNest = (asset: Asset, into: Asset) =>
      operator({
        method: "PUT",
        url: "/spa/assets/bulk",
        payload: { barcodes: [asset.barcode], changes: { parentBarcode: into.barcode } },
      });
    const answers = await Promise.all(
      pairs.flatMap(([x, y], i) => [
        nest(x as Asset, y as Asset),
        (i % 2 ? bulkNest : nest)(y as Asset, x as Asset),
      ]),
    );
    for (let i = 0; i < pairs.length; i++) {
      const pair = answers.slice(2 * i, 2 * i + 2);
      expect(pair.map((a) => a.statusCode).sort()).toEqual([200, 422]);
      const refused = pair.find((a) => a.statusCode === 422)?.json();
      expect(Object.values(refused.errors).flat()[0]).toMatch(/inside/);
    }
  });

  it("removes an empty, unheld asset and keeps its barcode in the deleted event", async () => {
    const pallet = (await receive({ barcode: newBarcode("D"), type: "pallet" })).json() as Asset;
    const inside = (
      await receive({ barcode: newBarcode("DI"), parentBarcode: pallet.barcode })
    ).json() as Asset;
    const full = await operator({ method: "DELETE", url: `/spa/assets/${pallet.id}` });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(`${pallet.barcode} contains 1 asset; move or remove them first`);
    await holdAsset(t.database.db, inside.barcode, "leased");
    const held = await operator({ method: "DELETE", url: `/spa/assets/${inside.id}` });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(
      `Asset ${inside.barcode} is on leased hold; release the hold first to delete it`,
    );
    const emptyOne = (await receive({ barcode: newBarcode("E") })).json() as Asset;
    expect((await operator({ method: "DELETE", url: `/spa/assets/${emptyOne.id}` })).statusCode).toBe(204);
    expect((await operator({ method: "GET", url: `/spa/assets/${emptyOne.id}` })).statusCode).toBe(404);
    const events = await operator({
      method: "GET",
      url: `/spa/events?barcode=${emptyOne.barcode.toLowerCase()}`,
    });
    expect(events.json().data[0]).toMatchObject({ action: "deleted", barcode: emptyOne.barcode });
    expect((await client({ method: "DELETE", url: `/spa/assets/${pallet.id}` })).statusCode).toBe(403);
  });

  it("keeps a location that holds assets", async () => {
    const created = await operator({
      method: "POST",
      url: "/spa/locations",
      payload: {
        warehouseId: (await someLocationWarehouse()).warehouseId,
        barcode: newBarcode("LOC"),
        name: "Asset shelf",
        type: "inventory",
        parentId: null,
        active: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const location = created.json() as { id: number };
    await receive({ barcode: newBarcode("L"), locationId: location.id });
    await receive({ barcode: newBarcode("L"), locationId: location.id });
    const res = await operator({ method: "DELETE", url: `/spa/locations/${location.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This location contains 2 assets; move them to another location first");
  });
});

async function someLocationWarehouse() {
  const res = await operator({ method: "GET", url: "/spa/warehouses" });
  const dal = (res.json() as { id: number; shortName: string }[]).find((w) => w.shortName === "DAL");
  if (!dal) throw new Error("no DAL");
  return { warehouseId: dal.id };
}
