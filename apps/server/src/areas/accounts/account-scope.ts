import type { UserAccount } from "@ops/domain";
import { AppError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { listUserAccounts } from "./account-users.repo";
import * as repo from "./accounts.repo";

/**
 * The accounts a client user may see: those they belong to and the children of those
 * (ARCHITECTURE §2). Operators see every account; vendors none through these calls.
 */
export async function visibleAccountIds(ctx: ServiceContext): Promise<number[] | "all"> {
  if (ctx.actor.audience === "operator") return "all";
  if (ctx.actor.audience !== "client") return [];
  return repo.memberAccountIds(ctx.db, ctx.actor.id);
}

/** The accounts a user belongs to, with their role on each (the memberships scope is built on). */
export function accountsOfUser(ctx: ServiceContext, userId: number): Promise<UserAccount[]> {
  return listUserAccounts(ctx.db, userId);
}

/** The SQL condition "account id is visible to the actor", for accounts list queries. */
export async function accountScopeFilter(ctx: ServiceContext) {
  return repo.accountIdScope(await visibleAccountIds(ctx));
}

/**
 * Refuses an account outside the actor's scope with 404 (never its data), inside the same
 * transaction as the work that follows. Answers the account's type.
 */
export async function assertAccountVisible(
  ctx: ServiceContext,
  accountId: number,
): Promise<{ type: string }> {
  const found = await repo.accountTypeOf(ctx.db, accountId);
  if (!found) throw notFound("Account");
  const ids = await visibleAccountIds(ctx);
  if (ids !== "all" && !ids.includes(accountId)) throw notFound("Account");
  return found;
}

/** Only operators change accounts and what hangs off them (SPEC §6). */
export function assertOperator(ctx: ServiceContext) {
  if (ctx.actor.audience !== "operator") throw new AppError(403, "Only operator staff can change accounts");
}
