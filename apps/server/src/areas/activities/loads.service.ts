import type { Load, LoadSummary as LoadSummarySchema, LoadsQuery, Paged } from "@ops/domain";
import type { z } from "zod";
import { notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./activities.repo";
import { activitiesWhere, activityScope, findActivity } from "./core/activity-scope";
import { LOAD_TYPES, loadIdsOfSlugs, loadsByIds } from "./loads.repo";

type LoadSummary = z.infer<typeof LoadSummarySchema>;

/** `GET /loads/{slug}`: a load in the actor's scope with its ASN totals (404 otherwise). */
export async function getLoad(ctx: ServiceContext, slug: string): Promise<Load> {
  const row = await findActivity(ctx, slug);
  if (!(LOAD_TYPES as readonly string[]).includes(row.type)) throw notFound("Load");
  const [load] = await loadsByIds(ctx.db, [row.id]);
  if (!load) throw notFound("Load");
  return load;
}

/** `GET /loads`: the activity filters over inbound and outbound loads, paged. */
export async function listLoads(ctx: ServiceContext, query: LoadsQuery): Promise<Paged<Load>> {
  const where = await activitiesWhere(ctx, query, LOAD_TYPES);
  const { ids, total } = await repo.pageIds(ctx.db, where, query);
  return { data: await loadsByIds(ctx.db, ids), total };
}

/** `POST /loads`: the loads of these accounts (within the actor's scope), newest first. */
export async function listLoadsOfAccounts(
  ctx: ServiceContext,
  body: { accountIds: number[]; page: number; pageSize: number; status?: string[] },
): Promise<Paged<Load>> {
  const where = repo.listFilter(
    { accountIds: body.accountIds, statuses: body.status, types: LOAD_TYPES },
    await activityScope(ctx),
  );
  const { ids, total } = await repo.pageIds(ctx.db, where, { ...body, sort: "createdAt", order: "desc" });
  return { data: await loadsByIds(ctx.db, ids), total };
}

/** `GET /loads/bulk`: a short summary of each named load the actor may see, in the order asked. */
export async function loadSummaries(ctx: ServiceContext, slugs: string[]): Promise<LoadSummary[]> {
  const unique = [...new Set(slugs.map((s) => s.toLowerCase()))];
  const ids = await loadIdsOfSlugs(ctx.db, unique, await activityScope(ctx));
  return (await loadsByIds(ctx.db, ids)).map((load) => ({
    slug: load.slug,
    status: load.status,
    accountName: load.accountName,
    scheduledDate: load.scheduledDate,
    asnItemCount: load.asnItemCount,
    asnQuantity: load.asnQuantity,
    asnWeight: load.asnWeight,
  }));
}
