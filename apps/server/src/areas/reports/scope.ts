import {
  type ClientDashboardId,
  type DateRange,
  highestLevel,
  levelAllows,
  resolveRange,
  type SubscriptionLevel,
  subscriptionRefusal,
} from "@ops/domain";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/paging";
import { AppError, fieldError } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";

/** A client user's accounts as the dashboards see them: the ones they belong to, and their children. */
export type ClientReach = {
  /** Accounts the user belongs to directly. */
  memberIds: number[];
  /** Children of those (not already members). */
  childIds: number[];
  /** The highest subscription level of the accounts they belong to (null: none). */
  level: SubscriptionLevel | null;
};

/**
 * The accounts a client user reaches and their subscription level. Child accounts are under their
 * parent's contract: the level is read from the accounts the user belongs to.
 */
export async function clientReach(ctx: ServiceContext): Promise<ClientReach> {
  const rows = await rowsOf<{ id: number; member: boolean; level: string }>(
    ctx.db,
    sql`
    select a.id, true as member, a.subscription_level as level
      from accounts a join account_users au on au.account_id = a.id
     where au.user_id = ${ctx.actor.id}
    union
    select c.id, false as member, c.subscription_level as level
      from accounts c join account_users au on au.account_id = c.parent_id
     where au.user_id = ${ctx.actor.id}`,
  );
  const members = new Set<number>();
  const children = new Set<number>();
  const levels: SubscriptionLevel[] = [];
  for (const row of rows) {
    if (row.member) {
      members.add(Number(row.id));
      levels.push(row.level as SubscriptionLevel);
    } else children.add(Number(row.id));
  }
  for (const id of members) children.delete(id);
  return { memberIds: [...members], childIds: [...children], level: highestLevel(levels) };
}

/**
 * Refuses a client whose subscription does not include the dashboard with 403 and the sentence
 * the fallback shows (SPEC §6); operators open every dashboard. Answers the client's reach (null
 * for operators) so the caller need not read it twice.
 */
export async function assertDashboardOpen(
  ctx: ServiceContext,
  dashboard: ClientDashboardId,
): Promise<ClientReach | null> {
  if (ctx.actor.audience === "operator") return null;
  if (ctx.actor.audience !== "client") throw new AppError(403, "Dashboards are for operators and clients");
  const reach = await clientReach(ctx);
  if (!levelAllows(reach.level, dashboard)) throw new AppError(403, subscriptionRefusal(dashboard));
  return reach;
}

/**
 * The accounts a dashboard or report covers: operators the selected accounts (with their children
 * when showChildAccounts) or every account ("all"); clients the accounts they belong to (and
 * their children when showChildAccounts), narrowed to the selected ones. A selected account
 * outside a client's reach is dropped, never answered: a selection left empty by that covers all
 * of the client's own accounts, so no foreign figure can reach a total.
 */
export async function coveredAccounts(
  ctx: ServiceContext,
  selection: { accountIds?: readonly number[]; showChildAccounts: boolean },
  reach?: ClientReach | null,
): Promise<number[] | "all"> {
  const selected = selection.accountIds ?? [];
  if (ctx.actor.audience === "operator") {
    if (selected.length === 0) return "all";
    if (!selection.showChildAccounts) return [...new Set(selected)];
    const rows = await rowsOf<{ id: number }>(
      ctx.db,
      sql`
      select id from accounts where id = any(${sql.param([...selected])}::int[])
      union select id from accounts where parent_id = any(${sql.param([...selected])}::int[])`,
    );
    return rows.map((r) => Number(r.id));
  }
  if (ctx.actor.audience !== "client") return [];
  const own = reach ?? (await clientReach(ctx));
  const allowed = selection.showChildAccounts ? [...own.memberIds, ...own.childIds] : own.memberIds;
  const allowedSet = new Set(allowed);
  const chosen = selected.filter((id) => allowedSet.has(id));
  if (chosen.length === 0) return allowed;
  if (!selection.showChildAccounts) return [...new Set(chosen)];
  const childSet = new Set(own.childIds);
  const childrenOfChosen = await rowsOf<{ id: number }>(
    ctx.db,
    sql`
    select id from accounts where parent_id = any(${sql.param(chosen)}::int[])`,
  );
  const withChildren = [
    ...chosen,
    ...childrenOfChosen.map((r) => Number(r.id)).filter((id) => childSet.has(id)),
  ];
  return [...new Set(withChildren)];
}

/** Today's date in UTC (the rollups' days are UTC days). */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The range a call asks for with the defaults filled, or 422 on endDate (reversed, over 5 years). */
export function rangeOrThrow(query: { beginDate?: string; endDate?: string }): DateRange {
  const resolved = resolveRange(query, todayUtc());
  if (!resolved.ok) throw fieldError(resolved.field, resolved.message);
  return resolved.range;
}
