import {
  AssetBody,
  type CheckInPickupsBody,
  type CheckInPickupsResult,
  type CreatePickupBody,
  type CreatePickupLabelsBody,
  finishedActivityMessage,
  type PickupLabel,
  type PickupList,
  type PickupsQuery,
  type PrintPickupLabelsBody,
  pickupCheckInRefusal,
  takesAssets,
  type UpdatePickupBody,
} from "@ops/domain";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { receiveAssets } from "../assets/use-cases/create-assets";
import * as repo from "./pickups.repo";

/** A warehouse that must exist (422 on `warehouseId`), answering its short name. */
async function warehouseOf(ctx: ServiceContext, id: number): Promise<string> {
  const name = await repo.warehouseName(ctx.db, id);
  if (!name) throw fieldError("warehouseId", `No warehouse has id ${id}`);
  return name;
}

/**
 * The account and load a label is assigned to, checked: the account must exist; the load must be
 * an inbound load at the label's warehouse, of that account, and still receiving. A load alone
 * gives its account. Answers the ids to store.
 */
async function assignmentOf(
  ctx: ServiceContext,
  warehouseId: number,
  accountId: number | null,
  activitySlug: string | null,
): Promise<{ accountId: number | null; activityId: number | null }> {
  if (accountId !== null && !(await repo.accountName(ctx.db, accountId)))
    throw fieldError("accountId", `No account has id ${accountId}`);
  if (activitySlug === null) return { accountId, activityId: null };
  const load = await repo.loadBySlug(ctx.db, activitySlug);
  if (!load) throw fieldError("activitySlug", `No activity has slug ${activitySlug}`);
  if (load.type !== "inbound") throw fieldError("activitySlug", `${load.slug} is not an inbound load`);
  if (load.warehouseId !== warehouseId)
    throw fieldError("activitySlug", `${load.slug} is a load of another warehouse`);
  if (accountId !== null && load.accountId !== accountId)
    throw fieldError("activitySlug", `${load.slug} is a load of another account`);
  if (!takesAssets(load.status))
    throw fieldError("activitySlug", finishedActivityMessage(load.slug, load.status));
  return { accountId: load.accountId, activityId: load.id };
}

/** A warehouse's labels of one day, paged, with the day's counts (SPEC §7 GET /pickups). */
export async function listPickups(ctx: ServiceContext, query: PickupsQuery): Promise<PickupList> {
  await warehouseOf(ctx, query.warehouseId);
  const [page, counts] = await Promise.all([
    repo.pageLabels(ctx.db, query),
    repo.dayCounts(ctx.db, query.warehouseId, query.loadDate),
  ]);
  return { ...page, counts };
}

/** One label (404 when there is none). */
export async function getPickup(ctx: ServiceContext, barcode: string): Promise<PickupLabel> {
  const label = await repo.labelByBarcode(ctx.db, barcode);
  if (!label) throw notFound("Pickup label");
  return label;
}

/**
 * Makes `count` labels for a warehouse and day (optionally already assigned) in one statement
 * and one transaction, and answers what prints them: the batch's day and its first and last
 * barcode. Printing reads the labels by that range, so a print job run twice prints the same
 * labels and a failed print is repeated from the day's list without making more.
 */
export async function createPickupLabels(
  ctx: ServiceContext,
  body: CreatePickupLabelsBody,
): Promise<PrintPickupLabelsBody> {
  return ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    await warehouseOf(t, body.warehouseId);
    const assigned = await assignmentOf(t, body.warehouseId, body.accountId, body.activitySlug);
    const made = await repo.insertLabels(tx, {
      warehouseId: body.warehouseId,
      loadDate: body.loadDate,
      count: body.count,
      kind: "label",
      ...assigned,
      createdBy: ctx.actor.id,
    });
    return {
      warehouseId: body.warehouseId,
      loadDate: body.loadDate,
      from: made.first,
      to: made.last,
      format: body.format,
    };
  });
}

/** Registers one label or bin (`bins/new`), with its assignment, weight and notes. */
export async function createPickup(ctx: ServiceContext, body: CreatePickupBody): Promise<PickupLabel> {
  const made = await ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    await warehouseOf(t, body.warehouseId);
    const assigned = await assignmentOf(t, body.warehouseId, body.accountId, body.activitySlug);
    return repo.insertLabels(tx, {
      warehouseId: body.warehouseId,
      loadDate: body.loadDate,
      count: 1,
      kind: body.kind,
      ...assigned,
      weight: body.weight,
      notes: body.notes,
      createdBy: ctx.actor.id,
    });
  });
  return getPickup(ctx, made.first);
}

/**
 * Changes a label's account, load, weight or notes (fields left out stay). Once checked in the
 * label is an asset's history: only its notes still change (409 otherwise).
 */
export async function updatePickup(
  ctx: ServiceContext,
  barcode: string,
  body: UpdatePickupBody,
): Promise<PickupLabel> {
  await ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    const [label] = await repo.labelStates(tx, [barcode], { forUpdate: true });
    if (!label) throw notFound("Pickup label");
    const changesMoreThanNotes =
      body.accountId !== undefined || body.activitySlug !== undefined || body.weight !== undefined;
    if (label.checkedInAt && changesMoreThanNotes)
      throw new AppError(
        409,
        `${barcode} is already checked in; its account, load and weight no longer change`,
      );
    const accountId = body.accountId !== undefined ? body.accountId : label.accountId;
    // Another account without a load named leaves the old account's load behind.
    const accountChanged = body.accountId !== undefined && body.accountId !== label.accountId;
    const slug = body.activitySlug !== undefined ? body.activitySlug : accountChanged ? null : label.loadSlug;
    const assigned = await assignmentOf(t, label.warehouseId, accountId, slug);
    await repo.updateLabel(tx, label.id, {
      ...assigned,
      weight: body.weight !== undefined ? body.weight : label.weight,
      notes: body.notes !== undefined ? body.notes : label.notes,
    });
  });
  return getPickup(ctx, barcode);
}

/** The check-in rule's facts of a label row (or of a barcode no label has). */
function refusalOf(barcode: string, label: repo.LabelState | undefined): string | null {
  return pickupCheckInRefusal({
    barcode,
    label: label
      ? {
          checkedIn: label.checkedInAt !== null,
          load:
            label.loadSlug && label.loadStatus ? { slug: label.loadSlug, status: label.loadStatus } : null,
        }
      : null,
    assetExists: label?.assetTaken ?? false,
  });
}

/**
 * Whether a pickup label can be checked in (for `GET /assets?find=can_be_checked_in`): by the
 * one pickup rule, on the label's own load (a load named that is another answers why). Null when
 * no pickup label has the barcode and a load is named: the caller answers by the assets' rule.
 */
export async function pickupEligibility(
  ctx: ServiceContext,
  barcode: string,
  activitySlug: string | undefined,
): Promise<{ barcode: string; eligible: boolean; reason: string | null } | null> {
  const [label] = await repo.labelStates(ctx.db, [barcode]);
  // Without a load named, a PU barcode no label has is an unknown pickup label (at the dock).
  if (!label)
    return activitySlug ? null : { barcode, eligible: false, reason: refusalOf(barcode, undefined) };
  let reason = refusalOf(barcode, label);
  if (!reason && activitySlug && label.loadSlug !== activitySlug.toLowerCase())
    reason = `${barcode} is a pickup label of ${label.loadSlug}, not of ${activitySlug.toLowerCase()}`;
  return { barcode, eligible: reason === null, reason };
}

/**
 * Checks scanned labels in, all in one transaction: each label that can be (pickupCheckInRefusal)
 * becomes a bin asset with the same barcode on the label's load through `receiveAssets` (its
 * weight as gross weight, its notes), and is marked checked in with that asset; the others are
 * answered with why. Labels are locked first, so a second check-in of the same label (a retry,
 * another dock) finds it checked in and creates nothing.
 */
export async function checkInPickups(
  ctx: ServiceContext,
  body: CheckInPickupsBody,
): Promise<CheckInPickupsResult> {
  const barcodes = [...new Set(body.barcodes)];
  return ctx.db.transaction(async (tx) => {
    const labels = new Map(
      (await repo.labelStates(tx, barcodes, { forUpdate: true })).map((l) => [l.barcode, l]),
    );
    const refused: CheckInPickupsResult["refused"] = [];
    const eligible: repo.LabelState[] = [];
    for (const barcode of barcodes) {
      const label = labels.get(barcode);
      const reason = refusalOf(barcode, label);
      if (reason || !label) refused.push({ barcode, reason: reason ?? "" });
      else eligible.push(label);
    }
    if (eligible.length === 0) return { checkedIn: [], refused };
    const bodies = eligible.map((l) =>
      AssetBody.parse({
        activitySlug: l.loadSlug,
        barcode: l.barcode,
        type: "bin",
        grossWeight: l.weight,
        notes: l.notes,
      }),
    );
    const inserted = await receiveAssets(
      { ...ctx, db: tx },
      bodies,
      (i, field) => `barcodes.${barcodes.indexOf(eligible[i]?.barcode ?? "")}.${field}`,
    );
    const idOf = new Map(inserted.map((r) => [r.barcode, r.id]));
    await repo.markCheckedIn(
      tx,
      eligible.map((l) => ({ id: l.id, assetId: idOf.get(l.barcode) ?? 0 })),
      ctx.actor.id,
    );
    return {
      checkedIn: eligible.map((l) => ({ barcode: l.barcode, activitySlug: l.loadSlug ?? "" })),
      refused,
    };
  });
}
