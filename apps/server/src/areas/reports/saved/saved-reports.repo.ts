import {
  type ReportDefinition,
  ReportDefinition as ReportDefinitionSchema,
  type ReportsQuery,
  type SavedReport,
} from "@ops/domain";
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { containsPattern } from "../../../db/paging";
import { reportScheduleRecipients, reportSchedules, savedReports, users } from "../../../db/schema";

export type SavedReportRow = typeof savedReports.$inferSelect;
export type ScheduleRow = typeof reportSchedules.$inferSelect;
export type Recipient = { id: number; name: string; email: string };

const nameOf = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** A stored definition read back with today's defaults (it was validated when saved). */
export function definitionOf(row: Pick<SavedReportRow, "definition">): ReportDefinition {
  return ReportDefinitionSchema.parse(row.definition);
}

/** The report of this id if the user owns it (another user's report is not there for them). */
export async function findOwned(db: Db, ownerId: number, id: number): Promise<SavedReportRow | null> {
  const [row] = await db
    .select()
    .from(savedReports)
    .where(and(eq(savedReports.id, id), eq(savedReports.ownerId, ownerId)))
    .limit(1);
  return row ?? null;
}

export async function scheduleOf(db: Db, reportId: number): Promise<ScheduleRow | null> {
  const [row] = await db
    .select()
    .from(reportSchedules)
    .where(eq(reportSchedules.reportId, reportId))
    .limit(1);
  return row ?? null;
}

export async function recipientsOf(
  db: Db,
  scheduleIds: readonly number[],
): Promise<Map<number, Recipient[]>> {
  const byId = new Map<number, Recipient[]>();
  if (scheduleIds.length === 0) return byId;
  const rows = await db
    .select({
      scheduleId: reportScheduleRecipients.scheduleId,
      id: users.id,
      name: nameOf,
      email: users.email,
    })
    .from(reportScheduleRecipients)
    .innerJoin(users, eq(users.id, reportScheduleRecipients.userId))
    .where(inArray(reportScheduleRecipients.scheduleId, [...scheduleIds]))
    .orderBy(users.lastName, users.firstName, users.id);
  for (const { scheduleId, ...r } of rows) byId.set(scheduleId, [...(byId.get(scheduleId) ?? []), r]);
  return byId;
}

/** Saved reports as the screens read them: owner's name, definition, schedule and its recipients. */
export async function toSavedReports(db: Db, rows: readonly SavedReportRow[]): Promise<SavedReport[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [owners, schedules] = await Promise.all([
    db
      .select({ id: users.id, name: nameOf })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.ownerId))])),
    db.select().from(reportSchedules).where(inArray(reportSchedules.reportId, ids)),
  ]);
  const recipients = await recipientsOf(
    db,
    schedules.map((s) => s.id),
  );
  const ownerName = new Map(owners.map((o) => [o.id, o.name]));
  const scheduleByReport = new Map(schedules.map((s) => [s.reportId, s]));
  return rows.map((row) => {
    const s = scheduleByReport.get(row.id);
    return {
      id: row.id,
      name: row.name,
      ownerId: row.ownerId,
      ownerName: ownerName.get(row.ownerId) ?? "",
      definition: definitionOf(row),
      schedule: s
        ? {
            frequency: s.frequency as "daily" | "weekly" | "monthly",
            format: s.format as "xlsx" | "csv" | "pdf",
            recipients: recipients.get(s.id) ?? [],
            nextRunAt: s.nextRunAt.toISOString(),
            lastRunAt: s.lastRunAt?.toISOString() ?? null,
            lastStatus: s.lastStatus,
            lastError: s.lastError,
          }
        : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** Whether the owner has another report of this name (names are per owner, any case). */
export async function nameTaken(db: Db, ownerId: number, name: string, exceptId?: number): Promise<boolean> {
  const conditions: SQL[] = [
    eq(savedReports.ownerId, ownerId),
    sql`lower(${savedReports.name}) = lower(${name})`,
  ];
  if (exceptId !== undefined) conditions.push(ne(savedReports.id, exceptId));
  const [taken] = await db
    .select({ id: savedReports.id })
    .from(savedReports)
    .where(and(...conditions))
    .limit(1);
  return taken !== undefined;
}

/** A page of the owner's reports by name, searched by name. */
export async function listOwned(
  db: Db,
  ownerId: number,
  q: ReportsQuery,
): Promise<{ rows: SavedReportRow[]; total: number }> {
  const conditions: SQL[] = [eq(savedReports.ownerId, ownerId)];
  if (q.search) conditions.push(sql`lower(${savedReports.name}) like ${containsPattern(q.search)}`);
  const where = and(...conditions);
  const order = q.order === "desc" ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(savedReports)
      .where(where)
      .orderBy(order(sql`lower(${savedReports.name})`), asc(savedReports.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(savedReports).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertReport(
  db: Db,
  values: { ownerId: number; name: string; definition: ReportDefinition },
): Promise<SavedReportRow> {
  const [row] = await db.insert(savedReports).values(values).returning();
  if (!row) throw new Error("the report was not inserted");
  return row;
}

export async function updateOwned(
  db: Db,
  ownerId: number,
  id: number,
  values: { name: string; definition: ReportDefinition },
): Promise<SavedReportRow | null> {
  const [row] = await db
    .update(savedReports)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(savedReports.id, id), eq(savedReports.ownerId, ownerId)))
    .returning();
  return row ?? null;
}

/** Deletes the owner's report; its schedule and recipients go with it (on delete cascade). */
export async function deleteOwned(db: Db, ownerId: number, id: number): Promise<void> {
  await db.delete(savedReports).where(and(eq(savedReports.id, id), eq(savedReports.ownerId, ownerId)));
}

/** Writes a report's schedule (one per report) and replaces its recipients, in one transaction. */
export async function saveSchedule(
  db: Db,
  values: { reportId: number; frequency: string; format: string; nextRunAt: Date; createdBy: number },
  recipientIds: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [schedule] = await tx
      .insert(reportSchedules)
      .values(values)
      .onConflictDoUpdate({
        target: reportSchedules.reportId,
        set: {
          frequency: values.frequency,
          format: values.format,
          nextRunAt: values.nextRunAt,
          updatedAt: new Date(),
        },
      })
      .returning({ id: reportSchedules.id });
    if (!schedule) throw new Error("the schedule was not saved");
    await tx.delete(reportScheduleRecipients).where(eq(reportScheduleRecipients.scheduleId, schedule.id));
    await tx
      .insert(reportScheduleRecipients)
      .values(recipientIds.map((userId) => ({ scheduleId: schedule.id, userId })));
  });
}

export async function deleteSchedule(db: Db, reportId: number): Promise<void> {
  await db.delete(reportSchedules).where(eq(reportSchedules.reportId, reportId));
}
