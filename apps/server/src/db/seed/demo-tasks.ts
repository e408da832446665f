import type { CreateTaskBody, TaskStatusId } from "@ops/domain";
import { eq, inArray, sql } from "drizzle-orm";
import { createTaskComment } from "../../areas/tasks/task-comments.service";
import { createTask, moveTask } from "../../areas/tasks/tasks.service";
import type { ServiceContext } from "../../platform/context";
import { mailSettingsFromEnvironment } from "../../platform/mail/mail-jobs";
import { rowsOf } from "../paging";
import { taskGroupMembers, taskGroups, taskGroupTypes, taskTypes, users } from "../schema";
import { demoOperatorContext } from "./demo-actor";

/** A day `days` after today (UTC), as YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type DemoTask = {
  body: Omit<
    CreateTaskBody,
    "taskTypeId" | "assigneeId" | "groupId" | "description" | "activitySlug" | "assetBarcode"
  > &
    Partial<Pick<CreateTaskBody, "description" | "activitySlug" | "assetBarcode">>;
  category: string;
  group?: string;
  assignee?: string;
  /** The status moves made after creation, each by the assignee (or the operator). */
  moves?: TaskStatusId[];
  comments?: { by: string; body: string }[];
  /** Days past due: set after creation (a new task's due date cannot be in the past). */
  overdueBy?: number;
};

/**
 * The tasks demo: two task groups (the dock team, with the demo operator, and data destruction,
 * which takes destruction tasks), and tasks of every category over the five statuses, with due
 * dates around today, a critical alert for the dock team, and comments. Made through the tasks
 * service, so their events and notifications are the ones the screens would write.
 */
export async function seedDemoTasks(operator: ServiceContext): Promise<void> {
  const { db } = operator;
  const people = new Map(
    (
      await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          inArray(users.email, [
            "operator@example.com",
            "ramon.reyes@example.com",
            "priya.patel@example.com",
            "leah.lindqvist@example.com",
          ]),
        )
    ).map((u) => [u.email, u.id]),
  );
  const typeOf = new Map(
    (
      await db
        .select({ id: taskTypes.id, category: taskTypes.category })
        .from(taskTypes)
        .orderBy(taskTypes.id)
    )
      .reverse()
      .map((t) => [t.category, t.id]),
  );
  const groupIds = new Map<string, number>();
  for (const group of [
    {
      name: "Dock team",
      description: "Receiving and shipping at the Dallas dock",
      members: ["operator@example.com", "ramon.reyes@example.com", "leah.lindqvist@example.com"],
      categories: [] as string[],
    },
    {
      name: "Data destruction",
      description: "Wiping and shredding with certificates",
      members: ["priya.patel@example.com", "operator@example.com"],
      categories: ["destruction"],
    },
  ]) {
    await db
      .insert(taskGroups)
      .values({ name: group.name, description: group.description })
      .onConflictDoNothing();
    const [row] = await db
      .select({ id: taskGroups.id })
      .from(taskGroups)
      .where(eq(taskGroups.name, group.name));
    if (!row) throw new Error(`the demo task group ${group.name} is missing`);
    groupIds.set(group.name, row.id);
    const members = group.members.flatMap((email) => {
      const userId = people.get(email);
      return userId ? [{ groupId: row.id, userId }] : [];
    });
    if (members.length > 0) await db.insert(taskGroupMembers).values(members).onConflictDoNothing();
    const types = group.categories.flatMap((c) => {
      const taskTypeId = typeOf.get(c);
      return taskTypeId ? [{ groupId: row.id, taskTypeId }] : [];
    });
    if (types.length > 0) await db.insert(taskGroupTypes).values(types).onConflictDoNothing();
  }

  const [load] = await rowsOf<{ slug: string }>(
    db,
    sql`select slug from activities where type = 'inbound' order by id limit 1`,
  );
  const [asset] = await rowsOf<{ barcode: string }>(db, sql`select barcode from assets order by id limit 1`);
  const contexts = new Map<string, ServiceContext>();
  const contextOf = async (email: string) => {
    const known = contexts.get(email);
    if (known) return known;
    const ctx = await demoOperatorContext(db, email);
    contexts.set(email, ctx);
    return ctx;
  };

  const demo: DemoTask[] = [
    {
      body: {
        title: "Fire exit blocked at dock door 3",
        description: "Pallets stacked in front of the emergency exit. Clear it before the next truck.",
        priority: 75,
        dueDate: inDays(0),
      },
      category: "critical_alert",
      group: "Dock team",
      comments: [{ by: "ramon.reyes@example.com", body: "On my way with the pallet jack." }],
    },
    {
      body: {
        title: "Unload and count the Northwind truck",
        priority: 75,
        dueDate: inDays(0),
        activitySlug: load?.slug ?? null,
      },
      category: "general_logistics",
      group: "Dock team",
      assignee: "ramon.reyes@example.com",
      moves: ["in_progress"],
      comments: [
        { by: "operator@example.com", body: "Driver says 14 gaylords, two of them shrink-wrapped together." },
        { by: "ramon.reyes@example.com", body: "Counted 14. Weighing now." },
      ],
    },
    {
      body: { title: "Wipe and certify 40 returned laptops", priority: 50, dueDate: inDays(3) },
      category: "destruction",
      group: "Data destruction",
      assignee: "priya.patel@example.com",
      comments: [{ by: "priya.patel@example.com", body: "Starting after the NIST verification run." }],
    },
    {
      body: { title: "Collect serial numbers for the Acme audit", priority: 50, dueDate: inDays(0) },
      category: "information_gathering",
      assignee: "operator@example.com",
      overdueBy: 2,
    },
    {
      body: {
        title: "Photograph and grade returned phones",
        priority: 25,
        dueDate: inDays(6),
        assetBarcode: asset?.barcode ?? null,
      },
      category: "selling_prep",
      group: "Dock team",
    },
    {
      body: { title: "Book a liftgate truck for Friday's outbound", priority: 50, dueDate: inDays(1) },
      category: "special_logistics",
      assignee: "leah.lindqvist@example.com",
      moves: ["in_progress", "completed"],
      comments: [{ by: "leah.lindqvist@example.com", body: "Booked with Lone Star Freight, 8:00 pickup." }],
    },
    {
      body: { title: "Client asks to keep asset tags on redeployed laptops", priority: 25, dueDate: null },
      category: "special_note",
      moves: ["canceled"],
    },
    {
      body: { title: "Monthly floor scale calibration", priority: 25, dueDate: inDays(14) },
      category: "standard_procedure",
      group: "Dock team",
      assignee: "ramon.reyes@example.com",
    },
  ];

  const publicUrl = mailSettingsFromEnvironment().publicUrl;
  for (const d of demo) {
    const taskTypeId = typeOf.get(d.category);
    if (!taskTypeId) continue;
    const task = await createTask(
      operator,
      {
        description: null,
        activitySlug: null,
        assetBarcode: null,
        ...d.body,
        taskTypeId,
        groupId: d.group ? (groupIds.get(d.group) ?? null) : null,
        assigneeId: d.assignee ? (people.get(d.assignee) ?? null) : null,
      },
      publicUrl,
    );
    for (const c of d.comments ?? [])
      await createTaskComment(await contextOf(c.by), task.id, { body: c.body });
    const mover = d.assignee ? await contextOf(d.assignee) : operator;
    for (const status of d.moves ?? []) await moveTask(mover, task.id, { status });
    if (d.overdueBy)
      await db.execute(sql`update tasks set due_date = ${inDays(-d.overdueBy)} where id = ${task.id}`);
  }
}
