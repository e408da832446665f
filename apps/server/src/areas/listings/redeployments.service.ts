import {
  LOAD_CANCELED_WITH_ORDER,
  type RedeploymentListingList,
  type RedeploymentListingsQuery,
  type RedeploymentOrder,
  type RedeploymentOrderBody,
  type RedeploymentOrderList,
  type RedeploymentOrdersQuery,
  type RedeploymentOrderUpdate,
  redeploymentEditRefusal,
  redeploymentMoveRefusal,
} from "@ops/domain";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { assertAccountVisible, visibleAccountIds } from "../accounts/account-scope";
import * as activities from "../activities/activities.service";
import * as picking from "../inventory/picking.service";
import { applyOutboundMove } from "../outbound/outbound-moves";
import { availableOf } from "./redeployment-stock";
import * as repo from "./redeployments.repo";
import { submitRedeployment } from "./use-cases/submit-redeployment";

/**
 * `GET /redeployment_orders/listings`: the account(s)' available redeployment devices counted
 * by account, warehouse, product and grade (clients: their accounts; another account → 404).
 */
export async function listListings(
  ctx: ServiceContext,
  query: RedeploymentListingsQuery,
): Promise<RedeploymentListingList> {
  if (query.accountId !== undefined) await assertAccountVisible(ctx, query.accountId);
  const devices = await repo.redeploymentStock(ctx.db, {
    accountIds: await visibleAccountIds(ctx),
    accountId: query.accountId,
    warehouseId: query.warehouseId,
    search: query.search,
  });
  const groups = new Map<string, RedeploymentListingList["data"][number]>();
  for (const d of await availableOf(ctx.db, devices)) {
    const key = `${d.accountId}:${d.warehouseId}:${d.productId}:${d.grade}`;
    const group = groups.get(key);
    if (group) group.available += 1;
    else
      groups.set(key, {
        accountId: d.accountId,
        accountName: d.accountName,
        warehouseId: d.warehouseId,
        warehouseShortName: d.warehouseShortName,
        productId: d.productId,
        productName: d.productName,
        grade: d.grade,
        available: 1,
      });
  }
  const sorted = [...groups.values()].sort(
    (a, b) =>
      a.accountName.localeCompare(b.accountName) ||
      a.productName.localeCompare(b.productName) ||
      a.grade.localeCompare(b.grade) ||
      a.warehouseShortName.localeCompare(b.warehouseShortName),
  );
  if (query.order === "desc") sorted.reverse();
  const start = (query.page - 1) * query.pageSize;
  return { data: sorted.slice(start, start + query.pageSize), total: sorted.length };
}

/** `GET /redeployment_orders`: newest first (clients: their accounts'; another account → 404). */
export async function listOrders(
  ctx: ServiceContext,
  query: RedeploymentOrdersQuery,
): Promise<RedeploymentOrderList> {
  if (query.accountId !== undefined) await assertAccountVisible(ctx, query.accountId);
  return repo.pageOrders(ctx.db, await visibleAccountIds(ctx), query);
}

/** The order if the actor may see it (its account in scope), else 404. */
async function orderInScope(ctx: ServiceContext, id: number, lock = false): Promise<repo.OrderRow> {
  const row = await repo.orderRow(ctx.db, id, lock);
  if (!row) throw notFound("Redeployment order");
  const ids = await visibleAccountIds(ctx);
  if (ids !== "all" && !ids.includes(row.accountId)) throw notFound("Redeployment order");
  return row;
}

/** `GET /redeployment_orders/{id}`. */
export async function getOrder(ctx: ServiceContext, id: number): Promise<RedeploymentOrder> {
  await orderInScope(ctx, id);
  return answer(ctx, id);
}

async function answer(ctx: ServiceContext, id: number): Promise<RedeploymentOrder> {
  const order = await repo.orderById(ctx.db, id);
  if (!order) throw notFound("Redeployment order");
  const row = await repo.orderRow(ctx.db, id);
  const lines = await repo.linesOf(ctx.db, id);
  const devices = row?.outboundActivityId ? await repo.devicesOfLoad(ctx.db, row.outboundActivityId) : [];
  return { ...order, lines, devices };
}

/** Every line's product exists (422 on `lines.<i>.productId` otherwise). */
async function checkLines(ctx: ServiceContext, lines: RedeploymentOrderBody["lines"]): Promise<void> {
  const names = await repo.productNames(
    ctx.db,
    lines.map((l) => l.productId),
  );
  const errors = Object.fromEntries(
    lines.flatMap((l, i) => (names.has(l.productId) ? [] : [[`lines.${i}.productId`, ["Unknown product"]]])),
  );
  if (Object.keys(errors).length > 0) throw new AppError(422, "Unknown product", errors);
}

/** `POST /redeployment_orders`: a draft (clients: for their accounts; another account → 404). */
export async function createOrder(
  ctx: ServiceContext,
  body: RedeploymentOrderBody,
): Promise<RedeploymentOrder> {
  const id = await ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    await assertAccountVisible(t, body.accountId);
    if (!(await repo.warehouseExists(tx, body.warehouseId)))
      throw fieldError("warehouseId", `No warehouse has id ${body.warehouseId}`);
    await checkLines(t, body.lines);
    const { lines, ...values } = body;
    const orderId = await repo.insertOrder(tx, values, ctx.actor.id);
    await repo.replaceLines(tx, orderId, lines);
    return orderId;
  });
  return answer(ctx, id);
}

const DETAILS = [
  "recipientName",
  "recipientEmail",
  "recipientPhone",
  "address",
  "neededBy",
  "notes",
] as const;

/**
 * `PUT /redeployment_orders/{id}`: the fields sent change (lines only in a draft), then the
 * status moves (submitted reserves, picking releases to the pickers, canceled releases what
 * it holds), all in one transaction. 409 with the reason for a move or edit not allowed now.
 */
export async function updateOrder(
  ctx: ServiceContext,
  id: number,
  body: RedeploymentOrderUpdate,
): Promise<RedeploymentOrder> {
  await ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    const seen = await orderInScope(t, id);
    // The load first, then the order: the load's own moves lock in that order too.
    const load = seen.outboundSlug ? await activities.lockBySlug(tx, seen.outboundSlug) : undefined;
    const order = await orderInScope(t, id, true);
    const audience = ctx.actor.audience;
    const details = Object.fromEntries(DETAILS.flatMap((k) => (body[k] === undefined ? [] : [[k, body[k]]])));
    if (Object.keys(details).length > 0 || body.lines) {
      const refusal = redeploymentEditRefusal(order.status, audience, body.lines !== undefined);
      if (refusal) throw new AppError(409, refusal);
      await repo.updateOrder(tx, id, details);
      if (body.lines) {
        await checkLines(t, body.lines);
        await repo.replaceLines(tx, id, body.lines);
      }
    }
    if (body.status === undefined) return;
    const refusal = redeploymentMoveRefusal(order.status, body.status, audience);
    if (refusal) throw new AppError(409, refusal);
    if (body.status === "submitted") {
      const recipient = (await repo.orderById(tx, id))?.recipientName ?? "";
      await submitRedeployment(t, order, recipient);
    } else if (body.status === "picking") {
      await repo.updateOrder(tx, id, { status: "picking" });
      if (load) {
        if (body.assignedTo) await picking.assignOpenReservations(tx, load.id, body.assignedTo);
        await recordEvents(tx, [
          {
            activityId: load.id,
            action: "redeployment_order_moved",
            message: `Redeployment order #${id} released to picking`,
            changes: [{ field: "redeploymentOrderStatus", from: order.status, to: "picking" }],
            userId: ctx.actor.id,
          },
        ]);
      }
    } else {
      await cancel(t, order, load, body.cancelReason ?? "");
    }
  });
  return answer(ctx, id);
}

type LoadRow = NonNullable<Awaited<ReturnType<typeof activities.lockBySlug>>>;

/**
 * Cancels the order; a load still requested or being built is canceled with it (its
 * reservations are released by the load's cancel). A load picked or further is canceled on
 * its own (its picked devices go back to stock) and the order follows it.
 */
async function cancel(ctx: ServiceContext, order: repo.OrderRow, load: LoadRow | undefined, reason: string) {
  const tx = ctx.db;
  if (
    load &&
    load.status !== "canceled" &&
    !(LOAD_CANCELED_WITH_ORDER as readonly string[]).includes(load.status)
  )
    throw new AppError(
      409,
      `Its outbound load ${load.slug} is ${load.status} already: cancel the load (its devices go back to stock) and the order follows`,
    );
  await repo.updateOrder(tx, order.id, {
    status: "canceled",
    canceledAt: repo.NOW,
    canceledBy: ctx.actor.id,
    cancelReason: reason,
  });
  if (!load || load.status === "canceled") return;
  await activities.setStatus(tx, [load.id], "canceled");
  await recordEvents(tx, [
    {
      activityId: load.id,
      action: "status_changed",
      message: `Status ${load.status} → canceled: redeployment order #${order.id} was canceled (${reason})`,
      changes: [{ field: "status", from: load.status, to: "canceled" }],
      userId: ctx.actor.id,
    },
  ]);
  await applyOutboundMove(
    ctx,
    {
      id: load.id,
      slug: load.slug,
      accountId: load.accountId,
      warehouseId: load.warehouseId as number,
      scheduledDate: load.scheduledDate,
    },
    load.status,
    "canceled",
  );
}
