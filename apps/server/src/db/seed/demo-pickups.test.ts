import { defaultLoadDate } from "@ops/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { rowsOf } from "../paging";

let t: TestApp;
let operator: Caller;

beforeAll(async () => {
  t = await createTestApp();
  // The demo (seedDemo → seedDemoPickups) is in every test database already.
  ({ operator } = await accountCallers(t.app));
});
afterAll(() => t.close());

describe("demo pickups", () => {
  it("has tomorrow's labels at DAL: ten on a load, two checked in, four unassigned and a bin", async () => {
    const [dal] = await rowsOf<{ id: number }>(
      t.database.db,
      sql`select id from warehouses where short_name = 'DAL'`,
    );
    const res = await operator({
      method: "GET",
      url: `/spa/pickups?warehouseId=${dal?.id}&loadDate=${defaultLoadDate(new Date())}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toEqual({ total: 15, assigned: 10, checkedIn: 2, missing: 8 });
    const checkedIn = res.json().data.filter((l: { checkedInAt: string | null }) => l.checkedInAt);
    expect(checkedIn.map((l: { accountName: string }) => l.accountName)).toEqual([
      "Northwind Health",
      "Northwind Health",
    ]);
  });
});
