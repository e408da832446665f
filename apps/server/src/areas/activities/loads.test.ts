import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { activities, asnItems } from "../../db/schema";

let t: TestApp;
let operator: Caller;
let client: Caller;
let northwind: number;
let initech: number;
let dal: number;
let initechLoad: string;
let northwindLoad: string;

const BAU = { projectType: "Business as Usual", businessUnit: "CC 1" };

async function create(payload: Record<string, unknown>): Promise<string> {
  const res = await operator({
    method: "POST",
    url: "/spa/activities",
    payload: { warehouseId: dal, ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().slug;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  northwind = await accountId(operator, "Northwind Health");
  initech = await accountId(operator, "Initech Computers");
  const warehouses = (await operator({ method: "GET", url: "/spa/warehouses" })).json();
  dal = warehouses.find((w: { shortName: string }) => w.shortName === "DAL").id;
  initechLoad = await create({ accountId: initech, clientRef: "LOADS-TEST" });
  northwindLoad = await create({ accountId: northwind, attributes: BAU, clientRef: "ignored" });
  const [row] = await t.database.db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.slug, initechLoad));
  if (!row) throw new Error("no load");
  await t.database.db.insert(asnItems).values([
    { activityId: row.id, row: 2, serialNumber: "SN1", quantity: 1, weight: 12.5 },
    { activityId: row.id, row: 3, serialNumber: "SN2", quantity: 4, weight: 30 },
  ]);
});
afterAll(() => t.close());

describe("loads", () => {
  it("answers a load with its ASN totals", async () => {
    const res = await operator({ method: "GET", url: `/spa/loads/${initechLoad}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: initechLoad, asnItemCount: 2, asnQuantity: 5, asnWeight: 42.5 });
    const empty = (await operator({ method: "GET", url: `/spa/loads/${northwindLoad}` })).json();
    expect(empty).toMatchObject({ asnItemCount: 0, asnQuantity: 0, asnWeight: 0 });
    expect((await operator({ method: "GET", url: "/spa/loads/dal-inventory" })).statusCode).toBe(404);
  });

  it("lists inbound and outbound loads only, with the activity filters", async () => {
    const outbound = await create({ accountId: initech, type: "outbound" });
    const shopOrder = await create({ accountId: initech, type: "shop_order", loadSlug: initechLoad });
    const list = (
      await operator({ method: "GET", url: `/spa/loads?accountId=${initech}&pageSize=200` })
    ).json();
    const slugs = list.data.map((l: { slug: string }) => l.slug);
    expect(slugs).toContain(outbound);
    expect(slugs).toContain(initechLoad);
    expect(slugs).not.toContain(shopOrder);
    expect(list.data.find((l: { slug: string }) => l.slug === initechLoad).asnItemCount).toBe(2);
    const inbound = (
      await operator({ method: "GET", url: `/spa/loads?accountId=${initech}&type=inbound&pageSize=200` })
    ).json();
    expect(inbound.data.every((l: { type: string }) => l.type === "inbound")).toBe(true);
    const search = (await operator({ method: "GET", url: "/spa/loads?search=loads-test" })).json();
    expect(search.data.map((l: { slug: string }) => l.slug)).toEqual([initechLoad]);
    expect((await operator({ method: "GET", url: "/spa/loads?type=shop_order" })).statusCode).toBe(422);
  });

  it("lists the loads of several accounts (POST) within the caller's scope", async () => {
    const body = { accountIds: [initech, northwind], pageSize: 200 };
    const all = (await operator({ method: "POST", url: "/spa/loads", payload: body })).json();
    expect(all.data.map((l: { accountId: number }) => l.accountId)).toEqual(
      expect.arrayContaining([initech, northwind]),
    );
    const mine = (await client({ method: "POST", url: "/spa/client/loads", payload: body })).json();
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((l: { accountId: number }) => l.accountId === northwind)).toBe(true);
    const statuses = (
      await operator({ method: "POST", url: "/spa/loads", payload: { ...body, status: ["closed"] } })
    ).json();
    expect(statuses.data.every((l: { status: string }) => l.status === "closed")).toBe(true);
    const none = await operator({ method: "POST", url: "/spa/loads", payload: { accountIds: [] } });
    expect(none.statusCode).toBe(422);
  });

  it("summarises named loads in the order asked, skipping what the caller may not see", async () => {
    const url = `/loads/bulk?activity_slugs[]=${northwindLoad}&activity_slugs[]=${initechLoad}&activity_slugs[]=dal-in-1`;
    const staff = (await operator({ method: "GET", url: `/spa${url}` })).json();
    expect(staff.map((s: { slug: string }) => s.slug)).toEqual([northwindLoad, initechLoad]);
    expect(staff[1]).toMatchObject({ accountName: "Initech Computers", asnItemCount: 2, asnWeight: 42.5 });
    const own = (await client({ method: "GET", url: `/spa/client${url}` })).json();
    expect(own.map((s: { slug: string }) => s.slug)).toEqual([northwindLoad]);
  });

  it("shows clients their own loads and 404 for another client's", async () => {
    expect((await client({ method: "GET", url: `/spa/client/loads/${northwindLoad}` })).statusCode).toBe(200);
    expect((await client({ method: "GET", url: `/spa/client/loads/${initechLoad}` })).statusCode).toBe(404);
    const list = (await client({ method: "GET", url: "/spa/client/loads?pageSize=200" })).json();
    expect(list.data.some((l: { slug: string }) => l.slug === initechLoad)).toBe(false);
    expect((await client({ method: "GET", url: "/spa/loads" })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/spa/client/loads" })).statusCode).toBe(401);
  });
});
