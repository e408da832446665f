import {
  ACTIVITY_TYPES,
  groupByLocation,
  hasPermission,
  holdName,
  mayReserveFor,
  PICK_LIST_LIMIT,
  type PickList,
  type Reservation,
  type ReservationList,
  type ReservationsQuery,
  type ReservedStock,
  type ReserveStockBody,
  SHORT_PICK_REASONS,
  type ShortPickBody,
  walkingOrder,
} from "@ops/domain";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import { type EventInput, recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { consigneeRefusal } from "../outbound/outbound.service";
import * as repo from "./picking.repo";

/** The kinds of order stock is reserved for: work orders (issue 17) and outbound loads (issue 18). */
const ORDER_TYPES = new Set(["shop_order", "processing", "itad", "outbound"]);
/** Statuses of an order still taking stock: a work order open or started; an outbound load asked for or being built. */
const OPEN_STATUSES: Record<string, Set<string>> = {
  outbound: new Set(["requested", "building"]),
  default: new Set(["open", "in_progress"]),
};
const takesStock = (order: { type: string; status: string }) =>
  (OPEN_STATUSES[order.type] ?? OPEN_STATUSES.default)?.has(order.status) ?? false;

const typeLabel = (type: string) => ACTIVITY_TYPES.find((t) => t.id === type)?.label.toLowerCase() ?? type;
const holdLabel = (type: string) => holdName(type).toLowerCase();

/** Who reserves and releases stock: inventory managers for every order; outbound editors for outbound loads. */
function assertMayReserve(ctx: ServiceContext, order: { type: string }): void {
  if (mayReserveFor(ctx.actor, order.type)) return;
  throw new AppError(
    403,
    order.type === "outbound"
      ? "Reserving stock for an outbound load needs the outbound edit or inventory manage permission"
      : "Reserving stock for an order needs the inventory manage permission",
  );
}

/** The order by slug, checked as one stock can be reserved for: open, of a kind that takes stock, in a warehouse. */
async function orderFor(ctx: ServiceContext, slug: string): Promise<repo.OrderRow & { warehouseId: number }> {
  // Locked: reserving onto a requested outbound load moves its status.
  const order = await repo.activityBySlug(ctx.db, slug, true);
  if (!order) throw notFound("Activity");
  assertMayReserve(ctx, order);
  if (!ORDER_TYPES.has(order.type))
    throw new AppError(
      409,
      `${order.slug} is ${/^[aeiou]/.test(typeLabel(order.type)) ? "an" : "a"} ${typeLabel(order.type)} activity: stock is reserved for shop orders, processing and ITAD jobs and outbound loads`,
    );
  if (!takesStock(order))
    throw new AppError(
      409,
      order.type === "outbound"
        ? `${order.slug} is ${order.status.replace("_", " ")}: stock is reserved only for an outbound load requested or being built`
        : `${order.slug} is ${order.status.replace("_", " ")}: stock is reserved only for open orders`,
    );
  if (order.warehouseId === null)
    throw new AppError(409, `${order.slug} has no warehouse to pick stock from`);
  return { ...order, warehouseId: order.warehouseId };
}

/** Why an asset cannot be reserved for this order, or null when it can. */
function refusalOf(
  row: repo.CandidateRow,
  order: { slug: string; warehouseId: number },
  inventory: { id: number; shortName: string },
): string | null {
  if (row.closed) return `${row.barcode} is closed: it is not in stock`;
  if (row.activityType !== "inventory") return `${row.barcode} is not in stock`;
  if (row.activityId !== inventory.id)
    return `${row.barcode} is in stock at ${row.warehouseShortName ?? "another warehouse"}, not ${inventory.shortName}`;
  if (row.holdType) return `${row.barcode} is on ${holdLabel(row.holdType)}`;
  if (row.reservedFor)
    return row.reservedFor === order.slug
      ? `${row.barcode} is reserved for this order already`
      : `${row.barcode} is reserved for ${row.reservedFor}`;
  return null;
}

/**
 * `POST /activities/{slug}/reservations`: sets stock assets aside for an open order of their
 * warehouse, all or none. Every refused barcode is listed in one 422 (`errors.barcodes`), so a
 * list typed or scanned at once is fixed at once. Each reserved asset gets a `reserved` event.
 */
export async function reserveStock(
  ctx: ServiceContext,
  slug: string,
  body: ReserveStockBody,
): Promise<ReservedStock> {
  return ctx.db.transaction(async (tx) => {
    const order = await orderFor({ ...ctx, db: tx }, slug);
    const inventory = await repo.inventoryActivityOf(tx, order.warehouseId);
    if (!inventory) throw new AppError(409, `The warehouse of ${order.slug} has no inventory activity`);
    const assignedTo = body.assignedTo ?? null;
    if (assignedTo !== null && !(await repo.isActiveOperator(tx, assignedTo)))
      throw fieldError("assignedTo", `No active operator user has id ${assignedTo}`);
    const barcodes = [...new Set(body.barcodes)];
    const rows = await repo.reservationCandidates(tx, barcodes);
    const byBarcode = new Map(rows.map((r) => [r.barcode, r]));
    const refusals = barcodes.flatMap((barcode) => {
      const row = byBarcode.get(barcode);
      const refusal = row ? refusalOf(row, order, inventory) : `No asset has barcode ${barcode}`;
      return refusal ? [refusal] : [];
    });
    if (refusals.length > 0)
      throw new AppError(
        422,
        refusals.length === 1
          ? (refusals[0] as string)
          : `${refusals.length} of the ${barcodes.length} assets cannot be reserved`,
        { barcodes: refusals },
      );
    const ordered = barcodes.map((b) => byBarcode.get(b) as repo.CandidateRow);
    if (order.type === "outbound") {
      const refusal = await consigneeRefusal(
        tx,
        order.id,
        ordered.map((row) => row.id),
      );
      if (refusal) throw new AppError(422, refusal, { barcodes: [refusal] });
    }
    const ids = await repo.insertReservations(
      tx,
      ordered.map((row) => ({
        assetId: row.id,
        activityId: order.id,
        warehouseId: order.warehouseId,
        locationId: row.locationId,
        assignedTo,
        reservedBy: ctx.actor.id,
      })),
    );
    await recordEvents(
      tx,
      ordered.map((row) => ({
        activityId: row.activityId,
        barcode: row.barcode,
        action: "reserved",
        message: `Reserved for ${order.slug}`,
        changes: [],
        userId: ctx.actor.id,
      })),
    );
    if (order.type === "outbound" && order.status === "requested")
      await startBuilding(tx, order, ctx.actor.id);
    return { data: await repo.reservationsByIds(tx, ids) };
  });
}

/** Stock reserved onto a requested outbound load: it is being built now (a `status_changed` event). */
async function startBuilding(tx: ServiceContext["db"], order: { id: number; slug: string }, userId: number) {
  await repo.setActivityStatus(tx, order.id, "building");
  await recordEvents(tx, [
    {
      activityId: order.id,
      action: "status_changed",
      message: "Status requested → building (stock reserved)",
      changes: [{ field: "status", from: "requested", to: "building" }],
      userId,
    },
  ]);
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  return e.code === "23505" || e.cause?.code === "23505";
};

/** A stock asset another area chose and locked (`for update`, in id order) for an outbound load. */
export type ChosenAsset = {
  id: number;
  barcode: string;
  activityId: number | null;
  locationId: number | null;
};

/**
 * Reserves assets the caller already chose, locked and checked onto an outbound load, in the
 * caller's transaction (redeployment orders): one reservation each, a `reserved` event with
 * `message` on each asset, and a requested load moves to building. An asset reserved meanwhile
 * (the one-open-reservation index) answers 409 naming its holder, and the caller's transaction
 * rolls back whole.
 */
export async function reserveOntoLoad(
  tx: ServiceContext["db"],
  load: { id: number; slug: string; status: string; warehouseId: number },
  chosen: ChosenAsset[],
  message: string,
  actorId: number,
): Promise<number[]> {
  let ids: number[];
  try {
    ids = await repo.insertReservations(
      tx,
      chosen.map((a) => ({
        assetId: a.id,
        activityId: load.id,
        warehouseId: load.warehouseId,
        locationId: a.locationId,
        assignedTo: null,
        reservedBy: actorId,
      })),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError(409, "Some of these devices were reserved meanwhile; nothing was reserved");
  }
  await recordEvents(
    tx,
    chosen.map((a) => ({
      activityId: a.activityId,
      barcode: a.barcode,
      action: "reserved",
      message,
      changes: [],
      userId: actorId,
    })),
  );
  if (load.status === "requested") await startBuilding(tx, load, actorId);
  return ids;
}

/**
 * Assigns the open reservations of an order (or outbound load) to a picker, in the caller's
 * transaction; 422 on `assignedTo` when the user is no active operator. Answers how many.
 */
export async function assignOpenReservations(
  tx: ServiceContext["db"],
  activityId: number,
  assignedTo: number,
): Promise<number> {
  if (!(await repo.isActiveOperator(tx, assignedTo)))
    throw fieldError("assignedTo", `No active operator user has id ${assignedTo}`);
  return repo.assignOpenReservations(tx, activityId, assignedTo);
}

/** `GET /activities/{slug}/reservations`: the order's reservations with counts by status. */
export async function listReservations(
  ctx: ServiceContext,
  slug: string,
  query: ReservationsQuery,
): Promise<ReservationList> {
  const order = await repo.activityBySlug(ctx.db, slug);
  if (!order) throw notFound("Activity");
  const page = await repo.pageReservationsOfActivity(ctx.db, order.id, query);
  return {
    data: page.data,
    total: page.total,
    counts: {
      reserved: page.counts.reserved ?? 0,
      picked: page.counts.picked ?? 0,
      short: page.counts.short ?? 0,
      released: page.counts.released ?? 0,
    },
  };
}

/** `DELETE /activities/{slug}/reservations/{barcode}`: the asset leaves the pick list and stays in stock. */
export async function releaseReservation(
  ctx: ServiceContext,
  slug: string,
  barcode: string,
): Promise<Reservation> {
  return ctx.db.transaction(async (tx) => {
    const order = await repo.activityBySlug(tx, slug);
    if (!order) throw notFound("Activity");
    assertMayReserve(ctx, order);
    const id = await repo.openReservationFor(tx, order.id, barcode);
    if (id === null) throw new AppError(404, `${barcode} has no open reservation for ${order.slug}`);
    await repo.closeReservation(tx, id, { status: "released", by: ctx.actor.id });
    const [released] = await repo.reservationsByIds(tx, [id]);
    const [asset] = await repo.assetTree(tx, (released as Reservation).assetId);
    await recordEvents(tx, [
      {
        activityId: asset?.activityId ?? null,
        barcode,
        action: "reservation_released",
        message: `Released from ${order.slug}`,
        changes: [],
        userId: ctx.actor.id,
      },
    ]);
    return released as Reservation;
  });
}

/** Whose list `id` names (`me` or a user id), and the warehouse they pick in. */
async function pickerScope(ctx: ServiceContext, id: number | "me"): Promise<repo.PickerScope> {
  if (id === "me" || id === ctx.actor.id) return { userId: ctx.actor.id, warehouseId: ctx.actor.warehouseId };
  if (!hasPermission(ctx.actor, "inventory.manage"))
    throw new AppError(403, "Only inventory managers see another user's pick list");
  const warehouseId = await repo.warehouseOfUser(ctx.db, id);
  if (warehouseId === undefined) throw new AppError(404, `No operator user has id ${id}`);
  return { userId: id, warehouseId };
}

/**
 * `GET /users/{id}/picking_assets`: the reservations to pick — assigned to the user (any warehouse), or to nobody
 * in the user's warehouse (a user without a warehouse picks only what is assigned to them) —
 * grouped by location in walking order (picking.rules.ts), the first PICK_LIST_LIMIT of them.
 */
export async function getPickList(ctx: ServiceContext, id: number | "me"): Promise<PickList> {
  const scope = await pickerScope(ctx, id);
  const entries = await repo.pickListEntries(ctx.db, scope);
  const paths = await repo.locationPaths(
    ctx.db,
    entries.flatMap((e) => (e.locationId === null ? [] : [e.locationId])),
  );
  const ordered = walkingOrder(
    entries.map((e) => ({
      ...e,
      locationPath: e.locationId === null ? null : (paths.get(e.locationId) ?? null),
    })),
  ).slice(0, PICK_LIST_LIMIT);
  const answers = await repo.reservationsByIds(
    ctx.db,
    ordered.map((e) => e.id),
  );
  const stops = answers.map((r) => ({ ...r, locationPath: r.location?.path ?? null }));
  const progress = await repo.pickListProgress(ctx.db, scope);
  return {
    groups: groupByLocation(stops).map((g) => ({
      location: g.stops[0]?.location ?? null,
      reservations: g.stops.map(({ locationPath: _path, ...r }) => r),
    })),
    total: entries.length,
    progress: { toPick: progress.reserved ?? 0, picked: progress.picked ?? 0, short: progress.short ?? 0 },
  };
}

/**
 * `POST /picks`: the scanned asset's open reservation on the picker's list is picked. The asset
 * (and everything inside it) leaves its location and stock for the order, one `picked` event
 * each. An unknown barcode answers 404, an asset not on the list 409, a held one 409.
 */
export async function pickAsset(ctx: ServiceContext, barcode: string): Promise<Reservation> {
  return ctx.db.transaction(async (tx) => {
    const scope = { userId: ctx.actor.id, warehouseId: ctx.actor.warehouseId };
    const [asset] = await repo.reservationCandidates(tx, [barcode]);
    if (!asset) throw new AppError(404, `No asset has barcode ${barcode}`);
    const reservation = await repo.openReservationOnList(tx, scope, asset.id);
    if (!reservation) throw new AppError(409, `${barcode} is not on your pick list`);
    if (asset.closed || asset.activityType !== "inventory")
      throw new AppError(409, `${barcode} is not in stock any more: report it short`);
    if (asset.holdType)
      throw new AppError(
        409,
        `${barcode} is on ${holdLabel(asset.holdType)}: it cannot leave stock; report it short with the reason On hold`,
      );
    const tree = await repo.assetTree(tx, asset.id);
    await repo.moveToActivity(
      tx,
      tree.map((a) => a.id),
      reservation.activityId,
    );
    await repo.closeReservation(tx, reservation.id, { status: "picked", by: ctx.actor.id });
    const slugs = await repo.slugsOf(tx, [
      reservation.activityId,
      ...tree.flatMap((a) => a.activityId ?? []),
    ]);
    const events: EventInput[] = tree.map((a) => ({
      activityId: reservation.activityId,
      barcode: a.barcode,
      action: "picked",
      message:
        a.id === asset.id ? `Picked for ${slugs.get(reservation.activityId)}` : `Picked inside ${barcode}`,
      changes: [
        { field: "location", from: a.locationBarcode, to: null },
        ...(a.activityId === reservation.activityId
          ? []
          : [
              {
                field: "activity",
                from: a.activityId === null ? null : (slugs.get(a.activityId) ?? null),
                to: slugs.get(reservation.activityId) ?? null,
              },
            ]),
      ],
      userId: ctx.actor.id,
    }));
    await recordEvents(tx, events);
    const [answer] = await repo.reservationsByIds(tx, [reservation.id]);
    return answer as Reservation;
  });
}

/**
 * `POST /reservations/{id}/short`: a reserved asset of the picker's list could not be picked.
 * The reservation closes as short with the reason; the asset stays where the system had it, and
 * its event `short_picked` carries the reason (for whoever looks for it or counts the location).
 */
export async function shortPick(ctx: ServiceContext, id: number, body: ShortPickBody): Promise<Reservation> {
  return ctx.db.transaction(async (tx) => {
    const scope = { userId: ctx.actor.id, warehouseId: ctx.actor.warehouseId };
    const reservation = await repo.reservationForUpdate(tx, id, scope);
    if (!reservation) throw new AppError(404, `No reservation has id ${id}`);
    if (reservation.status !== "reserved")
      throw new AppError(
        409,
        `${reservation.barcode} is ${reservation.status} already: only a reservation to pick can be short`,
      );
    if (!reservation.onList) throw new AppError(409, `${reservation.barcode} is not on your pick list`);
    const note = body.note || null;
    await repo.closeReservation(tx, id, {
      status: "short",
      shortReason: body.reason,
      note,
      by: ctx.actor.id,
    });
    const label = SHORT_PICK_REASONS.find((r) => r.id === body.reason)?.label ?? body.reason;
    await recordEvents(tx, [
      {
        activityId: reservation.assetActivityId,
        barcode: reservation.barcode,
        action: "short_picked",
        message: note ? `${label}: ${note}` : label,
        reasonCode: body.reason,
        changes: [],
        userId: ctx.actor.id,
      },
    ]);
    const [answer] = await repo.reservationsByIds(tx, [id]);
    return answer as Reservation;
  });
}

/**
 * What other areas reserve and move with (the outbound load builder and cross-dock, listings,
 * redeployments): reservations as answers, location paths for the walking order, and who holds
 * an asset's open reservation.
 */
export {
  assetTree,
  insertReservations,
  inventoryActivityOf,
  locationPaths,
  moveToActivity,
  reservationHolder,
  reservationsByIds,
} from "./picking.repo";
