// The rules of redeployment orders (issue 19): the status machine and who moves it, how the
// order follows its outbound load, which devices a submitted order takes, and the drive charge.
import type { Audience } from "../platform/common.schemas";
import type { RedeploymentOrderStatus } from "./redeployments.schemas";

type Status = RedeploymentOrderStatus;

/** Every move of an order's life; shipped and delivered come only from its outbound load. */
export const REDEPLOYMENT_MOVES: Record<Status, readonly Status[]> = {
  draft: ["submitted", "canceled"],
  submitted: ["picking", "shipped", "delivered", "canceled"],
  picking: ["shipped", "delivered", "canceled"],
  shipped: ["delivered"],
  delivered: [],
  canceled: [],
};

/** The moves a person asks for (PUT); the rest follow the load. */
const ASKED: readonly Status[] = ["submitted", "picking", "canceled"];
/** What a client may do: submit or cancel their own draft or submitted order. */
const CLIENT_FROM: readonly Status[] = ["draft", "submitted"];

const label = (s: string) => s.replace("_", " ");

/** Why `audience` may not move an order from `from` to `to`, or null when it may. */
export function redeploymentMoveRefusal(from: Status, to: Status, audience: Audience): string | null {
  if (from === to) return `The order is ${label(from)} already`;
  if (!ASKED.includes(to))
    return `An order becomes ${label(to)} when its outbound load does: ship or deliver the load`;
  if (!REDEPLOYMENT_MOVES[from].includes(to))
    return from === "draft" && to === "picking"
      ? "Submit the order first: picking starts from a submitted order"
      : `A ${label(from)} order cannot become ${label(to)}`;
  if (audience === "operator") return null;
  if (to === "picking") return "An operator releases the order to picking";
  if (!CLIENT_FROM.includes(from)) return `The order is ${label(from)}: ask the warehouse to cancel it`;
  return null;
}

/**
 * Why the order's details (or `lines`) may not be edited now, or null. Details (recipient,
 * address, needed by, notes) change while draft or submitted (operators also while picking);
 * lines only while draft (a submitted order's devices are reserved: cancel and order again).
 */
export function redeploymentEditRefusal(status: Status, audience: Audience, lines: boolean): string | null {
  if (lines && status !== "draft")
    return `The order is ${label(status)}: its devices are reserved, so its lines no longer change (cancel it and order again)`;
  const open: readonly Status[] = audience === "operator" ? ["draft", "submitted", "picking"] : CLIENT_FROM;
  return open.includes(status) ? null : `The order is ${label(status)}: it can no longer be changed`;
}

/**
 * The order's status once its outbound load moved to `loadStatus`, or null when it stays:
 * picked or packed → picking; shipped → shipped; delivered, invoiced or closed → delivered;
 * canceled → canceled. An order never moves back, and a draft or canceled one never follows.
 */
export function orderStatusForLoad(orderStatus: Status, loadStatus: string): Status | null {
  const target: Status | null =
    loadStatus === "picked" || loadStatus === "packed"
      ? "picking"
      : loadStatus === "shipped"
        ? "shipped"
        : loadStatus === "delivered" || loadStatus === "invoiced" || loadStatus === "closed"
          ? "delivered"
          : loadStatus === "canceled"
            ? "canceled"
            : null;
  if (target === null || target === orderStatus || orderStatus === "draft") return null;
  return REDEPLOYMENT_MOVES[orderStatus].includes(target) ? target : null;
}

/** The load statuses an order's cancel also cancels; later the load is canceled on its own. */
export const LOAD_CANCELED_WITH_ORDER = ["requested", "building"] as const;

/** The per-drive charge of a program's stored rules (`hard_drive_redeploy_charge`), or null. */
export function redeployChargePerDrive(storedRules: unknown): number | null {
  if (!Array.isArray(storedRules)) return null;
  for (const raw of storedRules) {
    if (typeof raw !== "object" || raw === null) continue;
    const rule = raw as { type?: unknown; params?: { amountPerDrive?: unknown } };
    if (rule.type !== "hard_drive_redeploy_charge") continue;
    const amount = Number(rule.params?.amountPerDrive);
    if (rule.params?.amountPerDrive !== null && Number.isFinite(amount) && amount >= 0) return amount;
  }
  return null;
}

/** drives × amount per drive, in cents; null when no program charges for redeployed drives. */
export function redeployDriveCharge(drives: number, amountPerDrive: number | null): number | null {
  if (amountPerDrive === null) return null;
  return Math.round(drives * Math.round(amountPerDrive * 100)) / 100;
}

/** A device that can go to an order, oldest (lowest id) first. */
export type RedeploymentCandidate = { id: number; productId: number; grade: string };
/** A line as the allocation reads it. */
export type AllocationLine = { productId: number; grade: string | null; quantity: number };
/** A line that could not be filled: how many were asked and how many were left for it. */
export type ShortLine = { index: number; asked: number; available: number };

/**
 * Chooses the devices of each line: the oldest matching candidates not taken by another line.
 * Lines naming a grade choose first, then the any-grade lines take from what is left, so an
 * any-grade line never starves a graded one. `short` lists every line that could not be filled
 * (the caller refuses the whole order then).
 */
export function allocateDevices(
  lines: readonly AllocationLine[],
  candidates: readonly RedeploymentCandidate[],
): { chosen: number[][]; short: ShortLine[] } {
  const sorted = [...candidates].sort((a, b) => a.id - b.id);
  const taken = new Set<number>();
  const chosen: number[][] = lines.map(() => []);
  const order = lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => Number(a.line.grade === null) - Number(b.line.grade === null) || a.index - b.index);
  const short: ShortLine[] = [];
  for (const { line, index } of order) {
    const matching = sorted.filter(
      (c) =>
        !taken.has(c.id) && c.productId === line.productId && (line.grade === null || c.grade === line.grade),
    );
    const picked = matching.slice(0, line.quantity).map((c) => c.id);
    for (const id of picked) taken.add(id);
    chosen[index] = picked;
    if (picked.length < line.quantity)
      short.push({ index, asked: line.quantity, available: matching.length });
  }
  short.sort((a, b) => a.index - b.index);
  return { chosen, short };
}

/** "Dell Latitude 5420 grade A: 2 asked, 1 available" (or "any grade"). */
export function shortLineMessage(
  productName: string,
  grade: string | null,
  asked: number,
  available: number,
) {
  return `${productName} ${grade === null ? "any grade" : `grade ${grade}`}: ${asked} asked, ${available} available`;
}
