import type {
  CycleCountSummary,
  Location,
  LocationBody,
  LocationDetail,
  LocationFindQuery,
  LocationList,
  LocationsQuery,
} from "@ops/domain";
import { figuresOf, locationAccountRefusal } from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { countAssetsAt } from "../assets/asset-scope";
import * as repo from "./locations.repo";
import { accountExists } from "./putaway.repo";
import { warehouseExists } from "./warehouses.repo";

/** Pick lists of one type are short; the cap keeps a misconfigured warehouse from flooding a screen. */
const PICK_LIST_LIMIT = 1000;

/** Only operator staff change locations (SPEC §6); the routes already limit who calls. */
export function assertOperator(ctx: ServiceContext, what = "locations") {
  if (ctx.actor.audience !== "operator") throw new AppError(403, `Only operator staff can change ${what}`);
}

export async function listLocations(ctx: ServiceContext, query: LocationsQuery): Promise<LocationList> {
  const { rows, total } = await repo.pageLocations(ctx.db, query);
  return { data: rows, total };
}

export function listWorkstations(ctx: ServiceContext, warehouseId: number): Promise<Location[]> {
  return repo.activeOfType(ctx.db, warehouseId, "workstation", PICK_LIST_LIMIT);
}

export function listCustomerQuarantine(ctx: ServiceContext, warehouseId: number): Promise<Location[]> {
  return repo.activeOfType(ctx.db, warehouseId, "customer_quarantine", PICK_LIST_LIMIT);
}

export async function getLocation(ctx: ServiceContext, id: number): Promise<LocationDetail> {
  const location = await repo.findLocation(ctx.db, id);
  if (!location) throw notFound("Location");
  return { ...location, ancestors: await repo.ancestorsOf(ctx.db, id) };
}

export async function listChildren(ctx: ServiceContext, id: number): Promise<Location[]> {
  if (!(await repo.findLocation(ctx.db, id))) throw notFound("Location");
  return repo.childrenOf(ctx.db, id);
}

/**
 * Finds a location by barcode (upper-cased by the query schema). A barcode is unique per
 * warehouse only, so without a warehouse the signed-in user's own warehouse breaks a tie.
 */
export async function findLocationByBarcode(
  ctx: ServiceContext,
  query: LocationFindQuery,
): Promise<Location> {
  const found = await repo.findByBarcode(ctx.db, query.barcode, query.warehouse_id);
  if (found.length === 0) throw notFound("Location");
  if (found.length === 1 && found[0]) return found[0];
  const own = found.find((l) => l.warehouseId === ctx.actor.warehouseId);
  if (own) return own;
  throw new AppError(
    409,
    `Barcode ${query.barcode} is used in ${found.map((l) => l.warehouseShortName).join(" and ")}; choose a warehouse`,
  );
}

async function checkLocationBody(db: Db, body: LocationBody, id?: number) {
  if (!(await warehouseExists(db, body.warehouseId))) throw fieldError("warehouseId", "Unknown warehouse");
  const accountRefusal = locationAccountRefusal(body.type, body.accountId);
  if (accountRefusal) throw fieldError("accountId", accountRefusal);
  if (body.accountId !== null && !(await accountExists(db, body.accountId)))
    throw fieldError("accountId", `No account has id ${body.accountId}`);
  if (await repo.barcodeTaken(db, body.warehouseId, body.barcode, id))
    throw fieldError("barcode", `Barcode ${body.barcode} is already used in this warehouse`);
  if (body.parentId === null) return;
  const parentRow = await repo.findLocation(db, body.parentId);
  if (!parentRow) throw fieldError("parentId", "Unknown parent location");
  if (parentRow.warehouseId !== body.warehouseId)
    throw fieldError("parentId", "The parent location must be in the same warehouse");
  if (
    id !== undefined &&
    (body.parentId === id || (await repo.ancestorsOf(db, body.parentId)).some((a) => a.id === id))
  ) {
    throw fieldError("parentId", "A location cannot sit under itself or one of its own children");
  }
}

/** Creates a location; the barcode arrives upper-cased from the body schema. */
export async function createLocation(ctx: ServiceContext, body: LocationBody): Promise<LocationDetail> {
  assertOperator(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    await checkLocationBody(tx, body);
    return repo.insertLocation(tx, body);
  });
  return getLocation(ctx, id);
}

/** Updates a location; it never moves to another warehouse (its subtree would split). */
export async function updateLocation(
  ctx: ServiceContext,
  id: number,
  body: LocationBody,
): Promise<LocationDetail> {
  assertOperator(ctx);
  await ctx.db.transaction(async (tx) => {
    // The tree before the row: locking the row first deadlocks two locations moved into each
    // other (each update's foreign key waits for the other's row lock).
    if (body.parentId !== null) await repo.lockWarehouseTree(tx, body.warehouseId);
    const existing = await repo.lockLocation(tx, id);
    if (!existing) throw notFound("Location");
    if (existing.warehouseId !== body.warehouseId)
      throw fieldError("warehouseId", "A location cannot move to another warehouse");
    await checkLocationBody(tx, body, id);
    await repo.updateLocation(tx, id, body);
  });
  return getLocation(ctx, id);
}

/** Why a location cannot be removed, or null. */
function refusalOf(usage: Awaited<ReturnType<typeof repo.usageOf>>, assets: number): string | null {
  if (assets > 0)
    return `This location contains ${assets} asset${assets === 1 ? "" : "s"}; move them to another location first`;
  if (usage.children > 0)
    return `This location contains ${usage.children} other location${usage.children === 1 ? "" : "s"}; move or remove them first`;
  if (usage.cycleCounts > 0)
    return "This location has cycle count history; mark it inactive instead of removing it";
  return null;
}

/** Removes an empty location; one that holds anything is refused with 409. */
export async function deleteLocation(ctx: ServiceContext, id: number): Promise<void> {
  assertOperator(ctx);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.lockLocation(tx, id))) throw notFound("Location");
    const refusal = refusalOf(await repo.usageOf(tx, id), await countAssetsAt(tx, id));
    if (refusal) throw new AppError(409, refusal);
    await repo.deleteLocation(tx, id);
  });
}

/**
 * The latest closed cycle count of a location, its accuracy, and the open count covering the
 * location if there is one. A location never counted answers zeros and a null date rather than
 * 404, so the screen shows "not counted yet".
 */
export async function getCycleCountSummary(ctx: ServiceContext, id: number): Promise<CycleCountSummary> {
  if (!(await repo.findLocation(ctx.db, id))) throw notFound("Location");
  const latest = await repo.latestCycleCount(ctx.db, id);
  const openCountId = await repo.openCycleCountOf(ctx.db, id);
  if (!latest)
    return {
      locationId: id,
      counted: 0,
      expected: 0,
      variance: 0,
      lastCountedAt: null,
      lastCountedBy: null,
      countCount: 0,
      accuracy: null,
      openCountId,
    };
  const moved = Math.max(0, latest.counted - latest.found - latest.unexpected);
  return {
    locationId: id,
    counted: latest.counted,
    expected: latest.expected,
    variance: latest.counted - latest.expected,
    lastCountedAt: latest.countedAt.toISOString(),
    lastCountedBy: latest.countedBy,
    countCount: latest.total,
    // Counts closed before the inventory issue have no items: only their two quantities.
    accuracy:
      latest.hasItems || latest.counted + latest.expected === 0
        ? figuresOf({ found: latest.found, moved, missing: latest.missing, unexpected: latest.unexpected })
            .accuracy
        : null,
    openCountId,
  };
}
