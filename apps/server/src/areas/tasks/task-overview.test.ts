import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import { tasks } from "../../db/schema";

let t: TestApp;
let operator: Caller;
let client: Caller;
/** A technician: tasks.view only. */
let priya: Caller;
let typeIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  priya = as(t.app, await signIn(t.app, "priya.patel@example.com"));
  const list = (await operator({ method: "GET", url: "/spa/task_types?pageSize=200" })).json();
  typeIds = Object.fromEntries(list.data.map((x: { id: number; category: string }) => [x.category, x.id]));
});
afterAll(() => t.close());

const TODAY = "2026-06-15";

async function newGroup(name: string, active = true) {
  const res = await operator({ method: "POST", url: "/spa/task_groups", payload: { name, active } });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

async function addTask(
  groupId: number | null,
  status: string,
  dueDate: string | null = null,
  category = "general_logistics",
) {
  await t.database.db
    .insert(tasks)
    .values({ title: "Counted", taskTypeId: typeIds[category] as number, status, groupId, dueDate });
}

type Row = { groupId: number | null; groupName: string | null; open: number; overdue: number; total: number };

async function overview(query = `today=${TODAY}`) {
  const res = await priya({ method: "GET", url: `/spa/tasks/overview?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { today: string; rows: (Row & { counts: Record<string, number> })[]; totals: Row };
}

describe("task overview", () => {
  it("counts tasks by status and overdue per group and for tasks in no group", async () => {
    const before = await overview();
    const noGroupBefore = before.rows.find((r) => r.groupId === null);
    const dock = await newGroup("Overview dock");
    const empty = await newGroup("Overview empty");
    const retired = await newGroup("Overview retired", false);
    await newGroup("Overview retired, no tasks", false);
    await addTask(dock, "new", "2026-06-01");
    await addTask(dock, "in_progress", "2026-06-14");
    await addTask(dock, "assigned", TODAY);
    await addTask(dock, "completed", "2026-06-01");
    await addTask(dock, "canceled");
    await addTask(retired, "assigned", "2026-01-01", "destruction");
    await addTask(null, "new", "2026-06-10");
    await addTask(null, "completed");

    const after = await overview();
    expect(after.today).toBe(TODAY);
    const row = (groupId: number | null) => after.rows.find((r) => r.groupId === groupId);
    expect(row(dock)).toEqual({
      groupId: dock,
      groupName: "Overview dock",
      groupActive: true,
      counts: { new: 1, assigned: 1, in_progress: 1, completed: 1, canceled: 1 },
      open: 3,
      overdue: 2,
      total: 5,
    });
    expect(row(empty)).toMatchObject({ open: 0, overdue: 0, total: 0 });
    expect(row(retired)).toMatchObject({
      groupName: "Overview retired",
      groupActive: false,
      open: 1,
      overdue: 1,
    });
    expect(after.rows.some((r) => r.groupName === "Overview retired, no tasks")).toBe(false);
    expect(after.rows.at(-1)?.groupId).toBeNull();
    expect(row(null)).toMatchObject({
      groupName: null,
      open: (noGroupBefore?.open ?? 0) + 1,
      overdue: (noGroupBefore?.overdue ?? 0) + 1,
      total: (noGroupBefore?.total ?? 0) + 2,
    });
    expect(after.totals).toMatchObject({
      open: before.totals.open + 5,
      overdue: before.totals.overdue + 4,
      total: before.totals.total + 8,
    });

    // The day overdue counts from is the caller's.
    const earlier = await overview("today=2026-06-02");
    expect(earlier.rows.find((r) => r.groupId === dock)?.overdue).toBe(1);
    // By type.
    const destruction = await overview(`today=${TODAY}&taskTypeId=${typeIds.destruction}`);
    expect(destruction.rows.find((r) => r.groupId === dock)).toMatchObject({ total: 0 });
    expect(destruction.rows.find((r) => r.groupId === retired)).toMatchObject({ total: 1, overdue: 1 });
  });

  it("answers 422 on a bad day, and only to operators with tasks.view", async () => {
    const bad = await priya({ method: "GET", url: "/spa/tasks/overview?today=2026-02-30" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.today).toEqual(["This date does not exist"]);
    expect((await t.app.inject({ method: "GET", url: "/spa/tasks/overview" })).statusCode).toBe(401);
    expect((await client({ method: "GET", url: "/spa/tasks/overview" })).statusCode).toBe(403);
    const vendor = as(t.app, await signIn(t.app, "vendor@example.com"));
    expect((await vendor({ method: "GET", url: "/spa/tasks/overview" })).statusCode).toBe(403);
    // Without today the server's UTC day is taken.
    const res = await operator({ method: "GET", url: "/spa/tasks/overview" });
    expect(res.json().today).toBe(new Date().toISOString().slice(0, 10));
  });
});
