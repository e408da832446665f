import { eq } from "drizzle-orm";
import { findUserById } from "../../areas/users/users.repo";
import type { ServiceContext } from "../../platform/context";
import type { Db } from "../client";
import { users } from "../schema";

export const DEMO_PASSWORD = "demo1234";
export const DEMO_SIGN_INS = ["operator@example.com", "client@example.com", "vendor@example.com"] as const;

/** A demo staff user as the actor of later demo data, so records name a real person. */
export async function demoOperatorContext(db: Db, email: string = DEMO_SIGN_INS[0]): Promise<ServiceContext> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const user = row ? await findUserById(db, row.id) : undefined;
  if (!user) throw new Error(`the demo user ${email} is missing`);
  return { db, actor: { ...user, audience: "operator" } };
}
