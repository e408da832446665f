import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { roles, users } from "../schema";
import { seedInboundQuestions } from "./base-inbound";
import { ensureInventoryActivities } from "./inventory-activities";
import { seedReference } from "./reference";

/** Role lists every installation starts with (SPEC §6: separate lists for operators and clients). */
export const BASE_ROLES = [
  { type: "operator", name: "Administrator" },
  { type: "operator", name: "Warehouse Lead" },
  { type: "operator", name: "Receiving" },
  { type: "operator", name: "Processing Technician" },
  { type: "operator", name: "Logistics Coordinator" },
  { type: "operator", name: "Sales" },
  { type: "operator", name: "Finance" },
  { type: "client", name: "Client Administrator" },
  { type: "client", name: "Client User" },
  { type: "client", name: "Client Viewer" },
] as const;

/** Reference data; safe to run on every start. */
export async function seedBase(db: Db) {
  await db
    .insert(roles)
    .values([...BASE_ROLES])
    .onConflictDoNothing({ target: [roles.type, roles.name] });
  await seedReference(db);
  await ensureInventoryActivities(db);
  await seedInboundQuestions(db);
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}
