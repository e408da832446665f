import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let operator: Caller;

beforeAll(async () => {
  t = await createTestApp();
  // The demo (seedDemo → seedDemoInventory) is in every test database already.
  ({ operator } = await accountCallers(t.app));
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
    const stockTypes = await rows<{ barcode: string; stock_type: string | null }>(
      sql`select barcode, stock_type from assets where barcode in ('NWIP0001', 'NWIS0004')`,
    );
    // The demo's pick list (seedDemoPicking) has since picked one of them for its shop order.
    const picked = await rows<{ barcode: string }>(
      sql`select barcode from events where action = 'picked' and (barcode like 'NWI%' or barcode like 'ACI%')`,
    );
    const inStock = placed.filter((p) => p.slug === "dal-inventory").map((p) => p.barcode);
    expect([...inStock, ...picked.map((p) => p.barcode)].sort()).toEqual([
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
    expect(stockTypes.find((p) => p.barcode === "NWIP0001")).toMatchObject({ stock_type: "rmi" });
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
    const [held] = await rows<{ assets: number; quantity: string }>(sql`
      select count(distinct a.id)::int as assets, coalesce(sum(pa.quantity), 0) as quantity
        from assets a join activities act on act.id = a.activity_id and act.slug = 'dal-inventory'
        left join product_assets pa on pa.asset_id = a.id
       where a.closed_at is null`);
    expect(held?.assets).toBeGreaterThanOrEqual(8);
    expect(dal.totals.assets).toBe(held?.assets);
    expect(dal.totals.quantity).toBe(Number(held?.quantity));
    // Priced as received (yield), so the stock is worth something.
    const stock = (
      await operator({ method: "GET", url: "/spa/stock?format=summary_priced_inventory&groupBy=account" })
    ).json();
    expect(stock.total.value).toBeGreaterThan(0);
  });
});
