import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let client: Caller;

beforeAll(async () => {
  t = await createTestApp();
  // The demo (seedDemo → seedDemoRedeployments) is in every test database already.
  ({ client } = await accountCallers(t.app));
});
afterAll(() => t.close());

describe("demo redeployments", () => {
  it("keeps Northwind Health's graded, erased laptops at DAL-RDP for the client to order", async () => {
    const res = await client({
      method: "GET",
      url: "/spa/client/redeployment_orders/listings?search=Latitude%207420",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        accountName: "Northwind Health",
        warehouseShortName: "DAL",
        grade: "A",
        available: 2,
      }),
      expect.objectContaining({ accountName: "Northwind Health", grade: "B", available: 2 }),
    ]);
  });

  it("has one submitted order for an employee, its two laptops reserved onto an outbound load to the client", async () => {
    const list = await client({ method: "GET", url: "/spa/client/redeployment_orders?status=submitted" });
    expect(list.statusCode).toBe(200);
    const [summary] = list.json().data;
    expect(summary).toMatchObject({
      recipientName: "Maya Chen",
      quantity: 2,
      account: { name: "Northwind Health" },
    });
    const order = (
      await client({ method: "GET", url: `/spa/client/redeployment_orders/${summary.id}` })
    ).json();
    expect(order.devices).toHaveLength(2);
    expect(
      order.devices.every(
        (d: { grade: string; status: string }) => d.grade === "A" && d.status === "reserved",
      ),
    ).toBe(true);
    expect(order.outbound.slug).toMatch(/^dal-out-\d+$/);
    const [load] = (
      (await t.database.db.execute(sql`
      select a.type, a.status, acc.name from activities a join accounts acc on acc.id = a.account_id
      where a.slug = ${order.outbound.slug}`)) as unknown as {
        rows: { type: string; status: string; name: string }[];
      }
    ).rows;
    expect(load).toEqual({ type: "outbound", status: "building", name: "Northwind Health" });
    expect(order.driveCount).toBe(2);
  });
});
