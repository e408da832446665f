import { type ComponentsBody, checkSerialLines, type SerialLine, serialLineMessage } from "@ops/domain";

/** The harvest form's values: one product and bin for the parts, and their serials (one a line). */
export type ComponentLinesValues = { productId: string | null; binBarcode: string; serials: string };

export type ComponentLinesResult =
  | { ok: true; body: ComponentsBody; lines: SerialLine[] }
  | { ok: false; errors: Record<string, string>; lines: SerialLine[] };

/**
 * The body of a harvest: one part per serial line, all of the chosen product, into the bin when
 * one is given (`single`: one part, its serial optional). Every offending line (blank, too long, twice in the list) is named before
 * anything is sent, the same words the serial lists use.
 */
export function componentLinesBody(values: ComponentLinesValues, single = false): ComponentLinesResult {
  const lines = checkSerialLines(values.serials);
  const errors: Record<string, string> = {};
  if (!values.productId)
    errors.productId = single ? "Choose the part's product" : "Choose the parts' product";
  const problems = lines.map(serialLineMessage).filter((m): m is string => m !== null);
  // One part may have no serial (a memory stick without a label).
  const unlabelled = single && lines.length === 0;
  if (single && lines.length > 1) errors.serials = "One serial: use Harvest many for several parts";
  else if (lines.length === 0 && !single) errors.serials = "Scan or type at least one serial";
  else if (problems.length > 0) errors.serials = problems.join("; ");
  if (Object.keys(errors).length > 0) return { ok: false, errors, lines };
  const bin = values.binBarcode.trim().toUpperCase();
  return {
    ok: true,
    lines,
    body: {
      components: unlabelled
        ? [{ productId: Number(values.productId), ...(bin ? { binBarcode: bin } : {}) }]
        : lines.map((l) => ({
            productId: Number(values.productId),
            serialNumber: l.serial,
            ...(bin ? { binBarcode: bin } : {}),
          })),
    },
  };
}

/**
 * The server's 422 for a harvest, in the form's words: a part's field error names its line
 * ("Line 3: …"), the rest land on the field they name.
 */
export function componentErrorsOf(fieldErrors: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  const lines: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors)) {
    const part = /^components\.(\d+)\.(\w+)$/.exec(key);
    if (!part) {
      errors[key === "components" ? "serials" : key] = message;
      continue;
    }
    const field = part[2];
    if (field === "binBarcode" || field === "productId") errors[field] ??= message;
    else lines.push(`Line ${Number(part[1]) + 1}: ${message}`);
  }
  if (lines.length > 0) errors.serials = lines.join("; ");
  return errors;
}
