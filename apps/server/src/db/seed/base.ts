import { DEFAULT_ROLE_PERMISSIONS } from "@ops/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { rolePermissions, roles, users } from "../schema";
import { seedInboundQuestions } from "./base-inbound";
import { seedReference } from "./reference";
import { ensureWarehouseActivities } from "./warehouse-activities";

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
  const created = await db
    .insert(roles)
    .values([...BASE_ROLES])
    .onConflictDoNothing({ target: [roles.type, roles.name] })
    .returning();
  // A role gets its defaults when it is first created; after that the roles screen decides.
  const grants = created.flatMap((role) =>
    (DEFAULT_ROLE_PERMISSIONS[`${role.type}:${role.name}`] ?? []).map((permission) => ({
      roleId: role.id,
      permission,
    })),
  );
  if (grants.length > 0) await db.insert(rolePermissions).values(grants).onConflictDoNothing();
  await seedReference(db);
  await ensureWarehouseActivities(db);
  await seedInboundQuestions(db);
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}
