import {
  type Account,
  type AccountBody,
  type AccountList,
  type AccountsQuery,
  type AccountType,
  type AccountUser,
  type AddAccountUserBody,
  type CreateAccountUserBody,
  type DsvsQuery,
  memberRefusals,
  type QualificationCheck,
  qualificationChecks,
  qualificationOf,
  type User,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { createUser, getUser } from "../users/users.service";
import { accountScopeFilter, assertAccountVisible, assertOperator } from "./account-scope";
import * as usersRepo from "./account-users.repo";
import * as repo from "./accounts.repo";

/** Today as the server counts expiry dates: the UTC calendar date. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** A DSV list filtered by qualification is computed in memory; vendor lists are short. */
const QUALIFICATION_SCAN_LIMIT = 5000;

/**
 * Accounts as the actor may see them: downstream vendors with their qualification; for client
 * users without the operator's internal notes and price-book assignment.
 */
async function toAccounts(ctx: ServiceContext, rows: repo.AccountRow[]): Promise<Account[]> {
  const dsvIds = rows.filter((r) => r.type === "dsvs").map((r) => r.id);
  const certificates = await repo.certificatesOf(ctx.db, dsvIds);
  const now = today();
  const internal = ctx.actor.audience === "client" ? { notes: null, pricebookId: null } : {};
  return rows.map((row) => ({
    ...row,
    ...internal,
    type: row.type as Account["type"],
    qualification:
      row.type === "dsvs"
        ? qualificationOf(
            qualificationChecks(
              certificates.filter((c) => c.accountId === row.id),
              now,
            ),
          )
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  })) as Account[];
}

/** Lists accounts in the actor's scope: operators all, clients theirs and their children. */
export async function listAccounts(ctx: ServiceContext, query: AccountsQuery): Promise<AccountList> {
  const where = repo.listFilter(query, await accountScopeFilter(ctx));
  if (query.qualification) {
    const all = await toAccounts(ctx, await repo.allAccounts(ctx.db, where, QUALIFICATION_SCAN_LIMIT));
    const matching = all.filter((a) => a.qualification === query.qualification);
    const start = (query.page - 1) * query.pageSize;
    return { data: matching.slice(start, start + query.pageSize), total: matching.length };
  }
  const { rows, total } = await repo.pageAccounts(ctx.db, where, query);
  return { data: await toAccounts(ctx, rows), total };
}

/** Downstream vendors with their qualification (operators only, SPEC §6). */
export function listDsvs(ctx: ServiceContext, query: DsvsQuery): Promise<AccountList> {
  return listAccounts(ctx, { ...query, type: "dsvs" });
}

export async function getAccount(ctx: ServiceContext, id: number): Promise<Account> {
  await assertAccountVisible(ctx, id);
  const row = await repo.findAccount(ctx.db, id);
  if (!row) throw notFound("Account");
  const [account] = await toAccounts(ctx, [row]);
  if (!account) throw notFound("Account");
  return account;
}

export async function listChildren(ctx: ServiceContext, id: number): Promise<Account[]> {
  await assertAccountVisible(ctx, id);
  return toAccounts(ctx, await repo.childAccounts(ctx.db, id, await accountScopeFilter(ctx)));
}

async function checkAccountBody(db: Db, body: AccountBody, id?: number) {
  if (await repo.nameTaken(db, body.type, body.name, id))
    throw fieldError("name", "An account with this name already exists");
  if (body.code && (await repo.codeTaken(db, body.code, id)))
    throw fieldError("code", "This code is already used by another account");
  if (body.parentId !== null) {
    if (body.type === "dsvs") throw fieldError("parentId", "Downstream vendors have no parent account");
    const parentRow = await repo.findAccount(db, body.parentId);
    if (parentRow?.type !== "active") throw fieldError("parentId", "Choose an existing client account");
    if (
      id !== undefined &&
      (body.parentId === id || (await repo.ancestorIds(db, body.parentId)).includes(id))
    ) {
      throw fieldError("parentId", "An account cannot sit under itself or its own sub-accounts");
    }
  }
  if (body.pricebookId !== null) {
    if (!(await repo.pricebookExists(db, body.pricebookId)))
      throw fieldError("pricebookId", "Unknown price book");
  }
}

/** Creates a client account or a downstream vendor. */
export async function createAccount(ctx: ServiceContext, body: AccountBody): Promise<Account> {
  assertOperator(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    await checkAccountBody(tx, body);
    return repo.insertAccount(tx, body);
  });
  return getAccount(ctx, id);
}

/** Updates an account (operators only); its type never changes. */
export async function updateAccount(ctx: ServiceContext, id: number, body: AccountBody): Promise<Account> {
  assertOperator(ctx);
  await ctx.db.transaction(async (tx) => {
    if (body.parentId !== null) await repo.lockAccountTree(tx);
    const existing = await repo.findAccount(tx, id);
    if (!existing) throw notFound("Account");
    if (existing.type !== body.type) throw fieldError("type", "The type of an account cannot change");
    await checkAccountBody(tx, body, id);
    await repo.updateAccount(tx, id, body);
  });
  return getAccount(ctx, id);
}

/** The qualification checks of a downstream vendor, requirement by requirement. */
export async function getQualification(ctx: ServiceContext, id: number): Promise<QualificationCheck[]> {
  const { type } = await assertAccountVisible(ctx, id);
  if (type !== "dsvs") throw new AppError(404, "Only downstream vendors have a qualification");
  return qualificationChecks(await repo.certificatesOf(ctx.db, [id]), today());
}

/**
 * The certificates of the given downstream vendors, for other areas that show a vendor's
 * qualification; one query. Takes a Db so a caller's transaction can run it.
 */
export function certificatesOf(db: Db, accountIds: number[]) {
  return repo.certificatesOf(db, accountIds);
}

export async function listAccountUsers(
  ctx: ServiceContext,
  id: number,
  role?: string,
): Promise<AccountUser[]> {
  await assertAccountVisible(ctx, id);
  return usersRepo.listAccountUsers(ctx.db, id, role);
}

/**
 * Refuses a member who does not fit the account (SPEC §6: clients with a role on client
 * accounts, vendors without one on downstream vendors) or a role that is not a client role.
 */
async function checkMember(
  db: Db,
  accountId: number,
  userType: User["type"],
  roleId: number | null,
  userField = "userId",
) {
  const account = await repo.accountTypeOf(db, accountId);
  if (!account) throw notFound("Account");
  const refusals = memberRefusals({ accountType: account.type as AccountType, userType, roleId });
  const first = refusals[0];
  if (first) {
    const field = (f: string) => (f === "userId" ? userField : f);
    const errors = Object.fromEntries(refusals.map((r) => [field(r.field), [r.message]]));
    throw new AppError(422, refusals.length === 1 ? first.message : "Some fields need attention", errors);
  }
  if (roleId === null) return;
  if ((await usersRepo.roleTypeOf(db, roleId)) !== "client")
    throw fieldError("roleId", "Choose a client role");
}

/** Adds an existing user to an account (or changes their role on it). */
export async function addAccountUser(
  ctx: ServiceContext,
  id: number,
  body: AddAccountUserBody,
): Promise<AccountUser[]> {
  assertOperator(ctx);
  await ctx.db.transaction(async (tx) => {
    await assertAccountVisible({ ...ctx, db: tx }, id);
    const user = await getUser({ ...ctx, db: tx }, body.userId).catch((error: unknown) => {
      // Here the user is a field of the form, not the resource asked for.
      if (error instanceof AppError && error.status === 404) throw fieldError("userId", "Unknown user");
      throw error;
    });
    await checkMember(tx, id, user.type, body.roleId);
    await usersRepo.upsertAccountUser(tx, id, body.userId, body.roleId);
  });
  return usersRepo.listAccountUsers(ctx.db, id);
}

/** Creates a user and adds them to the account, all or nothing. */
export async function createAccountUser(
  ctx: ServiceContext,
  id: number,
  body: CreateAccountUserBody,
): Promise<AccountUser[]> {
  assertOperator(ctx);
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await assertAccountVisible(txCtx, id);
    // The new user's type is the form's `user.type`.
    await checkMember(tx, id, body.user.type, body.roleId, "user.type");
    const user = await createUser(txCtx, body.user).catch((error: unknown) => {
      // The form nests the user's fields under `user`, so its errors must too.
      if (error instanceof AppError && error.fieldErrors) {
        const nested = Object.fromEntries(
          Object.entries(error.fieldErrors).map(([k, v]) => [`user.${k}`, v]),
        );
        throw new AppError(error.status, error.message, nested);
      }
      throw error;
    });
    await usersRepo.upsertAccountUser(tx, id, user.id, body.roleId);
  });
  return usersRepo.listAccountUsers(ctx.db, id);
}

export async function removeAccountUser(ctx: ServiceContext, id: number, userId: number): Promise<void> {
  assertOperator(ctx);
  await assertAccountVisible(ctx, id);
  if (!(await usersRepo.deleteAccountUser(ctx.db, id, userId))) throw notFound("Account user");
}
