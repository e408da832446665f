import { eq, or, sql } from "drizzle-orm";
import { accounts, accountUsers } from "../../db/schema";
import { AppError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";

/**
 * The accounts a client user may see: those they belong to and the children of those
 * (ARCHITECTURE §2). Operators see every account; vendors none through these calls.
 */
export async function visibleAccountIds(ctx: ServiceContext): Promise<number[] | "all"> {
  if (ctx.actor.audience === "operator") return "all";
  if (ctx.actor.audience !== "client") return [];
  const rows = await ctx.db
    .selectDistinct({ id: accounts.id })
    .from(accounts)
    .innerJoin(
      accountUsers,
      or(eq(accountUsers.accountId, accounts.id), eq(accountUsers.accountId, accounts.parentId)),
    )
    .where(eq(accountUsers.userId, ctx.actor.id));
  return rows.map((r) => r.id);
}

/** The SQL condition "account id is visible to the actor", for list queries. */
export async function accountScopeFilter(ctx: ServiceContext, column = accounts.id) {
  const ids = await visibleAccountIds(ctx);
  if (ids === "all") return undefined;
  if (ids.length === 0) return sql`false`;
  return sql`${column} = any(${sql.param(ids)}::int[])`;
}

/**
 * Refuses an account outside the actor's scope with 404 (never its data), inside the same
 * transaction as the work that follows. Answers the account's type.
 */
export async function assertAccountVisible(
  ctx: ServiceContext,
  accountId: number,
): Promise<{ type: string }> {
  const rows = await ctx.db
    .select({ type: accounts.type })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  const found = rows[0];
  if (!found) throw notFound("Account");
  const ids = await visibleAccountIds(ctx);
  if (ids !== "all" && !ids.includes(accountId)) throw notFound("Account");
  return found;
}

/** Only operators change accounts and what hangs off them (SPEC §6). */
export function assertOperator(ctx: ServiceContext) {
  if (ctx.actor.audience !== "operator") throw new AppError(403, "Only operator staff can change accounts");
}
