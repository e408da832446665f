/** A file type recognised from its first bytes, never from its name or the browser's claim. */
export type SniffedType = { contentType: string; extension: string };

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** Text when the start has no NUL bytes and decodes as UTF-8 (CSV, TXT). */
function looksLikeText(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 8192);
  if (head.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 4)));
    return true;
  } catch {
    return false;
  }
}

/**
 * The documents an operator exchanges: PDF, images, Office files (zip- and OLE-based) and text.
 * Anything else (executables, scripts in HTML) is refused.
 */
export function sniffDocumentType(bytes: Buffer, fileName: string): SniffedType | null {
  const name = fileName.toLowerCase();
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]))
    return { contentType: "application/pdf", extension: "pdf" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: "image/png", extension: "png" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { contentType: "image/gif", extension: "gif" };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { contentType: "image/webp", extension: "webp" };
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    if (name.endsWith(".xlsx"))
      return {
        contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        extension: "xlsx",
      };
    if (name.endsWith(".docx"))
      return {
        contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        extension: "docx",
      };
    return { contentType: "application/zip", extension: "zip" };
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    if (name.endsWith(".xls")) return { contentType: "application/vnd.ms-excel", extension: "xls" };
    return { contentType: "application/msword", extension: "doc" };
  }
  if (looksLikeText(bytes) && !/<(script|html|svg)/i.test(bytes.subarray(0, 4096).toString("utf8"))) {
    if (name.endsWith(".csv")) return { contentType: "text/csv", extension: "csv" };
    return { contentType: "text/plain", extension: "txt" };
  }
  return null;
}
