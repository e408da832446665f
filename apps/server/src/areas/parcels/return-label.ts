import type { ParcelAddress } from "@ops/domain";
import { encodeBarcode } from "../../platform/documents/barcodes";
import type { LabelDefinition, LabelRecord } from "../../platform/documents/label-definitions";

/**
 * An employee's return label, 4 × 6 in (the carriers' thermal stock): from the employee, to the
 * project's warehouse, and the request's reference as a Code 128 barcode the receiving dock scans.
 * An address prints on fixed lines (name, line 1, line 2, city line, country); a missing line is
 * left blank rather than moving the others.
 */
export const RETURN_LABEL: LabelDefinition = {
  name: "parcel-return",
  unit: "in",
  width: 4,
  height: 6,
  barcode: { kind: "code128", key: "reference", x: 0.25, y: 3.35, height: 1.15, maxWidth: 3.5 },
  fields: [
    { key: "fromCaption", x: 0.25, y: 0.2, size: 0.13, bold: true },
    { key: "fromName", x: 0.25, y: 0.4, size: 0.16 },
    { key: "fromLine1", x: 0.25, y: 0.6, size: 0.15 },
    { key: "fromLine2", x: 0.25, y: 0.8, size: 0.15 },
    { key: "fromCity", x: 0.25, y: 1.0, size: 0.15 },
    { key: "fromCountry", x: 0.25, y: 1.2, size: 0.15 },
    { key: "toCaption", x: 0.25, y: 1.6, size: 0.15, bold: true },
    { key: "toName", x: 0.25, y: 1.85, size: 0.22, bold: true },
    { key: "toLine1", x: 0.25, y: 2.15, size: 0.2 },
    { key: "toLine2", x: 0.25, y: 2.4, size: 0.2 },
    { key: "toCity", x: 0.25, y: 2.65, size: 0.2 },
    { key: "toCountry", x: 0.25, y: 2.9, size: 0.2 },
    { key: "reference", caption: "Ref ", x: 0.25, y: 4.7, size: 0.3, bold: true },
    { key: "project", caption: "Project ", x: 0.25, y: 5.15, size: 0.16 },
    { key: "note", x: 0.25, y: 5.5, size: 0.12 },
  ],
};

/**
 * The QR method's label, 4 × 6 in: the reference as a QR code the carrier's counter scans (it
 * prints the shipping label there), with the reference and project in words.
 */
export const RETURN_QR_LABEL: LabelDefinition = {
  name: "parcel-return-qr",
  unit: "in",
  width: 4,
  height: 6,
  // The platform draws QR modules of at most 4 printer dots, so the code is about 1 cm wide:
  // placed near the middle, with the words under it.
  barcode: { kind: "qr", key: "reference", x: 1.6, y: 0.6, height: 2.4, maxWidth: 2.4 },
  fields: [
    { key: "reference", caption: "Ref ", x: 0.25, y: 1.8, size: 0.3, bold: true },
    { key: "fromName", x: 0.25, y: 2.3, size: 0.16 },
    { key: "project", caption: "Project ", x: 0.25, y: 2.6, size: 0.16 },
    { key: "note", x: 0.25, y: 3.0, size: 0.12 },
  ],
};

/** What a return label prints. */
export type ReturnLabelFacts = {
  referenceId: string;
  projectName: string;
  employeeName: string;
  address: ParcelAddress;
  returnName: string;
  returnAddress: ParcelAddress | null;
};

const cityLine = (a: ParcelAddress) =>
  [a.city, [a.region, a.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");

/** The label record of a request: the definition's keys filled from the request and its warehouse. */
export function returnLabelRecord(
  facts: ReturnLabelFacts,
  method: "qr_code" | "box_and_label" | "label_only",
): LabelRecord {
  const to = facts.returnAddress;
  return {
    reference: facts.referenceId,
    project: facts.projectName,
    fromCaption: "FROM",
    fromName: facts.employeeName,
    fromLine1: facts.address.line1,
    fromLine2: facts.address.line2,
    fromCity: cityLine(facts.address),
    fromCountry: facts.address.country,
    toCaption: "TO",
    toName: facts.returnName,
    toLine1: to?.line1,
    toLine2: to?.line2,
    toCity: to ? cityLine(to) : null,
    toCountry: to?.country,
    note:
      method === "qr_code"
        ? "Show this code at the carrier's counter"
        : "Return of devices - keep the barcode visible",
  };
}

/** The label definition of a project's method. */
export const returnLabelOf = (method: "qr_code" | "box_and_label" | "label_only") =>
  method === "qr_code" ? RETURN_QR_LABEL : RETURN_LABEL;

/**
 * A QR code as an SVG image (the employee's page shows it on the phone), encoded by the same
 * platform encoder the labels use; a quiet zone of four modules around it.
 */
export function qrCodeSvg(text: string): string {
  const symbol = encodeBarcode("qr", text);
  if (symbol.kind !== "matrix") throw new Error("a QR code is a matrix");
  const side = symbol.modules + 8;
  let path = "";
  symbol.cells.forEach((dark, i) => {
    if (dark) path += `M${(i % symbol.modules) + 4} ${Math.floor(i / symbol.modules) + 4}h1v1h-1z`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
