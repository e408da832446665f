import type {
  CreateUserBody,
  Role,
  UpdateUserBody,
  User,
  UserAccount,
  UserList,
  UsersQuery,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { hashPassword } from "../../platform/passwords";
import { accountsOfUser } from "../accounts/account-scope";
import { endUserSessions } from "../auth/auth.service";
import { warehouseExists } from "../inventory/warehouses.service";
import * as repo from "./users.repo";

/** Which role list a user type draws from; vendors hold no roles. */
function roleTypeFor(type: User["type"]): Role["type"] | null {
  if (type === "operator" || type === "finance_admin") return "operator";
  if (type === "client") return "client";
  return null;
}

async function checkReferences(db: Db, body: CreateUserBody | UpdateUserBody, userId?: number) {
  if (await repo.emailTaken(db, body.email, userId)) throw fieldError("email", "Email is already in use");
  if (body.warehouseId !== null && !(await warehouseExists(db, body.warehouseId))) {
    throw fieldError("warehouseId", "Unknown warehouse");
  }
  const roleType = roleTypeFor(body.type);
  const found = await repo.findRoles(db, body.roleIds);
  if (found.length !== new Set(body.roleIds).size || found.some((r) => r.type !== roleType)) {
    throw fieldError("roleIds", roleType ? `Choose ${roleType} roles only` : "Vendors hold no roles");
  }
}

function writeValues(body: CreateUserBody | UpdateUserBody) {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    warehouseId: body.warehouseId,
    entitlements: [...new Set(body.entitlements)],
    type: body.type,
  };
}

/** Lists users, filtered by entitlement (one or a comma-separated list), warehouse, type or text. */
export function listUsers(ctx: ServiceContext, query: UsersQuery): Promise<UserList> {
  return repo.listUsers(ctx.db, query);
}

export async function getUser(ctx: ServiceContext, id: number): Promise<User> {
  const user = await repo.findUserById(ctx.db, id);
  if (!user) throw notFound("User");
  return user;
}

/** Creates a user with an initial password; all-or-nothing with its roles. */
export async function createUser(ctx: ServiceContext, body: CreateUserBody): Promise<User> {
  const passwordHash = await hashPassword(body.password);
  const id = await ctx.db.transaction(async (tx) => {
    await checkReferences(tx, body);
    const newId = await repo.insertUser(tx, { ...writeValues(body), passwordHash });
    await repo.replaceUserRoles(tx, newId, [...new Set(body.roleIds)]);
    return newId;
  });
  return getUser(ctx, id);
}

/** Updates a user; a new password or disabling the user ends their sessions. */
export async function updateUser(ctx: ServiceContext, id: number, body: UpdateUserBody): Promise<User> {
  if (id === ctx.actor.id && !body.active) throw fieldError("active", "You cannot disable your own account");
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  await ctx.db.transaction(async (tx) => {
    const existing = await repo.findUserById(tx, id);
    if (!existing) throw notFound("User");
    await checkReferences(tx, body, id);
    await repo.updateUser(tx, id, { ...writeValues(body), active: body.active, passwordHash });
    await repo.replaceUserRoles(tx, id, [...new Set(body.roleIds)]);
    if (passwordHash || !body.active) await endUserSessions(tx, id);
  });
  return getUser(ctx, id);
}

export async function listRoles(ctx: ServiceContext, type: Role["type"]): Promise<Role[]> {
  const rows = await repo.listRoles(ctx.db, type);
  return rows.map((r) => ({ ...r, type: r.type as Role["type"] }));
}

/** The accounts a user belongs to (client users), for the client user screens. */
export async function getUserAccounts(ctx: ServiceContext, id: number): Promise<UserAccount[]> {
  await getUser(ctx, id);
  return accountsOfUser(ctx, id);
}
