import { type Asset, DISPOSITIONS, type Grade, labelOf, R2_CLASSIFICATIONS } from "@ops/domain";

export const GRADE_OPTIONS: { value: Grade; label: string }[] = (["A", "B", "C", "D", "E", "F"] as const).map(
  (g) => ({ value: g, label: `Grade ${g}` }),
);
export const DISPOSITION_OPTIONS = DISPOSITIONS.map((d) => ({ value: d.id, label: d.label }));
export const R2_OPTIONS = R2_CLASSIFICATIONS.map((c) => ({ value: c.id, label: c.label }));

/** The product a device carries (its first product entry), or null. */
export const productOf = (a: Pick<Asset, "productAssets">): string | null =>
  a.productAssets[0]?.productName ?? null;

/** "Resold or recycled · Resale": where the device is routed, in words; "" when not routed. */
export function routedTo(a: Pick<Asset, "disposition" | "r2Classification">): string {
  return [labelOf(DISPOSITIONS, a.disposition), labelOf(R2_CLASSIFICATIONS, a.r2Classification)]
    .filter((part) => part !== "")
    .join(" · ");
}

/** One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
function field(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const COLUMNS: { header: string; value: (a: Asset) => string | number | null }[] = [
  { header: "Barcode", value: (a) => a.barcode },
  { header: "Serial number", value: (a) => a.serialNumber },
  { header: "Product", value: productOf },
  { header: "Grade", value: (a) => a.grade },
  { header: "Cosmetic grade", value: (a) => a.cosmeticGrade },
  { header: "Functional grade", value: (a) => a.functionalGrade },
  { header: "Disposition", value: (a) => labelOf(DISPOSITIONS, a.disposition) || null },
  { header: "R2 classification", value: (a) => labelOf(R2_CLASSIFICATIONS, a.r2Classification) || null },
  { header: "In", value: (a) => a.parentBarcode },
  { header: "Floor price", value: (a) => a.floorPrice },
  { header: "Created", value: (a) => a.createdAt },
];

/** The devices as a CSV file's text: a header row, then one row per device. */
export function serialsCsv(devices: readonly Asset[]): string {
  const rows = [COLUMNS.map((c) => c.header), ...devices.map((a) => COLUMNS.map((c) => field(c.value(a))))];
  return `${rows.map((r) => r.join(",")).join("\r\n")}\r\n`;
}
