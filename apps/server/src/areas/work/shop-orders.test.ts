import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { programServices, programs, services } from "../../db/schema";
import { eventsOf, insertLoad } from "../activities/activity-records.fixtures";
import { unique } from "../assets/asset-records.fixtures";
import { activityIdOfSlug } from "./work-assets.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient } = await accountCallers(t.app));
});
afterAll(() => t.close());

async function createOrder(payload: Record<string, unknown>) {
  return operator({ method: "POST", url: "/spa/activities", payload: { type: "shop_order", ...payload } });
}

async function made(payload: Record<string, unknown>) {
  const res = await createOrder(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A program of the account with two services, and a load of it. */
async function loadWithProgram(accountName: string) {
  const db = t.database.db;
  const list = await db
    .insert(services)
    .values([
      { name: `SOW test wiping ${unique()}`, category: "secure_itad" },
      { name: `SOW test shredding ${unique()}`, category: "certified_destruction" },
    ])
    .returning({ id: services.id });
  const probe = await insertLoad(db, accountName);
  const [program] = await db
    .insert(programs)
    .values({ accountId: probe.accountId, name: `SOW program ${unique()}` })
    .returning({ id: programs.id });
  if (!program) throw new Error("no program");
  await db.insert(programServices).values(list.map((s) => ({ programId: program.id, serviceId: s.id })));
  const load = await insertLoad(db, accountName, { programId: program.id });
  return { load, programId: program.id, serviceIds: list.map((s) => s.id) };
}

describe("creating a shop order on a load", () => {
  it("takes account, program and warehouse from the load and copies the program's services", async () => {
    const { load, programId, serviceIds } = await loadWithProgram("Northwind Health");
    const order = await made({ loadSlug: load.slug, serviceTier: "wgs_t1", description: "Sort the pallets" });
    expect(order.slug).toMatch(/^dal-so-\d+$/);
    expect(order).toMatchObject({
      type: "shop_order",
      status: "open",
      loadSlug: load.slug,
      accountId: load.accountId,
      programId,
      warehouseShortName: "DAL",
      serviceTier: "wgs_t1",
    });
    const sow = await operator({ method: "GET", url: `/spa/activities/${order.slug}/program_services` });
    expect(sow.statusCode).toBe(200);
    expect(sow.json().map((c: { serviceId: number; chosen: boolean; provider: string }) => c)).toEqual(
      expect.arrayContaining(
        serviceIds.map((serviceId) =>
          expect.objectContaining({ serviceId, chosen: true, provider: "internal" }),
        ),
      ),
    );
    const events = await eventsOf(
      t.database.db,
      (await activityIdOfSlug(t.database.db, order.slug)) as number,
    );
    expect(events[0]).toMatchObject({
      action: "created",
      message: "Created open with 2 program services in its statement of work",
    });

    const listed = (
      await operator({ method: "GET", url: `/spa/activities?loadSlug=${load.slug}&type=shop_order` })
    ).json();
    expect(listed.data.map((a: { slug: string }) => a.slug)).toEqual([order.slug]);
  });

  it("sets who performs each service and says so in the events", async () => {
    const { load, serviceIds } = await loadWithProgram("Northwind Health");
    const order = await made({ loadSlug: load.slug });
    const [first, second] = serviceIds as [number, number];
    const url = `/spa/activities/${order.slug}/program_services`;
    const saved = await operator({
      method: "PUT",
      url,
      payload: { serviceIds: [first, second], providers: [{ serviceId: second, provider: "external" }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const byId = new Map(saved.json().map((c: { serviceId: number; provider: string }) => [c.serviceId, c]));
    expect(byId.get(first)).toMatchObject({ chosen: true, provider: "internal" });
    expect(byId.get(second)).toMatchObject({ chosen: true, provider: "external" });
    // Dropping a service and naming its provider in the same call is refused; nothing changes.
    const refused = await operator({
      method: "PUT",
      url,
      payload: { serviceIds: [first], providers: [{ serviceId: second, provider: "either" }] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.providers).toEqual([
      `Choose service ${second} before naming who performs it`,
    ]);
    const after = (await operator({ method: "GET", url })).json();
    expect(after.find((c: { serviceId: number }) => c.serviceId === second)).toMatchObject({
      chosen: true,
      provider: "external",
    });
    const events = await eventsOf(
      t.database.db,
      (await activityIdOfSlug(t.database.db, order.slug)) as number,
    );
    expect(events.at(-1)?.message).toMatch(/^Services provider of .* now external$/);
  });

  it("refuses a shop order without a load, on an unknown load or of another account (422, nothing made)", async () => {
    const load = await insertLoad(t.database.db, "Northwind Health");
    const other = await insertLoad(t.database.db, "Acme Telecom");
    const none = await createOrder({});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.loadSlug).toEqual(["Choose the load this shop order works"]);
    const unknown = await createOrder({ loadSlug: "dal-in-1" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.loadSlug).toEqual(["No load has this slug"]);
    const mismatch = await createOrder({ loadSlug: load.slug, accountId: other.accountId });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.accountId).toEqual(["The account must be the load's account"]);
    const order = await made({ loadSlug: load.slug });
    const onOrder = await createOrder({ loadSlug: order.slug });
    expect(onOrder.statusCode).toBe(422);
    expect(onOrder.json().errors.loadSlug).toEqual(["Choose an inbound or outbound load"]);
    const listed = (await operator({ method: "GET", url: `/spa/activities?loadSlug=${load.slug}` })).json();
    expect(listed.total).toBe(1);
  });

  it("puts a child shop order under a shop order of the same load only", async () => {
    const load = await insertLoad(t.database.db, "Northwind Health");
    const otherLoad = await insertLoad(t.database.db, "Northwind Health");
    const parent = await made({ loadSlug: load.slug });
    const elsewhere = await made({ loadSlug: otherLoad.slug });
    const child = await made({ loadSlug: load.slug, parentSlug: parent.slug });
    expect(child.parentSlug).toBe(parent.slug);
    const wrongLoad = await createOrder({ loadSlug: load.slug, parentSlug: elsewhere.slug });
    expect(wrongLoad.statusCode).toBe(422);
    expect(wrongLoad.json().errors.parentSlug).toEqual(["The parent shop order works another load"]);
    const notOrder = await createOrder({ loadSlug: load.slug, parentSlug: load.slug });
    expect(notOrder.statusCode).toBe(422);
    expect(notOrder.json().errors.parentSlug).toEqual(["The parent must be a shop order"]);
    const grandchild = await createOrder({ loadSlug: load.slug, parentSlug: child.slug });
    expect(grandchild.statusCode).toBe(422);
    expect(grandchild.json().errors.parentSlug).toEqual(["The parent is itself a child shop order"]);
    const children = (
      await operator({ method: "GET", url: `/spa/activities?parentSlug=${parent.slug}&type=shop_order` })
    ).json();
    expect(children.data.map((a: { slug: string }) => a.slug)).toEqual([child.slug]);
    expect((await operator({ method: "GET", url: `/spa/activities/${parent.slug}` })).json().childCount).toBe(
      1,
    );
    // Moving the parent to another load would strand its child.
    const moved = await operator({
      method: "PUT",
      url: `/spa/activities/${parent.slug}`,
      payload: { loadSlug: otherLoad.slug },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.loadSlug).toEqual(["This shop order has 1 child shop order; move them first"]);
  });

  it("moves an order to another load of the same account, and refuses another account on edit", async () => {
    const load = await insertLoad(t.database.db, "Northwind Health");
    const next = await insertLoad(t.database.db, "Northwind Health");
    const other = await insertLoad(t.database.db, "Acme Telecom");
    const order = await made({ loadSlug: load.slug });
    const moved = await operator({
      method: "PUT",
      url: `/spa/activities/${order.slug}`,
      payload: { loadSlug: next.slug, description: "Second truck" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ loadSlug: next.slug, description: "Second truck" });
    const account = await operator({
      method: "PUT",
      url: `/spa/activities/${order.slug}`,
      payload: { accountId: other.accountId },
    });
    expect(account.statusCode).toBe(422);
    expect(account.json().errors.accountId).toEqual(["The account must be the load's account"]);
    const cleared = await operator({
      method: "PUT",
      url: `/spa/activities/${order.slug}`,
      payload: { loadSlug: null },
    });
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json().errors.loadSlug).toEqual(["Choose the load this shop order works"]);
  });
});

describe("processing jobs", () => {
  it("runs with or without a load; an inbound load takes no load", async () => {
    const load = await insertLoad(t.database.db, "Northwind Health");
    const onLoad = await made({ type: "processing", loadSlug: load.slug });
    expect(onLoad.slug).toMatch(/^dal-proc-\d+$/);
    expect(onLoad).toMatchObject({ loadSlug: load.slug, accountId: load.accountId, status: "open" });
    const free = await made({
      type: "processing",
      accountId: load.accountId,
      warehouseId: onLoad.warehouseId,
    });
    expect(free.loadSlug).toBeNull();
    const missing = await operator({
      method: "POST",
      url: "/spa/activities",
      payload: { type: "processing" },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      accountId: ["Account is required"],
      warehouseId: ["Warehouse is required"],
    });
    const inbound = await operator({
      method: "POST",
      url: "/spa/activities",
      payload: { accountId: load.accountId, warehouseId: onLoad.warehouseId, loadSlug: load.slug },
    });
    expect(inbound.statusCode).toBe(422);
    expect(inbound.json().errors.loadSlug).toEqual(["Only a shop order or processing job works a load"]);
  });
});

describe("reading and moving a shop order", () => {
  it("answers a client their own shop order and 404 for another client's", async () => {
    const load = await insertLoad(t.database.db, "Northwind Health");
    const order = await made({ loadSlug: load.slug });
    const own = await client({ method: "GET", url: `/spa/client/activities/${order.slug}` });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ slug: order.slug, loadSlug: load.slug });
    const other = await otherClient({ method: "GET", url: `/spa/client/activities/${order.slug}` });
    expect(other.statusCode).toBe(404);
  });

  it("moves open → in progress → completed → closed, and refuses the moves the life cycle forbids (409)", async () => {
    const load = await insertLoad(t.database.db, "Northwind Health");
    const order = await made({ loadSlug: load.slug });
    const move = (status: string) =>
      operator({ method: "PUT", url: `/spa/activities/${order.slug}`, payload: { status } });
    const early = await move("completed");
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Only a work order in progress can be completed");
    expect((await move("in_progress")).json().status).toBe("in_progress");
    expect((await move("completed")).json().status).toBe("completed");
    const cancel = await move("canceled");
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe("A completed work order cannot be canceled; reopen it first");
    expect((await move("closed")).json().status).toBe("closed");
    const reopen = await move("in_progress");
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe("A closed work order cannot change status");
    const events = await eventsOf(
      t.database.db,
      (await activityIdOfSlug(t.database.db, order.slug)) as number,
    );
    expect(events.filter((e) => e.action === "status_changed").map((e) => e.message)).toEqual([
      "Status open → in_progress",
      "Status in_progress → completed",
      "Status completed → closed",
    ]);
  });
});
