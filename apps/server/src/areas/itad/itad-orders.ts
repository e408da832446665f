import type { ServiceContext } from "../../platform/context";
import type { ActivityRow } from "../activities/activity-scope";
import { findWorkOrder } from "../work/work-orders";

/**
 * The order whose devices an ITAD call works: a shop order, ITAD job or processing job, or the
 * warehouse's mobility activity, in the actor's scope (another client's → 404).
 */
export function findItadOrder(ctx: ServiceContext, slug: string): Promise<ActivityRow> {
  return findWorkOrder(ctx, slug, { mobility: true });
}
