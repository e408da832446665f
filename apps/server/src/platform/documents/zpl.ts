import {
  type LabelDefinition,
  type LabelLayout,
  type LabelRecord,
  layoutLabel,
  ZPL_DOTS_PER_MM,
} from "./label-definitions";

const dots = (mm: number) => Math.round(mm * ZPL_DOTS_PER_MM);

/**
 * Field data made safe for ZPL: `^` and `~` start commands and `\` is the `^FH` escape, so
 * those and every byte outside printable ASCII are written as `\hh` (UTF-8, `^CI28`). Data
 * from the records can never end a field or start a command.
 */
export function zplFieldData(text: string): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const printable = byte >= 0x20 && byte < 0x7f && byte !== 0x5e && byte !== 0x7e && byte !== 0x5c;
    out += printable ? String.fromCharCode(byte) : `\\${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** One laid-out label as a ZPL II format (`^XA` … `^XZ`) for a 203 dpi printer. */
export function zplOfLayout(layout: LabelLayout): string {
  const lines = ["^XA", "^CI28", `^PW${dots(layout.width)}`, `^LL${dots(layout.height)}`, "^LH0,0"];
  const { barcode } = layout;
  const at = `^FO${dots(barcode.x)},${dots(barcode.y)}`;
  if (barcode.kind === "code128") {
    const h = dots(barcode.height);
    // Mode A: the printer picks the Code 128 subsets, as bwip-js does for the PDF.
    lines.push(
      `${at}^BY${barcode.moduleDots},3,${h}^BCN,${h},N,N,N,A^FH\\^FD${zplFieldData(barcode.data)}^FS`,
    );
  } else {
    lines.push(`${at}^BQN,2,${barcode.moduleDots}^FH\\^FDMA,${zplFieldData(barcode.data)}^FS`);
  }
  for (const text of layout.texts) {
    const h = dots(text.size);
    lines.push(`^FO${dots(text.x)},${dots(text.y)}^A0N,${h},${h}^FH\\^FD${zplFieldData(text.text)}^FS`);
  }
  lines.push("^XZ");
  return `${lines.join("\n")}\n`;
}

/** Labels of one definition as ZPL: one format per record, in order, ready to send to the printer. */
export function renderLabelsZpl(def: LabelDefinition, records: readonly LabelRecord[]): string {
  return records.map((record) => zplOfLayout(layoutLabel(def, record))).join("");
}
