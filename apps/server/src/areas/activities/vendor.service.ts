import type { Activity, ClosedDate, Paged } from "@ops/domain";
import { inArray } from "drizzle-orm";
import { activities } from "../../db/schema";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./activities.repo";
import type { ClosedDateFilter } from "./closed-dates.repo";
import { listClosedDates } from "./closed-dates.service";
import { LOAD_TYPES, vendorAccountsOf } from "./loads.repo";

/** `GET /vendor/self`: the vendor user and the downstream-vendor accounts they act for. */
export async function getVendorSelf(ctx: ServiceContext) {
  return {
    id: ctx.actor.id,
    name: ctx.actor.name,
    email: ctx.actor.email,
    accounts: await vendorAccountsOf(ctx.db, ctx.actor.id),
  };
}

/**
 * `GET /vendor/loads`: the vendor's dock schedule — scheduled loads whose vendor is one of the
 * user's accounts, in a date range, by dock date and time.
 */
export async function listVendorLoads(
  ctx: ServiceContext,
  query: { startDate: string; endDate: string; page: number; pageSize: number },
): Promise<Paged<Activity>> {
  const accountIds = (await vendorAccountsOf(ctx.db, ctx.actor.id)).map((a) => a.id);
  if (accountIds.length === 0) return { data: [], total: 0 };
  const where = repo.listFilter(
    { startDate: query.startDate, endDate: query.endDate, types: LOAD_TYPES, statuses: ["scheduled"] },
    inArray(activities.vendorAccountId, accountIds),
  );
  const { ids, total } = await repo.pageIds(ctx.db, where, { ...query, sort: "scheduledDate", order: "asc" });
  return { data: (await repo.recordsByIds(ctx.db, ids)).map(repo.toActivity), total };
}

/** The docks' closed dates as vendors see them (the same list operators keep). */
export function listVendorClosedDates(
  ctx: ServiceContext,
  query: ClosedDateFilter & { page: number; pageSize: number; order: "asc" | "desc" },
): Promise<Paged<ClosedDate>> {
  return listClosedDates(ctx, query);
}
