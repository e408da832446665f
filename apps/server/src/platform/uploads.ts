import "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { ONE_FILE_MESSAGE } from "../plugins/errors";
import { UNSTORABLE_TEXT_MESSAGE, unstorableText } from "../plugins/input-text";
import { AppError, fieldError } from "./app-error";
import type { FileStore } from "./files";

/** One uploaded file as the services receive it: its bytes and the name the browser gave. */
export type UploadedFile = { bytes: Buffer; fileName: string };

/**
 * Reads a multipart upload: its text fields and the one file sent in the field named `file`.
 * Size limits are the multipart plugin's (413 above them), or `maxBytes` for the file when a
 * route allows less. A second file, or a file under another name, is refused on `file` so
 * nothing is silently dropped. Every upload route reads its body here.
 */
export async function readMultipart(
  request: FastifyRequest,
  what = "the file",
  options: { maxBytes?: number } = {},
): Promise<{ fields: Record<string, string>; file: UploadedFile | undefined }> {
  if (!request.isMultipart()) throw fieldError("file", `Send ${what} as multipart/form-data`);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    const limits = options.maxBytes ? { limits: { fileSize: options.maxBytes } } : undefined;
    for await (const part of request.parts(limits)) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || file) throw fieldError("file", ONE_FILE_MESSAGE);
        file = { bytes: await part.toBuffer(), fileName: part.filename ?? "" };
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Size limits keep their 413; a body cut short or with the wrong boundary cannot be read.
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw error;
    throw new AppError(400, "The upload could not be read; send the file again");
  }
  const broken = unstorableText(fields);
  if (broken.length > 0) throw fieldError(broken[0] ?? "_", UNSTORABLE_TEXT_MESSAGE);
  return { fields, file };
}

/** Names of one type that are the same type (a `.jpeg` is a detected `jpg`). */
const SAME_EXTENSION: Record<string, string> = { jpeg: "jpg", jpe: "jpg" };

/**
 * A browser's file name made safe to store and to send back in a header; never a path. Control
 * characters become `_`, direction overrides (which can show `exe.pdf` as `fdp.exe`) are removed,
 * and the name ends in the extension of the type the content was detected as: a PDF uploaded as
 * `report.html` downloads as `report.pdf`, never as a page a browser would run.
 */
export function cleanFileName(fileName: string, extension: string, fallback = "file"): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
    .replace(/[\u0000-\u001f\u007f"]/g, "_")
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim();
  const dot = cleaned.lastIndexOf(".");
  const given = dot >= 0 ? cleaned.slice(dot + 1).toLowerCase() : "";
  const stem = (dot >= 0 ? cleaned.slice(0, dot) : cleaned).slice(0, 190).trim();
  if (!stem) return `${fallback}.${extension}`;
  const keeps = given === extension || SAME_EXTENSION[given] === extension;
  return keeps ? `${stem}.${cleaned.slice(dot + 1)}` : `${stem}.${extension}`;
}

/**
 * `attachment` (or `inline`) with an ASCII fallback and the exact UTF-8 name (RFC 6266), so a
 * user's file name can neither break the header nor change what the browser does.
 */
export function contentDisposition(fileName: string, disposition: "attachment" | "inline" = "attachment") {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Stores the bytes, then runs `record` (the database write). If the write fails the stored
 * file is removed again, so a refused upload leaves nothing behind.
 */
export async function storeThenRecord<T>(
  files: FileStore,
  bytes: Buffer,
  extension: string,
  record: (fileKey: string) => Promise<T>,
): Promise<T> {
  const fileKey = await files.put(bytes, extension);
  try {
    return await record(fileKey);
  } catch (error) {
    await files.remove(fileKey).catch(() => {});
    throw error;
  }
}
