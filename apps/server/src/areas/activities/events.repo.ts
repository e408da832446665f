import type { ActivityEvent } from "@ops/domain";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { events, users } from "../../db/schema";
import { fullName } from "./activities.repo";

/** One page of an activity's events, with who made each change. */
export async function pageEvents(
  db: Db,
  activity: { id: number; slug: string },
  paging: { page: number; pageSize: number; order: "asc" | "desc" },
): Promise<{ rows: ActivityEvent[]; total: number }> {
  const direction = paging.order === "desc" ? desc : asc;
  const where = eq(events.activityId, activity.id);
  const [rows, count] = await Promise.all([
    db
      .select({
        id: events.id,
        barcode: events.barcode,
        action: events.action,
        message: events.message,
        changes: events.changes,
        userName: fullName(users),
        createdAt: events.createdAt,
      })
      .from(events)
      .leftJoin(users, eq(users.id, events.userId))
      .where(where)
      .orderBy(direction(events.createdAt), direction(events.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(events).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      activitySlug: activity.slug,
      changes: (r.changes ?? []) as ActivityEvent["changes"],
      createdAt: r.createdAt.toISOString(),
    })),
    total: count[0]?.n ?? 0,
  };
}
