import { workOrderNeedsLoad, workOrderNoun } from "@ops/domain";
import type { Db } from "../../../db/client";
import type { ServiceContext } from "../../../platform/context";
import { type ActivityRow, findRowBySlug } from "../activities.repo";
import { findActivity } from "../core/activity-scope";

/** The kinds of load a work order can work: what came in, or what goes out. */
const LOAD_TYPES = new Set(["inbound", "outbound"]);

/** A work order's values as the load rules read them; absent account/warehouse follow the load. */
export type WorkOrderValues = {
  type: string;
  loadSlug: string | null;
  accountId?: number | null;
  programId: number | null;
  warehouseId?: number;
  parentSlug: string | null;
};

export type ResolvedWorkOrder = {
  loadId: number | null;
  accountId: number | null;
  programId: number | null;
  warehouseId: number;
};

/**
 * The load rules of a shop order or processing job (docs/decisions.md, Work orders): a shop
 * order or ITAD job works a load, a processing job may; the load is an inbound or outbound load the actor
 * can see; the account is the load's (422 on `accountId` otherwise); program and warehouse
 * default to the load's. `programDefaults` is false on an update, where an absent program stays.
 * Answers the values with the defaults filled in; adds field errors rather than throwing.
 */
export async function resolveWorkOrderLoad(
  ctx: ServiceContext,
  value: WorkOrderValues,
  add: (field: string, message: string) => void,
  programDefaults: boolean,
): Promise<ResolvedWorkOrder> {
  const resolved: ResolvedWorkOrder = {
    loadId: null,
    accountId: value.accountId ?? null,
    programId: value.programId,
    warehouseId: value.warehouseId ?? 0,
  };
  if (value.loadSlug === null) {
    if (workOrderNeedsLoad(value.type))
      add("loadSlug", `Choose the load this ${workOrderNoun(value.type)} works`);
    return resolved;
  }
  const load = await visibleLoad(ctx, value.loadSlug);
  if (!load) {
    add("loadSlug", "No load has this slug");
    return resolved;
  }
  if (!LOAD_TYPES.has(load.type)) {
    add("loadSlug", "Choose an inbound or outbound load");
    return resolved;
  }
  if (load.status === "canceled") {
    add("loadSlug", "This load is canceled");
    return resolved;
  }
  resolved.loadId = load.id;
  if (value.accountId === undefined || value.accountId === null) resolved.accountId = load.accountId;
  else if (value.accountId !== load.accountId) add("accountId", "The account must be the load's account");
  if (programDefaults && value.programId === null) resolved.programId = load.programId;
  if (value.warehouseId === undefined) resolved.warehouseId = load.warehouseId;
  return resolved;
}

async function visibleLoad(ctx: ServiceContext, slug: string): Promise<ActivityRow | undefined> {
  try {
    return await findActivity(ctx, slug);
  } catch {
    return undefined;
  }
}

/**
 * A child shop order's parent: a shop order on the same load, not itself, and not a child
 * itself (one level). Adds the error on `parentSlug`; answers the parent's id.
 */
export async function checkWorkOrderParent(
  db: Db,
  value: { type: string; parentSlug: string | null },
  loadId: number | null,
  add: (field: string, message: string) => void,
  selfId?: number,
): Promise<number | null> {
  if (value.parentSlug === null) return null;
  const parent = await findRowBySlug(db, value.parentSlug);
  if (value.type !== "shop_order") add("parentSlug", "Only a shop order has a parent shop order");
  else if (!parent) add("parentSlug", "No shop order has this slug");
  else if (parent.id === selfId) add("parentSlug", "A shop order cannot be its own parent");
  else if (parent.type !== "shop_order") add("parentSlug", "The parent must be a shop order");
  else if (parent.loadId !== loadId) add("parentSlug", "The parent shop order works another load");
  else if (parent.parentId !== null) add("parentSlug", "The parent is itself a child shop order");
  return parent?.id ?? null;
}
