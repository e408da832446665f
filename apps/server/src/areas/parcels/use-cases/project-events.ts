import type { Db } from "../../../db/client";
import { type Change, recordEvents } from "../../../platform/audit";
import type { ProjectRow } from "../parcel-scope";

/**
 * Records a project's change as an event of its inbound load, the platform's audit having no
 * other subject than loads and assets (ARCHITECTURE §3). A project without a load keeps its
 * history in its own and its requests' timestamps (created, sent, e-mailed, received).
 */
export async function projectEvent(
  db: Db,
  project: Pick<ProjectRow, "activityId" | "projectPrefix">,
  userId: number | null,
  action: string,
  details: { message: string; changes?: Change[] },
): Promise<void> {
  if (project.activityId === null) return;
  await recordEvents(db, [{ activityId: project.activityId, action, userId, ...details }]);
}
