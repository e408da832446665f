import type { Readable } from "node:stream";
import { type AssetHold, HOLD_TYPES, type HoldFields, type HoldsQuery, holdName } from "@ops/domain";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { sniffDocumentType } from "../../platform/file-types";
import type { FilesContext } from "../../platform/files";
import { cleanFileName, storeThenRecord, type UploadedFile } from "../../platform/uploads";
import { findAsset } from "./asset-scope";
import type { AssetRow } from "./assets.repo";
import * as repo from "./holds.repo";

const typeLabel = (type: string) => HOLD_TYPES.find((t) => t.id === type)?.label ?? type;
const holdLabel = holdName;

function assertStaff(ctx: ServiceContext) {
  if (ctx.actor.audience !== "operator") throw new AppError(403, "Only operator staff manage holds");
}

/**
 * The asset a hold names: by barcode (any case) or, without one, by serial number (upper-case
 * compare). A serial carried by several assets is refused, since the hold would land on a guess.
 */
async function assetOf(ctx: ServiceContext, fields: HoldFields): Promise<AssetRow> {
  if (fields.barcode) {
    const barcode = fields.barcode.toUpperCase();
    const asset = await findAsset(ctx, barcode).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404)
        throw fieldError("barcode", `No asset has barcode ${barcode}`);
      throw error;
    });
    if (fields.serial_number && asset.serialNumber?.toUpperCase() !== fields.serial_number.toUpperCase()) {
      throw fieldError(
        "serial_number",
        `${barcode} carries serial number ${asset.serialNumber ?? "(none)"}, not ${fields.serial_number}`,
      );
    }
    return asset;
  }
  const found = await repo.assetsBySerial(ctx.db, fields.serial_number);
  const [asset] = found;
  if (!asset) throw fieldError("serial_number", `No asset has serial number ${fields.serial_number}`);
  if (found.length > 1)
    throw fieldError(
      "serial_number",
      `Several assets carry serial number ${fields.serial_number}; scan the asset's barcode instead`,
    );
  return asset;
}

/** An optional hold file: any document we accept, by content; an empty file part means none was chosen. */
function holdFileOf(file: UploadedFile | undefined) {
  if (!file || (file.bytes.length === 0 && file.fileName === "")) return undefined;
  if (file.bytes.length === 0) throw fieldError("file", "The file is empty");
  const sniffed = sniffDocumentType(file.bytes, file.fileName);
  if (!sniffed) throw fieldError("file", "Upload a PDF, image, Office document, CSV or text file");
  return { file, sniffed };
}

/**
 * Puts an asset on hold (SPEC §3). The asset row is locked while the "one active hold of a type"
 * rule is checked and the hold and its `held` event are written, so a retried or doubled request
 * cannot create two. A file is stored first and removed again if the hold is refused.
 */
export async function createHold(
  ctx: FilesContext,
  fields: HoldFields,
  upload: UploadedFile | undefined,
): Promise<AssetHold> {
  assertStaff(ctx);
  const attached = holdFileOf(upload);
  const write = (fileKey: string | null) =>
    ctx.db.transaction(async (tx: Db) => {
      const txCtx = { ...ctx, db: tx };
      const asset = await assetOf(txCtx, fields);
      await repo.lockAsset(tx, asset.id);
      let programName: string | null = null;
      if (fields.programId !== null) {
        const program = await repo.findProgram(tx, fields.programId);
        if (!program || program.accountId !== asset.accountId)
          throw fieldError("programId", "Choose a program of the asset's account");
        programName = program.name;
      }
      if (await repo.hasActiveHold(tx, asset.id, fields.type))
        throw fieldError(
          "type",
          `${asset.barcode} already has an active hold of this type (${typeLabel(fields.type)})`,
        );
      const id = await repo.insertHold(tx, {
        assetId: asset.id,
        type: fields.type,
        serialNumber: asset.serialNumber,
        programId: fields.programId,
        processingInstructions: fields.processingInstructions,
        fileKey,
        fileName: attached ? cleanFileName(attached.file.fileName, attached.sniffed.extension, "hold") : null,
        contentType: attached?.sniffed.contentType ?? null,
        size: attached?.file.bytes.length ?? null,
        createdBy: ctx.actor.id,
      });
      const instructions = fields.processingInstructions;
      await recordEvents(tx, [
        {
          activityId: asset.activityId,
          barcode: asset.barcode,
          action: "held",
          message: `${holdLabel(fields.type)}${programName ? ` (${programName})` : ""}${instructions ? `: ${instructions}` : ""}`,
          changes: [
            {
              field: "hold",
              from: null,
              to: {
                id,
                type: fields.type,
                programId: fields.programId,
                processingInstructions: instructions,
              },
            },
          ],
          userId: ctx.actor.id,
        },
      ]);
      const row = await repo.findHold(tx, id);
      if (!row) throw notFound("Hold");
      return repo.toHold(row);
    });
  if (!attached) return write(null);
  return storeThenRecord(ctx.files, attached.file.bytes, attached.sniffed.extension, write);
}

export async function listHolds(
  ctx: ServiceContext,
  query: z.infer<typeof HoldsQuery>,
): Promise<{ data: AssetHold[]; total: number }> {
  assertStaff(ctx);
  const { rows, total } = await repo.listHolds(ctx.db, query);
  return { data: rows.map(repo.toHold), total };
}

/** Releases an active hold with its `released` event; a hold already released answers 409. */
export async function releaseHold(ctx: ServiceContext, id: number): Promise<AssetHold> {
  assertStaff(ctx);
  return ctx.db.transaction(async (tx) => {
    const hold = await repo.findHold(tx, id, { lock: true });
    if (!hold) throw notFound("Hold");
    if (hold.status === "released")
      throw new AppError(
        409,
        `This hold was already released${hold.releasedBy ? ` by ${hold.releasedBy}` : ""}`,
      );
    await repo.releaseHold(tx, id, ctx.actor.id);
    await recordEvents(tx, [
      {
        activityId: hold.activityId,
        barcode: hold.barcode,
        action: "released",
        message: `${holdLabel(hold.type)} released`,
        changes: [{ field: "hold", from: { id, status: "active" }, to: { id, status: "released" } }],
        userId: ctx.actor.id,
      },
    ]);
    const row = await repo.findHold(tx, id);
    if (!row) throw notFound("Hold");
    return repo.toHold(row);
  });
}

export async function openHoldFile(
  ctx: FilesContext,
  id: number,
): Promise<{ stream: Readable; fileName: string; contentType: string; size: number }> {
  assertStaff(ctx);
  const hold = await repo.findHold(ctx.db, id);
  if (!hold) throw notFound("Hold");
  if (!hold.fileKey || !hold.fileName || !hold.contentType || hold.size === null) throw notFound("Hold file");
  return {
    stream: await ctx.files.read(hold.fileKey),
    fileName: hold.fileName,
    contentType: hold.contentType,
    size: hold.size,
  };
}
