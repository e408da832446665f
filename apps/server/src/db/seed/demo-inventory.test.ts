import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { demoOperatorContext } from "./demo-actor";
import { seedDemoInventory } from "./demo-inventory";

let t: TestApp;
let operator: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator } = await accountCallers(t.app));
  await seedDemoInventory(await demoOperatorContext(t.database.db));
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe("demo inventory", () => {
  it("puts Northwind's and Acme's received assets into DAL inventory bins, with events", async () => {
    const placed = await rows<{
      barcode: string;
      slug: string;
      location: string;
      stock_type: string | null;
    }>(sql`
      select a.barcode, act.slug, l.barcode as location, a.stock_type from assets a
        join activities act on act.id = a.activity_id join locations l on l.id = a.location_id
       where a.barcode like 'NWI%' or a.barcode like 'ACI%' order by a.barcode`);
    expect(placed.filter((p) => p.slug === "dal-inventory").map((p) => p.barcode)).toEqual([
      "ACIP0001",
      "ACIS0001",
      "ACIS0002",
      "NWIP0001",
      "NWIP0002",
      "NWIS0001",
      "NWIS0002",
      "NWIS0003",
      "NWIS0004",
    ]);
    expect(placed.find((p) => p.barcode === "NWIS0004")).toMatchObject({ location: "DAL-QC-01" });
    expect(placed.find((p) => p.barcode === "NWIP0001")).toMatchObject({ stock_type: "rmi" });
    const events = await rows<{ n: number }>(
      sql`select count(*)::int as n from events where action = 'put_away' and (barcode like 'NWI%' or barcode like 'ACI%')`,
    );
    expect(Number(events[0]?.n)).toBe(9);
  });

  it("makes DAL-QC-01 Northwind's quarantine shelf and leaves devices on the operator's putaway list", async () => {
    const found = (await operator({ method: "GET", url: "/spa/locations/find?barcode=DAL-QC-01" })).json();
    expect(found).toMatchObject({ accountName: "Northwind Health", type: "customer_quarantine" });
    const list = (await operator({ method: "GET", url: "/spa/users/me/putaway_assets?pageSize=200" })).json();
    const barcodes = list.data.map((a: { barcode: string }) => a.barcode);
    expect(barcodes).toEqual(expect.arrayContaining(["NWIS0005", "NWIS0006", "ACIS0003"]));
    const dal = (await operator({ method: "GET", url: "/spa/inventory_activities" }))
      .json()
      .find((a: { slug: string }) => a.slug === "dal-inventory");
    expect(dal.totals.assets).toBeGreaterThanOrEqual(9);
    expect(dal.totals.quantity).toBeGreaterThanOrEqual(60 + 45 + 120 + 6);
  });
});
