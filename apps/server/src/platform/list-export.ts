import {
  EXPORT_DIRECT_LIMIT,
  EXPORT_MAX_ROWS,
  ExportFormat,
  type ExportJobResult,
  endpointPath,
  FAMILY_PREFIX,
  getJobFile,
  JobAccepted,
  type Paged,
} from "@ops/domain";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { AppError } from "./app-error";
import type { ServiceContext } from "./context";
import { defineJob, enqueue, type ReportProgress, runContext } from "./jobs";
import { SHEET_CONTENT_TYPES, writeSheet } from "./spreadsheets";
import { contentDisposition } from "./uploads";

/** One column of an exported list: its header and how a row gives its cell. */
export type ExportColumn<T> = { header: string; value: (row: T) => string | number | null | undefined };

/**
 * A list as a spreadsheet: the very list call the screen pages through (so the actor's scope,
 * filters, search and sort are the same), read to the end, with the columns of the file.
 */
export type ListExport<Q, T> = {
  /** Names the list in its export job's payload; unique, and listed in LIST_EXPORTS (src/job-kinds.ts). */
  name: string;
  /** The file's name without extension, e.g. `inbound-loads`, or made from the path's values. */
  fileName: string | ((params: Params, query: Q) => string);
  columns: readonly ExportColumn<T>[];
  list: (ctx: ServiceContext, query: Q, params: Params) => Promise<Paged<T>>;
};

/** The path's values (`:slug`, `:id`), as the route parsed them. */
type Params = Record<string, string | number>;

/** Rows read per list call while exporting. */
const EXPORT_PAGE = 1000;

/**
 * A list's own query with the export's paging set on every read: a list that is read whole (a
 * price history) ignores the page values.
 */
const pageOf = <Q>(query: Q, page: number, pageSize: number) => ({ ...query, page, pageSize }) as Q;

async function readAll<Q, T>(
  ctx: ServiceContext,
  spec: ListExport<Q, T>,
  query: Q,
  params: Params,
  total: number,
  report?: ReportProgress,
): Promise<Record<string, string | number | null>[]> {
  const rows: Record<string, string | number | null>[] = [];
  for (let page = 1; rows.length < total; page++) {
    const { data } = await spec.list(ctx, pageOf(query, page, EXPORT_PAGE), params);
    for (const item of data) {
      const row: Record<string, string | number | null> = {};
      for (const column of spec.columns) row[column.header] = column.value(item) ?? null;
      rows.push(row);
    }
    if (data.length < EXPORT_PAGE) break;
    await report?.(rows.length / total);
  }
  return rows;
}

async function writeFile<Q, T>(
  ctx: ServiceContext,
  spec: ListExport<Q, T>,
  query: Q,
  params: Params,
  total: number,
  format: ExportFormat,
  report?: ReportProgress,
) {
  const rows = await readAll(ctx, spec, query, params, total, report);
  const headers = spec.columns.map((c) => c.header);
  return { bytes: await writeSheet(headers, rows, format, "Export"), rows: rows.length };
}

/**
 * Answers the export of a list (ARCHITECTURE §2, §7): up to EXPORT_DIRECT_LIMIT rows the file
 * itself; above it a job (202 `{ jobId }`) that writes the file to the file store, its result
 * naming where to fetch it (`GET {family}/jobs/{id}/file`). More than EXPORT_MAX_ROWS is
 * refused with what to do. The job writes to the file store of whichever process runs it (the
 * same store: a shared FILES_DIR or object storage), so the route's own store is not used here.
 */
export async function sendListExport<Q, T>(
  reply: FastifyReply,
  ctx: ServiceContext,
  spec: ListExport<Q, T>,
  query: Q & { format: ExportFormat },
  params: Params = {},
) {
  const { format } = query;
  const { total } = await spec.list(ctx, pageOf(query, 1, 1), params);
  if (total > EXPORT_MAX_ROWS) {
    // Said in the message too: the format is not what the person got wrong.
    const message = `This list has ${total.toLocaleString("en-US")} rows; an export holds at most ${EXPORT_MAX_ROWS.toLocaleString("en-US")}. Narrow it with the filters or the search and export again`;
    throw new AppError(422, message, { format: [message] });
  }
  const fileName = `${typeof spec.fileName === "string" ? spec.fileName : spec.fileName(params, query)}.${format}`;
  if (total <= EXPORT_DIRECT_LIMIT) {
    const { bytes } = await writeFile(ctx, spec, query, params, total, format);
    return reply
      .header("Content-Type", SHEET_CONTENT_TYPES[format])
      .header("Content-Disposition", contentDisposition(fileName, "attachment"))
      .header("Cache-Control", "private, no-store")
      .send(bytes);
  }
  const payload: ListExportPayload = {
    list: spec.name,
    query: query as ListExportPayload["query"],
    params,
    total,
    fileName,
  };
  const jobId = await enqueue(ctx, LIST_EXPORT_JOB, payload);
  return reply.status(202).send(JobAccepted.parse({ jobId }));
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds the exports of every list type
export type AnyListExport = ListExport<any, any>;

/** What a long export queues: the list by name, its query and path values as the route parsed them. */
const ListExportPayload = z.object({
  list: z.string().min(1),
  query: z.record(z.string(), z.unknown()).and(z.object({ format: ExportFormat })),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  total: z.number().int().min(0),
  fileName: z.string().min(1),
});
type ListExportPayload = z.infer<typeof ListExportPayload>;

/** The export kind's name and payload, for queueing (the handler is made with the lists, below). */
const LIST_EXPORT_JOB = { name: "list_export", payload: ListExportPayload };

/**
 * The export job of the lists named (src/job-kinds.ts lists them all): reads the list the way the
 * screen does, as the actor who asked, and writes the file to the file store; its result names
 * where to fetch it. A second run is harmless: it writes a new file (the first one's key is in no
 * result when the first run died) and nothing else.
 */
export function listExportJob(lists: readonly AnyListExport[]) {
  const byName = new Map(lists.map((spec) => [spec.name, spec]));
  if (byName.size !== lists.length) throw new Error("two list exports share a name");
  return defineJob({
    ...LIST_EXPORT_JOB,
    async handler({ list, query, params, total, fileName }, run): Promise<ExportJobResult> {
      const spec = byName.get(list);
      if (!spec) throw new Error(`no list export named ${list} (LIST_EXPORTS in src/job-kinds.ts)`);
      const ctx = runContext(run);
      const format = query.format;
      const { bytes, rows } = await writeFile(ctx, spec, query, params, total, format, run.report);
      const key = await run.files.put(bytes, format);
      const result: ExportJobResult & { fileKey: string } = {
        fileName,
        rows,
        // Below /spa, in the family of whoever asked (the job's file is theirs to fetch).
        downloadPath: endpointPath(getJobFile, ctx.actor.audience, { id: run.jobId }).slice(
          FAMILY_PREFIX.operator.length,
        ),
        fileKey: key,
      };
      return result;
    },
  });
}

/** The file an export job wrote, from its stored result (the caller has read the job in scope). */
export function exportFileOf(result: unknown): { key: string; fileName: string } {
  const r = result as { fileKey?: unknown; fileName?: unknown } | null;
  if (!r || typeof r.fileKey !== "string" || typeof r.fileName !== "string")
    throw new AppError(404, "This job has no file");
  return { key: r.fileKey, fileName: r.fileName };
}
