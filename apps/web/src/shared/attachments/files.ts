import {
  type Account,
  CLIENT_VISIBLE_DOCUMENT_TYPE_IDS,
  DOCUMENT_TYPES,
  DSV_DOCUMENT_TYPES,
  type EnumOption,
  MAX_DOCUMENT_BYTES,
} from "@ops/domain";

/** A file size for people: bytes, KB or MB (1024-based, one decimal). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The name a document gets from its file: without the extension. */
export function nameFromFile(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim();
}

/** Why a chosen document cannot be sent, before the server is asked (`required` when uploading). */
export function documentFileProblem(file: File | null, required = true): string | null {
  if (!file) return required ? "Choose a file to upload" : null;
  if (file.size === 0) return "The file is empty";
  if (file.size > MAX_DOCUMENT_BYTES)
    return `The file is ${formatBytes(file.size)}; documents can be at most ${formatBytes(MAX_DOCUMENT_BYTES)}`;
  return null;
}

/** The image types every browser renders, which the server keeps (photos.service.ts). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];

/** Why a chosen photo cannot be sent, before the server is asked. */
export function photoFileProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return `${file.name} is not a JPEG, PNG or WebP image`;
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > MAX_DOCUMENT_BYTES)
    return `${file.name} is ${formatBytes(file.size)}; photos can be at most ${formatBytes(MAX_DOCUMENT_BYTES)}`;
  return null;
}

/** The document types a client may be given access to. */
export const SHAREABLE_TYPES: readonly string[] = CLIENT_VISIBLE_DOCUMENT_TYPE_IDS;
export const SHAREABLE_LABELS = DOCUMENT_TYPES.filter((t) => SHAREABLE_TYPES.includes(t.id))
  .map((t) => t.label)
  .join(", ");

/** Document types of the account's kind that may be chosen, plus the document's own if retired. */
export function documentTypeOptions(account: Pick<Account, "type">, current?: string | null) {
  const list: readonly EnumOption[] = account.type === "dsvs" ? DSV_DOCUMENT_TYPES : DOCUMENT_TYPES;
  return list
    .filter((t) => (!t.disabled && !t.inactive) || t.id === current)
    .map((t) => ({ value: t.id, label: t.label }));
}
