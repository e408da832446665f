import { insertUser } from "../../areas/users/users.repo";
import { hashPassword } from "../../platform/passwords";
import type { Db } from "../client";

/** Creates the first operator of a production installation from ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function seedAdmin(db: Db, email: string, password: string) {
  await insertUser(db, {
    firstName: "Admin",
    lastName: "User",
    email: email.toLowerCase(),
    warehouseId: null,
    entitlements: ["smr_user"],
    type: "operator",
    passwordHash: await hashPassword(password),
  });
}
