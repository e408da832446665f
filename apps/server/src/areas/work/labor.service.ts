import {
  type CreateLaborBody,
  closingInstant,
  durationHours,
  EVENT_REASON_CODES,
  LABOR_MESSAGES,
  type LaborSegment,
  type LaborSegmentsQuery,
  type LaborSummary,
  laborSegmentProblems,
  laborTotalsBy,
  MOVED_REASON,
  personHours,
  roundHours,
  secondClockIn,
  type UpdateLaborSegmentBody,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import { type EventInput, recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { requirePermission } from "../../platform/permissions";
import type { ActivityRow } from "../activities/activity-scope";
import { updateActivity } from "../activities/use-cases/update-activity";
import * as repo from "./labor.repo";
import { assertTakesWork, findWorkOrder, workOrderNoun } from "./work-orders";

type LaborRow = repo.LaborRow;

/** `2026-11-25 14:05 UTC`: the minute, for messages. */
const minute = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;

const reasonLabel = (code: string) => EVENT_REASON_CODES.find((r) => r.id === code)?.label ?? code;

const span = (row: Pick<LaborRow, "startedAt" | "endedAt" | "crewSize">) => ({
  startedAt: row.startedAt.getTime(),
  endedAt: row.endedAt ? row.endedAt.getTime() : null,
  crewSize: row.crewSize,
});

export function toSegment(row: LaborRow, now: number): LaborSegment {
  const s = span(row);
  return {
    id: row.id,
    activitySlug: row.activitySlug,
    activityType: row.activityType,
    userId: row.userId,
    userName: row.userName,
    workstationId: row.workstationId,
    workstationBarcode: row.workstationBarcode,
    workstationName: row.workstationName,
    type: row.type as LaborSegment["type"],
    crewSize: row.crewSize,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    reasonCode: row.reasonCode as LaborSegment["reasonCode"],
    note: row.note,
    hours: roundHours(durationHours(s, now)),
    personHours: roundHours(personHours(s, now)),
    createdBy: row.createdBy,
  };
}

/** Labor of a closed or canceled work order is final (409); a completed one can still be corrected. */
function assertLaborWritable(order: ActivityRow, what: string): void {
  if (order.status !== "closed" && order.status !== "canceled") return;
  throw new AppError(409, `Cannot ${what}: ${workOrderNoun(order.type)} ${order.slug} is ${order.status}`);
}

/** The segment of this work order, or 404. */
async function segmentOf(db: Db, order: ActivityRow, id: number): Promise<LaborRow> {
  const row = await repo.findSegment(db, id);
  if (!row || row.activityId !== order.id) throw notFound("Labor segment");
  return row;
}

/** The person whose labor changes, locked (see `repo.lockPerson`); only active staff have labor. */
async function lockStaff(db: Db, userId: number): Promise<{ id: number; name: string }> {
  const person = await repo.lockPerson(db, userId);
  if (!person?.staff) throw fieldError("userId", "Only active operator staff can have labor");
  return person;
}

async function assertWorkstation(db: Db, order: ActivityRow, workstationId: number): Promise<void> {
  if (!(await repo.isWorkstationOf(db, workstationId, order.warehouseId)))
    throw fieldError("workstationId", "Choose an active workstation of this work order's warehouse");
}

/** 422 on `field` when the person has labor in [start, end) already (one person works one place at a time). */
async function assertNoOverlap(
  db: Db,
  person: { id: number; name: string },
  field: string,
  start: Date,
  end: Date | null,
  exceptId?: number,
): Promise<void> {
  const [other] = await repo.overlapping(db, person.id, start, end, exceptId);
  if (!other) return;
  const until = other.endedAt ? `until ${minute(other.endedAt)}` : "and is still clocked in";
  throw fieldError(
    field,
    `${LABOR_MESSAGES.overlap}: ${person.name} has labor on ${other.activitySlug} from ${minute(other.startedAt)} ${until}`,
  );
}

function isOpenSegmentClash(error: unknown): boolean {
  const e = error as {
    code?: unknown;
    constraint?: unknown;
    cause?: { code?: unknown; constraint?: unknown };
  };
  const code = e.code ?? e.cause?.code;
  return code === "23505";
}

async function reread(db: Db, id: number): Promise<LaborSegment> {
  const row = await repo.findSegment(db, id);
  if (!row) throw notFound("Labor segment");
  return toSegment(row, Date.now());
}

// ---- reads ------------------------------------------------------------------------------------

export async function listLabor(
  ctx: ServiceContext,
  slug: string,
  query: LaborSegmentsQuery,
): Promise<LaborSummary> {
  const order = await findWorkOrder(ctx, slug);
  const rows = await repo.listForActivity(ctx.db, order.id, query.type);
  const now = Date.now();
  const spans = rows.map((r) => ({ ...span(r), userId: r.userId, userName: r.userName }));
  const { byKey, overall } = laborTotalsBy(spans, (s) => s.userId, now);
  const names = new Map(rows.map((r) => [r.userId, r.userName]));
  const people = [...byKey.entries()]
    .map(([userId, t]) => ({
      userId,
      userName: names.get(userId) ?? "",
      hours: roundHours(t.hours),
      personHours: roundHours(t.personHours),
      segments: t.segments,
    }))
    .sort((a, b) => b.personHours - a.personHours || a.userName.localeCompare(b.userName));
  return {
    segments: rows.map((r) => toSegment(r, now)),
    people,
    hours: roundHours(overall.hours),
    personHours: roundHours(overall.personHours),
    countedAt: new Date(now).toISOString(),
  };
}

/** Where the signed-in person is clocked in, if anywhere. */
export async function currentSegment(ctx: ServiceContext): Promise<LaborSegment | undefined> {
  const row = await repo.openSegmentOf(ctx.db, ctx.actor.id);
  return row ? toSegment(row, Date.now()) : undefined;
}

// ---- clock in -------------------------------------------------------------------------------

/**
 * Clocks a person in at a workstation of the work order (the signed-in user, or someone else
 * with labor.manage). Clocked in elsewhere, the open segment closes at this start with reason
 * `other` and an event on its own work order; at the same workstation of the same order the
 * call is refused (409). The person's row is locked first, so two clock-ins of one person queue;
 * the unique open-segment index answers any race the lock misses with the same 409. An open
 * order goes in progress.
 */
export async function clockIn(
  ctx: ServiceContext,
  slug: string,
  body: CreateLaborBody,
): Promise<LaborSegment> {
  const userId = body.userId ?? ctx.actor.id;
  if (userId !== ctx.actor.id) requirePermission(ctx.actor, "labor.manage");
  if (body.startedAt !== undefined || body.endedAt !== undefined)
    throw fieldError("startedAt", "A clock-in starts now; enter past work as a virtual segment");
  const workstationId = body.workstationId;
  if (workstationId == null) throw fieldError("workstationId", "Choose a workstation");
  try {
    return await ctx.db.transaction(async (tx) => {
      const order = await findWorkOrder({ ...ctx, db: tx }, slug);
      assertTakesWork(order, "clock in");
      await assertWorkstation(tx, order, workstationId);
      const person = await lockStaff(tx, userId);
      const open = await repo.openSegmentOf(tx, userId);
      const now = Date.now();
      const decision = secondClockIn(
        open
          ? {
              activityId: open.activityId,
              workstationId: open.workstationId,
              startedAt: open.startedAt.getTime(),
            }
          : null,
        { activityId: order.id, workstationId },
        now,
      );
      if (decision.kind === "refuse" && open)
        throw new AppError(
          409,
          `${person.name} is already clocked in on ${order.slug} at ${open.workstationBarcode ?? "this workstation"} since ${minute(open.startedAt)}`,
        );
      const events: EventInput[] = [];
      let start = new Date(now);
      if (decision.kind === "close" && open) {
        start = new Date(decision.endedAt);
        await repo.closeSegment(tx, open.id, start, MOVED_REASON);
        events.push({
          activityId: open.activityId,
          action: "clocked_out",
          reasonCode: MOVED_REASON,
          message: `${person.name} clocked out: clocked in on ${order.slug}`,
          changes: [
            {
              field: "laborSegment",
              from: { id: open.id, endedAt: null },
              to: { id: open.id, endedAt: start.toISOString() },
            },
          ],
          userId: ctx.actor.id,
        });
      }
      await assertNoOverlap(tx, person, "startedAt", start, null);
      const id = await repo.insertSegment(tx, {
        activityId: order.id,
        userId,
        workstationId,
        type: "clock",
        crewSize: body.crewSize,
        startedAt: start,
        endedAt: null,
        createdBy: ctx.actor.id,
      });
      const segment = await reread(tx, id);
      events.push({
        activityId: order.id,
        action: "clocked_in",
        message: `${person.name} clocked in at ${segment.workstationBarcode} with a crew of ${segment.crewSize}`,
        changes: [
          {
            field: "laborSegment",
            from: null,
            to: { id, workstation: segment.workstationBarcode, crewSize: segment.crewSize },
          },
        ],
        userId: ctx.actor.id,
      });
      await recordEvents(tx, events);
      // Someone on the clock means the work has started, as a first scan does.
      if (order.status === "open")
        await updateActivity({ ...ctx, db: tx }, order.slug, { status: "in_progress" });
      return segment;
    });
  } catch (error) {
    if (isOpenSegmentClash(error))
      throw new AppError(
        409,
        "This person was clocked in somewhere else at the same moment; reload and try again",
      );
    throw error;
  }
}

// ---- clock out, crew change -----------------------------------------------------------------

/**
 * Closes an open segment: clock-out for a reason (at `endedAt`, or now), or a crew change (the
 * segment closes with reason crew_size_change and a new one opens at the same workstation with
 * the new crew, from the same instant). Someone else's segment needs labor.manage.
 */
export async function updateSegment(
  ctx: ServiceContext,
  slug: string,
  id: number,
  body: UpdateLaborSegmentBody,
): Promise<LaborSegment> {
  return ctx.db.transaction(async (tx) => {
    const order = await findWorkOrder({ ...ctx, db: tx }, slug);
    const found = await segmentOf(tx, order, id);
    if (found.userId !== ctx.actor.id) requirePermission(ctx.actor, "labor.manage");
    assertLaborWritable(order, "change labor");
    const person = await lockStaff(tx, found.userId);
    // Read again under the person's lock: a concurrent clock-out may have closed it.
    const segment = await segmentOf(tx, order, id);
    if (segment.endedAt !== null)
      throw new AppError(
        409,
        `This segment was closed at ${minute(segment.endedAt)}; only open segments change`,
      );
    const now = Date.now();
    const startedAt = segment.startedAt.getTime();
    if (body.crewSize !== undefined) {
      if (body.crewSize === segment.crewSize)
        throw fieldError("crewSize", `The crew is already ${segment.crewSize}`);
      assertTakesWork(order, "change the crew");
      const at = new Date(closingInstant(startedAt, now));
      await repo.closeSegment(tx, segment.id, at, "crew_size_change");
      const nextId = await repo.insertSegment(tx, {
        activityId: order.id,
        userId: segment.userId,
        workstationId: segment.workstationId,
        type: "clock",
        crewSize: body.crewSize,
        startedAt: at,
        endedAt: null,
        createdBy: ctx.actor.id,
      });
      await recordEvents(tx, [
        {
          activityId: order.id,
          action: "crew_size_changed",
          reasonCode: "crew_size_change",
          message: `${person.name}'s crew changed from ${segment.crewSize} to ${body.crewSize}`,
          changes: [{ field: "crewSize", from: segment.crewSize, to: body.crewSize }],
          userId: ctx.actor.id,
        },
      ]);
      return reread(tx, nextId);
    }
    const reasonCode = body.reasonCode as string;
    const endedAt = body.endedAt ? Date.parse(body.endedAt) : closingInstant(startedAt, now);
    const problems = laborSegmentProblems({ ...span(segment), endedAt, reasonCode }, now);
    if (problems.endedAt) throw fieldError("endedAt", problems.endedAt);
    await repo.closeSegment(tx, segment.id, new Date(endedAt), reasonCode);
    await recordEvents(tx, [
      {
        activityId: order.id,
        action: "clocked_out",
        reasonCode,
        message: `${person.name} clocked out: ${reasonLabel(reasonCode).toLowerCase()}`,
        changes: [
          {
            field: "laborSegment",
            from: { id, endedAt: null },
            to: { id, endedAt: new Date(endedAt).toISOString() },
          },
        ],
        userId: ctx.actor.id,
      },
    ]);
    return reread(tx, segment.id);
  });
}

// ---- virtual segments, deletion ---------------------------------------------------------------

/** Enters work done off the clock for anyone (labor.manage): closed, in the past, no overlap. */
export async function createVirtual(
  ctx: ServiceContext,
  slug: string,
  body: CreateLaborBody,
): Promise<LaborSegment> {
  requirePermission(ctx.actor, "labor.manage");
  const missing: Record<string, string[]> = {};
  if (body.userId === undefined) missing.userId = ["Choose a person"];
  if (body.startedAt === undefined) missing.startedAt = ["Give the start"];
  if (body.endedAt === undefined) missing.endedAt = ["Give the end"];
  if (body.userId === undefined || body.startedAt === undefined || body.endedAt === undefined)
    throw new AppError(422, "A virtual segment needs a person, a start and an end", missing);
  const { userId } = body;
  const startedAt = Date.parse(body.startedAt);
  const endedAt = Date.parse(body.endedAt);
  const problems = laborSegmentProblems({ startedAt, endedAt, crewSize: body.crewSize }, Date.now());
  const [field, message] = Object.entries(problems)[0] ?? [];
  if (field && message) throw fieldError(field, message);
  return ctx.db.transaction(async (tx) => {
    const order = await findWorkOrder({ ...ctx, db: tx }, slug);
    assertLaborWritable(order, "enter labor");
    if (body.workstationId != null) await assertWorkstation(tx, order, body.workstationId);
    const person = await lockStaff(tx, userId);
    await assertNoOverlap(tx, person, "startedAt", new Date(startedAt), new Date(endedAt));
    const id = await repo.insertSegment(tx, {
      activityId: order.id,
      userId,
      workstationId: body.workstationId ?? null,
      type: "virtual",
      crewSize: body.crewSize,
      startedAt: new Date(startedAt),
      endedAt: new Date(endedAt),
      note: body.note,
      createdBy: ctx.actor.id,
    });
    const segment = await reread(tx, id);
    await recordEvents(tx, [
      {
        activityId: order.id,
        action: "labor_entered",
        message: `Virtual labor for ${person.name}: ${segment.personHours} person-hours (${minute(new Date(startedAt))} to ${minute(new Date(endedAt))})`,
        changes: [
          {
            field: "laborSegment",
            from: null,
            to: {
              id,
              userId,
              startedAt: segment.startedAt,
              endedAt: segment.endedAt,
              crewSize: segment.crewSize,
            },
          },
        ],
        userId: ctx.actor.id,
      },
    ]);
    return segment;
  });
}

/** Deletes a segment (labor.manage, by the route): an open one means the person is no longer clocked in. */
export async function deleteSegment(ctx: ServiceContext, slug: string, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const order = await findWorkOrder({ ...ctx, db: tx }, slug);
    const found = await segmentOf(tx, order, id);
    assertLaborWritable(order, "delete labor");
    // The person's lock, as every change of their labor takes it (they need not be staff still).
    await repo.lockPerson(tx, found.userId);
    const segment = await segmentOf(tx, order, id);
    await repo.deleteSegment(tx, id);
    const now = Date.now();
    const hours = roundHours(personHours(span(segment), now));
    await recordEvents(tx, [
      {
        activityId: order.id,
        action: "labor_deleted",
        message: `Labor of ${segment.userName} deleted: ${hours} person-hours from ${minute(segment.startedAt)}`,
        changes: [
          {
            field: "laborSegment",
            from: {
              id,
              userId: segment.userId,
              type: segment.type,
              startedAt: segment.startedAt.toISOString(),
              endedAt: segment.endedAt?.toISOString() ?? null,
              crewSize: segment.crewSize,
            },
            to: null,
          },
        ],
        userId: ctx.actor.id,
      },
    ]);
  });
}
