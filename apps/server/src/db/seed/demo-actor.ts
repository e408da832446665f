import { eq } from "drizzle-orm";
import { resolveActor } from "../../areas/auth/auth.service";
import type { ServiceContext } from "../../platform/context";
import type { Db } from "../client";
import { users } from "../schema";

export const DEMO_PASSWORD = "demo1234";
export const DEMO_SIGN_INS = ["operator@example.com", "client@example.com", "vendor@example.com"] as const;

/** A demo staff user as the actor of later demo data, so records name a real person. */
export async function demoOperatorContext(db: Db, email: string = DEMO_SIGN_INS[0]): Promise<ServiceContext> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const actor = row ? await resolveActor(db, row.id) : null;
  if (actor?.audience !== "operator") throw new Error(`the demo operator ${email} is missing`);
  return { db, actor };
}
