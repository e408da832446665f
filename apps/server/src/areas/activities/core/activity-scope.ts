import type { ActivitiesQuery } from "@ops/domain";
import { notFound } from "../../../platform/app-error";
import type { ServiceContext } from "../../../platform/context";
import { visibleAccountIds } from "../../accounts/account-scope";
import {
  type ActivityRow,
  type ActivityWhere,
  accountScope,
  findRowBySlug,
  listFilter,
} from "../activities.repo";
import { vendorAccountIdsOf } from "../loads.repo";

export type { ActivityRow };

/**
 * The activity with this slug if the actor may see it, whatever its kind: operators any,
 * clients those of their accounts (and child accounts), vendors those they come to the dock
 * for. Anything else answers 404, never the record (ARCHITECTURE §2). Pass a transaction as
 * `ctx.db` to check and change in one.
 */
export async function findActivity(ctx: ServiceContext, slug: string): Promise<ActivityRow> {
  const row = await findRowBySlug(ctx.db, slug.toLowerCase());
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
export function vendorAccountIds(ctx: ServiceContext): Promise<number[]> {
  return vendorAccountIdsOf(ctx.db, ctx.actor.id);
}

/** The actor's activity scope as SQL: operators everything, clients their accounts' activities. */
export async function activityScope(ctx: ServiceContext): Promise<ActivityWhere> {
  return accountScope(await visibleAccountIds(ctx));
}

/**
 * The WHERE of an activity list in the actor's scope: `GET /activities`, and the lists of a
 * kind or a group of kinds (loads), which pass their `types` unless the query names one.
 */
export async function activitiesWhere(
  ctx: ServiceContext,
  query: Omit<ActivitiesQuery, "page" | "pageSize" | "sort" | "order">,
  types?: readonly string[],
): Promise<ActivityWhere> {
  return listFilter(
    { ...query, types: query.type ? [query.type] : types, statuses: query.status },
    await activityScope(ctx),
  );
}
