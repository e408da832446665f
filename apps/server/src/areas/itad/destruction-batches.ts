import {
  batchNumber,
  DESTRUCTION_METHODS,
  type DestructionBatchBody,
  type DestructionBatchDetail,
  type DestructionBatchesQuery,
  type DestructionBatchList,
} from "@ops/domain";
import type { z } from "zod";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import { type EventInput, recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import type { StoredFile } from "../../platform/file-routes";
import type { FilesContext } from "../../platform/files";
import type { UploadedFile } from "../../platform/uploads";
import { checkImage, openStored, storeAndRecord } from "../attachments/stored-files";
import * as repo from "./destruction-batches.repo";
import { insertRecords, lockAssetsForRouting } from "./sanitization.repo";
import { sanitizationFactsOf } from "./sanitization-state";

/** The batch as parsed (defaults applied). */
export type BatchInput = z.output<typeof DestructionBatchBody>;

/** Names a list of scans, the first 20 of them: "A, B, C and 4 more". */
function named(list: string[]): string {
  const shown = list.slice(0, 20).join(", ");
  return list.length > 20 ? `${shown} and ${list.length - 20} more` : shown;
}

export function listDestructionBatches(
  ctx: ServiceContext,
  query: DestructionBatchesQuery,
): Promise<DestructionBatchList> {
  return repo.listBatches(ctx.db, query);
}

export async function getDestructionBatch(ctx: ServiceContext, id: number): Promise<DestructionBatchDetail> {
  const batch = await repo.batchById(ctx.db, id);
  if (!batch) throw notFound("Destruction batch");
  return { ...batch, assets: await repo.batchAssets(ctx.db, id) };
}

/**
 * `POST /destruction_batches`: the run and one destruction record (source batch) per scanned
 * medium, with a "Destroyed" event each, all or nothing. Scans are barcodes or serial numbers
 * (barcode first). Unknown scans, media scanned twice and media that bear no data are 422 on
 * `barcodes` naming them; media destroyed already are 409 naming them. Set-based whatever the count.
 */
export async function createDestructionBatch(
  ctx: ServiceContext,
  input: BatchInput,
): Promise<DestructionBatchDetail> {
  const scans = [...new Set(input.barcodes)];
  return ctx.db.transaction(async (tx) => {
    if (input.warehouseId !== null && !(await repo.warehouseExists(tx, input.warehouseId)))
      throw fieldError("warehouseId", `No warehouse has id ${input.warehouseId}`);
    const found = await repo.assetsOfScans(tx, scans);
    const unknown = scans.filter((s) => !found.has(s));
    if (unknown.length > 0) throw fieldError("barcodes", `Unknown: ${named(unknown)}`);
    // A medium scanned twice (the same code, or its barcode and its serial) is named, not guessed at.
    const seen = new Map<number, string>();
    const repeated: string[] = [];
    input.barcodes.forEach((scan) => {
      const asset = found.get(scan);
      if (!asset) return;
      const first = seen.get(asset.id);
      if (first === undefined) seen.set(asset.id, scan);
      else repeated.push(first === scan ? scan : `${scan} (${first})`);
    });
    if (repeated.length > 0) throw fieldError("barcodes", `Scanned twice: ${named(repeated)}`);
    const media = [...new Map([...found.values()].map((a) => [a.id, a])).values()];
    // Locked in id order: two batches naming one medium cannot both destroy it.
    await lockAssetsForRouting(
      tx,
      media.map((m) => m.id),
    );
    const facts = await sanitizationFactsOf(
      tx,
      media.map((m) => m.id),
    );
    const noData = media.filter((m) => !facts.get(m.id)?.dataBearing).map((m) => m.barcode);
    if (noData.length > 0)
      throw fieldError("barcodes", `Not data-bearing (nothing to destroy): ${named(noData)}`);
    const destroyed = media.filter((m) => facts.get(m.id)?.state === "destroyed").map((m) => m.barcode);
    if (destroyed.length > 0) throw new AppError(409, `Destroyed already: ${named(destroyed)}`);

    const destroyedAt = new Date(input.destroyedAt);
    const id = await repo.insertBatch(tx, {
      warehouseId: input.warehouseId,
      method: input.method,
      machine: input.machine,
      witness: input.witness,
      destroyedAt,
      notes: input.notes,
      createdBy: ctx.actor.id,
    });
    await insertRecords(
      tx,
      media.map((m) => ({
        assetId: m.id,
        kind: "destruction",
        method: input.method,
        tool: null,
        passes: null,
        result: "passed",
        verified: true,
        startedAt: null,
        finishedAt: destroyedAt,
        operatorId: ctx.actor.id,
        batchId: id,
        source: "batch",
        createdBy: ctx.actor.id,
      })),
    );
    const label = DESTRUCTION_METHODS.find((m) => m.id === input.method)?.label ?? input.method;
    const message = `${label} in batch ${batchNumber(id)} on ${input.machine}, witness ${input.witness}`;
    const events: EventInput[] = media.map((m) => ({
      activityId: m.activityId,
      barcode: m.barcode,
      action: "Destroyed",
      message,
      changes: [],
      userId: ctx.actor.id,
    }));
    await recordEvents(tx, events);
    return getDestructionBatch({ ...ctx, db: tx }, id);
  });
}

/** `PUT /destruction_batches/{id}/photo`: a JPEG, PNG or WebP; a new one replaces the old (removed after). */
export async function uploadBatchPhoto(
  ctx: FilesContext,
  id: number,
  file: UploadedFile | undefined,
): Promise<DestructionBatchDetail> {
  if (!(await repo.batchById(ctx.db, id))) throw notFound("Destruction batch");
  const checked = checkImage(file);
  const replaced = await storeAndRecord(ctx, checked, (tx, stored) =>
    repo.setPhoto(tx, id, {
      fileKey: stored.fileKey,
      fileName: stored.fileName,
      contentType: stored.contentType,
      size: stored.size,
    }),
  );
  // The old file goes once the new one is recorded: a leftover file is harmless, a dangling row is not.
  if (replaced) await ctx.files.remove(replaced).catch(() => {});
  return getDestructionBatch(ctx, id);
}

/** `GET /destruction_batches/{id}/photo`: the stored photo; 404 when the batch or its photo is missing. */
export async function openBatchPhoto(ctx: FilesContext, id: number): Promise<StoredFile> {
  const photo = await repo.photoOf(ctx.db, id);
  if (photo === undefined) throw notFound("Destruction batch");
  return openStored(ctx.files, photo ?? undefined, "Photo");
}
