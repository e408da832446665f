import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { dayLabel } from "./use-cases/activity-checks";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let northwind: number;
let acme: number;
let initech: number;
let dal: number;
let phx: number;

function isoDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient } = await accountCallers(t.app));
  northwind = await accountId(operator, "Northwind Health");
  acme = await accountId(operator, "Acme Telecom");
  initech = await accountId(operator, "Initech Computers");
  const warehouses = (await operator({ method: "GET", url: "/spa/warehouses" })).json();
  dal = warehouses.find((w: { shortName: string }) => w.shortName === "DAL").id;
  phx = warehouses.find((w: { shortName: string }) => w.shortName === "PHX").id;
});
afterAll(() => t.close());

const load = (overrides: Record<string, unknown> = {}) => ({
  accountId: initech,
  warehouseId: dal,
  shipmentSize: "ltl",
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await operator({ method: "POST", url: "/spa/activities", payload: load(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe("creating activities", () => {
  it("numbers the slug by warehouse and type and starts requested or scheduled", async () => {
    const requested = await create();
    expect(requested.slug).toMatch(/^dal-in-\d{6}$/);
    expect(requested).toMatchObject({
      type: "inbound",
      status: "requested",
      accountName: "Initech Computers",
    });
    expect(requested.createdBy).toBe("Olivia Ortega");
    const scheduled = await create({ warehouseId: phx, scheduledDate: isoDate(30), scheduledTime: "09:05" });
    expect(scheduled.slug).toMatch(/^phx-in-\d{6}$/);
    expect(scheduled).toMatchObject({
      status: "scheduled",
      scheduledTime: "09:05",
      warehouseShortName: "PHX",
    });
    const outbound = await create({ type: "outbound" });
    expect(outbound.slug).toMatch(/^dal-out-\d{6}$/);
    expect(outbound.status).toBe("requested");
    const shopOrder = await create({ type: "shop_order", loadSlug: requested.slug });
    expect(shopOrder.slug).toMatch(/^dal-so-\d{6}$/);
    const events = (
      await operator({ method: "GET", url: `/spa/activities/${requested.slug}/events` })
    ).json();
    expect(events.total).toBe(1);
    expect(events.data[0]).toMatchObject({ action: "created", barcode: null, userName: "Olivia Ortega" });
  });

  it("keeps one inventory activity per warehouse, made by the seed", async () => {
    const inventory = (await operator({ method: "GET", url: "/spa/activities/dal-inventory" })).json();
    expect(inventory).toMatchObject({
      type: "inventory",
      status: "open",
      accountId: null,
      warehouseShortName: "DAL",
    });
    const again = await operator({
      method: "POST",
      url: "/spa/activities",
      payload: load({ type: "inventory" }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("DAL already has its inventory activity (dal-inventory)");
  });

  it("reads the attributes by the account's inbound form; a derived client reference wins", async () => {
    const bad = await operator({
      method: "POST",
      url: "/spa/activities",
      payload: load({ accountId: acme, attributes: { serializedAssets: true, dcaNumbers: [] } }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors["attributes.dcaNumbers"]).toEqual([
      "DCA Numbers are required for serialized assets",
    ]);
    const made = await create({
      accountId: acme,
      clientRef: "typed by hand",
      attributes: { serializedAssets: true, dcaNumbers: ["dca 12-34", "DCA5678"] },
    });
    expect(made.clientRef).toBe("1234, 5678");
    expect(made.attributes).toMatchObject({ dcaNumbers: ["1234", "5678"] });
    const standard = await create({ clientRef: "PO 77" });
    expect(standard.clientRef).toBe("PO 77");
  });

  it("answers 422 on every reference that does not fit", async () => {
    const vendors = (await operator({ method: "GET", url: "/spa/accounts/dsvs" })).json().data;
    const res = await operator({
      method: "POST",
      url: "/spa/activities",
      payload: load({
        programId: 999999,
        carrierId: 999999,
        logisticsCoordinatorId: 999999,
        vendorAccountId: northwind,
        parentSlug: "dal-in-999999",
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      programId: ["Unknown program"],
      carrierId: ["Unknown carrier"],
      logisticsCoordinatorId: ["Choose an active operator as logistics coordinator"],
      vendorAccountId: ["Choose a downstream vendor account"],
      parentSlug: ["No load has this slug"],
    });
    const clientUser = (await operator({ method: "GET", url: "/spa/users?search=casey" })).json().data[0];
    const northwindPrograms = (
      await operator({ method: "GET", url: `/spa/accounts/${northwind}/programs` })
    ).json();
    const wrong = await operator({
      method: "POST",
      url: "/spa/activities",
      payload: load({
        accountId: vendors[0].id,
        programId: northwindPrograms[0]?.id ?? 999999,
        logisticsCoordinatorId: clientUser.id,
      }),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.accountId).toEqual(["Choose a client account"]);
    expect(wrong.json().errors.logisticsCoordinatorId).toEqual([
      "Choose an active operator as logistics coordinator",
    ]);
    expect(wrong.json().errors.programId).toBeDefined();
    const missing = await operator({ method: "POST", url: "/spa/activities", payload: { warehouseId: dal } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.accountId).toBeDefined();
  });

  it("groups child loads under a parent load of the same account", async () => {
    const parent = await create({ shipmentSize: "parent" });
    const notParent = await create();
    const child = await create({ parentSlug: parent.slug });
    expect(child.parentSlug).toBe(parent.slug);
    const refused = await operator({
      method: "POST",
      url: "/spa/activities",
      payload: load({ parentSlug: notParent.slug }),
    });
    expect(refused.json().errors.parentSlug).toEqual(["The parent load must have the shipment size Parent"]);
    const otherAccount = await operator({
      method: "POST",
      url: "/spa/activities",
      payload: load({
        accountId: northwind,
        parentSlug: parent.slug,
        attributes: { projectType: "Business as Usual", businessUnit: "CC 1" },
      }),
    });
    expect(otherAccount.json().errors.parentSlug).toEqual(["The parent load belongs to another account"]);
    const read = (await operator({ method: "GET", url: `/spa/activities/${parent.slug}` })).json();
    expect(read.childCount).toBe(1);
    const children = (
      await operator({ method: "GET", url: `/spa/activities?parentSlug=${parent.slug}` })
    ).json();
    expect(children.data.map((a: { slug: string }) => a.slug)).toEqual([child.slug]);
    const leave = await operator({
      method: "PUT",
      url: `/spa/activities/${parent.slug}`,
      payload: { shipmentSize: "ftl" },
    });
    expect(leave.statusCode).toBe(422);
    expect(leave.json().message).toBe("This load has 1 child load; move them first");
  });

  it("refuses a dock date on a closed day with the reason", async () => {
    const date = isoDate(45);
    const closed = await operator({
      method: "POST",
      url: "/spa/closed-dates",
      payload: { warehouseId: dal, date, reason: "Christmas Day" },
    });
    expect(closed.statusCode).toBe(201);
    const res = await operator({
      method: "POST",
      url: "/spa/activities",
      payload: load({ scheduledDate: date }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.scheduledDate).toEqual([
      `The DAL dock is closed on ${dayLabel(date)} (Christmas Day)`,
    ]);
    expect(res.json().message).toBe(`The DAL dock is closed on ${dayLabel(date)} (Christmas Day)`);
    const elsewhere = await create({ warehouseId: phx, scheduledDate: date });
    const moved = await operator({
      method: "PUT",
      url: `/spa/activities/${elsewhere.slug}`,
      payload: { warehouseId: dal },
    });
    expect(moved.statusCode).toBe(422);
    expect(
      (await operator({ method: "GET", url: `/spa/activities/${elsewhere.slug}` })).json().warehouseId,
    ).toBe(phx);
  });

  it("is for operators: clients get 403, anonymous callers 401", async () => {
    const res = await client({
      method: "POST",
      url: "/spa/activities",
      payload: load({ accountId: northwind }),
    });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: "/spa/activities" });
    expect(anonymous.statusCode).toBe(401);
    const anonymousClient = await t.app.inject({ method: "GET", url: "/spa/client/activities" });
    expect(anonymousClient.statusCode).toBe(401);
  });
});

describe("reading activities", () => {
  it("filters, sorts and pages the list", async () => {
    const a = await create({
      scheduledDate: isoDate(60),
      routine: true,
      gateControl: true,
      clientRef: "ZEBRA-1",
    });
    const b = await create({ scheduledDate: isoDate(61), warehouseId: phx, clientRef: "zebra-2" });
    const list = async (query: string) =>
      (await operator({ method: "GET", url: `/spa/activities?${query}` })).json();
    const dated = await list(`startDate=${isoDate(60)}&endDate=${isoDate(61)}&sort=scheduledDate&order=asc`);
    expect(dated.data.map((x: { slug: string }) => x.slug)).toEqual([a.slug, b.slug]);
    expect(
      (await list("routine=true&gateControl=true&search=zebra")).data.map((x: { slug: string }) => x.slug),
    ).toEqual([a.slug]);
    expect((await list(`search=ZEBRA&warehouseId=${phx}`)).total).toBe(1);
    expect(
      (await list(`accountIds[]=${initech}&accountIds[]=${acme}&type=inbound&pageSize=2`)).data,
    ).toHaveLength(2);
    const all = await list(`accountId=${initech}&pageSize=200`);
    expect(all.data.every((x: { accountId: number }) => x.accountId === initech)).toBe(true);
    const statuses = await list("status=requested,scheduled&pageSize=200");
    expect(
      statuses.data.every((x: { status: string }) => ["requested", "scheduled"].includes(x.status)),
    ).toBe(true);
    const page2 = await list(`accountId=${initech}&pageSize=2&page=2&sort=slug&order=asc`);
    const page1 = await list(`accountId=${initech}&pageSize=2&page=1&sort=slug&order=asc`);
    expect(page2.data[0].slug > page1.data[1].slug).toBe(true);
    const byAccount = (await list("sort=accountName&order=asc&pageSize=200")).data.map(
      (x: { accountName: string | null }) => x.accountName,
    );
    const named = byAccount.filter((n: string | null) => n !== null);
    expect(named).toEqual([...named].sort((x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)));
    const bad = await operator({ method: "GET", url: "/spa/activities?sort=nope" });
    expect(bad.statusCode).toBe(422);
    const search = (await operator({ method: "GET", url: "/spa/activities/search/zebra" })).json();
    expect(search.map((x: { slug: string }) => x.slug).sort()).toEqual([a.slug, b.slug].sort());
    const bySlug = (
      await operator({ method: "GET", url: `/spa/activities/search/${a.slug.slice(0, 9)}` })
    ).json();
    expect(bySlug.length).toBeGreaterThan(0);
    expect(bySlug.length).toBeLessThanOrEqual(20);
  });

  it("shows clients their own accounts' activities only", async () => {
    const mine = await create({
      accountId: northwind,
      attributes: { projectType: "Business as Usual", businessUnit: "CC 1" },
    });
    const theirs = await create({ accountId: acme, attributes: { serializedAssets: false } });
    const list = (await client({ method: "GET", url: "/spa/client/activities?pageSize=200" })).json();
    expect(list.data.some((x: { slug: string }) => x.slug === mine.slug)).toBe(true);
    expect(list.data.some((x: { accountId: number }) => x.accountId === acme)).toBe(false);
    expect((await client({ method: "GET", url: `/spa/client/activities/${mine.slug}` })).statusCode).toBe(
      200,
    );
    expect((await client({ method: "GET", url: `/spa/client/activities/${theirs.slug}` })).statusCode).toBe(
      404,
    );
    expect(
      (await otherClient({ method: "GET", url: `/spa/client/activities/${mine.slug}` })).statusCode,
    ).toBe(404);
    expect((await client({ method: "GET", url: "/spa/activities" })).statusCode).toBe(403);
  });

  it("answers 404 for an unknown slug", async () => {
    expect((await operator({ method: "GET", url: "/spa/activities/dal-in-1" })).statusCode).toBe(404);
  });
});
