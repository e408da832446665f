import { ReportDefinition } from "@ops/domain";
import { eq } from "drizzle-orm";
import { resolveActor } from "../../areas/auth/auth.service";
import { nameTaken } from "../../areas/reports/saved/saved-reports.repo";
import { createReport, scheduleReport } from "../../areas/reports/saved/saved-reports.service";
import type { ServiceContext } from "../../platform/context";
import type { Db } from "../client";
import { users } from "../schema";

async function contextOf(db: Db, email: string): Promise<ServiceContext> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const actor = row ? await resolveActor(db, row.id) : null;
  if (!actor) throw new Error(`the demo user ${email} is missing`);
  return { db, actor };
}

/**
 * Saved reports of the demo (issue 23), made through the same calls as the screens: the
 * operator's "Weekly received by class", mailed to the operator every Monday as xlsx, and
 * Northwind's client's "Devices by grade" (Northwind is on Enterprise, which has custom reports).
 * A report already there (a second seed) is left as it is.
 */
export async function seedDemoReports(db: Db): Promise<void> {
  const operator = await contextOf(db, "operator@example.com");
  if (!(await nameTaken(db, operator.actor.id, "Weekly received by class"))) {
    const weekly = await createReport(operator, {
      name: "Weekly received by class",
      definition: ReportDefinition.parse({
        measures: ["weight_lbs", "pieces"],
        dimensions: ["period", "product_class"],
        timePeriod: "weekly",
        range: { kind: "last_days", days: 91 },
        chartType: "bar",
      }),
    });
    await scheduleReport(operator, weekly.id, {
      frequency: "weekly",
      format: "xlsx",
      recipientIds: [operator.actor.id],
    });
  }
  const client = await contextOf(db, "client@example.com");
  if (!(await nameTaken(db, client.actor.id, "Devices by grade"))) {
    await createReport(client, {
      name: "Devices by grade",
      definition: ReportDefinition.parse({
        measures: ["devices"],
        dimensions: ["grade"],
        range: { kind: "last_days", days: 365 },
        chartType: "donut",
      }),
    });
  }
}
