import { DOCUMENT_TYPE_IDS } from "@ops/domain";
import { fieldError } from "./app-error";
import { type SniffedType, sniffDocumentType } from "./file-types";
import type { UploadedFile } from "./uploads";

/**
 * The checks every uploaded document goes through before anything is stored: a type from the
 * list, a non-empty file, and content that is a document we accept (recognised by its bytes,
 * never by its name). Each refusal is a 422 on its field.
 */
export function documentOf(
  type: string,
  file: UploadedFile | undefined,
): { file: UploadedFile; sniffed: SniffedType } {
  if (!(DOCUMENT_TYPE_IDS as readonly string[]).includes(type))
    throw fieldError("type", "Choose a document type from the list");
  if (!file) throw fieldError("file", "Choose a file to upload");
  if (file.bytes.length === 0) throw fieldError("file", "The file is empty");
  const sniffed = sniffDocumentType(file.bytes, file.fileName);
  if (!sniffed) throw fieldError("file", "Upload a PDF, image, Office document, CSV or text file");
  return { file, sniffed };
}
