import type { Activity, MobilityQuery } from "@ops/domain";
import { notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { getActivity } from "../activities/activities.service";
import * as repo from "./itad.repo";

/**
 * `GET /activities/mobility`: the warehouse's mobility activity (`<wh>-mobility`, made with its
 * inventory), of the warehouse asked for or else the user's own; 404 when there is none.
 */
export async function getMobilityActivity(ctx: ServiceContext, query: MobilityQuery): Promise<Activity> {
  const warehouseId = query.warehouseId ?? ctx.actor.warehouseId;
  if (warehouseId === null || warehouseId === undefined) throw notFound("Mobility activity");
  const slug = await repo.mobilitySlugOf(ctx.db, warehouseId);
  if (!slug) throw notFound("Mobility activity");
  return getActivity(ctx, slug);
}
