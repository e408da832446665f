import { randomInt } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import {
  accounts,
  activities,
  activityAssignments,
  assets,
  laborSegments,
  locations,
  warehouses,
  workAssets,
} from "../../db/schema";
import { userId } from "../activities/activity-records.fixtures";

let t: TestApp;
let operator: Caller;
let technician: Caller;
let receiving: Caller;
let client: Caller;
let operatorId: number;
let priyaId: number;
let ramonId: number;
let clientId: number;
let dalWs1: number;
let dalWs2: number;
let phxWs: number;
let dalRack: number;

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

async function warehouseId(shortName: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.shortName, shortName));
  if (!row) throw new Error(`no warehouse ${shortName}`);
  return row.id;
}

async function locationId(barcode: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.barcode, barcode));
  if (!row) throw new Error(`no location ${barcode}`);
  return row.id;
}

/** A shop order (or processing job) of Northwind Health in DAL, written straight to the table. */
async function workOrder(
  status = "open",
  type: "shop_order" | "processing" = "shop_order",
): Promise<{ id: number; slug: string }> {
  const db = t.database.db;
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.name, "Northwind Health"));
  const slug = `dal-${type === "processing" ? "proc" : "so"}-9${randomInt(10_000_000, 99_999_999)}`;
  const [row] = await db
    .insert(activities)
    .values({ slug, type, status, accountId: account?.id ?? null, warehouseId: await warehouseId("DAL") })
    .returning({ id: activities.id });
  if (!row) throw new Error("no work order inserted");
  return { id: row.id, slug };
}

async function events(activityId: number) {
  const result = (await t.database.db.execute(
    sql`select action, message, reason_code from events where activity_id = ${activityId} order by id`,
  )) as unknown as { rows: { action: string; message: string; reason_code: string | null }[] };
  return result.rows;
}

async function openSegments(user: number) {
  return t.database.db
    .select({ id: laborSegments.id, activityId: laborSegments.activityId })
    .from(laborSegments)
    .where(and(eq(laborSegments.userId, user), isNull(laborSegments.endedAt)));
}

async function clearLabor(user: number) {
  await t.database.db.delete(laborSegments).where(eq(laborSegments.userId, user));
}

const url = (slug: string, rest = "") => `/spa/activities/${slug}/labor_segments${rest}`;

beforeAll(async () => {
  t = await createTestApp();
  operator = as(t.app, await signIn(t.app, "operator@example.com"));
  technician = as(t.app, await signIn(t.app, "priya.patel@example.com"));
  receiving = as(t.app, await signIn(t.app, "ramon.reyes@example.com"));
  client = as(t.app, await signIn(t.app, "client@example.com"));
  operatorId = await userId(t.database.db, "operator@example.com");
  priyaId = await userId(t.database.db, "priya.patel@example.com");
  ramonId = await userId(t.database.db, "ramon.reyes@example.com");
  clientId = await userId(t.database.db, "client@example.com");
  dalWs1 = await locationId("DAL-WS-01");
  dalWs2 = await locationId("DAL-WS-02");
  phxWs = await locationId("PHX-WS-01");
  const [rack] = await t.database.db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.warehouseId, await warehouseId("DAL")), eq(locations.type, "inventory")))
    .limit(1);
  if (!rack) throw new Error("no DAL inventory location");
  dalRack = rack.id;
});
afterAll(() => t.close());

describe("clocking in and out", () => {
  it("clocks the signed-in person in at a workstation, shows where, and clocks out for a reason", async () => {
    await clearLabor(priyaId);
    const order = await workOrder();
    const res = await technician({
      method: "POST",
      url: url(order.slug),
      payload: { workstationId: dalWs1, crewSize: 2 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const segment = res.json();
    expect(segment).toMatchObject({
      activitySlug: order.slug,
      userId: priyaId,
      userName: "Priya Patel",
      workstationBarcode: "DAL-WS-01",
      type: "clock",
      crewSize: 2,
      endedAt: null,
      reasonCode: null,
    });
    const [moved] = await t.database.db
      .select({ status: activities.status })
      .from(activities)
      .where(eq(activities.id, order.id));
    expect(moved?.status).toBe("in_progress");
    const current = await technician({ method: "GET", url: "/spa/labor_segments/current" });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ id: segment.id, activitySlug: order.slug });

    const out = await technician({
      method: "PUT",
      url: url(order.slug, `/${segment.id}`),
      payload: { reasonCode: "end_of_shift" },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ id: segment.id, reasonCode: "end_of_shift" });
    expect(out.json().endedAt).not.toBeNull();
    expect((await technician({ method: "GET", url: "/spa/labor_segments/current" })).statusCode).toBe(204);
    const actions = (await events(order.id)).filter((e) => e.action.startsWith("clocked"));
    expect(actions).toEqual([
      expect.objectContaining({ action: "clocked_in", reason_code: null }),
      expect.objectContaining({ action: "clocked_out", reason_code: "end_of_shift" }),
    ]);
    // A closed segment does not close again.
    const again = await technician({
      method: "PUT",
      url: url(order.slug, `/${segment.id}`),
      payload: { reasonCode: "break" },
    });
    expect(again.statusCode).toBe(409);
  });

  it("a second clock-in elsewhere closes the open segment with reason other; the same place again is refused", async () => {
    await clearLabor(priyaId);
    const first = await workOrder();
    const second = await workOrder("in_progress", "processing");
    const a = await technician({ method: "POST", url: url(first.slug), payload: { workstationId: dalWs1 } });
    expect(a.statusCode, a.body).toBe(201);
    const same = await technician({
      method: "POST",
      url: url(first.slug),
      payload: { workstationId: dalWs1 },
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toContain("already clocked in");
    const b = await technician({ method: "POST", url: url(second.slug), payload: { workstationId: dalWs2 } });
    expect(b.statusCode, b.body).toBe(201);
    const firstLabor = (await technician({ method: "GET", url: url(first.slug) })).json();
    expect(firstLabor.segments[0]).toMatchObject({ reasonCode: "other", endedAt: b.json().startedAt });
    expect((await events(first.id)).at(-1)).toMatchObject({ action: "clocked_out", reason_code: "other" });
    expect(await openSegments(priyaId)).toEqual([{ id: b.json().id, activityId: second.id }]);
  });

  it("two clock-ins of one person at the same moment leave one open segment", async () => {
    await clearLabor(priyaId);
    const [x, y] = [await workOrder(), await workOrder()];
    const answers = await Promise.all([
      technician({ method: "POST", url: url(x.slug), payload: { workstationId: dalWs1 } }),
      technician({ method: "POST", url: url(y.slug), payload: { workstationId: dalWs1 } }),
    ]);
    for (const res of answers) expect([201, 409], res.body).toContain(res.statusCode);
    expect(answers.some((r) => r.statusCode === 201)).toBe(true);
    expect(await openSegments(priyaId)).toHaveLength(1);
  });

  it("a crew change closes the segment with crew_size_change and opens one with the new crew", async () => {
    await clearLabor(priyaId);
    const order = await workOrder();
    const open = (
      await technician({
        method: "POST",
        url: url(order.slug),
        payload: { workstationId: dalWs1, crewSize: 2 },
      })
    ).json();
    const same = await technician({
      method: "PUT",
      url: url(order.slug, `/${open.id}`),
      payload: { crewSize: 2 },
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.crewSize).toBeDefined();
    const res = await technician({
      method: "PUT",
      url: url(order.slug, `/${open.id}`),
      payload: { crewSize: 3 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ crewSize: 3, endedAt: null, workstationId: dalWs1 });
    expect(res.json().id).not.toBe(open.id);
    const labor = (await technician({ method: "GET", url: url(order.slug) })).json();
    expect(
      labor.segments.map((s: { crewSize: number; reasonCode: string | null }) => [s.crewSize, s.reasonCode]),
    ).toEqual([
      [3, null],
      [2, "crew_size_change"],
    ]);
    expect(labor.segments[1].endedAt).toBe(labor.segments[0].startedAt);
    expect((await events(order.id)).at(-1)).toMatchObject({
      action: "crew_size_changed",
      reason_code: "crew_size_change",
    });
  });

  it("refuses on the field: a crew under 1, a workstation of another warehouse or not a workstation, an end before the start or in the future", async () => {
    await clearLabor(priyaId);
    const order = await workOrder();
    const post = (payload: Record<string, unknown>) =>
      technician({ method: "POST", url: url(order.slug), payload });
    const crew = await post({ workstationId: dalWs1, crewSize: 0 });
    expect(crew.statusCode).toBe(422);
    expect(crew.json().errors.crewSize).toBeDefined();
    const phx = await post({ workstationId: phxWs });
    expect(phx.statusCode).toBe(422);
    expect(phx.json().errors.workstationId[0]).toContain("workstation of this work order's warehouse");
    expect((await post({ workstationId: dalRack })).json().errors.workstationId).toBeDefined();
    expect((await post({})).json().errors.workstationId).toBeDefined();
    expect(await openSegments(priyaId)).toEqual([]);

    const open = (await post({ workstationId: dalWs1 })).json();
    const before = await technician({
      method: "PUT",
      url: url(order.slug, `/${open.id}`),
      payload: { reasonCode: "break", endedAt: iso(Date.parse(open.startedAt) - HOUR) },
    });
    expect(before.statusCode).toBe(422);
    expect(before.json().errors.endedAt).toEqual(["The end must be after the start"]);
    const future = await technician({
      method: "PUT",
      url: url(order.slug, `/${open.id}`),
      payload: { reasonCode: "break", endedAt: iso(Date.now() + HOUR) },
    });
    expect(future.json().errors.endedAt).toEqual(["The end cannot be in the future"]);
    const reason = await technician({
      method: "PUT",
      url: url(order.slug, `/${open.id}`),
      payload: { reasonCode: "lunch" },
    });
    expect(reason.statusCode).toBe(422);
    expect(reason.json().errors.reasonCode).toBeDefined();
    expect(await openSegments(priyaId)).toHaveLength(1);
  });

  it("refuses work on a closed, canceled or completed order with 409, and on an activity that is not a work order with 404", async () => {
    await clearLabor(priyaId);
    for (const status of ["closed", "canceled", "completed"]) {
      const order = await workOrder(status);
      const res = await technician({
        method: "POST",
        url: url(order.slug),
        payload: { workstationId: dalWs1 },
      });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toContain(status);
    }
    const closed = await workOrder("closed");
    const virtual = await operator({
      method: "POST",
      url: url(closed.slug, "?type=virtual"),
      payload: {
        userId: priyaId,
        startedAt: iso(Date.now() - 3 * HOUR),
        endedAt: iso(Date.now() - 2 * HOUR),
      },
    });
    expect(virtual.statusCode).toBe(409);
    const inbound = (await operator({ method: "GET", url: "/spa/activities?type=inbound&pageSize=1" })).json()
      .data[0];
    expect((await operator({ method: "GET", url: url(inbound.slug) })).statusCode).toBe(404);
    expect(await openSegments(priyaId)).toEqual([]);
  });

  it("only active operator staff clock in, and clocking in someone else needs labor.manage", async () => {
    await clearLabor(priyaId);
    await clearLabor(ramonId);
    const order = await workOrder();
    const forOther = await technician({
      method: "POST",
      url: url(order.slug),
      payload: { workstationId: dalWs1, userId: ramonId },
    });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().message).toContain("labor.manage");
    const lead = await operator({
      method: "POST",
      url: url(order.slug),
      payload: { workstationId: dalWs1, userId: ramonId },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    expect(lead.json().userName).toBe("Ramon Reyes");
    const clientUser = await operator({
      method: "POST",
      url: url(order.slug),
      payload: { workstationId: dalWs1, userId: clientId },
    });
    expect(clientUser.statusCode).toBe(422);
    expect(clientUser.json().errors.userId).toBeDefined();
    // Receiving holds no processing.work: no clock of their own.
    expect(
      (await receiving({ method: "POST", url: url(order.slug), payload: { workstationId: dalWs1 } }))
        .statusCode,
    ).toBe(403);
    // The technician clocks out their own segment only.
    const other = await technician({
      method: "PUT",
      url: url(order.slug, `/${lead.json().id}`),
      payload: { reasonCode: "break" },
    });
    expect(other.statusCode).toBe(403);
    await clearLabor(ramonId);
  });
});

describe("virtual segments, totals and deletion", () => {
  it("enters work done off the clock, counts person-hours per person and overall, and refuses overlaps", async () => {
    await clearLabor(priyaId);
    await clearLabor(operatorId);
    const order = await workOrder("completed");
    const start = Math.floor(Date.now() / HOUR) * HOUR - 10 * HOUR;
    const virtual = (payload: Record<string, unknown>) =>
      operator({ method: "POST", url: url(order.slug, "?type=virtual"), payload });
    const a = await virtual({
      userId: priyaId,
      startedAt: iso(start),
      endedAt: iso(start + 2 * HOUR),
      crewSize: 3,
      note: "Sorted the pallets before the order was opened",
    });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json()).toMatchObject({
      type: "virtual",
      hours: 2,
      personHours: 6,
      crewSize: 3,
      createdBy: "Olivia Ortega",
    });
    const b = await virtual({
      userId: operatorId,
      startedAt: iso(start + HOUR),
      endedAt: iso(start + 2.5 * HOUR),
    });
    expect(b.statusCode, b.body).toBe(201);

    const overlap = await virtual({
      userId: priyaId,
      startedAt: iso(start + HOUR),
      endedAt: iso(start + 3 * HOUR),
    });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors.startedAt[0]).toContain("overlaps another segment");
    // Back to back is no overlap.
    const after = await virtual({
      userId: priyaId,
      startedAt: iso(start + 2 * HOUR),
      endedAt: iso(start + 3 * HOUR),
    });
    expect(after.statusCode, after.body).toBe(201);

    const endBefore = await virtual({
      userId: priyaId,
      startedAt: iso(start + 5 * HOUR),
      endedAt: iso(start + 4 * HOUR),
    });
    expect(endBefore.statusCode).toBe(422);
    expect(endBefore.json().errors.endedAt).toEqual(["The end must be after the start"]);
    const crew = await virtual({
      userId: priyaId,
      startedAt: iso(start + 5 * HOUR),
      endedAt: iso(start + 6 * HOUR),
      crewSize: 0,
    });
    expect(crew.json().errors.crewSize).toBeDefined();
    const missing = await virtual({ crewSize: 1 });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(["endedAt", "startedAt", "userId"]);
    const future = await virtual({
      userId: priyaId,
      startedAt: iso(Date.now() - HOUR),
      endedAt: iso(Date.now() + HOUR),
    });
    expect(future.json().errors.endedAt).toEqual(["The end cannot be in the future"]);

    // A clock-in now does not overlap past virtual labor.
    await t.database.db.update(activities).set({ status: "in_progress" }).where(eq(activities.id, order.id));
    const clock = await technician({
      method: "POST",
      url: url(order.slug),
      payload: { workstationId: dalWs1 },
    });
    expect(clock.statusCode, clock.body).toBe(201);
    // …but virtual labor may not reach into the open segment.
    const intoOpen = await virtual({
      userId: priyaId,
      startedAt: iso(Date.now() - 60_000),
      endedAt: iso(Date.now() - 1),
    });
    expect(intoOpen.statusCode).toBe(422);
    expect(intoOpen.json().errors.startedAt[0]).toContain("still clocked in");

    const labor = (await operator({ method: "GET", url: url(order.slug) })).json();
    expect(labor.segments).toHaveLength(4);
    const priya = labor.people.find((p: { userId: number }) => p.userId === priyaId);
    expect(priya).toMatchObject({ userName: "Priya Patel", segments: 3 });
    expect(priya.personHours).toBeGreaterThanOrEqual(7);
    expect(priya.personHours).toBeLessThan(7.1);
    expect(labor.people.find((p: { userId: number }) => p.userId === operatorId)).toMatchObject({
      hours: 1.5,
      personHours: 1.5,
      segments: 1,
    });
    expect(labor.personHours).toBeCloseTo(priya.personHours + 1.5, 1);
    expect(labor.people[0].userId).toBe(priyaId);
    const virtualOnly = (await operator({ method: "GET", url: url(order.slug, "?type=virtual") })).json();
    expect(virtualOnly.segments).toHaveLength(3);
    expect(virtualOnly.personHours).toBe(8.5);
    expect((await events(order.id)).filter((e) => e.action === "labor_entered")).toHaveLength(3);
  });

  it("a technician cannot enter virtual labor or delete; a lead deletes with an event", async () => {
    await clearLabor(priyaId);
    const order = await workOrder();
    const payload = {
      userId: priyaId,
      startedAt: iso(Date.now() - 3 * HOUR),
      endedAt: iso(Date.now() - 2 * HOUR),
    };
    const own = await technician({ method: "POST", url: url(order.slug, "?type=virtual"), payload });
    expect(own.statusCode).toBe(403);
    const created = await operator({ method: "POST", url: url(order.slug, "?type=virtual"), payload });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await technician({ method: "DELETE", url: url(order.slug, `/${id}`) })).statusCode).toBe(403);
    const other = await workOrder();
    expect((await operator({ method: "DELETE", url: url(other.slug, `/${id}`) })).statusCode).toBe(404);
    expect((await operator({ method: "DELETE", url: url(order.slug, `/${id}`) })).statusCode).toBe(204);
    expect((await operator({ method: "GET", url: url(order.slug) })).json().segments).toEqual([]);
    expect((await events(order.id)).at(-1)).toMatchObject({ action: "labor_deleted" });
  });

  it("is not for clients: their family has no labor calls and the operator paths refuse them", async () => {
    const order = await workOrder();
    expect(
      (await client({ method: "GET", url: `/spa/client/activities/${order.slug}/labor_segments` }))
        .statusCode,
    ).toBe(404);
    expect([403, 404]).toContain((await client({ method: "GET", url: url(order.slug) })).statusCode);
    expect([403, 404]).toContain(
      (await client({ method: "POST", url: url(order.slug), payload: { workstationId: dalWs1 } })).statusCode,
    );
  });
});

describe("people on work", () => {
  it("lists what a person processed and created, newest first, to themselves and to users.view", async () => {
    const db = t.database.db;
    const order = await workOrder();
    const madeAssets = await db
      .insert(assets)
      .values(
        [1, 2, 3].map((n) => ({
          barcode: `LAB${randomInt(1_000_000, 9_999_999)}${n}`,
          type: "bin",
        })),
      )
      .returning({ id: assets.id, barcode: assets.barcode });
    const base = Date.now() - 10 * HOUR;
    await db.insert(workAssets).values(
      madeAssets.map((a, i) => ({
        activityId: order.id,
        assetId: a.id,
        role: i === 2 ? "created" : "input",
        addedBy: priyaId,
        createdAt: new Date(base + i * HOUR),
      })),
    );
    const own = await technician({
      method: "GET",
      url: `/spa/users/${priyaId}/assets?type=all&pageSize=200`,
    });
    expect(own.statusCode, own.body).toBe(200);
    const mine = own.json().data.filter((r: { activitySlug: string }) => r.activitySlug === order.slug);
    expect(mine.map((r: { barcode: string; kind: string }) => [r.barcode, r.kind])).toEqual([
      [madeAssets[2]?.barcode, "created"],
      [madeAssets[1]?.barcode, "processed"],
      [madeAssets[0]?.barcode, "processed"],
    ]);
    const created = (
      await operator({ method: "GET", url: `/spa/users/${priyaId}/assets?type=created&pageSize=200` })
    ).json();
    expect(created.data.every((r: { kind: string }) => r.kind === "created")).toBe(true);
    expect(created.data.map((r: { barcode: string }) => r.barcode)).toContain(madeAssets[2]?.barcode);
    const paged = (
      await operator({ method: "GET", url: `/spa/users/${priyaId}/assets?pageSize=1&page=2` })
    ).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(3);
    // A technician has no users.view: not someone else's.
    expect((await technician({ method: "GET", url: `/spa/users/${operatorId}/assets` })).statusCode).toBe(
      403,
    );
    expect((await operator({ method: "GET", url: "/spa/users/999999/assets" })).statusCode).toBe(404);
    expect((await client({ method: "GET", url: `/spa/client/users/${clientId}/assets` })).statusCode).toBe(
      404,
    );
  });

  it("checks whether a person is assigned to an activity", async () => {
    const order = await workOrder();
    await t.database.db.insert(activityAssignments).values([
      { activityId: order.id, userId: priyaId, role: "processor" },
      { activityId: order.id, userId: priyaId, role: "lead" },
    ]);
    const yes = await technician({
      method: "GET",
      url: `/spa/users/${priyaId}/activities/${order.slug}/assignment`,
    });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json()).toEqual({ assigned: true, roles: ["lead", "processor"] });
    const no = await operator({
      method: "GET",
      url: `/spa/users/${ramonId}/activities/${order.slug}/assignment`,
    });
    expect(no.json()).toEqual({ assigned: false, roles: [] });
    expect(
      (await operator({ method: "GET", url: `/spa/users/${ramonId}/activities/dal-so-000000001/assignment` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await operator({ method: "GET", url: `/spa/users/999999/activities/${order.slug}/assignment` }))
        .statusCode,
    ).toBe(404);
  });
});
