import {
  ASN_FIELDS,
  type AsnField,
  type AsnMapping,
  type FieldErrors,
  IGNORE_COLUMN,
  normaliseHeader,
} from "@ops/domain";
import { AppError } from "../../platform/app-error";

/** Every known name of every field (its names, label and id), normalised as headers are. */
const FIELD_BY_NAME = new Map<string, AsnField>(
  ASN_FIELDS.flatMap((f) =>
    [...f.names, f.label, f.id].map((name) => [normaliseHeader(name), f.id] as [string, AsnField]),
  ),
);
const LABEL = new Map<string, string>(ASN_FIELDS.map((f) => [f.id, f.label]));

export const UNMAPPED_MESSAGE = "Choose an ASN field for this column or ignore it";

/** The field a header names by itself (SPEC §3 Reconcile, step two), if any. */
export function fieldByName(header: string): AsnField | null {
  return FIELD_BY_NAME.get(normaliseHeader(header)) ?? null;
}

export type ReconciledColumn = { header: string; field: AsnField | null; source: "saved" | "name" | null };

/** How each column would be read: the account's saved rule first, then the header's own name. */
export function reconcileColumns(headers: string[], saved: Map<string, AsnField>): ReconciledColumn[] {
  return headers.map((header) => {
    const rule = saved.get(normaliseHeader(header));
    if (rule) return { header, field: rule, source: "saved" };
    const named = fieldByName(header);
    return { header, field: named, source: named ? "name" : null };
  });
}

/** A column to read: its key in the sheet rows and the field it fills. */
export type ColumnPlan = { header: string; field: AsnField };

/**
 * The columns an import reads, after the user's mapping overrides the reconcile. A column left
 * without a field, two columns on one field, or a mapping naming a column the file lacks answer
 * 422 (`columns.<header>`, `mapping`) before any row is looked at. Also answers the choices worth
 * saving as the account's rules: mapped columns whose own name would not have found the field.
 */
export function planColumns(
  headers: string[],
  saved: Map<string, AsnField>,
  mapping: AsnMapping,
): { plan: ColumnPlan[]; toSave: { oldField: string; newField: AsnField }[] } {
  const chosen = new Map(Object.entries(mapping).map(([header, value]) => [normaliseHeader(header), value]));
  const errors: FieldErrors = {};
  const known = new Set(headers.map(normaliseHeader));
  const missing = [...chosen.keys()].filter((h) => !known.has(h));
  if (missing.length > 0) errors.mapping = [`This file has no column ${missing.join(", ")}`];

  const plan: ColumnPlan[] = [];
  const toSave: { oldField: string; newField: AsnField }[] = [];
  for (const column of reconcileColumns(headers, saved)) {
    const choice = chosen.get(normaliseHeader(column.header));
    if (choice === IGNORE_COLUMN) continue;
    const field = choice ?? column.field;
    if (!field) {
      errors[`columns.${column.header}`] = [UNMAPPED_MESSAGE];
      continue;
    }
    if (choice && fieldByName(column.header) !== choice)
      toSave.push({ oldField: normaliseHeader(column.header), newField: choice });
    plan.push({ header: column.header, field });
  }
  for (const column of plan) {
    const others = plan.filter((c) => c.field === column.field && c !== column);
    if (others.length > 0)
      errors[`columns.${column.header}`] = [
        `${LABEL.get(column.field)} is also read from ${others.map((o) => o.header).join(", ")}; choose one column for it`,
      ];
  }
  const count = Object.keys(errors).length;
  if (count > 0)
    throw new AppError(
      422,
      "Choose an ASN field for each column, or ignore it; nothing was imported",
      errors,
    );
  return { plan, toSave };
}
