import type { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { contentDisposition, readMultipart, type UploadedFile } from "./uploads";
import { parseOrThrow } from "./validate";

/** A stored file opened for sending, with what the response headers need. */
export type StoredFile = { stream: Readable; fileName: string; contentType: string; size: number };

/**
 * Streams a stored file with safe headers: documents download as attachments and are never
 * cached (they may be confidential); images show inline and may be cached briefly by the browser
 * (private, so no shared cache keeps them).
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile, as: "attachment" | "inline") {
  return reply
    .header("Content-Type", file.contentType)
    .header("Content-Length", file.size)
    .header("Content-Disposition", contentDisposition(file.fileName, as))
    .header("Cache-Control", as === "inline" ? "private, max-age=300" : "private, no-store")
    .send(file.stream);
}

/** Reads a multipart upload and parses its text fields (422 on them, as for any body). */
export async function readUpload<T extends z.ZodType>(
  request: FastifyRequest,
  schema: T,
  what: string,
): Promise<{ fields: z.infer<T>; file: UploadedFile | undefined }> {
  const { fields, file } = await readMultipart(request, what);
  return { fields: parseOrThrow(schema, fields), file };
}
