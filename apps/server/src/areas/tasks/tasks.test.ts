import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import { rowsOf } from "../../db/paging";

let t: TestApp;
let operator: Caller;
let client: Caller;
let ramon: Caller;
let priya: Caller;
const ids = { operator: 0, ramon: 0, priya: 0, leah: 0, client: 0 };
const types: Record<string, number> = {};
let dock: number;
let dataDestruction: number;

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const one = async <T>(text: ReturnType<typeof sql>) => (await rowsOf<T>(t.database.db, text))[0] as T;

async function userId(email: string) {
  return (await one<{ id: number }>(sql`select id from users where email = ${email}`)).id;
}

async function insertGroup(name: string, members: number[], typeIds: number[] = []) {
  const { id } = await one<{ id: number }>(sql`insert into task_groups (name) values (${name}) returning id`);
  for (const m of members)
    await t.database.db.execute(sql`insert into task_group_members values (${id}, ${m})`);
  for (const ty of typeIds)
    await t.database.db.execute(sql`insert into task_group_types values (${id}, ${ty})`);
  return id;
}

const counts = async (taskId: number) => ({
  tasks: Number((await one<{ n: unknown }>(sql`select count(*) as n from tasks`)).n),
  events: Number(
    (await one<{ n: unknown }>(sql`select count(*) as n from events where task_id = ${taskId}`)).n,
  ),
});

const notices = (userIdOf: number, kind: string) =>
  rowsOf<{ link: string; title: string }>(
    t.database.db,
    sql`select link, title from user_notifications where user_id = ${userIdOf} and kind = ${kind} order by id`,
  );
const mails = (to: string, kind: string) =>
  rowsOf<{ subject: string }>(
    t.database.db,
    sql`select subject from outbox where "to" = ${to} and kind = ${kind}`,
  );

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  ramon = as(t.app, await signIn(t.app, "ramon.reyes@example.com"));
  priya = as(t.app, await signIn(t.app, "priya.patel@example.com"));
  ids.operator = await userId("operator@example.com");
  ids.ramon = await userId("ramon.reyes@example.com");
  ids.priya = await userId("priya.patel@example.com");
  ids.leah = await userId("leah.lindqvist@example.com");
  ids.client = await userId("client@example.com");
  for (const r of await rowsOf<{ id: number; category: string }>(
    t.database.db,
    sql`select min(id) as id, category from task_types group by category`,
  ))
    types[r.category] = r.id;
  dock = await insertGroup("Test dock crew", [ids.ramon, ids.leah]);
  dataDestruction = await insertGroup("Test shredders", [ids.priya], [types.destruction ?? 0]);
});
afterAll(() => t.close());

async function create(body: Record<string, unknown>, caller: Caller = operator) {
  return caller({
    method: "POST",
    url: "/spa/tasks",
    payload: { title: "Check the dock seals", taskTypeId: types.general_logistics, ...body },
  });
}

describe("creating tasks", () => {
  it("creates a task with its type's default priority, names, and a created event", async () => {
    const res = await create({ description: "Before the 9:00 truck", dueDate: inDays(2) });
    expect(res.statusCode, res.body).toBe(201);
    const task = res.json();
    expect(task).toMatchObject({
      title: "Check the dock seals",
      status: "new",
      priority: 50,
      category: "general_logistics",
      dueDate: inDays(2),
      assigneeId: null,
      createdBy: "Olivia Ortega",
      canWork: true,
      canEdit: true,
      commentCount: 0,
    });
    const read = await operator({ method: "GET", url: `/spa/tasks/${task.id}/events` });
    expect(read.statusCode, read.body).toBe(200);
    const events = read.json();
    expect(events.total).toBe(1);
    expect(events.data[0]).toMatchObject({ action: "created", userName: "Olivia Ortega" });
    expect(events.data[0].changes).toContainEqual({ field: "status", from: null, to: "new" });
    expect(events.data[0].changes).toContainEqual({ field: "title", from: null, to: "Check the dock seals" });
  });

  it("assigns at creation: the task is assigned and its assignee told once, in-app and by mail", async () => {
    const res = await create({ title: "Stage pallets", assigneeId: ids.ramon, groupId: dock, priority: 75 });
    expect(res.statusCode, res.body).toBe(201);
    const task = res.json();
    expect(task).toMatchObject({
      status: "assigned",
      assigneeName: "Ramon Reyes",
      groupName: "Test dock crew",
    });
    const told = (await notices(ids.ramon, "task_assigned")).filter((n) => n.link === `/tasks/${task.id}`);
    expect(told).toHaveLength(1);
    expect(await mails("ramon.reyes@example.com", "task_assigned")).toContainEqual({
      subject: "Task assigned to you: Stage pallets",
    });
    // The same assignee again changes nothing and tells no one again.
    const again = await operator({
      method: "PUT",
      url: `/spa/tasks/${task.id}`,
      payload: { assigneeId: ids.ramon },
    });
    expect(again.statusCode).toBe(200);
    expect(
      (await notices(ids.ramon, "task_assigned")).filter((n) => n.link === `/tasks/${task.id}`),
    ).toHaveLength(1);
  });

  it("makes one task of a create sent twice with the same request key, and tells its assignee once", async () => {
    const body = { title: "Retried create", assigneeId: ids.ramon, requestKey: `key-${Date.now()}` };
    const first = await create(body);
    expect(first.statusCode, first.body).toBe(201);
    const before = await counts(first.json().id);
    const again = await create(body);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(await counts(first.json().id)).toEqual(before);
    const told = (await notices(ids.ramon, "task_assigned")).filter(
      (n) => n.link === `/tasks/${first.json().id}`,
    );
    expect(told).toHaveLength(1);
    // Another user's create with the same key is their own.
    const leah = as(t.app, await signIn(t.app, "leah.lindqvist@example.com"));
    const leahs = await create(body, leah);
    expect(leahs.statusCode, leahs.body).toBe(201);
    expect(leahs.json().id).not.toBe(first.json().id);
  });

  it("links a load and an asset by slug and barcode", async () => {
    const link = await one<{ slug: string; barcode: string }>(
      sql`select act.slug, a.barcode from assets a join activities act on act.id = a.activity_id limit 1`,
    );
    const res = await create({ activitySlug: link.slug, assetBarcode: link.barcode.toLowerCase() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ activitySlug: link.slug, assetBarcode: link.barcode });
  });

  it.each([
    ["priority", { priority: 60 }, "Priority is Low (25), Medium (50) or High (75)"],
    ["dueDate", { dueDate: inDays(-3) }, "The due date cannot be in the past"],
    ["dueDate", { dueDate: "2030-02-30" }, "This date does not exist"],
    ["title", { title: " " }, "Give the task a title"],
    ["taskTypeId", { taskTypeId: 999999 }, "No active task type has id 999999"],
    ["groupId", { groupId: 999999 }, "No task group has id 999999"],
    ["assigneeId", { assigneeId: 999999 }, "No operator has id 999999"],
    ["activitySlug", { activitySlug: "dal-in-999999" }, "No activity has slug dal-in-999999"],
    ["assetBarcode", { assetBarcode: "NOPE-1" }, "No asset has barcode NOPE-1"],
  ])("refuses a bad %s with 422 on the field and writes nothing", async (field, body, message) => {
    const before = await counts(0);
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect(await counts(0)).toEqual(before);
  });

  it("refuses an assignee outside the group, a client user, and a group that does not take the type", async () => {
    const outsider = await create({ assigneeId: ids.priya, groupId: dock });
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json().errors.assigneeId).toEqual(["Priya Patel is not a member of Test dock crew"]);
    const clientUser = await create({ assigneeId: ids.client });
    expect(clientUser.json().errors.assigneeId).toEqual([`No operator has id ${ids.client}`]);
    const wrongType = await create({ groupId: dataDestruction });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors.groupId[0]).toMatch(/^Test shredders does not take .* tasks$/);
    const rightType = await create({ groupId: dataDestruction, taskTypeId: types.destruction });
    expect(rightType.statusCode, rightType.body).toBe(201);
  });

  it("takes a due date of today", async () => {
    expect((await create({ dueDate: today() })).statusCode).toBe(201);
  });
});

describe("critical alerts", () => {
  it("tell every member of the group at once, in-app and by mail, once each", async () => {
    const res = await create({ title: "Fire door open", taskTypeId: types.critical_alert, groupId: dock });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    for (const [userIdOf, email] of [
      [ids.ramon, "ramon.reyes@example.com"],
      [ids.leah, "leah.lindqvist@example.com"],
    ] as const) {
      expect(
        (await notices(userIdOf, "critical_alert")).filter((n) => n.link === `/tasks/${id}`),
      ).toHaveLength(1);
      expect(await mails(email, "critical_alert")).toContainEqual({
        subject: "Critical alert: Fire door open",
      });
    }
    // Assigning one of them later tells no one twice; nobody outside the group is told.
    await operator({ method: "PUT", url: `/spa/tasks/${id}`, payload: { assigneeId: ids.leah } });
    expect((await notices(ids.leah, "critical_alert")).filter((n) => n.link === `/tasks/${id}`)).toHaveLength(
      1,
    );
    expect(
      (await notices(ids.priya, "critical_alert")).filter((n) => n.link === `/tasks/${id}`),
    ).toHaveLength(0);
  });

  it("tell only the assignee when one is named", async () => {
    const res = await create({
      title: "Spill at bay 4",
      taskTypeId: types.critical_alert,
      assigneeId: ids.priya,
    });
    const { id } = res.json();
    expect(
      (await notices(ids.priya, "critical_alert")).filter((n) => n.link === `/tasks/${id}`),
    ).toHaveLength(1);
    expect(
      (await notices(ids.ramon, "critical_alert")).filter((n) => n.link === `/tasks/${id}`),
    ).toHaveLength(0);
  });
});

describe("status moves", () => {
  it("follow the transitions; another move is 409 and changes nothing; each move is an event", async () => {
    const { id } = (await create({ title: "Count bin 7", assigneeId: ids.ramon, groupId: dock })).json();
    const move = (caller: Caller, status: string) =>
      caller({ method: "PUT", url: `/spa/tasks/${id}/status`, payload: { status } });
    const illegal = await move(ramon, "completed");
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().message).toBe("An assigned task cannot be moved to completed");
    expect((await move(ramon, "in_progress")).json()).toMatchObject({ status: "in_progress" });
    const done = (await move(ramon, "completed")).json();
    expect(done.status).toBe("completed");
    expect(done.completedAt).not.toBeNull();
    // A completed task does not change but by reopening it.
    const edit = await operator({ method: "PUT", url: `/spa/tasks/${id}`, payload: { title: "Other" } });
    expect(edit.statusCode).toBe(409);
    const reopened = (await move(ramon, "in_progress")).json();
    expect(reopened).toMatchObject({ status: "in_progress", completedAt: null });
    const events = (await operator({ method: "GET", url: `/spa/tasks/${id}/events?order=asc` })).json();
    expect(events.data.map((e: { action: string }) => e.action)).toEqual([
      "created",
      "status_changed",
      "status_changed",
      "status_changed",
    ]);
    expect(events.data[2]).toMatchObject({
      userName: "Ramon Reyes",
      changes: [{ field: "status", from: "in_progress", to: "completed" }],
    });
    expect((await move(ramon, "bogus")).statusCode).toBe(422);
  });

  it("may be made by group members; not by others without tasks.manage (403)", async () => {
    const { id } = (await create({ title: "Sweep dock", groupId: dock })).json();
    const outsider = await priya({
      method: "PUT",
      url: `/spa/tasks/${id}/status`,
      payload: { status: "in_progress" },
    });
    expect(outsider.statusCode).toBe(403);
    expect((await priya({ method: "GET", url: `/spa/tasks/${id}` })).json()).toMatchObject({
      canWork: false,
      canEdit: false,
    });
    // A member who starts an unassigned task takes it.
    const started = await ramon({
      method: "PUT",
      url: `/spa/tasks/${id}/status`,
      payload: { status: "in_progress" },
    });
    expect(started.json()).toMatchObject({ status: "in_progress", assigneeName: "Ramon Reyes" });
    const back = await ramon({
      method: "PUT",
      url: `/spa/tasks/${id}/status`,
      payload: { status: "assigned" },
    });
    expect(back.json().status).toBe("assigned");
    const unassigned = await ramon({
      method: "PUT",
      url: `/spa/tasks/${id}/status`,
      payload: { status: "new" },
    });
    expect(unassigned.json()).toMatchObject({ status: "new", assigneeId: null });
    const noOne = await ramon({
      method: "PUT",
      url: `/spa/tasks/${id}/status`,
      payload: { status: "assigned" },
    });
    expect(noOne.statusCode).toBe(409);
  });
});

describe("editing", () => {
  it("records each field from → to; assigning makes a new task assigned, unassigning makes it new", async () => {
    const { id } = (await create({ title: "Label cage", groupId: dock })).json();
    const res = await operator({
      method: "PUT",
      url: `/spa/tasks/${id}`,
      payload: { title: "Label cage B", priority: 25, assigneeId: ids.leah },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: "Label cage B", priority: 25, status: "assigned" });
    const [last] = (await operator({ method: "GET", url: `/spa/tasks/${id}/events` })).json().data;
    expect(last.action).toBe("assigned");
    expect(last.changes).toEqual(
      expect.arrayContaining([
        { field: "title", from: "Label cage", to: "Label cage B" },
        { field: "priority", from: "Medium (50)", to: "Low (25)" },
        { field: "assignee", from: null, to: "Leah Lindqvist" },
        { field: "status", from: "new", to: "assigned" },
      ]),
    );
    const unassign = await operator({
      method: "PUT",
      url: `/spa/tasks/${id}`,
      payload: { assigneeId: null },
    });
    expect(unassign.json().status).toBe("new");
  });

  it("refuses bad input with 422 on the field and changes nothing", async () => {
    const { id } = (await create({ title: "Wrap pallets", groupId: dock })).json();
    const before = await counts(id);
    for (const [payload, field] of [
      [{ priority: 10 }, "priority"],
      [{ dueDate: inDays(-5) }, "dueDate"],
      [{ assigneeId: ids.priya }, "assigneeId"],
      [{ title: "" }, "title"],
    ] as const) {
      const res = await operator({ method: "PUT", url: `/spa/tasks/${id}`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field]).toHaveLength(1);
    }
    expect(await counts(id)).toEqual(before);
    expect((await operator({ method: "GET", url: `/spa/tasks/${id}` })).json().title).toBe("Wrap pallets");
  });

  it("is for task managers only: an assignee without tasks.manage cannot edit (403), nor create", async () => {
    const { id } = (await create({ title: "Ramon's own", assigneeId: ids.ramon })).json();
    const edit = await ramon({ method: "PUT", url: `/spa/tasks/${id}`, payload: { title: "Mine now" } });
    expect(edit.statusCode).toBe(403);
    expect((await create({}, ramon)).statusCode).toBe(403);
    expect(
      (await operator({ method: "PUT", url: "/spa/tasks/999999", payload: { title: "x" } })).statusCode,
    ).toBe(404);
  });
});

describe("comments", () => {
  it("are written by those who work the task, tell the assignee in-app only, and are edited and removed by their author", async () => {
    const { id } = (
      await create({ title: "Photograph damage", assigneeId: ids.ramon, groupId: dock })
    ).json();
    const res = await operator({
      method: "POST",
      url: `/spa/tasks/${id}/comments`,
      payload: { body: "Use the good camera" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const comment = res.json();
    expect(comment).toMatchObject({ body: "Use the good camera", userName: "Olivia Ortega", edited: false });
    const told = (await notices(ids.ramon, "task_commented")).filter((n) => n.link === `/tasks/${id}`);
    expect(told).toHaveLength(1);
    expect(await mails("ramon.reyes@example.com", "task_commented")).toHaveLength(0);
    // Ramon's own comment tells no one; Priya (not in the group) may not comment.
    expect(
      (await ramon({ method: "POST", url: `/spa/tasks/${id}/comments`, payload: { body: "On it" } }))
        .statusCode,
    ).toBe(201);
    expect(
      (await notices(ids.ramon, "task_commented")).filter((n) => n.link === `/tasks/${id}`),
    ).toHaveLength(1);
    expect(
      (await priya({ method: "POST", url: `/spa/tasks/${id}/comments`, payload: { body: "Me too" } }))
        .statusCode,
    ).toBe(403);
    const empty = await operator({
      method: "POST",
      url: `/spa/tasks/${id}/comments`,
      payload: { body: "  " },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.body).toEqual(["Write a comment"]);
    // Only the author edits or removes a comment.
    const url = `/spa/tasks/${id}/comments/${comment.id}`;
    expect((await ramon({ method: "PUT", url, payload: { body: "Changed" } })).statusCode).toBe(403);
    expect((await ramon({ method: "DELETE", url })).statusCode).toBe(403);
    const edited = await operator({ method: "PUT", url, payload: { body: "Use the good camera, please" } });
    expect(edited.json()).toMatchObject({ body: "Use the good camera, please" });
    expect((await operator({ method: "DELETE", url })).statusCode).toBe(204);
    expect((await operator({ method: "DELETE", url })).statusCode).toBe(404);
    const list = (await operator({ method: "GET", url: `/spa/tasks/${id}/comments` })).json();
    expect(list.data.map((c: { body: string }) => c.body)).toEqual(["On it"]);
    const actions = (await operator({ method: "GET", url: `/spa/tasks/${id}/events?order=asc` }))
      .json()
      .data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(["created", "commented", "commented", "comment_edited", "comment_removed"]);
    expect((await operator({ method: "GET", url: `/spa/tasks/${id}` })).json().commentCount).toBe(1);
  });
});

describe("the list", () => {
  it("shows mine, my groups' or all, with the filters", async () => {
    const mark = `Filter${Date.now()}`;
    const a = (
      await create({
        title: `${mark} A`,
        assigneeId: ids.ramon,
        groupId: dock,
        priority: 75,
        dueDate: today(),
      })
    ).json();
    const b = (await create({ title: `${mark} B`, groupId: dock, dueDate: inDays(3) })).json();
    const c = (
      await create({ title: `${mark} C`, taskTypeId: types.destruction, groupId: dataDestruction })
    ).json();
    // An overdue task: due dates in the past are only refused on creation, so one is set directly.
    await t.database.db.execute(sql`update tasks set due_date = ${inDays(-2)} where id = ${c.id}`);
    const list = async (caller: Caller, query: string) =>
      (await caller({ method: "GET", url: `/spa/tasks?search=${mark}&sort=title&today=${today()}&${query}` }))
        .json()
        .data.map((x: { id: number }) => x.id);
    expect(await list(ramon, "scope=mine")).toEqual([a.id]);
    expect(await list(ramon, "scope=groups")).toEqual([a.id, b.id]);
    expect(await list(ramon, "scope=all")).toEqual([a.id, b.id, c.id]);
    expect(await list(priya, "scope=groups")).toEqual([c.id]);
    expect(await list(operator, "scope=all&priority=75")).toEqual([a.id]);
    expect(await list(operator, `scope=all&taskTypeId=${types.destruction}`)).toEqual([c.id]);
    expect(await list(operator, "scope=all&status=assigned")).toEqual([a.id]);
    expect(await list(operator, "scope=all&due=overdue")).toEqual([c.id]);
    expect(await list(operator, "scope=all&due=today")).toEqual([a.id]);
    expect(await list(operator, "scope=all&due=week")).toEqual([a.id, b.id]);
    expect(await list(operator, "scope=all&due=none")).toEqual([]);
    expect(await list(operator, `scope=all&groupId=${dataDestruction}`)).toEqual([c.id]);
    const paged = (
      await operator({ method: "GET", url: `/spa/tasks?search=${mark}&scope=all&pageSize=2` })
    ).json();
    expect(paged.total).toBe(3);
    expect(paged.data).toHaveLength(2);
    expect((await operator({ method: "GET", url: "/spa/tasks?due=later" })).statusCode).toBe(422);
    expect((await operator({ method: "GET", url: "/spa/tasks?priority=30" })).statusCode).toBe(422);
  });

  it("exports the list with its filters", async () => {
    const res = await operator({ method: "GET", url: "/spa/tasks/export?scope=all&format=csv&search=Stage" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain("Stage pallets");
  });

  it("lists who a task can go to: active operators, or a group's members", async () => {
    const all = (await operator({ method: "GET", url: "/spa/tasks/assignees" })).json().data;
    expect(all.map((u: { email: string }) => u.email)).toContain("priya.patel@example.com");
    expect(all.map((u: { email: string }) => u.email)).not.toContain("client@example.com");
    const members = (await operator({ method: "GET", url: `/spa/tasks/assignees?groupId=${dock}` })).json()
      .data;
    expect(members.map((u: { name: string }) => u.name).sort()).toEqual(["Leah Lindqvist", "Ramon Reyes"]);
  });
});

describe("access", () => {
  it("is for operators: clients are refused, and an unknown task is 404", async () => {
    expect((await client({ method: "GET", url: "/spa/tasks" })).statusCode).toBe(403);
    expect((await client({ method: "GET", url: "/spa/client/tasks" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/spa/tasks" })).statusCode).toBe(401);
    for (const path of ["", "/comments", "/events"])
      expect((await operator({ method: "GET", url: `/spa/tasks/999999${path}` })).statusCode).toBe(404);
  });
});

describe("the demo", () => {
  it("has the two groups and tasks in every status, one overdue, a critical alert told to the dock team", async () => {
    const demo = await rowsOf<{ title: string; status: string }>(
      t.database.db,
      sql`select title, status from tasks where title in ('Fire exit blocked at dock door 3',
        'Unload and count the Northwind truck', 'Wipe and certify 40 returned laptops',
        'Book a liftgate truck for Friday''s outbound', 'Client asks to keep asset tags on redeployed laptops')
        order by title`,
    );
    expect(demo.map((d) => d.status)).toEqual(["completed", "canceled", "new", "in_progress", "assigned"]);
    const overdue = (
      await operator({ method: "GET", url: `/spa/tasks?scope=all&due=overdue&today=${today()}` })
    ).json();
    expect(overdue.data.map((x: { title: string }) => x.title)).toContain(
      "Collect serial numbers for the Acme audit",
    );
    const alert = await notices(ids.ramon, "critical_alert");
    expect(alert.map((n) => n.title)).toContain("Critical alert: Fire exit blocked at dock door 3");
    const groups = await rowsOf<{ name: string }>(
      t.database.db,
      sql`select name from task_groups order by name`,
    );
    expect(groups.map((g) => g.name)).toEqual(expect.arrayContaining(["Data destruction", "Dock team"]));
  });
});
