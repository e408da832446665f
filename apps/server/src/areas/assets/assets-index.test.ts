import { ASSET_COUNT_CAP } from "@ops/domain";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { assets, products } from "../../db/schema";
import { insertLoad } from "../activities/activity-records.fixtures";
import { insertAssets, insertProduct } from "./asset-records.fixtures";
import { holdAsset, someLocation } from "./assets.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
const tag = `IX${Date.now().toString(36).toUpperCase()}`;
let northwind: { id: number; slug: string; accountId: number };
let initech: { id: number; slug: string; accountId: number };
let product: number;
let classId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  const db = t.database.db;
  northwind = await insertLoad(db, "Northwind Health");
  initech = await insertLoad(db, "Initech Computers");
  product = await insertProduct(db, `Index Laptop ${tag}`);
  const [someClass] = await db
    .execute<{ id: number }>(sql`select id from product_classes order by id limit 1`)
    .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  classId = someClass?.id ?? 0;
  await db.update(products).set({ classId }).where(eq(products.id, product));
  const location = await someLocation(db);
  const [a1, a2] = await insertAssets(db, [
    { activityId: northwind.id, accountId: northwind.accountId, barcode: `${tag}-A1`, productId: product },
    {
      activityId: northwind.id,
      accountId: northwind.accountId,
      barcode: `${tag}-A2`,
      serialNumber: `${tag}-SN`,
    },
    { activityId: initech.id, accountId: initech.accountId, barcode: `${tag}-B1` },
  ]);
  await db
    .update(assets)
    .set({ locationId: location.id, stockType: "fgi", createdAt: new Date("2026-03-10T12:00:00Z") })
    .where(inArray(assets.id, [a1 as number]));
  await db
    .update(assets)
    .set({ createdAt: new Date("2026-03-12T23:30:00Z") })
    .where(eq(assets.id, a2 as number));
  await holdAsset(db, `${tag}-A2`, "leased");
});
afterAll(() => t.close());

const barcodes = async (caller: Caller, query: string, family = "") => {
  const res = await caller({ method: "GET", url: `/spa${family}/assets?search=${tag}&pageSize=50&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { barcode: string }[]).map((a) => a.barcode).sort();
};

describe("the assets screen's list", () => {
  it("filters by account, location, product, class, hold, stock type and the days received", async () => {
    expect(await barcodes(operator, "")).toEqual([`${tag}-A1`, `${tag}-A2`, `${tag}-B1`]);
    expect(await barcodes(operator, `accountIds[]=${initech.accountId}`)).toEqual([`${tag}-B1`]);
    const location = await someLocation(t.database.db);
    expect(await barcodes(operator, `locationId=${location.id}`)).toEqual([`${tag}-A1`]);
    expect(await barcodes(operator, `productId=${product}`)).toEqual([`${tag}-A1`]);
    expect(await barcodes(operator, `classId=${classId}`)).toContain(`${tag}-A1`);
    expect(await barcodes(operator, "hold=held")).toEqual([`${tag}-A2`]);
    expect(await barcodes(operator, "hold=leased")).toEqual([`${tag}-A2`]);
    expect(await barcodes(operator, "hold=legal_hold")).toEqual([]);
    expect(await barcodes(operator, "hold=not_held")).toEqual([`${tag}-A1`, `${tag}-B1`]);
    expect(await barcodes(operator, "stockType=fgi")).toEqual([`${tag}-A1`]);
    // Both days included, whole days in UTC.
    expect(await barcodes(operator, "receivedFrom=2026-03-10&receivedTo=2026-03-12")).toEqual([
      `${tag}-A1`,
      `${tag}-A2`,
    ]);
    expect(await barcodes(operator, "receivedFrom=2026-03-11&receivedTo=2026-03-11")).toEqual([]);
    const backwards = await operator({
      method: "GET",
      url: "/spa/assets?receivedFrom=2026-03-12&receivedTo=2026-03-10",
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.receivedTo).toEqual(["The last day cannot be before the first"]);
    const badHold = await operator({ method: "GET", url: "/spa/assets?hold=frozen" });
    expect(badHold.statusCode).toBe(422);
  });

  it("keeps a client to their own accounts' assets, in the list and its export", async () => {
    expect(await barcodes(client, "", "/client")).toEqual([`${tag}-A1`, `${tag}-A2`]);
    expect(await barcodes(client, `accountIds[]=${initech.accountId}`, "/client")).toEqual([]);
    const file = await client({ method: "GET", url: `/spa/client/assets/export?format=csv&search=${tag}` });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers["content-disposition"]).toContain("assets.csv");
    expect(file.body).toContain(`${tag}-A1`);
    expect(file.body).not.toContain(`${tag}-B1`);
    const staff = await operator({
      method: "GET",
      url: `/spa/assets/export?format=csv&search=${tag}&hold=held`,
    });
    expect(staff.body.trimEnd().split("\n")).toHaveLength(2);
  });

  it("counts across all loads only up to the cap, and says there are more", async () => {
    const big = await insertLoad(t.database.db, "Northwind Health");
    await t.database.db.execute(sql`
      insert into assets (barcode, type, activity_id, receiving_activity_id, account_id)
      select ${`${tag}-C`} || n, 'bin', ${big.id}, ${big.id}, ${big.accountId}
        from generate_series(1, ${ASSET_COUNT_CAP + 5}) n`);
    const page = (await operator({ method: "GET", url: "/spa/assets?pageSize=25" })).json();
    expect(page).toMatchObject({ total: ASSET_COUNT_CAP, more: true });
    expect(page.data).toHaveLength(25);
    // A load's own list still counts exactly.
    const load = (
      await operator({ method: "GET", url: `/spa/activities/${big.slug}/assets?pageSize=1` })
    ).json();
    expect(load.total).toBe(ASSET_COUNT_CAP + 5);
    expect(load.more).toBeUndefined();
    const small = (await operator({ method: "GET", url: `/spa/assets?search=${tag}-A` })).json();
    expect(small).toMatchObject({ total: 2, more: false });
  });
});
