import { isWorkOrderType, workOrderNoun } from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { type ActivityRow, findActivity } from "../activities/activity-scope";
import { ErrorList } from "../assets/use-cases/asset-checks";
import * as createdRepo from "./created-assets.repo";
import type { WorkOrderRow } from "./work-assets.repo";
import * as repo from "./work-assets.repo";

export type { WorkOrderRow };

/** "shop order", "processing job" or "ITAD job", for messages (the domain's one wording). */
export { workOrderNoun };

/**
 * The shop order or processing job with this slug in the actor's scope (404 for another client's,
 * and for an activity of another kind: it has no work assets).
 */
export async function findWorkOrder(
  ctx: ServiceContext,
  slug: string,
  /** `mobility`: the warehouse's mobility activity is taken too (its devices are worked like an ITAD job's). */
  options: { mobility?: boolean } = {},
): Promise<ActivityRow> {
  const row = await findActivity(ctx, slug);
  if (options.mobility && row.type === "mobility") return row;
  if (!isWorkOrderType(row.type))
    throw notFound(options.mobility ? "Work order" : "Shop order or processing job");
  return row;
}

/**
 * The work order's row, locked in the caller's transaction so that writes to one order (scans,
 * created assets, steps, bin assignments) queue behind each other; 404 if it went away.
 */
export async function lockWorkOrder(tx: Db, id: number): Promise<WorkOrderRow> {
  const order = await repo.lockWorkOrder(tx, id);
  if (!order) throw notFound("Shop order or processing job");
  return order;
}

/** The work order's row, locked as {@link lockWorkOrder}, refused (409) unless it takes work. */
export async function lockWorkOrderTakingWork(tx: Db, id: number, what: string): Promise<WorkOrderRow> {
  const order = await lockWorkOrder(tx, id);
  assertTakesWork(order, what);
  return order;
}

/** Statuses in which a work order takes work (scans, steps, created assets). */
const WORKING = new Set(["open", "in_progress"]);

/** Whether the work order takes work: it is open or in progress. */
export const takesWork = (order: Pick<WorkOrderRow, "status">): boolean => WORKING.has(order.status);

/** Refuses (409) work on a completed, closed or canceled work order, saying what to do. */
export function assertTakesWork(order: Pick<WorkOrderRow, "slug" | "type" | "status">, what: string): void {
  if (takesWork(order)) return;
  const noun = workOrderNoun(order.type);
  const state = order.status.replace("_", " ");
  const hint = order.status === "completed" ? "; reopen it first" : "";
  throw new AppError(409, `Cannot ${what}: ${noun} ${order.slug} is ${state}${hint}`);
}

/**
 * The assets of scanned barcodes, in the order scanned, or a 422 naming each refused barcode on
 * its field (`fieldOf(i)`, default `barcodes.<i>`): an unknown barcode, one in the list twice,
 * and whatever `refusal` says keeps the asset out (null: none).
 */
export function acceptScanned<T>(
  barcodes: string[],
  byBarcode: Map<string, T>,
  refusal: (asset: T, barcode: string) => string | null,
  fieldOf: (i: number) => string = (i) => `barcodes.${i}`,
): T[] {
  const errors = new ErrorList();
  const seen = new Set<string>();
  const why = (barcode: string): string | null => {
    const asset = byBarcode.get(barcode);
    if (asset === undefined) return `No asset has barcode ${barcode}`;
    if (seen.has(barcode)) return `${barcode} is in the list twice`;
    seen.add(barcode);
    return refusal(asset, barcode);
  };
  barcodes.forEach((barcode, i) => {
    const reason = why(barcode);
    if (reason) errors.add(fieldOf(i), reason);
  });
  errors.throwIfAny();
  return barcodes.map((b) => byBarcode.get(b) as T);
}

/**
 * The barcodes of the assets an earlier call of this user on this work order made with this
 * request key (in the order they were made), or undefined when no such call went through: a
 * retry answers what the first call made and makes nothing.
 */
export function barcodesMadeByRequest(
  tx: Db,
  orderId: number,
  userId: number,
  requestKey: string,
): Promise<string[] | undefined> {
  return createdRepo.barcodesOfRequest(tx, orderId, userId, requestKey);
}
