import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import { taskGroupMembers, taskGroups, tasks, users } from "../../db/schema";

let t: TestApp;
let operator: Caller;
let client: Caller;
/** Receiving: reads groups (tasks.view), does not keep them (no tasks.manage). */
let ramon: Caller;
/** Logistics coordinator: keeps groups (tasks.manage). */
let leah: Caller;
const id: Record<string, number> = {};
let typeIds: Record<string, number> = {};

async function userId(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  ramon = as(t.app, await signIn(t.app, "ramon.reyes@example.com"));
  leah = as(t.app, await signIn(t.app, "leah.lindqvist@example.com"));
  for (const [key, email] of Object.entries({
    olivia: "operator@example.com",
    ramon: "ramon.reyes@example.com",
    priya: "priya.patel@example.com",
    leah: "leah.lindqvist@example.com",
    casey: "client@example.com",
    victor: "vendor@example.com",
  }))
    id[key] = await userId(email);
  const list = (await operator({ method: "GET", url: "/spa/task_types?pageSize=200" })).json();
  typeIds = Object.fromEntries(list.data.map((x: { id: number; category: string }) => [x.category, x.id]));
});
afterAll(() => t.close());

const group = (overrides: Record<string, unknown> = {}) => ({
  name: "Loading bay crew",
  description: "Everything at the DAL dock",
  memberIds: [id.ramon, id.priya],
  taskTypeIds: [typeIds.general_logistics, typeIds.critical_alert],
  ...overrides,
});

async function createGroup(overrides: Record<string, unknown> = {}) {
  const res = await operator({ method: "POST", url: "/spa/task_groups", payload: group(overrides) });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string };
}

async function addTask(values: { groupId: number; assigneeId?: number; status?: string }) {
  await t.database.db
    .insert(tasks)
    .values({ title: "Group task", taskTypeId: typeIds.general_logistics as number, ...values });
}

async function groupCount() {
  return (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(taskGroups))[0]?.n;
}

async function memberIdsOf(groupId: number) {
  const rows = await t.database.db
    .select({ userId: taskGroupMembers.userId })
    .from(taskGroupMembers)
    .where(eq(taskGroupMembers.groupId, groupId));
  return rows.map((r) => r.userId).sort((a, b) => a - b);
}

describe("task groups", () => {
  it("creates a group with its members and types, and lists it with the counts", async () => {
    const res = await leah({ method: "POST", url: "/spa/task_groups", payload: group() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: "Loading bay crew",
      active: true,
      memberCount: 2,
      typeCount: 2,
      openTaskCount: 0,
      members: [
        {
          userId: id.priya,
          name: "Priya Patel",
          email: "priya.patel@example.com",
          active: true,
          openTaskCount: 0,
        },
        { userId: id.ramon, name: "Ramon Reyes", openTaskCount: 0 },
      ],
      types: [
        { id: typeIds.critical_alert, name: "Critical alert", category: "critical_alert" },
        { id: typeIds.general_logistics, name: "General logistics" },
      ],
    });
    const groupId = res.json().id;
    const list = (await ramon({ method: "GET", url: "/spa/task_groups?search=loading%20bay" })).json();
    expect(list).toMatchObject({
      total: 1,
      data: [{ id: groupId, memberCount: 2, typeCount: 2, openTaskCount: 0 }],
    });
    const mine = (await ramon({ method: "GET", url: `/spa/task_groups?memberId=${id.priya}` })).json();
    expect(mine.data.map((g: { id: number }) => g.id)).toContain(groupId);
    const notMine = (await ramon({ method: "GET", url: `/spa/task_groups?memberId=${id.olivia}` })).json();
    expect(notMine.data.map((g: { id: number }) => g.id)).not.toContain(groupId);
    expect((await ramon({ method: "GET", url: `/spa/task_groups/${groupId}` })).json().members).toHaveLength(
      2,
    );
    expect((await operator({ method: "GET", url: "/spa/task_groups/999999" })).statusCode).toBe(404);
  });

  it("updates name, members and types all at once", async () => {
    const created = await createGroup({ name: "Audit team" });
    const res = await operator({
      method: "PUT",
      url: `/spa/task_groups/${created.id}`,
      payload: group({
        name: "Audit Team",
        description: "",
        active: false,
        memberIds: [id.priya, id.leah, id.leah],
        taskTypeIds: [typeIds.destruction],
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Audit Team",
      description: null,
      active: false,
      memberCount: 2,
    });
    expect(res.json().members.map((m: { userId: number }) => m.userId)).toEqual([id.leah, id.priya]);
    expect(res.json().types.map((x: { id: number }) => x.id)).toEqual([typeIds.destruction]);
    const inactive = (await operator({ method: "GET", url: "/spa/task_groups?active=false" })).json();
    expect(inactive.data.map((g: { id: number }) => g.id)).toContain(created.id);
    expect(
      (await operator({ method: "PUT", url: "/spa/task_groups/999999", payload: group({ name: "X" }) }))
        .statusCode,
    ).toBe(404);
  });

  it("answers 422 on the fields: a name taken in any case, a non-operator or unknown member, an unknown type", async () => {
    await createGroup({ name: "Night shift" });
    const before = await groupCount();
    const bad = await operator({
      method: "POST",
      url: "/spa/task_groups",
      payload: { name: "", memberIds: "everyone", taskTypeIds: [0] },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["memberIds", "name", "taskTypeIds.0"]);
    expect(bad.json().errors.name).toEqual(["Name is required"]);
    const dup = await operator({
      method: "POST",
      url: "/spa/task_groups",
      payload: group({ name: "NIGHT SHIFT " }),
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.name).toEqual(["A task group with this name already exists"]);
    const client = await operator({
      method: "POST",
      url: "/spa/task_groups",
      payload: group({ name: "With a client", memberIds: [id.ramon, id.casey, id.victor, 999999] }),
    });
    expect(client.statusCode).toBe(422);
    expect(client.json().errors.memberIds).toEqual([
      "Casey Clarke is not operator staff; Victor Vance is not operator staff; No user has id 999999: only active operators can be members",
    ]);
    const unknownType = await operator({
      method: "POST",
      url: "/spa/task_groups",
      payload: group({ name: "Unknown type", taskTypeIds: [999999] }),
    });
    expect(unknownType.json().errors.taskTypeIds).toEqual(["No task type has id 999999"]);
    expect(await groupCount()).toBe(before);
  });

  it("refuses an inactive operator as a new member, and an inactive type a group does not take yet", async () => {
    const g = await createGroup({ name: "Inactive checks" });
    await t.database.db
      .update(users)
      .set({ active: false })
      .where(eq(users.id, id.leah as number));
    try {
      const res = await operator({
        method: "PUT",
        url: `/spa/task_groups/${g.id}`,
        payload: group({ name: "Inactive checks", memberIds: [id.ramon, id.priya, id.leah] }),
      });
      expect(res.json().errors.memberIds).toEqual([
        "Leah Lindqvist is not active: only active operators can be members",
      ]);
    } finally {
      await t.database.db
        .update(users)
        .set({ active: true })
        .where(eq(users.id, id.leah as number));
    }
    const type = (
      await operator({
        method: "POST",
        url: "/spa/task_types",
        payload: { name: "Retired type", category: "special_note", active: false },
      })
    ).json();
    const res = await operator({
      method: "PUT",
      url: `/spa/task_groups/${g.id}/types`,
      payload: { taskTypeIds: [type.id] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.taskTypeIds).toEqual(["Retired type is inactive"]);
    expect(await memberIdsOf(g.id)).toEqual(
      [id.ramon, id.priya].sort((a, b) => (a as number) - (b as number)),
    );
  });

  it("refuses to remove a group with open tasks (409 with the count); without them it goes, done tasks keep no group", async () => {
    const g = await createGroup({ name: "Removal" });
    await addTask({ groupId: g.id, status: "in_progress" });
    await addTask({ groupId: g.id, status: "new" });
    await addTask({ groupId: g.id, status: "completed" });
    const res = await operator({ method: "DELETE", url: `/spa/task_groups/${g.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "The group has 2 open tasks; finish or move them to another group, or make the group inactive",
    );
    expect((await operator({ method: "GET", url: `/spa/task_groups/${g.id}` })).json().openTaskCount).toBe(2);
    await t.database.db.update(tasks).set({ status: "canceled" }).where(eq(tasks.groupId, g.id));
    expect((await operator({ method: "DELETE", url: `/spa/task_groups/${g.id}` })).statusCode).toBe(204);
    expect(await t.database.db.select().from(taskGroups).where(eq(taskGroups.id, g.id))).toEqual([]);
    expect(await memberIdsOf(g.id)).toEqual([]);
    expect((await operator({ method: "DELETE", url: `/spa/task_groups/${g.id}` })).statusCode).toBe(404);
  });
});

describe("group members", () => {
  it("lists, adds once however often sent, and removes members", async () => {
    const g = await createGroup({ name: "Members", memberIds: [id.ramon] });
    const add = () =>
      leah({ method: "POST", url: `/spa/task_groups/${g.id}/members`, payload: { userId: id.priya } });
    const first = await add();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ userId: id.priya, name: "Priya Patel", openTaskCount: 0 });
    expect((await add()).statusCode).toBe(201);
    expect(await memberIdsOf(g.id)).toHaveLength(2);
    const list = (await ramon({ method: "GET", url: `/spa/task_groups/${g.id}/members` })).json();
    expect(list.map((m: { name: string }) => m.name)).toEqual(["Priya Patel", "Ramon Reyes"]);
    expect(
      (await operator({ method: "DELETE", url: `/spa/task_groups/${g.id}/members/${id.priya}` })).statusCode,
    ).toBe(204);
    expect(await memberIdsOf(g.id)).toEqual([id.ramon]);
    expect(
      (await operator({ method: "DELETE", url: `/spa/task_groups/${g.id}/members/${id.priya}` })).statusCode,
    ).toBe(404);
    expect((await operator({ method: "GET", url: "/spa/task_groups/999999/members" })).statusCode).toBe(404);
  });

  it("answers 422 naming a non-operator, and on a missing user", async () => {
    const g = await createGroup({ name: "Member checks", memberIds: [] });
    const casey = await operator({
      method: "POST",
      url: `/spa/task_groups/${g.id}/members`,
      payload: { userId: id.casey },
    });
    expect(casey.statusCode).toBe(422);
    expect(casey.json().errors.userId).toEqual([
      "Casey Clarke is not operator staff: only active operators can be members",
    ]);
    const none = await operator({ method: "POST", url: `/spa/task_groups/${g.id}/members`, payload: {} });
    expect(none.json().errors.userId).toEqual(["Choose the user to add"]);
    expect(await memberIdsOf(g.id)).toEqual([]);
    expect(
      (
        await operator({
          method: "POST",
          url: "/spa/task_groups/999999/members",
          payload: { userId: id.ramon },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("keeps a member who has open tasks of the group (409 naming them), by either call", async () => {
    const g = await createGroup({ name: "Busy members" });
    await addTask({ groupId: g.id, assigneeId: id.ramon, status: "assigned" });
    await addTask({ groupId: g.id, assigneeId: id.priya, status: "completed" });
    const res = await operator({ method: "DELETE", url: `/spa/task_groups/${g.id}/members/${id.ramon}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Ramon Reyes has 1 open task of this group; reassign it first");
    const put = await operator({
      method: "PUT",
      url: `/spa/task_groups/${g.id}`,
      payload: group({ name: "Busy members", memberIds: [] }),
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe("Ramon Reyes has 1 open task of this group; reassign it first");
    expect(await memberIdsOf(g.id)).toHaveLength(2);
    expect(
      (await operator({ method: "GET", url: `/spa/task_groups/${g.id}/members` })).json()[1],
    ).toMatchObject({
      name: "Ramon Reyes",
      openTaskCount: 1,
    });
    // Priya's task is done: she may leave.
    expect(
      (await operator({ method: "DELETE", url: `/spa/task_groups/${g.id}/members/${id.priya}` })).statusCode,
    ).toBe(204);
  });

  it("offers the active operators as members", async () => {
    const res = await ramon({ method: "GET", url: "/spa/task_groups/member_options" });
    expect(res.statusCode).toBe(200);
    const emails = res.json().data.map((u: { email: string }) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining(["operator@example.com", "priya.patel@example.com", "ramon.reyes@example.com"]),
    );
    expect(emails).not.toContain("client@example.com");
    expect(emails).not.toContain("vendor@example.com");
    const search = (
      await ramon({ method: "GET", url: "/spa/task_groups/member_options?search=PATEL" })
    ).json();
    expect(search.data).toEqual([{ id: id.priya, name: "Priya Patel", email: "priya.patel@example.com" }]);
  });
});

describe("group types", () => {
  it("lists and sets the types a group takes", async () => {
    const g = await createGroup({ name: "Types" });
    const set = await leah({
      method: "PUT",
      url: `/spa/task_groups/${g.id}/types`,
      payload: { taskTypeIds: [typeIds.selling_prep, typeIds.critical_alert, typeIds.selling_prep] },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().map((x: { name: string }) => x.name)).toEqual(["Critical alert", "Selling prep"]);
    const list = (await ramon({ method: "GET", url: `/spa/task_groups/${g.id}/types` })).json();
    expect(list.map((x: { id: number }) => x.id)).toEqual([typeIds.critical_alert, typeIds.selling_prep]);
    const cleared = await operator({
      method: "PUT",
      url: `/spa/task_groups/${g.id}/types`,
      payload: { taskTypeIds: [] },
    });
    expect(cleared.json()).toEqual([]);
    const bad = await operator({
      method: "PUT",
      url: `/spa/task_groups/${g.id}/types`,
      payload: { taskTypeIds: "all" },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.taskTypeIds).toBeDefined();
    expect((await operator({ method: "GET", url: "/spa/task_groups/999999/types" })).statusCode).toBe(404);
  });
});

describe("who may", () => {
  it("read with tasks.view, change only with tasks.manage; clients are refused", async () => {
    const g = await createGroup({ name: "Guarded group" });
    expect((await t.app.inject({ method: "GET", url: "/spa/task_groups" })).statusCode).toBe(401);
    for (const call of [
      { method: "POST" as const, url: "/spa/task_groups", payload: group({ name: "By ramon" }) },
      { method: "PUT" as const, url: `/spa/task_groups/${g.id}`, payload: group({ name: "By ramon" }) },
      { method: "DELETE" as const, url: `/spa/task_groups/${g.id}` },
      { method: "POST" as const, url: `/spa/task_groups/${g.id}/members`, payload: { userId: id.olivia } },
      { method: "DELETE" as const, url: `/spa/task_groups/${g.id}/members/${id.ramon}` },
      { method: "PUT" as const, url: `/spa/task_groups/${g.id}/types`, payload: { taskTypeIds: [] } },
    ])
      expect((await ramon(call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    const after = (await operator({ method: "GET", url: `/spa/task_groups/${g.id}` })).json();
    expect(after).toMatchObject({ name: "Guarded group", memberCount: 2, typeCount: 2 });
    expect((await client({ method: "GET", url: "/spa/task_groups" })).statusCode).toBe(403);
    expect((await client({ method: "GET", url: "/spa/task_groups/member_options" })).statusCode).toBe(403);
    expect((await client({ method: "GET", url: `/spa/client/task_groups/${g.id}` })).statusCode).toBe(404);
  });
});
