import { activityKind, type FieldErrors } from "@ops/domain";
import type { Db } from "../../../db/client";
import { AppError } from "../../../platform/app-error";
import type { ServiceContext } from "../../../platform/context";
import { consigneeChangeRefusal } from "../../outbound/outbound.service";
import { findRowBySlug } from "../activities.repo";
import * as refs from "../activity-checks.repo";
import { closedDateOn, lockDockDay } from "../closed-dates.repo";

/** The values of a load after a create or an update, as the checks read them. */
export type ActivityValues = {
  type: string;
  accountId: number | null;
  programId: number | null;
  warehouseId: number;
  carrierId: number | null;
  logisticsCoordinatorId: number | null;
  vendorAccountId: number | null;
  parentSlug: string | null;
  shipmentSize: string | null;
  scheduledDate: string | null;
};
export type CheckedField = keyof ActivityValues;

/** Only operators create and change activities (SPEC §6); the path family already says so. */
export function assertOperator(ctx: ServiceContext) {
  if (ctx.actor.audience !== "operator") throw new AppError(403, "Only operator staff can change loads");
}

/** Throws one 422 with every field error (the message is the error itself when there is one). */
export function throwFieldErrors(errors: FieldErrors) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return;
  const only = entries.length === 1 ? entries[0]?.[1][0] : undefined;
  throw new AppError(422, only ?? "Some fields need attention", errors);
}

/**
 * Checks the references of a load against the database (SPEC §8: 422 on the field) for the
 * fields in `fields`, and the dock date against the warehouse's closed dates; answers the
 * warehouse's short name and the parent's id. Run it in the transaction that writes: the dock
 * day stays locked until it ends, so nobody closes it in between.
 */
export async function checkActivity(
  db: Db,
  value: ActivityValues,
  fields: ReadonlySet<CheckedField>,
  selfId?: number,
): Promise<{ warehouseShortName: string; parentId: number | null }> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const warehouse = await refs.warehouseOf(db, value.warehouseId);
  if (!warehouse) add("warehouseId", "Unknown warehouse");

  if (fields.has("accountId") && value.accountId !== null) {
    const type = await refs.accountTypeOf(db, value.accountId);
    if (type === undefined) add("accountId", "Unknown account");
    else if (value.type === "outbound") {
      // The consignee of an outbound load: a buyer / downstream vendor, or a client (redeployment).
      if (type !== "active" && type !== "dsvs")
        add("accountId", "Choose a downstream vendor or a client account");
      else if (selfId !== undefined) {
        const refusal = await consigneeChangeRefusal(db, selfId, value.accountId);
        if (refusal) add("accountId", refusal);
      }
    } else if (type !== "active") add("accountId", "Choose a client account");
  }
  if ((fields.has("programId") || fields.has("accountId")) && value.programId !== null) {
    const program = await refs.programOf(db, value.programId);
    if (!program) add("programId", "Unknown program");
    else if (program.accountId !== value.accountId)
      add("programId", "This program belongs to another account");
  }
  if (fields.has("carrierId") && value.carrierId !== null) {
    if (!(await refs.carrierExists(db, value.carrierId))) add("carrierId", "Unknown carrier");
  }
  if (fields.has("logisticsCoordinatorId") && value.logisticsCoordinatorId !== null) {
    if (!(await refs.activeOperatorExists(db, value.logisticsCoordinatorId)))
      add("logisticsCoordinatorId", "Choose an active operator as logistics coordinator");
  }
  if (fields.has("vendorAccountId") && value.vendorAccountId !== null) {
    if (!(await refs.vendorAccountExists(db, value.vendorAccountId)))
      add("vendorAccountId", "Choose a downstream vendor account");
  }

  let parentId: number | null = null;
  if (value.parentSlug !== null) {
    const parent = await findRowBySlug(db, value.parentSlug);
    parentId = parent?.id ?? null;
    if (fields.has("parentSlug") || fields.has("accountId") || fields.has("shipmentSize")) {
      if (!parent) add("parentSlug", "No load has this slug");
      else if (parent.id === selfId) add("parentSlug", "A load cannot be its own parent");
      else if (parent.shipmentSize !== "parent")
        add("parentSlug", "The parent load must have the shipment size Parent");
      else if (parent.accountId !== value.accountId)
        add("parentSlug", "The parent load belongs to another account");
      else if (value.shipmentSize === "parent")
        add("parentSlug", "A parent load cannot sit under another load");
    }
  }

  if (
    warehouse &&
    value.scheduledDate !== null &&
    (fields.has("scheduledDate") || fields.has("warehouseId"))
  ) {
    await lockDockDay(db, value.warehouseId, value.scheduledDate);
    const closed = await closedDateOn(db, value.warehouseId, value.scheduledDate);
    if (closed) {
      const why = closed.reason ? ` (${closed.reason})` : "";
      add(
        "scheduledDate",
        `The ${warehouse.shortName} dock is closed on ${dayLabel(value.scheduledDate)}${why}`,
      );
    }
  }
  throwFieldErrors(errors);
  return { warehouseShortName: warehouse?.shortName ?? "", parentId };
}

/** A dock day as people read it in a message, e.g. "Thu, Dec 3, 2026" (a calendar day, no zone). */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  if (!year || !month || !day) return date;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString("en-US", {
    timeZone: "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
  });
}

/** Loads come to or leave from a dock (their kind says so): their dock date is checked against the past. */
export const hasDock = (type: string) => activityKind(type).dock;
