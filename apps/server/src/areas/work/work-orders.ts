import { AppError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { type ActivityRow, findActivity } from "../activities/activity-scope";
import type { WorkOrderRow } from "./work-assets.repo";

/** The activity types that are work orders (shop orders and processing jobs). */
export const WORK_ORDER_TYPES = ["shop_order", "processing"] as const;

/** "shop order" or "processing job", for messages. */
export function workOrderNoun(type: string): string {
  return type === "processing" ? "processing job" : "shop order";
}

/**
 * The shop order or processing job with this slug in the actor's scope (404 for another client's,
 * and for an activity of another kind: it has no work assets).
 */
export async function findWorkOrder(ctx: ServiceContext, slug: string): Promise<ActivityRow> {
  const row = await findActivity(ctx, slug);
  if (!(WORK_ORDER_TYPES as readonly string[]).includes(row.type))
    throw notFound("Shop order or processing job");
  return row;
}

/** Statuses in which a work order takes work (scans, steps, created assets). */
const WORKING = new Set(["open", "in_progress"]);

/** Refuses (409) work on a completed, closed or canceled work order, saying what to do. */
export function assertTakesWork(order: Pick<WorkOrderRow, "slug" | "type" | "status">, what: string): void {
  if (WORKING.has(order.status)) return;
  const noun = workOrderNoun(order.type);
  const state = order.status.replace("_", " ");
  const hint = order.status === "completed" ? "; reopen it first" : "";
  throw new AppError(409, `Cannot ${what}: ${noun} ${order.slug} is ${state}${hint}`);
}
