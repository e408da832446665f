import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { activities, carriers, inboundRequests, warehouses } from "../../db/schema";
import { eventsOf } from "./activity-records.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let northwind: number;
let dal: number;

const isoDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A submitted request of the account written straight to the table (requests have their own tests). */
async function request(account: number): Promise<number> {
  const number = randomInt(200_000, 900_000);
  await t.database.db.insert(inboundRequests).values({
    number,
    accountId: account,
    status: "submitted",
    requestedStart: isoDate(30),
    requestedEnd: isoDate(32),
    street: "1 Main St",
    city: "Dallas",
    region: "TX",
    postalCode: "75201",
    country: "US",
    contactName: "Pat Doe",
    contactPhone: "+1 214 555 0000",
    shipmentSize: "ltl",
  });
  return number;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  northwind = await accountId(operator, "Northwind Health");
  const [warehouse] = await t.database.db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.shortName, "DAL"));
  dal = warehouse?.id as number;
});
afterAll(() => t.close());

describe("a client's inbound request turned into an outbound load", () => {
  it("creates the outbound load to the request's account, linked, and the request is load_created", async () => {
    const number = await request(northwind);
    const res = await operator({
      method: "POST",
      url: "/spa/activities",
      payload: {
        type: "outbound",
        status: "requested",
        inboundRequestNumber: number,
        accountId: northwind,
        warehouseId: dal,
        shipmentSize: "ltl",
        scheduledDate: isoDate(30),
        description: "Deliver to: 1 Main St, Dallas, TX 75201, US",
      },
    });
    expect(res.statusCode).toBe(201);
    const load = res.json();
    expect(load).toMatchObject({
      type: "outbound",
      status: "requested",
      accountId: northwind,
      inboundRequestNumber: number,
      integration: null,
    });
    expect(load.slug).toMatch(/^dal-out-\d+$/);
    const read = await operator({ method: "GET", url: `/spa/inbound-requests/${number}` });
    expect(read.json()).toMatchObject({ status: "load_created", loadSlug: load.slug });
    const [row] = await t.database.db.select().from(activities).where(eq(activities.slug, load.slug));
    expect((await eventsOf(t.database.db, row?.id as number))[0]?.message).toBe(
      `Created from inbound request ${number}`,
    );
    // One load per request.
    const again = await operator({
      method: "POST",
      url: "/spa/activities",
      payload: { type: "outbound", accountId: northwind, warehouseId: dal, inboundRequestNumber: number },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Inbound request ${number} already has a load (${load.slug})`);
  });
});

describe("a carrier's loads (GET /activities?carrierId=)", () => {
  it("lists the carrier's inbound and outbound loads only, filtered by type, status and ship dates", async () => {
    const [carrier] = await t.database.db
      .insert(carriers)
      .values({ name: `Carrier loads ${randomInt(100_000, 999_999)}` })
      .returning({ id: carriers.id });
    const carrierId = carrier?.id as number;
    const n = () => randomInt(10_000_000, 99_999_999);
    const rows = [
      { slug: `dal-in-8${n()}`, type: "inbound", status: "scheduled", scheduledDate: isoDate(3), carrierId },
      { slug: `dal-out-8${n()}`, type: "outbound", status: "building", scheduledDate: isoDate(5), carrierId },
      { slug: `dal-out-8${n()}`, type: "outbound", status: "shipped", scheduledDate: isoDate(9), carrierId },
      {
        slug: `dal-in-8${n()}`,
        type: "inbound",
        status: "scheduled",
        scheduledDate: isoDate(3),
        carrierId: null,
      },
    ];
    await t.database.db
      .insert(activities)
      .values(rows.map((r) => ({ ...r, accountId: northwind, warehouseId: dal })));
    const slugs = async (query: string) => {
      const res = await operator({ method: "GET", url: `/spa/activities?carrierId=${carrierId}${query}` });
      expect(res.statusCode).toBe(200);
      return (res.json().data as { slug: string }[]).map((a) => a.slug).sort();
    };
    const [inbound, building, shipped] = rows.map((r) => r.slug);
    expect(await slugs("")).toEqual([inbound, building, shipped].sort());
    expect(await slugs("&type=outbound")).toEqual([building, shipped].sort());
    expect(await slugs("&status=shipped,scheduled")).toEqual([inbound, shipped].sort());
    expect(await slugs(`&startDate=${isoDate(4)}&endDate=${isoDate(6)}`)).toEqual([building]);
    const paged = await operator({ method: "GET", url: `/spa/activities?carrierId=${carrierId}&pageSize=2` });
    expect(paged.json()).toMatchObject({ total: 3 });
    expect(paged.json().data).toHaveLength(2);
    const bad = await operator({ method: "GET", url: "/spa/activities?carrierId=abc" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.carrierId).toBeDefined();
    expect((await client({ method: "GET", url: `/spa/activities?carrierId=${carrierId}` })).statusCode).toBe(
      403,
    );
  });
});
