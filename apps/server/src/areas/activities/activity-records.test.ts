import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { activityAssignments, programServices, programs, services, users } from "../../db/schema";
import { eventsOf, insertLoad, userId } from "./activity-records.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let vendor: Caller;
let load: { id: number; slug: string; accountId: number };
let acmeLoad: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient, vendor } = await accountCallers(t.app));
  load = await insertLoad(t.database.db, "Northwind Health");
  acmeLoad = await insertLoad(t.database.db, "Acme Telecom");
});
afterAll(() => t.close());

describe("access", () => {
  const staffCalls = (slug: string): [string, string][] => [
    ["GET", `/spa/activities/${slug}/notes`],
    ["POST", `/spa/activities/${slug}/notes`],
    ["PUT", `/spa/activities/${slug}/notes/1`],
    ["DELETE", `/spa/activities/${slug}/notes/1`],
    ["GET", `/spa/activities/${slug}/ratings`],
    ["POST", `/spa/activities/${slug}/ratings`],
    ["GET", `/spa/activities/${slug}/assignments`],
    ["POST", `/spa/activities/${slug}/assignments`],
    ["DELETE", `/spa/activities/${slug}/assignments/1`],
    ["POST", "/spa/activities/bulk/assignments"],
    ["GET", `/spa/activities/${slug}/documents`],
    ["POST", `/spa/activities/${slug}/documents`],
    ["GET", `/spa/activities/${slug}/documents/1/download`],
    ["DELETE", `/spa/activities/${slug}/documents/1`],
    ["GET", `/spa/activities/${slug}/photos`],
    ["POST", `/spa/activities/${slug}/photos`],
    ["GET", `/spa/activities/${slug}/photos/1/file`],
    ["DELETE", `/spa/activities/${slug}/photos/1`],
    ["GET", `/spa/activities/${slug}/program_services`],
    ["PUT", `/spa/activities/${slug}/program_services`],
    ["GET", "/spa/inbound-requests/questions"],
    ["GET", "/spa/inbound-requests"],
    ["GET", "/spa/inbound-requests/5001"],
    ["PUT", "/spa/inbound-requests/5001"],
    ["GET", "/spa/inbound-requests/dca-numbers?accountId=1"],
  ];
  const clientCalls = (slug: string): [string, string][] => [
    ["GET", `/spa/client/activities/${slug}/ratings`],
    ["POST", `/spa/client/activities/${slug}/ratings`],
    ["GET", `/spa/client/activities/${slug}/documents`],
    ["GET", `/spa/client/activities/${slug}/documents/1/download`],
    ["GET", `/spa/client/activities/${slug}/photos`],
    ["GET", `/spa/client/activities/${slug}/photos/1/file`],
    ["GET", "/spa/client/inbound-requests/questions"],
    ["GET", "/spa/client/inbound-requests"],
    ["POST", "/spa/client/inbound-requests"],
    ["GET", "/spa/client/inbound-requests/recent"],
    ["GET", "/spa/client/inbound-requests/5001"],
    ["GET", "/spa/client/inbound-requests/dca-numbers?accountId=1"],
  ];

  it("answers 401 to every call without a session", async () => {
    for (const [method, url] of [...staffCalls(load.slug), ...clientCalls(load.slug)]) {
      const res = await t.app.inject({
        method: method as "GET",
        url,
        headers: { "x-requested-with": "XMLHttpRequest" },
      });
      expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} 401`);
    }
  });

  it("answers 403 to clients on staff calls and to staff and vendors on client calls", async () => {
    for (const [method, url] of staffCalls(load.slug)) {
      const res = await client({ method: method as "GET", url, payload: method === "GET" ? undefined : {} });
      expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} 403`);
    }
    for (const caller of [operator, vendor]) {
      for (const [method, url] of clientCalls(load.slug)) {
        const res = await caller({
          method: method as "GET",
          url,
          payload: method === "GET" ? undefined : {},
        });
        expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} 403`);
      }
    }
  });
});

describe("notes", () => {
  it("refuses anonymous callers and other families", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: `/spa/activities/${load.slug}/notes` });
    expect(anonymous.statusCode).toBe(401);
    const asClient = await client({ method: "GET", url: `/spa/activities/${load.slug}/notes` });
    expect(asClient.statusCode).toBe(403);
    const write = await vendor({
      method: "POST",
      url: `/spa/activities/${load.slug}/notes`,
      payload: { note: "x" },
    });
    expect(write.statusCode).toBe(403);
  });

  it("adds, edits and deletes a typed note, each with its event", async () => {
    const created = await operator({
      method: "POST",
      url: `/spa/activities/${load.slug}/notes`,
      payload: { note: "  Dock 4 only, trailer is 53 ft  ", type: "logistics" },
    });
    expect(created.statusCode).toBe(201);
    const note = created.json();
    expect(note).toMatchObject({
      note: "Dock 4 only, trailer is 53 ft",
      type: "logistics",
      createdBy: "Olivia Ortega",
    });

    const plain = await operator({
      method: "POST",
      url: `/spa/activities/${load.slug}/notes`,
      payload: { note: "Call ahead" },
    });
    expect(plain.json().type).toBe("general");

    const edited = await operator({
      method: "PUT",
      url: `/spa/activities/${load.slug}/notes/${note.id}`,
      payload: { note: "Dock 5 only", type: "receiving" },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: note.id, note: "Dock 5 only", type: "receiving" });

    const list = await operator({ method: "GET", url: `/spa/activities/${load.slug}/notes` });
    expect(list.json().map((n: { note: string }) => n.note)).toEqual(["Call ahead", "Dock 5 only"]);

    const removed = await operator({
      method: "DELETE",
      url: `/spa/activities/${load.slug}/notes/${note.id}`,
    });
    expect(removed.statusCode).toBe(204);
    const again = await operator({ method: "DELETE", url: `/spa/activities/${load.slug}/notes/${note.id}` });
    expect(again.statusCode).toBe(404);

    const events = (await eventsOf(t.database.db, load.id)).filter((e) => e.action.startsWith("note_"));
    expect(events.map((e) => e.action)).toEqual(["note_added", "note_added", "note_updated", "note_deleted"]);
    expect(events[2]?.changes).toEqual([
      { field: "note", from: "Dock 4 only, trailer is 53 ft", to: "Dock 5 only" },
      { field: "type", from: "logistics", to: "receiving" },
    ]);
  });

  it("answers 422 for an empty note or an unknown type, 404 for an unknown load or another load's note", async () => {
    const empty = await operator({
      method: "POST",
      url: `/spa/activities/${load.slug}/notes`,
      payload: { note: "  " },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.note).toEqual(["Note is required"]);
    const badType = await operator({
      method: "POST",
      url: `/spa/activities/${load.slug}/notes`,
      payload: { note: "x", type: "gossip" },
    });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors.type).toBeDefined();
    const unknown = await operator({ method: "GET", url: "/spa/activities/dal-in-1/notes" });
    expect(unknown.statusCode).toBe(404);
    const note = (
      await operator({ method: "POST", url: `/spa/activities/${load.slug}/notes`, payload: { note: "Mine" } })
    ).json();
    const elsewhere = await operator({
      method: "PUT",
      url: `/spa/activities/${acmeLoad.slug}/notes/${note.id}`,
      payload: { note: "Moved" },
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe("ratings", () => {
  it("lets a client rate their own load once: posting again replaces the rating", async () => {
    const url = `/spa/client/activities/${load.slug}/ratings`;
    const first = await client({ method: "POST", url, payload: { score: 4, comment: "Driver was early" } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ score: 4, comment: "Driver was early", userName: "Casey Clarke" });
    const second = await client({ method: "POST", url, payload: { score: 5 } });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: first.json().id, score: 5, comment: "" });

    const staffRating = await operator({
      method: "POST",
      url: `/spa/activities/${load.slug}/ratings`,
      payload: { score: 2, comment: "Pallets poorly wrapped" },
    });
    expect(staffRating.statusCode).toBe(201);

    const asStaff = await operator({ method: "GET", url: `/spa/activities/${load.slug}/ratings` });
    expect(
      asStaff
        .json()
        .map((r: { score: number }) => r.score)
        .sort(),
    ).toEqual([2, 5]);
    // Staff's own assessment of the load stays internal.
    const asClient = await client({ method: "GET", url });
    expect(asClient.json()).toEqual([expect.objectContaining({ score: 5, userName: "Casey Clarke" })]);

    const actions = (await eventsOf(t.database.db, load.id)).filter((e) => e.action.startsWith("rating_"));
    expect(actions.map((e) => e.action)).toEqual(["rating_added", "rating_changed", "rating_added"]);
  });

  it("answers 404 for another client's load, 403 to vendors and operators on the client path, 422 out of range", async () => {
    const other = await otherClient({
      method: "POST",
      url: `/spa/client/activities/${load.slug}/ratings`,
      payload: { score: 3 },
    });
    expect(other.statusCode).toBe(404);
    const otherRead = await otherClient({
      method: "GET",
      url: `/spa/client/activities/${load.slug}/ratings`,
    });
    expect(otherRead.statusCode).toBe(404);
    const vendorCall = await vendor({ method: "GET", url: `/spa/client/activities/${load.slug}/ratings` });
    expect(vendorCall.statusCode).toBe(403);
    const operatorOnClient = await operator({
      method: "GET",
      url: `/spa/client/activities/${load.slug}/ratings`,
    });
    expect(operatorOnClient.statusCode).toBe(403);
    const tooHigh = await client({
      method: "POST",
      url: `/spa/client/activities/${load.slug}/ratings`,
      payload: { score: 6 },
    });
    expect(tooHigh.statusCode).toBe(422);
    expect(tooHigh.json().errors.score).toEqual(["Choose 1 to 5"]);
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/spa/client/activities/${load.slug}/ratings`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("assignments", () => {
  it("assigns active staff only, once per role, and removes them, with events", async () => {
    const ramon = await userId(t.database.db, "ramon.reyes@example.com");
    const created = await operator({
      method: "POST",
      url: `/spa/activities/${load.slug}/assignments`,
      payload: { userId: ramon, role: "receiver" },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      activitySlug: load.slug,
      userId: ramon,
      userName: "Ramon Reyes",
      role: "receiver",
    });
    const twice = await operator({
      method: "POST",
      url: `/spa/activities/${load.slug}/assignments`,
      payload: { userId: ramon, role: "receiver" },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("Ramon Reyes is already assigned as Receiver");

    const casey = await userId(t.database.db, "client@example.com");
    const clientUser = await operator({
      method: "POST",
      url: `/spa/activities/${load.slug}/assignments`,
      payload: { userId: casey },
    });
    expect(clientUser.statusCode).toBe(422);
    expect(clientUser.json().errors.userId).toEqual(["Only active operator staff can be assigned"]);

    const priya = await userId(t.database.db, "priya.patel@example.com");
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, priya));
    const inactive = await operator({
      method: "POST",
      url: `/spa/activities/${load.slug}/assignments`,
      payload: { userId: priya },
    });
    expect(inactive.statusCode).toBe(422);
    await t.database.db.update(users).set({ active: true }).where(eq(users.id, priya));

    const list = await operator({ method: "GET", url: `/spa/activities/${load.slug}/assignments` });
    expect(list.json()).toHaveLength(1);
    const removed = await operator({
      method: "DELETE",
      url: `/spa/activities/${load.slug}/assignments/${created.json().id}`,
    });
    expect(removed.statusCode).toBe(204);
    const actions = (await eventsOf(t.database.db, load.id)).filter((e) =>
      e.action.startsWith("assignment_"),
    );
    expect(actions.map((e) => e.message)).toEqual([
      "Ramon Reyes assigned as Receiver",
      "Ramon Reyes no longer assigned as Receiver",
    ]);
    const asClient = await client({ method: "GET", url: `/spa/activities/${load.slug}/assignments` });
    expect(asClient.statusCode).toBe(403);
  });

  it("bulk-assigns every person to every load in one go; a retry adds nothing", async () => {
    const a = await insertLoad(t.database.db, "Globex Software");
    const b = await insertLoad(t.database.db, "Globex Software");
    const people = [
      await userId(t.database.db, "leah.lindqvist@example.com"),
      await userId(t.database.db, "frank.fischer@example.com"),
    ];
    const body = { activitySlugs: [a.slug, b.slug.toUpperCase()], userIds: people, role: "quality" };
    const first = await operator({ method: "POST", url: "/spa/activities/bulk/assignments", payload: body });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ created: 4 });
    const retry = await operator({ method: "POST", url: "/spa/activities/bulk/assignments", payload: body });
    expect(retry.json()).toEqual({ created: 0 });
    const rows = await t.database.db
      .select()
      .from(activityAssignments)
      .where(eq(activityAssignments.activityId, b.id));
    expect(rows).toHaveLength(2);
    expect((await eventsOf(t.database.db, a.id)).filter((e) => e.action === "assignment_added")).toHaveLength(
      2,
    );
  });

  it("refuses the whole bulk call for an unknown load or a person who cannot be assigned", async () => {
    const c = await insertLoad(t.database.db, "Globex Software");
    const leah = await userId(t.database.db, "leah.lindqvist@example.com");
    const unknown = await operator({
      method: "POST",
      url: "/spa/activities/bulk/assignments",
      payload: { activitySlugs: [c.slug, "dal-in-404404"], userIds: [leah] },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain("dal-in-404404");
    const dana = await userId(t.database.db, "dana.dubois@example.com");
    const notStaff = await operator({
      method: "POST",
      url: "/spa/activities/bulk/assignments",
      payload: { activitySlugs: [c.slug], userIds: [leah, dana] },
    });
    expect(notStaff.statusCode).toBe(422);
    expect(notStaff.json().errors.userIds[0]).toContain(String(dana));
    const empty = await operator({
      method: "POST",
      url: "/spa/activities/bulk/assignments",
      payload: { activitySlugs: [], userIds: [leah] },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.activitySlugs).toEqual(["Select at least one activity"]);
    const rows = await t.database.db
      .select()
      .from(activityAssignments)
      .where(eq(activityAssignments.activityId, c.id));
    expect(rows).toHaveLength(0);
    const asClient = await client({
      method: "POST",
      url: "/spa/activities/bulk/assignments",
      payload: { activitySlugs: [c.slug], userIds: [leah] },
    });
    expect(asClient.statusCode).toBe(403);
  });
});

describe("program services", () => {
  it("lists the program's services with the chosen ones and replaces the choice", async () => {
    const db = t.database.db;
    const made = await db
      .insert(services)
      .values([
        { name: "Records test – data wiping", category: "secure_itad" },
        { name: "Records test – shredding", category: "certified_destruction" },
        { name: "Records test – not in program", category: "secure_itad" },
      ])
      .returning({ id: services.id });
    const [wipe, shred, outside] = made.map((r) => r.id) as [number, number, number];
    const [program] = await db
      .insert(programs)
      .values({ accountId: load.accountId, name: "Records test program" })
      .returning({ id: programs.id });
    if (!program) throw new Error("no program");
    await db.insert(programServices).values([
      { programId: program.id, serviceId: wipe },
      { programId: program.id, serviceId: shred },
    ]);
    const withProgram = await insertLoad(db, "Northwind Health", { programId: program.id });
    const url = `/spa/activities/${withProgram.slug}/program_services`;

    const listed = await operator({ method: "GET", url });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      {
        serviceId: shred,
        name: "Records test – shredding",
        category: "certified_destruction",
        chosen: false,
        provider: null,
      },
      {
        serviceId: wipe,
        name: "Records test – data wiping",
        category: "secure_itad",
        chosen: false,
        provider: null,
      },
    ]);
    const saved = await operator({ method: "PUT", url, payload: { serviceIds: [wipe, wipe] } });
    expect(saved.statusCode).toBe(200);
    expect(
      saved
        .json()
        .filter((c: { chosen: boolean }) => c.chosen)
        .map((c: { serviceId: number }) => c.serviceId),
    ).toEqual([wipe]);

    const refused = await operator({ method: "PUT", url, payload: { serviceIds: [shred, outside] } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.serviceIds).toEqual([`Service ${outside} is not in this load's program`]);
    const unchanged = await operator({ method: "GET", url });
    expect(unchanged.json().find((c: { serviceId: number }) => c.serviceId === wipe).chosen).toBe(true);

    await operator({ method: "PUT", url, payload: { serviceIds: [shred] } });
    const events = (await eventsOf(db, withProgram.id)).filter(
      (e) => e.action === "program_services_changed",
    );
    expect(events.map((e) => e.message)).toEqual([
      "Services added Records test – data wiping",
      "Services added Records test – shredding; removed Records test – data wiping",
    ]);
    const asClient = await client({ method: "GET", url });
    expect(asClient.statusCode).toBe(403);
  });

  it("answers an empty list and refuses a choice while the load has no program", async () => {
    const url = `/spa/activities/${load.slug}/program_services`;
    expect((await operator({ method: "GET", url })).json()).toEqual([]);
    const refused = await operator({ method: "PUT", url, payload: { serviceIds: [] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Choose a program for this load first");
  });
});
