import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { activities, asnItems, assets } from "../../db/schema";
import { insertAsnItems, unique } from "../assets/asset-records.fixtures";
import { newBarcode, someProductId } from "../assets/assets.fixtures";
import { insertItadJob } from "../itad/itad.fixtures";
import { insertLoad } from "./activity-records.fixtures";
import { linkAssetsToAsnItems } from "./asn-links";

let t: TestApp;
let operator: Caller;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator } = await accountCallers(t.app));
  productId = await someProductId(t.database.db);
});
afterAll(() => t.close());

/** Receives serials (barcode → serial) on the load in one batch. */
async function receive(slug: string, serials: Record<string, string>) {
  const res = await operator({
    method: "POST",
    url: "/spa/assets/bulk",
    payload: {
      assets: Object.entries(serials).map(([barcode, serialNumber]) => ({
        activitySlug: slug,
        type: "serial",
        barcode,
        serialNumber,
      })),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** The ASN row each barcode is linked to (null: none). */
async function linkedRows(barcodes: string[]): Promise<Record<string, number | null>> {
  const rows = await t.database.db
    .select({ barcode: assets.barcode, id: assets.id, row: asnItems.row })
    .from(assets)
    .leftJoin(asnItems, eq(asnItems.id, assets.asnItemId))
    .where(inArray(assets.barcode, barcodes));
  return Object.fromEntries(rows.map((r) => [r.barcode, r.row]));
}

describe("linking received serials to their ASN lines", () => {
  it("links each serial to a free line of its load by serial, whatever the case; two assets never share a line", async () => {
    const load = await insertLoad(t.database.db, "Northwind Health");
    const other = await insertLoad(t.database.db, "Northwind Health");
    const [twice, once, elsewhere] = [`AL${unique()}`, `AL${unique()}`, `AL${unique()}`];
    // Rows 2 and 3 announce the same serial twice, row 4 another; the other load a third; e is unannounced.
    await insertAsnItems(t.database.db, load.id, [
      { serialNumber: twice.toLowerCase() },
      { serialNumber: twice },
      { serialNumber: once },
    ]);
    await insertAsnItems(t.database.db, other.id, [{ serialNumber: elsewhere }]);
    const [a, b, c, d, e] = [
      newBarcode("AL"),
      newBarcode("AL"),
      newBarcode("AL"),
      newBarcode("AL"),
      newBarcode("AL"),
    ];
    await receive(load.slug, {
      [a]: twice,
      [b]: twice.toLowerCase(),
      [c]: once.toLowerCase(),
      [d]: elsewhere,
      [e]: `AL${unique()}`,
    });
    expect(await linkedRows([a, b, c, d, e])).toEqual({ [a]: 2, [b]: 3, [c]: 4, [d]: null, [e]: null });

    // A third asset with the twice-announced serial finds no free line.
    const f = newBarcode("AL");
    await receive(load.slug, { [f]: twice });
    expect((await linkedRows([f]))[f]).toBeNull();
  });

  it("never links an asset twice nor moves a line already taken", async () => {
    const load = await insertLoad(t.database.db, "Northwind Health");
    const serial = `AL${unique()}`;
    await insertAsnItems(t.database.db, load.id, [{ serialNumber: serial }, { serialNumber: serial }]);
    const first = newBarcode("AL");
    await receive(load.slug, { [first]: serial });
    expect(await linkedRows([first])).toEqual({ [first]: 2 });
    const [row] = await t.database.db.select({ id: assets.id }).from(assets).where(eq(assets.barcode, first));
    expect(await linkAssetsToAsnItems(t.database.db, [row?.id as number])).toBe(0);
    expect(await linkedRows([first])).toEqual({ [first]: 2 });
  });

  it("links serials a work order makes (an ITAD serial list) to the ASN of their source's load", async () => {
    const job = await insertItadJob(t.database.db, "Northwind Health");
    const [jobRow] = await t.database.db
      .select({ loadId: activities.loadId })
      .from(activities)
      .where(eq(activities.id, job.id));
    const loadId = jobRow?.loadId as number;
    // The bin came in on the load, so what is made out of it has the load as receiving activity.
    await t.database.db.update(assets).set({ receivingActivityId: loadId }).where(eq(assets.id, job.binId));
    const [listed, unlisted] = [`AW${unique()}`, `AW${unique()}`];
    await insertAsnItems(t.database.db, loadId, [{ serialNumber: listed }]);
    const res = await operator({
      method: "POST",
      url: `/spa/activities/${job.slug}/serials/bulk`,
      payload: { binBarcode: job.bin, text: `${listed}\n${unlisted}`, productId, requestKey: randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.database.db
      .select({ serial: assets.serialNumber, row: asnItems.row })
      .from(assets)
      .leftJoin(asnItems, eq(asnItems.id, assets.asnItemId))
      .where(inArray(assets.serialNumber, [listed, unlisted]));
    expect(Object.fromEntries(rows.map((r) => [r.serial, r.row]))).toEqual({ [listed]: 2, [unlisted]: null });
  });
});
