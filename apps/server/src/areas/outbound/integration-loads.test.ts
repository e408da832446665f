import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp, XHR } from "../../../test/harness";
import { accounts, activities, assets, warehouses } from "../../db/schema";
import { eventsOf } from "../activities/activity-records.fixtures";
import { insertAssets } from "../assets/asset-records.fixtures";
import { newBarcode } from "../assets/assets.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
/** frank.fischer@example.com: Finance (activities.edit, not outbound.edit). */
let frank: Caller;
/** priya.patel@example.com: a Processing Technician (no activities.edit). */
let priya: Caller;
let dal: number;
let northwind: number;

/** A load written straight to the table, as an integration (or, with `integration: null`, a person) made it. */
async function load(
  type: "inbound" | "outbound",
  status: string,
  integration: string | null = "acme-wms",
): Promise<{ id: number; slug: string }> {
  const slug = `dal-${type === "inbound" ? "in" : "out"}-9${randomInt(10_000_000, 99_999_999)}`;
  const [row] = await t.database.db
    .insert(activities)
    .values({ slug, type, status, accountId: northwind, warehouseId: dal, integration })
    .returning({ id: activities.id });
  return { id: row?.id as number, slug };
}

async function statusOf(slug: string): Promise<string> {
  const [row] = await t.database.db
    .select({ status: activities.status })
    .from(activities)
    .where(eq(activities.slug, slug));
  return row?.status as string;
}

const cancel = (slug: string, payload: Record<string, unknown>, caller: Caller = operator) =>
  caller({ method: "PUT", url: `/spa/activities/${slug}/cancel_integration`, payload });

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  frank = as(t.app, await signIn(t.app, "frank.fischer@example.com"));
  priya = as(t.app, await signIn(t.app, "priya.patel@example.com"));
  const [warehouse] = await t.database.db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.shortName, "DAL"));
  dal = warehouse?.id as number;
  const [account] = await t.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.name, "Northwind Health"));
  northwind = account?.id as number;
});
afterAll(() => t.close());

describe("canceling a load an integration created", () => {
  it("answers 401 without a session, 403 without the permission, 404 to a client", async () => {
    const inbound = await load("inbound", "requested");
    const outbound = await load("outbound", "building");
    const anonymous = await t.app.inject({
      method: "PUT",
      url: `/spa/activities/${inbound.slug}/cancel_integration`,
      headers: XHR,
      payload: { reason: "Duplicate" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await cancel(inbound.slug, { reason: "Duplicate" }, priya)).statusCode).toBe(403);
    // Finance edits activities but not outbound loads.
    expect((await cancel(outbound.slug, { reason: "Duplicate" }, frank)).statusCode).toBe(403);
    const asClient = await client({
      method: "PUT",
      url: `/spa/client/activities/${inbound.slug}/cancel_integration`,
      payload: { reason: "Duplicate" },
    });
    expect(asClient.statusCode).toBe(404);
    expect(await statusOf(inbound.slug)).toBe("requested");
    expect(await statusOf(outbound.slug)).toBe("building");
  });

  it("needs a reason (422 on reason), and answers 404 for an unknown load", async () => {
    const inbound = await load("inbound", "requested");
    for (const payload of [{}, { reason: "   " }, { reason: "x".repeat(501) }]) {
      const res = await cancel(inbound.slug, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.reason).toBeDefined();
    }
    expect(await statusOf(inbound.slug)).toBe("requested");
    expect((await cancel("dal-in-1", { reason: "Duplicate" })).statusCode).toBe(404);
  });

  it("cancels an inbound or outbound load with the reason in its event", async () => {
    for (const [type, status] of [
      ["inbound", "scheduled"],
      ["outbound", "requested"],
      ["outbound", "packed"],
    ] as const) {
      const created = await load(type, status);
      const res = await cancel(created.slug, { reason: "Order withdrawn by the buyer " });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ slug: created.slug, status: "canceled", integration: "acme-wms" });
      const events = await eventsOf(t.database.db, created.id);
      expect(events.at(-1)).toMatchObject({
        action: "status_changed",
        message: `Status ${status} → canceled: load of the acme-wms integration withdrawn (Order withdrawn by the buyer)`,
        changes: [{ field: "status", from: status, to: "canceled" }],
      });
    }
  });

  it("gives back what an outbound load held: a cross-docked asset returns to its inbound load", async () => {
    const inbound = await load("inbound", "received", null);
    const outbound = await load("outbound", "building");
    const barcode = newBarcode("IL");
    await insertAssets(t.database.db, [{ barcode, activityId: inbound.id, accountId: northwind }]);
    expect(
      (
        await operator({
          method: "POST",
          url: `/spa/activities/${outbound.slug}/cross_dock`,
          payload: { barcode },
        })
      ).statusCode,
    ).toBe(201);
    expect((await cancel(outbound.slug, { reason: "Buyer withdrew the order" })).statusCode).toBe(200);
    const [asset] = await t.database.db.select().from(assets).where(eq(assets.barcode, barcode));
    expect(asset?.activityId).toBe(inbound.id);
  });

  it("refuses a load a person created, and one that can no longer be canceled (409, nothing written)", async () => {
    const byHand = await load("outbound", "building", null);
    const res = await cancel(byHand.slug, { reason: "Duplicate" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `${byHand.slug} was not created by an integration: cancel it from its status actions instead`,
    );
    const shipped = await load("outbound", "shipped");
    const late = await cancel(shipped.slug, { reason: "Duplicate" });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      `${shipped.slug} cannot be canceled: a load that has left the building cannot be canceled`,
    );
    const received = await load("inbound", "received");
    const arrived = await cancel(received.slug, { reason: "Duplicate" });
    expect(arrived.statusCode).toBe(409);
    expect(arrived.json().message).toBe(
      `${received.slug} cannot be canceled: a received load cannot be marked canceled`,
    );
    const canceled = await load("inbound", "canceled");
    expect((await cancel(canceled.slug, { reason: "Duplicate" })).statusCode).toBe(409);
    expect(await statusOf(byHand.slug)).toBe("building");
    expect(await statusOf(shipped.slug)).toBe("shipped");
    expect(await statusOf(received.slug)).toBe("received");
    for (const id of [byHand.id, shipped.id, received.id])
      expect(await eventsOf(t.database.db, id)).toEqual([]);
  });
});
