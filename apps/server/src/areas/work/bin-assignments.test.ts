import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import { eventsOf, insertLoad } from "../activities/activity-records.fixtures";
import { closeContainers } from "../assets/asset-manager/asset-manager.repo";
import { eventsOfBarcode, insertAssets } from "../assets/asset-records.fixtures";
import { newBarcode, someProductId } from "../assets/assets.fixtures";
import { assetIdsByBarcode } from "./created-assets.repo";
import { activityIdOfSlug } from "./work-assets.fixtures";

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

/** A shop order on a new load of the account, made through the API, with bins received on the load. */
async function orderWithBins(accountName: string, bins: { barcode: string; type?: string }[] = []) {
  const load = await insertLoad(t.database.db, accountName);
  const res = await operator({
    method: "POST",
    url: "/spa/activities",
    payload: { type: "shop_order", loadSlug: load.slug },
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json();
  await insertAssets(
    t.database.db,
    bins.map((b) => ({
      barcode: b.barcode,
      type: b.type ?? "bin",
      activityId: load.id,
      accountId: load.accountId,
      productId,
      netWeight: 10,
    })),
  );
  const id = (await operator({ method: "GET", url: `/spa/activities/${order.slug}` })).statusCode;
  expect(id).toBe(200);
  return { slug: order.slug as string, load };
}

const url = (slug: string) => `/spa/activities/${slug}/bin_assignments`;
const assign = (slug: string, barcodes: string[]) =>
  operator({ method: "POST", url: url(slug), payload: { barcodes } });

describe("bin assignments of a shop order", () => {
  it("assigns scanned bins, lists them with product, weight and account, and removes one", async () => {
    const bins = [newBarcode("BA"), newBarcode("BA")];
    const { slug } = await orderWithBins("Northwind Health", [
      { barcode: bins[0] as string },
      { barcode: bins[1] as string, type: "pallet" },
    ]);
    const res = await assign(slug, [(bins[0] as string).toLowerCase(), bins[1] as string]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().assigned.map((a: { barcode: string }) => a.barcode)).toEqual(bins);
    expect(res.json().assigned[0]).toMatchObject({
      assetType: "bin",
      netWeight: 10,
      accountName: "Northwind Health",
      assignedBy: "Olivia Ortega",
    });
    expect(res.json().assigned[0].productName).toEqual(expect.any(String));

    const list = (await operator({ method: "GET", url: `${url(slug)}?pageSize=1` })).json();
    expect(list.total).toBe(2);
    expect(list.data).toHaveLength(1);
    const found = (
      await operator({ method: "GET", url: `${url(slug)}?search=${bins[1]?.toLowerCase()}` })
    ).json();
    expect(found.data.map((a: { barcode: string }) => a.barcode)).toEqual([bins[1]]);

    const events = await eventsOf(t.database.db, (await activityIdOfSlug(t.database.db, slug)) as number);
    expect(events.filter((e) => e.action === "bin_assigned").map((e) => e.barcode)).toEqual(bins);
    expect((await eventsOfBarcode(t.database.db, bins[0] as string)).map((e) => e.action)).toContain(
      "bin_assigned",
    );

    const id = res.json().assigned[0].id;
    const removed = await operator({ method: "DELETE", url: `${url(slug)}/${id}` });
    expect(removed.statusCode).toBe(204);
    expect((await operator({ method: "GET", url: url(slug) })).json().total).toBe(1);
    expect((await eventsOfBarcode(t.database.db, bins[0] as string)).at(-1)).toMatchObject({
      action: "bin_unassigned",
      message: `${bins[0]} removed from shop order ${slug}`,
    });
    const again = await operator({ method: "DELETE", url: `${url(slug)}/${id}` });
    expect(again.statusCode).toBe(404);
  });

  it("refuses every bin when one is refused, naming each refusal by position", async () => {
    const good = newBarcode("BG");
    const serial = newBarcode("BS");
    const taken = newBarcode("BT");
    const { slug } = await orderWithBins("Northwind Health", [
      { barcode: good },
      { barcode: serial, type: "serial" },
      { barcode: taken },
    ]);
    const foreign = newBarcode("BF");
    await orderWithBins("Acme Telecom", [{ barcode: foreign }]);
    expect((await assign(slug, [taken])).statusCode).toBe(201);
    const unknown = newBarcode("NONE");

    const refused = await assign(slug, [good, unknown, serial, foreign, taken, good]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      "barcodes.1": [`No asset has barcode ${unknown}`],
      "barcodes.2": [`${serial} is not a bin or pallet`],
      "barcodes.3": [`${foreign} belongs to another account than this shop order`],
      "barcodes.4": [`${taken} is already assigned to ${slug}`],
      "barcodes.5": [`${good} is in the list twice`],
    });
    const list = (await operator({ method: "GET", url: url(slug) })).json();
    expect(list.data.map((a: { barcode: string }) => a.barcode)).toEqual([taken]);
    const empty = await assign(slug, []);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.barcodes).toEqual(["Scan at least one bin"]);
  });

  it("refuses a closed bin (emptied into another by the asset manager), naming where it went", async () => {
    const [closed, into] = [newBarcode("BC"), newBarcode("BI")];
    const { slug } = await orderWithBins("Northwind Health", [{ barcode: closed }, { barcode: into }]);
    const [closedId] = (await assetIdsByBarcode(t.database.db, [closed])) as number[];
    await closeContainers(t.database.db, [closedId as number], into, new Date());

    const refused = await assign(slug, [into, closed]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ "barcodes.1": [`${closed} is closed (emptied into ${into})`] });
    expect((await operator({ method: "GET", url: url(slug) })).json().data).toEqual([]);
    expect((await assign(slug, [into])).statusCode).toBe(201);
  });

  it("refuses bins on a completed order (409) and any activity that is not a work order (404)", async () => {
    const bin = newBarcode("BC");
    const { slug, load } = await orderWithBins("Northwind Health", [{ barcode: bin }]);
    for (const status of ["in_progress", "completed"]) {
      const moved = await operator({ method: "PUT", url: `/spa/activities/${slug}`, payload: { status } });
      expect(moved.statusCode).toBe(200);
    }
    const closed = await assign(slug, [bin]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(`Cannot assign bins: shop order ${slug} is completed`);
    expect((await assign(load.slug, [bin])).statusCode).toBe(404);
  });

  it("lets clients read their own orders' bins (404 for another client's) and write none", async () => {
    const bin = newBarcode("BR");
    const { slug } = await orderWithBins("Northwind Health", [{ barcode: bin }]);
    expect((await assign(slug, [bin])).statusCode).toBe(201);
    const own = await client({ method: "GET", url: `/spa/client/activities/${slug}/bin_assignments` });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.map((a: { barcode: string }) => a.barcode)).toEqual([bin]);
    const other = await otherClient({ method: "GET", url: `/spa/client/activities/${slug}/bin_assignments` });
    expect(other.statusCode).toBe(404);
    const write = await client({
      method: "POST",
      url: `/spa/client/activities/${slug}/bin_assignments`,
      payload: { barcodes: [bin] },
    });
    expect(write.statusCode).toBe(404);
  });

  it("needs processing.work to assign: finance may read the bins but not assign them", async () => {
    const bin = newBarcode("BP");
    const { slug } = await orderWithBins("Northwind Health", [{ barcode: bin }]);
    const finance = as(t.app, await signIn(t.app, "frank.fischer@example.com"));
    expect((await finance({ method: "GET", url: url(slug) })).statusCode).toBe(200);
    expect((await finance({ method: "POST", url: url(slug), payload: { barcodes: [bin] } })).statusCode).toBe(
      403,
    );
    const technician = as(t.app, await signIn(t.app, "priya.patel@example.com"));
    expect(
      (await technician({ method: "POST", url: url(slug), payload: { barcodes: [bin] } })).statusCode,
    ).toBe(201);
  });
});
