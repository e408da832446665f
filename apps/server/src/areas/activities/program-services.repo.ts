import type { ProgramServiceChoice, SowProvider } from "@ops/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { activities, activityProgramServices, programServices, services } from "../../db/schema";

/**
 * The services of a program with whether this activity gets each. Choices of services outside
 * the current program (left from an earlier program) are not shown: only the program's list is.
 */
export async function listChoices(
  db: Db,
  activityId: number,
  programId: number,
): Promise<ProgramServiceChoice[]> {
  return db
    .select({
      serviceId: services.id,
      name: services.name,
      category: services.category,
      chosen: sql<boolean>`${activityProgramServices.serviceId} is not null`,
      provider: sql<SowProvider | null>`${activityProgramServices.provider}`,
    })
    .from(programServices)
    .innerJoin(services, eq(services.id, programServices.serviceId))
    .leftJoin(
      activityProgramServices,
      and(
        eq(activityProgramServices.activityId, activityId),
        eq(activityProgramServices.serviceId, programServices.serviceId),
      ),
    )
    .where(eq(programServices.programId, programId))
    .orderBy(asc(services.category), asc(services.name), asc(services.id));
}

/** Locks the activity row until the transaction ends, so two saves of its choices queue up. */
export async function lockActivity(db: Db, activityId: number): Promise<void> {
  await db.select({ id: activities.id }).from(activities).where(eq(activities.id, activityId)).for("update");
}

/** Replaces the activity's chosen services with exactly these (one delete, one multi-row insert). */
export async function replaceChoices(
  db: Db,
  activityId: number,
  chosen: { serviceId: number; provider: SowProvider }[],
): Promise<void> {
  await db.delete(activityProgramServices).where(eq(activityProgramServices.activityId, activityId));
  if (chosen.length === 0) return;
  await db.insert(activityProgramServices).values(chosen.map((c) => ({ activityId, ...c })));
}

/**
 * A new shop order's statement of work: every service of the program, performed internally
 * (one insert from a select); answers how many.
 */
export async function copyProgramServices(db: Db, activityId: number, programId: number): Promise<number> {
  const rows = await db
    .insert(activityProgramServices)
    .select(
      db
        .select({
          activityId: sql<number>`${activityId}::int`.as("activity_id"),
          serviceId: programServices.serviceId,
          provider: sql<string>`'internal'`.as("provider"),
        })
        .from(programServices)
        .where(eq(programServices.programId, programId)),
    )
    .returning({ serviceId: activityProgramServices.serviceId });
  return rows.length;
}
