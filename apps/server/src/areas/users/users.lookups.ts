import type { User } from "@ops/domain";
import type { Db } from "../../db/client";
import * as repo from "./users.repo";

export type { UserWithPermissions } from "./users.repo";

// The user reads that sign-in and sessions need. They live apart from users.service because that
// service ends sessions through auth.service, which needs these: importing the service would form a cycle.

/** A user by id, or undefined when there is none. */
export function findUserById(db: Db, id: number): Promise<User | undefined> {
  return repo.findUserById(db, id);
}

/** A user with what their roles allow, for acting as them. */
export function findActorById(db: Db, id: number) {
  return repo.findActorById(db, id);
}

/** The user of a live session with their permissions (one statement: it runs on every signed-in request). */
export function findUserBySession(db: Db, tokenHash: string) {
  return repo.findUserBySession(db, tokenHash);
}

/** The user with its password hash, for sign-in only. */
export function findUserForLogin(db: Db, email: string) {
  return repo.findUserForLogin(db, email);
}
