import { createHash } from "node:crypto";
import {
  type CreateSupportRequestBody,
  deleteAssetSubject,
  type ExecuteSupportRequestBody,
  executionStep,
  type Paged,
  refusalIsNew,
  type SupportRequest,
  type SupportRequestDetail,
  type SupportRequestsQuery,
  supportRequestEditable,
  type UpdateSupportRequestBody,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import { type Change, changesBetween, recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { notifyUsers } from "../../platform/notify/user-notices";
import { assertAccountVisible, visibleAccountIds } from "../accounts/account-scope";
import { findAsset } from "../assets/asset-scope";
import { deleteAsset } from "../assets/assets.service";
import * as repo from "./support.repo";

/** The screen a notice opens: the same path in the operator and the client app. */
const linkOf = (id: number) => `/support-requests/${id}`;

/** Clients reach their accounts' requests, operators every account's, vendors none. */
async function scopeOf(ctx: ServiceContext): Promise<repo.AccountScope> {
  if (ctx.actor.audience === "vendor") throw new AppError(403, "Vendors do not file support requests");
  return visibleAccountIds(ctx);
}

const inScope = (scope: repo.AccountScope, accountId: number) => scope === "all" || scope.includes(accountId);

/** The stored request if the actor may see it (404 otherwise, never its data); locked when asked. */
async function visibleRow(
  ctx: ServiceContext,
  id: number,
  forUpdate = false,
): Promise<repo.SupportRequestRow> {
  const scope = await scopeOf(ctx);
  const row = await repo.findRow(ctx.db, id, forUpdate);
  if (!row || !inScope(scope, row.accountId)) throw notFound("Support request");
  return row;
}

export async function listRequests(
  ctx: ServiceContext,
  query: SupportRequestsQuery,
): Promise<Paged<SupportRequest>> {
  return repo.pageRequests(ctx.db, query, await scopeOf(ctx));
}

/** One request with its history; another client's answers 404. */
export async function getRequest(ctx: ServiceContext, id: number): Promise<SupportRequestDetail> {
  await visibleRow(ctx, id);
  const [request, events] = await Promise.all([repo.requestById(ctx.db, id), repo.eventsOf(ctx.db, id)]);
  if (!request) throw notFound("Support request");
  return { ...request, events };
}

/**
 * The asset a delete_asset request names: one of the request's account's assets (received on
 * one of its loads). Anything else is the field's 422, whoever asks: a client learns nothing of
 * another account's barcodes.
 */
async function assetOfAccount(
  ctx: ServiceContext,
  accountId: number,
  barcode: string,
): Promise<{ id: number }> {
  const refusal = () => fieldError("assetBarcode", `No asset ${barcode} on this account's loads`);
  try {
    const asset = await findAsset(ctx, barcode);
    if (asset.accountId !== accountId) throw refusal();
    return asset;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw refusal();
    throw error;
  }
}

/**
 * Files a request on one of the actor's accounts (operators: any account). Operators who can
 * execute requests are told in the app, in the same transaction.
 */
export async function createRequest(
  ctx: ServiceContext,
  body: CreateSupportRequestBody,
  publicUrl: string,
): Promise<SupportRequestDetail> {
  await scopeOf(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await assertAccountVisible(txCtx, body.accountId);
    const barcode = body.type === "delete_asset" ? (body.assetBarcode ?? null) : null;
    const asset = barcode ? await assetOfAccount(txCtx, body.accountId, barcode) : null;
    const subject = body.subject || (barcode ? deleteAssetSubject(barcode) : "");
    const newId = await repo.insertRow(tx, {
      accountId: body.accountId,
      type: body.type,
      subject,
      description: body.description,
      assetId: asset?.id ?? null,
      assetBarcode: barcode,
      createdBy: ctx.actor.id,
    });
    await recordEvents(tx, [
      {
        activityId: null,
        supportRequestId: newId,
        barcode,
        action: "filed",
        message: `Support request #${newId} filed: ${subject}`,
        userId: ctx.actor.id,
      },
    ]);
    await tellExecutors(tx, publicUrl, newId, subject, ctx.actor.id);
    return newId;
  });
  return getRequest(ctx, id);
}

/** The operators who can execute requests learn of a new one in the app (not by mail). */
async function tellExecutors(db: Db, publicUrl: string, id: number, subject: string, actorId: number) {
  const executors = (await repo.executorIds(db)).filter((userId) => userId !== actorId);
  await notifyUsers(
    db,
    publicUrl,
    executors.map((userId) => ({
      userId,
      kind: "support_request_filed" as const,
      title: `Support request #${id} filed`,
      body: subject,
      link: linkOf(id),
      dedupeKey: `support_request:${id}:filed`,
    })),
  );
}

const refusedChange = () =>
  new AppError(409, "This request has been acted on; it can no longer be changed or withdrawn");

/** Changes an open request's subject, description or asset; the account and type stay. */
export async function updateRequest(
  ctx: ServiceContext,
  id: number,
  body: UpdateSupportRequestBody,
): Promise<SupportRequestDetail> {
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const row = await visibleRow(txCtx, id, true);
    if (!supportRequestEditable(row.status as SupportRequest["status"])) throw refusedChange();
    const next: Partial<repo.SupportRequestInsert> = {};
    if (body.subject !== undefined) next.subject = body.subject;
    if (body.description !== undefined) next.description = body.description;
    if (body.assetBarcode !== undefined) {
      if (row.type !== "delete_asset")
        throw fieldError("assetBarcode", "Only a delete asset request names an asset");
      if (body.assetBarcode !== row.assetBarcode) {
        next.assetId = (await assetOfAccount(txCtx, row.accountId, body.assetBarcode)).id;
        next.assetBarcode = body.assetBarcode;
      }
    }
    const before = { subject: row.subject, description: row.description, assetBarcode: row.assetBarcode };
    const after = Object.fromEntries(
      Object.entries({
        subject: next.subject,
        description: next.description,
        assetBarcode: next.assetBarcode,
      }).filter(([, value]) => value !== undefined),
    );
    const changed: Change[] = changesBetween(before, after);
    if (changed.length === 0) return;
    await repo.updateRow(tx, id, next);
    await recordEvents(tx, [
      {
        activityId: null,
        supportRequestId: id,
        barcode: next.assetBarcode ?? row.assetBarcode,
        action: "updated",
        message: `Support request #${id} updated`,
        changes: changed,
        userId: ctx.actor.id,
      },
    ]);
  });
  return getRequest(ctx, id);
}

/** Withdraws an open request; its events stay (the `removed` one last). */
export async function removeRequest(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await visibleRow({ ...ctx, db: tx }, id, true);
    if (!supportRequestEditable(row.status as SupportRequest["status"])) throw refusedChange();
    await recordEvents(tx, [
      {
        activityId: null,
        supportRequestId: id,
        barcode: row.assetBarcode,
        action: "removed",
        message: `Support request #${id} withdrawn: ${row.subject}`,
        userId: ctx.actor.id,
      },
    ]);
    await repo.deleteRow(tx, id);
  });
}

/** What executing a delete_asset request did: the asset removed, or why not. */
async function removeNamedAsset(
  ctx: ServiceContext,
  row: repo.SupportRequestRow,
): Promise<{ removed: true } | { removed: false; reason: string }> {
  const barcode = row.assetBarcode ?? "";
  const gone = { removed: false as const, reason: `Asset ${barcode} no longer exists` };
  if (row.assetId === null) return gone;
  try {
    const asset = await findAsset(ctx, row.assetId);
    if (asset.accountId !== row.accountId)
      return { removed: false, reason: `Asset ${barcode} no longer belongs to this account` };
    await deleteAsset(ctx, row.assetId, {
      supportRequestId: row.id,
      message: `Asset ${barcode} deleted by support request #${row.id}`,
    });
    return { removed: true };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.status === 404) return gone;
    if (error.status === 409) return { removed: false, reason: error.message };
    throw error;
  }
}

const shortHash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 12);

/**
 * Executes a request (operators with support.execute). A general request is done with the
 * outcome note (required); a delete_asset request removes its asset when nothing depends on it,
 * otherwise it is refused with the reason and nothing is removed. An executed request executed
 * again, or a refused one refused again for the same reason, answers as it is and writes
 * nothing. The requester is told the outcome in the app and by mail.
 */
export async function executeRequest(
  ctx: ServiceContext,
  id: number,
  body: ExecuteSupportRequestBody,
  publicUrl: string,
): Promise<SupportRequestDetail> {
  if (ctx.actor.audience !== "operator")
    throw new AppError(403, "Only operator staff execute support requests");
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const row = await visibleRow(txCtx, id, true);
    if (executionStep(row.status as SupportRequest["status"]) === "repeat") return;
    let status: "executed" | "refused";
    let outcome: string;
    if (row.type === "general") {
      if (!body.outcome) throw fieldError("outcome", "Say what was done: the requester reads it");
      status = "executed";
      outcome = body.outcome;
    } else {
      const result = await removeNamedAsset(txCtx, row);
      status = result.removed ? "executed" : "refused";
      outcome = result.removed ? (body.outcome ?? `Asset ${row.assetBarcode} removed`) : result.reason;
      if (
        !result.removed &&
        !refusalIsNew({ status: row.status as "refused", outcome: row.outcome }, outcome)
      )
        return;
    }
    await repo.updateRow(tx, id, { status, outcome, executedBy: ctx.actor.id, executedAt: new Date() });
    await recordEvents(tx, [
      {
        activityId: null,
        supportRequestId: id,
        barcode: row.assetBarcode,
        action: status,
        message: status === "executed" ? `Executed: ${outcome}` : `Refused: ${outcome}`,
        changes: [
          { field: "status", from: row.status, to: status },
          { field: "outcome", from: row.outcome, to: outcome },
        ],
        userId: ctx.actor.id,
      },
    ]);
    if (row.createdBy !== null) {
      await notifyUsers(tx, publicUrl, [
        {
          userId: row.createdBy,
          kind: "support_request_outcome",
          title: `Support request #${id} ${status === "executed" ? "executed" : "refused"}: ${row.subject}`,
          body: outcome,
          link: linkOf(id),
          dedupeKey:
            status === "executed"
              ? `support_request:${id}:executed`
              : `support_request:${id}:refused:${shortHash(outcome)}`,
          mail: true,
        },
      ]);
    }
  });
  return getRequest(ctx, id);
}
