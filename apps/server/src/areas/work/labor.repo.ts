import type { LaborSegmentType } from "@ops/domain";
import { and, asc, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { activities, laborSegments, locations, users } from "../../db/schema";

const creators = alias(users, "creators");

/** A labor segment as the service reads it: instants as Dates, names joined. */
export type LaborRow = {
  id: number;
  activityId: number;
  activitySlug: string;
  activityType: string;
  userId: number;
  userName: string;
  workstationId: number | null;
  workstationBarcode: string | null;
  workstationName: string | null;
  type: string;
  crewSize: number;
  startedAt: Date;
  endedAt: Date | null;
  reasonCode: string | null;
  note: string | null;
  createdBy: string | null;
};

const columns = {
  id: laborSegments.id,
  activityId: laborSegments.activityId,
  activitySlug: activities.slug,
  activityType: activities.type,
  userId: laborSegments.userId,
  userName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  workstationId: laborSegments.workstationId,
  workstationBarcode: locations.barcode,
  workstationName: locations.name,
  type: laborSegments.type,
  crewSize: laborSegments.crewSize,
  startedAt: laborSegments.startedAt,
  endedAt: laborSegments.endedAt,
  reasonCode: laborSegments.reasonCode,
  note: laborSegments.note,
  createdBy: sql<string | null>`${creators.firstName} || ' ' || ${creators.lastName}`,
};

function select(db: Db) {
  return db
    .select(columns)
    .from(laborSegments)
    .innerJoin(activities, eq(activities.id, laborSegments.activityId))
    .innerJoin(users, eq(users.id, laborSegments.userId))
    .leftJoin(locations, eq(locations.id, laborSegments.workstationId))
    .leftJoin(creators, eq(creators.id, laborSegments.createdBy));
}

/** Most segments one work order's labor page reads (years of daily shifts of a large crew). */
export const LABOR_LIST_LIMIT = 5000;

/** A work order's segments, newest first (optionally of one type). */
export function listForActivity(db: Db, activityId: number, type?: LaborSegmentType): Promise<LaborRow[]> {
  return select(db)
    .where(and(eq(laborSegments.activityId, activityId), type ? eq(laborSegments.type, type) : undefined))
    .orderBy(desc(laborSegments.startedAt), desc(laborSegments.id))
    .limit(LABOR_LIST_LIMIT);
}

export async function findSegment(db: Db, id: number): Promise<LaborRow | undefined> {
  const rows = await select(db).where(eq(laborSegments.id, id)).limit(1);
  return rows[0];
}

/** Where a person is clocked in now, if anywhere. */
export async function openSegmentOf(db: Db, userId: number): Promise<LaborRow | undefined> {
  const rows = await select(db)
    .where(and(eq(laborSegments.userId, userId), isNull(laborSegments.endedAt)))
    .limit(1);
  return rows[0];
}

/**
 * Locks the person's users row until the transaction ends: every change to one person's labor
 * takes this lock first, so two clock-ins (or a clock-in and a virtual entry) for the same
 * person run one after the other and each sees what the other wrote. Answers the person's
 * name and whether they are active staff, or undefined when there is no such user.
 */
export async function lockPerson(
  db: Db,
  userId: number,
): Promise<{ id: number; name: string; staff: boolean } | undefined> {
  const rows = await db
    .select({
      id: users.id,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      // Active operator staff (operators and finance admins hold `smr_user`) work on the floor.
      staff: sql<boolean>`${users.active} and 'smr_user' = any(${users.entitlements})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return rows[0];
}

/**
 * The person's segments (any work order) that overlap [start, end): half-open, an open segment
 * running on for ever, the one being changed left out.
 */
export async function overlapping(
  db: Db,
  userId: number,
  start: Date,
  end: Date | null,
  exceptId?: number,
): Promise<{ id: number; activitySlug: string; startedAt: Date; endedAt: Date | null }[]> {
  return db
    .select({
      id: laborSegments.id,
      activitySlug: activities.slug,
      startedAt: laborSegments.startedAt,
      endedAt: laborSegments.endedAt,
    })
    .from(laborSegments)
    .innerJoin(activities, eq(activities.id, laborSegments.activityId))
    .where(
      and(
        eq(laborSegments.userId, userId),
        exceptId === undefined ? undefined : ne(laborSegments.id, exceptId),
        sql`(${laborSegments.endedAt} is null or ${laborSegments.endedAt} > ${start.toISOString()}::timestamptz)`,
        end ? sql`${laborSegments.startedAt} < ${end.toISOString()}::timestamptz` : undefined,
      ),
    )
    .orderBy(asc(laborSegments.startedAt))
    .limit(5);
}

/** Whether the location is an active workstation of the warehouse. */
export async function isWorkstationOf(db: Db, locationId: number, warehouseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.id, locationId),
        eq(locations.warehouseId, warehouseId),
        eq(locations.type, "workstation"),
        eq(locations.active, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type LaborInsert = {
  activityId: number;
  userId: number;
  workstationId: number | null;
  type: LaborSegmentType;
  crewSize: number;
  startedAt: Date;
  endedAt: Date | null;
  reasonCode?: string | null;
  note?: string | null;
  createdBy: number;
};

export async function insertSegment(db: Db, values: LaborInsert): Promise<number> {
  const [row] = await db.insert(laborSegments).values(values).returning({ id: laborSegments.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Closes an open segment (only if still open: a concurrent close wins once). */
export async function closeSegment(db: Db, id: number, endedAt: Date, reasonCode: string): Promise<boolean> {
  const rows = await db
    .update(laborSegments)
    .set({ endedAt, reasonCode, updatedAt: sql`now()` })
    .where(and(eq(laborSegments.id, id), isNull(laborSegments.endedAt)))
    .returning({ id: laborSegments.id });
  return rows.length > 0;
}

export async function deleteSegment(db: Db, id: number): Promise<void> {
  await db.delete(laborSegments).where(eq(laborSegments.id, id));
}
