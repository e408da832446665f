import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import { multipart } from "../activities/activity-records.fixtures";
import { classAndProduct, listingWithAssets } from "./marketplace.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let technician: Caller;

const HEADER = "Order number,Item number,Quantity,Sold for,Sale date";
const sell = (lines: string[]) =>
  operator({
    method: "POST",
    url: "/spa/listings/sold_report",
    ...multipart({}, { name: "sold.csv", bytes: Buffer.from([HEADER, ...lines].join("\n")) }),
  });
const history = (classId: number, query = "", who: Caller = operator) =>
  who({ method: "GET", url: `/spa/classes/${classId}/sales_history${query}` });

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  technician = as(t.app, await signIn(t.app, "priya.patel@example.com"));
});
afterAll(() => t.close());

describe("GET /classes/{id}/sales_history", () => {
  it("counts sold listing assets of the class's products by month and grade, with revenue and average price", async () => {
    const db = t.database.db;
    const { classId, productId } = await classAndProduct(db);
    const b = await listingWithAssets(db, { n: 3, grade: "B", productId });
    const c = await listingWithAssets(db, { n: 2, grade: "C", productId });
    const other = await listingWithAssets(db, { n: 1, grade: "B" });
    const res = await sell([
      `S-1,${b.reference},2,100,2026-09-10`,
      `S-2,${b.reference},1,130,2026-10-01`,
      `S-3,${c.reference},1,50.5,2026-09-30`,
      `S-4,${other.reference},1,999,2026-09-15`,
    ]);
    expect(res.statusCode).toBe(200);

    const all = await history(classId);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({
      classId,
      rows: [
        { month: "2026-09", grade: "B", count: 2, revenue: 200, averagePrice: 100 },
        { month: "2026-09", grade: "C", count: 1, revenue: 50.5, averagePrice: 50.5 },
        { month: "2026-10", grade: "B", count: 1, revenue: 130, averagePrice: 130 },
      ],
      totals: { count: 4, revenue: 380.5, averagePrice: 95.13 },
    });

    // The class's grades (the same page's by-grade table) count them sold.
    const grades = await operator({ method: "GET", url: `/spa/classes/${classId}/grades` });
    expect(grades.json().grades.map((g: { grade: string; sold: number }) => [g.grade, g.sold])).toEqual([
      ["A", 0],
      ["B", 3],
      ["C", 1],
      ["D", 0],
      ["E", 0],
      ["F", 0],
    ]);

    const october = await history(classId, "?from=2026-10-01&to=2026-10-31");
    expect(october.json().rows).toEqual([
      { month: "2026-10", grade: "B", count: 1, revenue: 130, averagePrice: 130 },
    ]);
  });

  it("answers an empty history for a class with no sales, 404 for an unknown class", async () => {
    const { classId } = await classAndProduct(t.database.db);
    expect((await history(classId)).json()).toMatchObject({
      rows: [],
      totals: { count: 0, revenue: 0, averagePrice: 0 },
    });
    expect((await history(99999999)).statusCode).toBe(404);
  });

  it("refuses a range that ends before it starts, users without listings.view and clients", async () => {
    const { classId } = await classAndProduct(t.database.db);
    const bad = await history(classId, "?from=2026-10-02&to=2026-10-01");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.to[0]).toBe("The last day cannot be before the first");
    expect((await history(classId, "?from=2026-13-01")).statusCode).toBe(422);
    expect((await history(classId, "", technician)).statusCode).toBe(403);
    expect(
      (await client({ method: "GET", url: `/spa/client/classes/${classId}/sales_history` })).statusCode,
    ).toBe(404);
  });
});
