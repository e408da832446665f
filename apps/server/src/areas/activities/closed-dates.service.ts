import type { ClosedDate, ClosedDateBody, Paged } from "@ops/domain";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { findWarehouse } from "../inventory/warehouses.service";
import * as repo from "./closed-dates.repo";
import { assertOperator, dayLabel } from "./use-cases/activity-checks";

type ClosedDatesQuery = repo.ClosedDateFilter & { page: number; pageSize: number; order: "asc" | "desc" };

/** Closed dates of the warehouses' docks, paged by date (every signed-in audience reads them). */
export async function listClosedDates(
  ctx: ServiceContext,
  query: ClosedDatesQuery,
): Promise<Paged<ClosedDate>> {
  const { rows, total } = await repo.pageClosedDates(ctx.db, query);
  return { data: rows, total };
}

/**
 * Closes a warehouse's dock on a day (operators). Refused while loads are at the dock that day
 * (409: move them first); the dock day is locked so none is scheduled in between.
 */
export async function createClosedDate(ctx: ServiceContext, body: ClosedDateBody): Promise<ClosedDate> {
  assertOperator(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    const warehouse = await findWarehouse(tx, body.warehouseId);
    if (!warehouse) throw fieldError("warehouseId", "Unknown warehouse");
    await repo.lockDockDay(tx, body.warehouseId, body.date);
    if (await repo.closedDateOn(tx, body.warehouseId, body.date))
      throw fieldError("date", `${warehouse.shortName} is already closed on ${dayLabel(body.date)}`);
    const loads = await repo.countLoadsOn(tx, body.warehouseId, body.date);
    if (loads > 0) {
      const which = loads === 1 ? "1 load is" : `${loads} loads are`;
      throw new AppError(
        409,
        `${which} scheduled at ${warehouse.shortName} on ${dayLabel(body.date)}; move them first`,
      );
    }
    return repo.insertClosedDate(tx, { ...body, createdBy: ctx.actor.id });
  });
  const created = await repo.findClosedDate(ctx.db, id);
  if (!created) throw notFound("Closed date");
  return created;
}

/** Opens the dock again on a closed day; answers the removed closed date. */
export async function deleteClosedDate(ctx: ServiceContext, id: number): Promise<ClosedDate> {
  assertOperator(ctx);
  const found = await repo.findClosedDate(ctx.db, id);
  if (!found || !(await repo.deleteClosedDate(ctx.db, id))) throw notFound("Closed date");
  return found;
}
