import {
  missingRequestColumns,
  PARCEL_UPLOAD_MAX_ROWS,
  PARCEL_UPLOAD_SYNC_LIMIT,
  type ParcelUploadResult,
  requestRowErrorsMessage,
  requestRowsOf,
} from "@ops/domain";
import { z } from "zod";
import { AppError, fieldError } from "../../../platform/app-error";
import type { ServiceContext } from "../../../platform/context";
import type { FileStore } from "../../../platform/files";
import { defineJob, enqueue, runContext } from "../../../platform/jobs";
import { mailSettingsFromEnvironment } from "../../../platform/mail/mail-jobs";
import { readSheet, type SheetRow } from "../../../platform/spreadsheets";
import type { UploadedFile } from "../../../platform/uploads";
import * as repo from "../parcel-projects.repo";
import { findProject, type ProjectRow } from "../parcel-scope";
import { projectEvent } from "./project-events";
import { mailWaitingRequests } from "./project-mails";

/** Reads an upload of requests: rows keyed by column; missing required columns answer 422 on `file`. */
async function readRequestSheet(file: UploadedFile): Promise<SheetRow[]> {
  const rows = await readSheet(file, { required: [], maxRows: PARCEL_UPLOAD_MAX_ROWS });
  const first = rows[0];
  if (!first) throw fieldError("file", "The file has no employees under its header row");
  const missing = missingRequestColumns(Object.keys(first.cells));
  if (missing.length > 0)
    throw fieldError("file", `Missing column${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}`);
  return rows;
}

/** A project that takes new requests: a draft or in review (a closed one refuses, 409). */
export function assertOpen(project: ProjectRow) {
  if (project.status === "closed")
    throw new AppError(409, `Project ${project.projectPrefix} is closed; it takes no new requests`);
}

/**
 * Checks every row (all errors in one pass, `rows.<row>.<field>`, nothing written on any error),
 * then writes all requests in one transaction with one insert, numbered under the project's row
 * lock; a project in review e-mails them in the same transaction (or queues the mail job).
 */
async function writeUpload(
  ctx: ServiceContext,
  projectPrefix: string,
  fileName: string,
  rows: SheetRow[],
  publicUrl: string,
): Promise<ParcelUploadResult> {
  return ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    const project = await findProject(t, projectPrefix, { forUpdate: true });
    assertOpen(project);
    const emails = [
      ...new Set(rows.map((r) => (r.cells.email ?? r.cells.e_mail ?? "").trim().toLowerCase())),
    ];
    const existing = await repo.emailsOnProject(tx, project.id, emails.filter(Boolean));
    const { bodies, errors } = requestRowsOf(rows, existing);
    if (Object.keys(errors).length > 0) throw new AppError(422, requestRowErrorsMessage(errors), errors);
    const first = await repo.reserveNumbers(tx, project.id, bodies.length);
    const ids = await repo.insertRequests(tx, project, bodies, first, ctx.actor.id);
    const mails =
      project.status === "review"
        ? await mailWaitingRequests(t, project, publicUrl, ids)
        : { mailsQueued: 0, mailJobId: null };
    await projectEvent(tx, project, ctx.actor.id, "parcel_requests_uploaded", {
      message: `${ids.length.toLocaleString("en-US")} request${ids.length === 1 ? "" : "s"} of ${project.projectPrefix} added from ${fileName}`,
    });
    return { added: ids.length, mailsQueued: mails.mailsQueued };
  });
}

/**
 * Adds a long upload that was stored when queued: read again and written as a short one is; the
 * stored file is removed once it is over (kept for a retry after a failure that is not the
 * caller's). A second run is harmless: a run that died rolled back whole, and a committed one
 * ends the job. The result is `{ added, mailsQueued }`, a failure the same 422 a short file gets.
 */
export const parcelRequestsUploadJob = defineJob({
  name: "parcel_requests_upload",
  payload: z.object({
    projectPrefix: z.string().min(2).max(10),
    fileKey: z.string().min(1),
    fileName: z.string().min(1),
  }),
  async handler({ projectPrefix, fileKey, fileName }, run) {
    const ctx = runContext(run);
    const chunks: Buffer[] = [];
    for await (const chunk of await run.files.read(fileKey)) chunks.push(chunk as Buffer);
    try {
      const rows = await readRequestSheet({ bytes: Buffer.concat(chunks), fileName });
      await run.report(0.2);
      const result = await writeUpload(
        ctx,
        projectPrefix,
        fileName,
        rows,
        mailSettingsFromEnvironment().publicUrl,
      );
      await run.files.remove(fileKey);
      return result;
    } catch (error) {
      if (error instanceof AppError && error.status < 500) await run.files.remove(fileKey);
      throw error;
    }
  },
});

const extensionOf = (fileName: string) => /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase() ?? "bin";

/**
 * `POST /parcel_projects/{prefix}/requests/upload`: up to PARCEL_UPLOAD_SYNC_LIMIT rows are
 * checked and written in this request (201 `{added}`); a longer file is stored and written by a
 * job (202 `{jobId}`) after the project was checked here (404 outside scope, 409 closed).
 */
export async function uploadRequests(
  ctx: ServiceContext,
  projectPrefix: string,
  file: UploadedFile,
  publicUrl: string,
  files: FileStore,
): Promise<ParcelUploadResult | { jobId: string }> {
  const rows = await readRequestSheet(file);
  if (rows.length <= PARCEL_UPLOAD_SYNC_LIMIT)
    return writeUpload(ctx, projectPrefix, file.fileName, rows, publicUrl);
  assertOpen(await findProject(ctx, projectPrefix));
  const fileKey = await files.put(file.bytes, extensionOf(file.fileName));
  const jobId = await enqueue(ctx, parcelRequestsUploadJob, {
    projectPrefix,
    fileKey,
    fileName: file.fileName,
  });
  return { jobId };
}
