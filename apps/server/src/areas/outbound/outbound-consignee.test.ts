import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { activities, assetReservations, warehouses } from "../../db/schema";
import { insertLoad } from "../activities/activity-records.fixtures";
import { insertAssets } from "../assets/asset-records.fixtures";
import { newBarcode } from "../assets/assets.fixtures";
import { consigneeRefusal } from "./outbound.service";

let t: TestApp;
let operator: Caller;
let dal: number;
const ids: Record<string, number> = {};

/** Creates an outbound load through the API; answers the response and the load's id and slug. */
async function create(payload: Record<string, unknown>) {
  const res = await operator({
    method: "POST",
    url: "/spa/activities",
    payload: { type: "outbound", warehouseId: dal, ...payload },
  });
  const slug: string | undefined = res.json().slug;
  const [row] = slug
    ? await t.database.db.select({ id: activities.id }).from(activities).where(eq(activities.slug, slug))
    : [];
  return { res, id: row?.id as number, slug: slug as string };
}

/** Assets of the account received on a fresh inbound load of it. */
async function assetsOf(accountName: string, n: number): Promise<{ ids: number[]; barcodes: string[] }> {
  const load = await insertLoad(t.database.db, accountName);
  const barcodes = Array.from({ length: n }, () => newBarcode("OC"));
  const assetIds = await insertAssets(
    t.database.db,
    barcodes.map((barcode) => ({ barcode, activityId: load.id, accountId: load.accountId })),
  );
  return { ids: assetIds, barcodes };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ operator } = await accountCallers(t.app));
  const [w] = await t.database.db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.shortName, "DAL"));
  dal = w?.id as number;
  ids.northwind = await accountId(operator, "Northwind Health");
  ids.clinic = await accountId(operator, "Northwind Health – Dallas Clinic");
  ids.acme = await accountId(operator, "Acme Telecom");
  ids.evergreen = await accountId(operator, "Evergreen Metals Recovery", "dsvs");
});
afterAll(() => t.close());

describe("the consignee of an outbound load", () => {
  it("may be a downstream vendor, who then comes for it at the dock unless a hauler is named", async () => {
    const { res } = await create({ accountId: ids.evergreen });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ type: "outbound", status: "requested", accountId: ids.evergreen });
    expect(res.json().slug).toMatch(/^dal-out-\d+$/);
    expect(res.json().vendorAccountId).toBe(ids.evergreen);
  });

  it("may be a client (a redeployment back to them), with no vendor by default", async () => {
    const { res } = await create({ accountId: ids.northwind });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().vendorAccountId).toBeNull();
  });

  it("refuses an unknown account on the field, writing nothing", async () => {
    const before = await t.database.db.$count(activities, eq(activities.type, "outbound"));
    const { res } = await create({ accountId: 999_999_999 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.accountId).toEqual(["Unknown account"]);
    expect(await t.database.db.$count(activities, eq(activities.type, "outbound"))).toBe(before);
  });

  it("a client receives only its own family's assets; a downstream vendor any client's", async () => {
    const toClient = await create({ accountId: ids.northwind });
    const toVendor = await create({ accountId: ids.evergreen });
    const own = await assetsOf("Northwind Health", 1);
    const child = await assetsOf("Northwind Health – Dallas Clinic", 1);
    const other = await assetsOf("Acme Telecom", 7);
    const db = t.database.db;
    expect(await consigneeRefusal(db, toClient.id, [...own.ids, ...child.ids])).toBeNull();
    const refusal = await consigneeRefusal(db, toClient.id, [...own.ids, ...other.ids]);
    const first = [...other.barcodes].sort()[0];
    expect(refusal).toContain(
      "Northwind Health may receive only its own assets: 7 assets belong to another account",
    );
    expect(refusal).toContain(`${first} (Acme Telecom)`);
    expect(refusal).toContain("and 2 more");
    expect(await consigneeRefusal(db, toVendor.id, other.ids)).toBeNull();
    // A child clinic is not the parent's family the other way round.
    const toClinic = await create({ accountId: ids.clinic });
    expect(await consigneeRefusal(db, toClinic.id, own.ids)).toMatch(/1 asset belongs to another account/);
  });

  it("moving a load to a client that may not receive what it holds is refused on accountId", async () => {
    const load = await create({ accountId: ids.evergreen });
    const other = await assetsOf("Acme Telecom", 1);
    await t.database.db.insert(assetReservations).values({
      assetId: other.ids[0] as number,
      activityId: load.id,
      warehouseId: dal,
    });
    const res = await operator({
      method: "PUT",
      url: `/spa/activities/${load.slug}`,
      payload: { accountId: ids.northwind },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.accountId[0]).toMatch(/^Northwind Health may receive only its own assets/);
    const ok = await operator({
      method: "PUT",
      url: `/spa/activities/${load.slug}`,
      payload: { accountId: ids.acme },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // The hauler followed the vendor consignee; a client consignee has none unless named.
    expect(ok.json().vendorAccountId).toBeNull();
  });
});
