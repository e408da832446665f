import type { LabelFormat } from "@ops/domain";
import type { FastifyReply } from "fastify";
import { contentDisposition } from "../uploads";
import type { LabelDefinition, LabelRecord } from "./label-definitions";
import { renderLabelsPdf } from "./pdf";
import { renderLabelsZpl } from "./zpl";

/** How each label format is sent; ZPL is plain text a printer (or its spooler) takes as is. */
export const LABEL_CONTENT_TYPES: Record<LabelFormat, string> = {
  pdf: "application/pdf",
  zpl: "application/zpl; charset=utf-8",
};

/** The content type of a label file by its name, or undefined when it is not a label file. */
export function labelContentTypeOf(fileName: string): string | undefined {
  const extension = fileName.slice(fileName.lastIndexOf(".") + 1);
  return extension === "pdf" || extension === "zpl" ? LABEL_CONTENT_TYPES[extension] : undefined;
}

/** Labels of one definition in a format, as the bytes of one file. */
export async function renderLabels(
  def: LabelDefinition,
  records: readonly LabelRecord[],
  format: LabelFormat,
  report?: (drawn: number) => Promise<void>,
): Promise<Buffer> {
  if (format === "zpl") return Buffer.from(renderLabelsZpl(def, records), "utf8");
  return renderLabelsPdf(def, records, report);
}

/**
 * Sends a label file: a PDF inline (it opens in the browser's viewer, from which it is
 * printed), ZPL as a download for the printer. Never cached: labels follow the records.
 */
export function sendLabelFile(reply: FastifyReply, bytes: Buffer, format: LabelFormat, baseName: string) {
  return reply
    .header("Content-Type", LABEL_CONTENT_TYPES[format])
    .header(
      "Content-Disposition",
      contentDisposition(`${baseName}.${format}`, format === "pdf" ? "inline" : "attachment"),
    )
    .header("Cache-Control", "private, no-store")
    .send(bytes);
}
