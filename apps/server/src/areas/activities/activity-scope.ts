import { and, eq } from "drizzle-orm";
import { accounts, accountUsers, activities } from "../../db/schema";
import { notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { visibleAccountIds } from "../accounts/account-scope";

export type ActivityRow = typeof activities.$inferSelect;

/**
 * The activity with this slug if the actor may see it: operators any, clients those of
 * their accounts (and child accounts), vendors those they come to the dock for. Anything
 * else answers 404, never the record (ARCHITECTURE §2). Pass a transaction as `ctx.db` to
 * check and change in one.
 */
export async function findActivity(ctx: ServiceContext, slug: string): Promise<ActivityRow> {
  const [row] = await ctx.db
    .select()
    .from(activities)
    .where(eq(activities.slug, slug.toLowerCase()))
    .limit(1);
  if (!row) throw notFound("Activity");
  if (ctx.actor.audience === "operator") return row;
  if (ctx.actor.audience === "vendor") {
    const ids = await vendorAccountIds(ctx);
    if (row.vendorAccountId !== null && ids.includes(row.vendorAccountId)) return row;
    throw notFound("Activity");
  }
  const ids = await visibleAccountIds(ctx);
  if (ids !== "all" && (row.accountId === null || !ids.includes(row.accountId))) throw notFound("Activity");
  return row;
}

/** The downstream-vendor accounts a vendor user acts for. */
export async function vendorAccountIds(ctx: ServiceContext): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: accounts.id })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(and(eq(accountUsers.userId, ctx.actor.id), eq(accounts.type, "dsvs")));
  return rows.map((r) => r.id);
}
