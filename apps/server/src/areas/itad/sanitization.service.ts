import {
  type AssetSanitization,
  DESTRUCTION_R2_CLASSIFICATION,
  type ErasureBody,
  type ErasureRecorded,
  SANITIZATION_RULES,
} from "@ops/domain";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { AppError, fieldError } from "../../platform/app-error";
import { type EventInput, recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { findAsset } from "../assets/asset-scope";
import * as repo from "./sanitization.repo";
import { sanitizationFactsOfAsset } from "./sanitization-state";

/** The erasure as parsed (defaults applied). */
export type ErasureInput = z.output<typeof ErasureBody>;

/** `GET /assets/{barcode}/sanitization`: whether the asset bears data, its state and its records. */
export async function getAssetSanitization(ctx: ServiceContext, barcode: string): Promise<AssetSanitization> {
  const asset = await findAsset(ctx, barcode);
  const facts = await sanitizationFactsOfAsset(ctx.db, asset.id);
  return {
    barcode: asset.barcode,
    dataBearing: facts.dataBearing,
    state: facts.state,
    records: await repo.recordsOfAsset(ctx.db, asset.id),
  };
}

/** How an erasure reads in its event: "purge, 3 passes, passed, verified, tool X". */
export function erasureMessage(e: {
  method: string;
  passes: number | null;
  result: string;
  verified: boolean;
  tool: string;
}): string {
  const passes = e.passes === null ? [] : [`${e.passes} pass${e.passes === 1 ? "" : "es"}`];
  const verified = e.result === "passed" ? [e.verified ? "verified" : "not verified"] : [];
  return [e.method, ...passes, e.result, ...verified, `tool ${e.tool}`].join(", ");
}

/**
 * Rule failed_erasure_to_destruction: these devices failed an erasure, so each goes to R2 recycle
 * (its media destroyed), with an event naming the rule. Set-based; the caller's transaction holds
 * the record and the routing together. Answers the devices it routed (those not recycle already).
 */
export async function routeFailedToDestruction(
  db: Db,
  assetIds: number[],
  userId: number,
): Promise<{ id: number; barcode: string }[]> {
  const rows = await repo.lockAssetsForRouting(db, assetIds);
  const moving = rows.filter((r) => r.r2Classification !== DESTRUCTION_R2_CLASSIFICATION);
  await repo.setR2Classification(
    db,
    moving.map((r) => r.id),
    DESTRUCTION_R2_CLASSIFICATION,
  );
  const rule = SANITIZATION_RULES.failedErasureToDestruction;
  const events: EventInput[] = moving.map((r) => ({
    activityId: r.activityId,
    barcode: r.barcode,
    action: "Routed to destruction",
    message: `Erasure failed: R2 classification ${DESTRUCTION_R2_CLASSIFICATION} (rule ${rule.id}: ${rule.label.toLowerCase()})`,
    changes: [{ field: "r2Classification", from: r.r2Classification, to: DESTRUCTION_R2_CLASSIFICATION }],
    userId,
    rule: rule.id,
  }));
  await recordEvents(db, events);
  return moving;
}

/**
 * `POST /assets/{barcode}/erasures`: records one erasure of a data-bearing asset with its event;
 * a failed one routes the device to destruction (R2 recycle) in the same transaction. An asset that
 * bears no data has nothing to erase: 409 saying so (decision: a state conflict, not a bad field).
 */
export async function recordErasure(
  ctx: ServiceContext,
  barcode: string,
  input: ErasureInput,
): Promise<ErasureRecorded> {
  return ctx.db.transaction(async (tx) => {
    const asset = await findAsset({ ...ctx, db: tx }, barcode, { forUpdate: true });
    const facts = await sanitizationFactsOfAsset(tx, asset.id);
    if (!facts.dataBearing)
      throw new AppError(
        409,
        `${asset.barcode} bears no data (its product's class is not R2 material "data"): there is nothing to erase`,
      );
    if (input.operatorId !== null && !(await repo.isOperatorUser(tx, input.operatorId)))
      throw fieldError("operatorId", `No operator user has id ${input.operatorId}`);
    const id = await repo.insertRecord(tx, {
      assetId: asset.id,
      kind: "erasure",
      method: input.method,
      tool: input.tool,
      passes: input.passes,
      result: input.result,
      verified: input.result === "passed" && input.verified,
      startedAt: input.startedAt ? new Date(input.startedAt) : null,
      finishedAt: new Date(input.finishedAt),
      operatorId: input.operatorId ?? ctx.actor.id,
      batchId: null,
      source: "manual",
      createdBy: ctx.actor.id,
    });
    await recordEvents(tx, [
      {
        activityId: asset.activityId,
        barcode: asset.barcode,
        action: "Erasure recorded",
        message: erasureMessage(input),
        changes: [],
        userId: ctx.actor.id,
      },
    ]);
    const routed =
      input.result === "failed" ? await routeFailedToDestruction(tx, [asset.id], ctx.actor.id) : [];
    const after = await sanitizationFactsOfAsset(tx, asset.id);
    return {
      record: await repo.recordById(tx, id),
      state: after.state,
      routed:
        routed.length > 0
          ? {
              r2Classification: DESTRUCTION_R2_CLASSIFICATION,
              rule: SANITIZATION_RULES.failedErasureToDestruction.id,
            }
          : null,
    };
  });
}
