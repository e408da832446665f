import {
  type BulkSerialsBody,
  type BulkSerialsResult,
  checkSerialLines,
  markExisting,
  SERIAL_BULK_SYNC_LIMIT,
  type SerialCheckBody,
  type SerialCheckResult,
  type SerialLine,
  type SerialList,
  type SerialsQuery,
  serialLineMessage,
  workOrderNoun,
} from "@ops/domain";
import { z } from "zod";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { defineJob, enqueue, jobOfRequestKey, runContext } from "../../platform/jobs";
import type { ActivityRow } from "../activities/activity-scope";
import { pageAssetAnswers } from "../assets/asset-scope";
import { isContainer } from "../assets/use-cases/asset-checks";
import { createWorkAssets } from "../work/create-work-assets";
import {
  assertTakesWork,
  barcodesMadeByRequest,
  lockWorkOrder,
  type WorkOrderRow,
} from "../work/work-orders";
import * as repo from "./itad.repo";
import { findItadOrder } from "./itad-orders";

/** `GET /activities/{slug}/serials`: a page of the order's serial devices, by barcode unless another sort is asked. */
export async function listSerials(
  ctx: ServiceContext,
  slug: string,
  query: SerialsQuery,
): Promise<SerialList> {
  const order = await findItadOrder(ctx, slug);
  const { page, pageSize, sort, order: direction, ...filter } = query;
  const { data, total } = await pageAssetAnswers(ctx.db, repo.serialListWhere(order.id, filter), {
    page,
    pageSize,
    sort,
    order: direction,
  });
  return { data, total };
}

/** The container serials are created in: on the order, a container type (422 on `binBarcode` otherwise). */
async function binOf(db: Db, order: ActivityRow | WorkOrderRow, barcode: string): Promise<repo.DeviceRow> {
  const bin = (await repo.lockByBarcodes(db, [barcode])).get(barcode);
  const refuse = (message: string) => new AppError(422, message, { binBarcode: [message] });
  if (!bin) throw refuse(`No asset has barcode ${barcode}`);
  if (!isContainer(bin.type)) throw refuse(`${barcode} is a ${bin.type}, not a bin`);
  if (bin.activityId !== order.id)
    throw refuse(`${barcode} is not on ${workOrderNoun(order.type)} ${order.slug}; scan it in first`);
  return bin;
}

/** The list read line by line, with the serials already in the system marked `exists`. */
async function checkedLines(db: Db, text: string): Promise<SerialLine[]> {
  const lines = checkSerialLines(text);
  const serials = lines.filter((l) => l.problem === null).map((l) => l.serial);
  return markExisting(lines, await repo.existingSerials(db, serials));
}

const summary = (lines: SerialLine[]): SerialCheckResult => ({
  lines,
  count: lines.length,
  problems: lines.filter((l) => l.problem !== null).length,
});

/** `POST /activities/{slug}/serials/check`: every line's problem, before anything is written. */
export async function checkSerials(
  ctx: ServiceContext,
  slug: string,
  body: SerialCheckBody,
): Promise<SerialCheckResult> {
  const order = await findItadOrder(ctx, slug);
  await binOf(ctx.db, order, body.binBarcode);
  return summary(await checkedLines(ctx.db, body.text));
}

/** Refuses (422 on `text`) a list with a problem line, each named ("Line 3 is blank"). */
function assertNoProblems(lines: SerialLine[]): void {
  if (lines.length === 0)
    throw new AppError(422, "Paste or scan at least one serial", {
      text: ["Paste or scan at least one serial"],
    });
  const messages = lines.flatMap((l) => serialLineMessage(l) ?? []);
  if (messages.length === 0) return;
  const shown =
    messages.length > 100
      ? [...messages.slice(0, 100), `… and ${messages.length - 100} more lines`]
      : messages;
  throw new AppError(
    422,
    `${messages.length} line${messages.length === 1 ? "" : "s"} of the list cannot be created`,
    {
      text: shown,
    },
  );
}

/**
 * Creates one serial asset of the product per line, inside the bin, all or none, in one
 * transaction with the order locked: the barcodes come from the work order's created-asset
 * generator (createWorkAssets), each with its `created` event and the bin's `assets_created`
 * naming them and the request key. A second run with the same request key (a retry, or a job run
 * twice) answers what the first made and makes nothing.
 */
export async function createSerials(
  ctx: ServiceContext,
  slug: string,
  body: BulkSerialsBody,
): Promise<BulkSerialsResult> {
  const activity = await findItadOrder(ctx, slug);
  return ctx.db.transaction(async (tx) => {
    const order = await lockWorkOrder(tx, activity.id);
    const made = await barcodesMadeByRequest(tx, order.id, ctx.actor.id, body.requestKey);
    if (made) return { created: made.length, barcodes: made };
    assertTakesWork(order, "create serials");
    const bin = await binOf(tx, order, body.binBarcode);
    if (!(await repo.productExists(tx, body.productId)))
      throw new AppError(422, `No product has id ${body.productId}`, {
        productId: [`No product has id ${body.productId}`],
      });
    const lines = await checkedLines(tx, body.text);
    assertNoProblems(lines);
    const created = await createWorkAssets(
      { ...ctx, db: tx },
      order,
      lines.map((l) => ({
        type: "serial" as const,
        barcode: null,
        serialNumber: l.serial,
        productId: body.productId,
        quantity: 1,
        grossWeight: null,
        netWeight: null,
        source: bin,
        parentId: bin.id,
      })),
      { requestKey: body.requestKey },
    );
    return { created: created.length, barcodes: created.map((c) => c.barcode) };
  });
}

export const BulkSerialsPayload = z.object({
  slug: z.string().min(1).max(100),
  binBarcode: z.string().min(1).max(64),
  text: z.string(),
  productId: z.number().int().positive(),
  requestKey: z.string().min(1).max(100),
});

/**
 * A long serial list (above SERIAL_BULK_SYNC_LIMIT) created as a job; its result is `{ created }`.
 * Run twice, the second answers the first's serials (same request key) and makes none.
 */
export const bulkSerialsJob = defineJob({
  name: "itad_bulk_serials",
  payload: BulkSerialsPayload,
  handler: async (payload, run) => {
    await run.report(0.05);
    const result = await createSerials(runContext(run), payload.slug, payload);
    await run.report(1);
    return { created: result.created };
  },
});

/** The ITAD kinds, for the registry (src/job-kinds.ts). */
export const itadJobs = [bulkSerialsJob];

/**
 * `POST /activities/{slug}/serials/bulk`: up to SERIAL_BULK_SYNC_LIMIT serials created at once
 * (201); a longer list is checked here first (its 422 comes at once) and then created by a job
 * (202 {jobId}), queued once per request key.
 */
export async function bulkCreateSerials(
  ctx: ServiceContext,
  slug: string,
  body: BulkSerialsBody,
): Promise<BulkSerialsResult | { jobId: string }> {
  const lines = checkSerialLines(body.text);
  if (lines.length <= SERIAL_BULK_SYNC_LIMIT) return createSerials(ctx, slug, body);
  const order = await findItadOrder(ctx, slug);
  assertTakesWork(order, "create serials");
  await binOf(ctx.db, order, body.binBarcode);
  if (!(await repo.productExists(ctx.db, body.productId)))
    throw new AppError(422, `No product has id ${body.productId}`, {
      productId: [`No product has id ${body.productId}`],
    });
  // A retry of a queued list answers its job, whatever the list now reads (its serials exist).
  const jobId = await enqueueOnce(ctx, { ...body, slug: order.slug }, async () => {
    assertNoProblems(
      markExisting(
        lines,
        await repo.existingSerials(
          ctx.db,
          lines.filter((l) => !l.problem).map((l) => l.serial),
        ),
      ),
    );
  });
  return { jobId };
}

/** The job of this request key if one was queued, else the check and a new job. */
async function enqueueOnce(
  ctx: ServiceContext,
  payload: z.infer<typeof BulkSerialsPayload>,
  check: () => Promise<void>,
): Promise<string> {
  const queued = await jobOfRequestKey(ctx, bulkSerialsJob.name, payload.requestKey);
  if (queued) return queued;
  await check();
  return enqueue(ctx, bulkSerialsJob, payload, { requestKey: payload.requestKey });
}
