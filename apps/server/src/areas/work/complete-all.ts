import { type CompleteAllResult, PROCESSING_COMPLETE_ACTION } from "@ops/domain";
import { z } from "zod";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { defineJob, enqueue, runContext } from "../../platform/jobs";
import { withoutExcludedFromCompleteAll } from "./program-rules/program-rules";
import * as repo from "./work-assets.repo";
import { assertTakesWork, findWorkOrder, lockWorkOrderTakingWork } from "./work-orders";

/** An input "complete all" would complete: its work row, asset and barcode. */
export type CompletionCandidate = { id: number; assetId: number; barcode: string };

/**
 * The set of inputs "complete all" completes: every input of the work order not yet
 * '100% Complete'. This is the one place that decides it, so a program rule that keeps a load's
 * assets out of automatic completion (exclude_automatic_operations_complete) filters here.
 */
export async function assetsToComplete(
  ctx: ServiceContext,
  workOrder: repo.WorkOrderRow,
): Promise<CompletionCandidate[]> {
  return withoutExcludedFromCompleteAll(ctx, workOrder, await repo.openInputs(ctx.db, workOrder.id));
}

const completedMessage = (n: number) => `${n.toLocaleString("en-US")} asset${n === 1 ? "" : "s"} completed`;

/**
 * Writes '100% Complete' on every input `assetsToComplete` names, in one transaction, each with
 * its event; answers how many. A second run completes nothing more (they are no longer open).
 */
export async function completeAll(ctx: ServiceContext, slug: string): Promise<CompleteAllResult> {
  const activity = await findWorkOrder(ctx, slug);
  return ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const order = await lockWorkOrderTakingWork(tx, activity.id, "complete its assets");
    const targets = await assetsToComplete(inTx, order);
    await repo.setLastAction(
      tx,
      targets.map((t) => t.id),
      PROCESSING_COMPLETE_ACTION,
      new Date(),
    );
    await recordEvents(
      tx,
      targets.map((t) => ({
        activityId: order.id,
        barcode: t.barcode,
        action: PROCESSING_COMPLETE_ACTION,
        message: `Completed by complete all in ${order.slug}`,
        userId: ctx.actor.id,
      })),
    );
    return { count: targets.length, message: completedMessage(targets.length) };
  });
}

export const CompleteAllPayload = z.object({ slug: z.string().min(1).max(100) });

/**
 * "Complete all" of a work order (SPEC §7 activity events complete); the result is
 * `{ count, message }`. A second run is harmless: the inputs it completed are no longer open.
 */
export const completeAllJob = defineJob({
  name: "work_complete_all",
  payload: CompleteAllPayload,
  handler: ({ slug }, run) => completeAll(runContext(run), slug),
});

/** Queues "complete all" after checking the order is in reach and takes work (409 otherwise). */
export async function startCompleteAll(ctx: ServiceContext, slug: string): Promise<{ jobId: string }> {
  const order = await findWorkOrder(ctx, slug);
  assertTakesWork(order, "complete its assets");
  return { jobId: await enqueue(ctx, completeAllJob, { slug: order.slug }) };
}

/** The work-assets kinds, for the registry (src/job-kinds.ts). */
export const workAssetJobs = [completeAllJob];
