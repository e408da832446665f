import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import { tasks, taskTypes } from "../../db/schema";

let t: TestApp;
let operator: Caller;
let client: Caller;
let vendor: Caller;
/** Receiving: reads tasks (tasks.view) but does not keep types (no tasks.manage). */
let ramon: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, vendor } = await accountCallers(t.app));
  ramon = as(t.app, await signIn(t.app, "ramon.reyes@example.com"));
});
afterAll(() => t.close());

const type = (overrides: Record<string, unknown> = {}) => ({
  name: "Pallet wrap check",
  category: "standard_procedure",
  description: "Check the wrap before a pallet leaves the dock",
  defaultPriority: 25,
  ...overrides,
});

async function typeRow(id: number) {
  const [row] = await t.database.db.select().from(taskTypes).where(eq(taskTypes.id, id));
  return row;
}

async function addTask(taskTypeId: number, status = "new") {
  await t.database.db.insert(tasks).values({ title: "A task of the type", taskTypeId, status });
}

describe("task types", () => {
  it("lists the seeded types, one per category, filtered and searched", async () => {
    const res = await operator({ method: "GET", url: "/spa/task_types?pageSize=200" });
    expect(res.statusCode).toBe(200);
    const seeded = res.json().data.filter((x: { name: string }) => x.name === "Critical alert");
    expect(seeded).toEqual([
      expect.objectContaining({
        category: "critical_alert",
        defaultPriority: 75,
        active: true,
      }),
    ]);
    const byCategory = (await ramon({ method: "GET", url: "/spa/task_types?category=destruction" })).json();
    expect(byCategory.data.map((x: { name: string }) => x.name)).toEqual(["Destruction"]);
    const search = (await operator({ method: "GET", url: "/spa/task_types?search=LOGISTICS" })).json();
    expect(search.data.map((x: { name: string }) => x.name)).toEqual([
      "General logistics",
      "Special logistics",
    ]);
    const bad = await operator({ method: "GET", url: "/spa/task_types?category=cleaning&sort=colour" });
    expect(bad.statusCode).toBe(422);
  });

  it("creates, reads, updates, deactivates and removes a type", async () => {
    const created = await operator({ method: "POST", url: "/spa/task_types", payload: type() });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...type(), active: true, taskCount: 0, groupCount: 0 });
    const id = created.json().id;
    expect((await ramon({ method: "GET", url: `/spa/task_types/${id}` })).json().name).toBe(
      "Pallet wrap check",
    );
    const updated = await operator({
      method: "PUT",
      url: `/spa/task_types/${id}`,
      payload: type({ name: "Pallet Wrap Check", defaultPriority: 75, active: false, description: "  " }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: "Pallet Wrap Check",
      defaultPriority: 75,
      active: false,
      description: null,
    });
    const inactive = (await operator({ method: "GET", url: "/spa/task_types?active=false" })).json();
    expect(inactive.data.map((x: { id: number }) => x.id)).toEqual([id]);
    expect((await operator({ method: "DELETE", url: `/spa/task_types/${id}` })).statusCode).toBe(204);
    expect((await operator({ method: "GET", url: `/spa/task_types/${id}` })).statusCode).toBe(404);
    expect(await typeRow(id)).toBeUndefined();
  });

  it("answers 422 on the fields and on a name taken in any case, changing nothing", async () => {
    const bad = await operator({
      method: "POST",
      url: "/spa/task_types",
      payload: { name: " ", category: "cleaning", defaultPriority: 60 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: ["Name is required"],
      category: ["Choose one of the task categories"],
      defaultPriority: ["Default priority is Low (25), Medium (50) or High (75)"],
    });
    const dup = await operator({
      method: "POST",
      url: "/spa/task_types",
      payload: type({ name: " destruction " }),
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.name).toEqual(["A task type with this name already exists"]);
    const named = await t.database.db
      .select({ id: taskTypes.id })
      .from(taskTypes)
      .where(sql`lower(${taskTypes.name}) = 'destruction'`);
    expect(named).toHaveLength(1);

    const other = (
      await operator({ method: "POST", url: "/spa/task_types", payload: type({ name: "Label audit" }) })
    ).json();
    const rename = await operator({
      method: "PUT",
      url: `/spa/task_types/${other.id}`,
      payload: type({ name: "SELLING PREP" }),
    });
    expect(rename.json().errors.name).toEqual(["A task type with this name already exists"]);
    expect((await typeRow(other.id))?.name).toBe("Label audit");
    const badPriority = await operator({
      method: "PUT",
      url: `/spa/task_types/${other.id}`,
      payload: type({ name: "Label audit", defaultPriority: "high" }),
    });
    expect(badPriority.statusCode).toBe(422);
    expect(badPriority.json().errors.defaultPriority).toBeDefined();
    expect((await typeRow(other.id))?.defaultPriority).toBe(25);
    // Keeping its own name in another case is no clash.
    const same = await operator({
      method: "PUT",
      url: `/spa/task_types/${other.id}`,
      payload: type({ name: "LABEL AUDIT" }),
    });
    expect(same.statusCode).toBe(200);
    expect(
      (await operator({ method: "PUT", url: "/spa/task_types/999999", payload: type({ name: "Nope" }) }))
        .statusCode,
    ).toBe(404);
    expect((await operator({ method: "GET", url: "/spa/task_types/abc" })).statusCode).toBe(422);
  });

  it("refuses to remove a type tasks are of (409 with the count), and deactivates it instead", async () => {
    const id = (
      await operator({ method: "POST", url: "/spa/task_types", payload: type({ name: "Rack count" }) })
    ).json().id;
    await addTask(id);
    await addTask(id, "completed");
    const res = await operator({ method: "DELETE", url: `/spa/task_types/${id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("2 tasks are of this type; make it inactive instead");
    expect(await typeRow(id)).toBeDefined();
    expect((await operator({ method: "GET", url: `/spa/task_types/${id}` })).json().taskCount).toBe(2);
    const off = await operator({
      method: "PUT",
      url: `/spa/task_types/${id}`,
      payload: type({ name: "Rack count", active: false }),
    });
    expect(off.json()).toMatchObject({ active: false, taskCount: 2 });
    expect((await operator({ method: "DELETE", url: "/spa/task_types/999999" })).statusCode).toBe(404);
  });

  it("reads with tasks.view, changes only with tasks.manage, and is not served to clients or vendors", async () => {
    const id = (
      await operator({ method: "POST", url: "/spa/task_types", payload: type({ name: "Guarded" }) })
    ).json().id;
    expect((await t.app.inject({ method: "GET", url: "/spa/task_types" })).statusCode).toBe(401);
    expect((await ramon({ method: "GET", url: "/spa/task_types" })).statusCode).toBe(200);
    expect(
      (await ramon({ method: "POST", url: "/spa/task_types", payload: type({ name: "Mine" }) })).statusCode,
    ).toBe(403);
    expect(
      (await ramon({ method: "PUT", url: `/spa/task_types/${id}`, payload: type({ name: "Mine" }) }))
        .statusCode,
    ).toBe(403);
    expect((await ramon({ method: "DELETE", url: `/spa/task_types/${id}` })).statusCode).toBe(403);
    expect((await typeRow(id))?.name).toBe("Guarded");
    expect((await client({ method: "GET", url: "/spa/task_types" })).statusCode).toBe(403);
    expect((await client({ method: "GET", url: "/spa/client/task_types" })).statusCode).toBe(404);
    expect(
      (await vendor({ method: "POST", url: "/spa/task_types", payload: type({ name: "V" }) })).statusCode,
    ).toBe(403);
  });
});
