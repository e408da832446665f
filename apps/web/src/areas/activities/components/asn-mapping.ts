import {
  ASN_FIELDS,
  type AsnField,
  type AsnMapping,
  type AsnPreview,
  IGNORE_COLUMN,
  labelOf,
  normaliseHeader,
} from "@ops/domain";
import { ApiError } from "../../../shared/api";
import { type ImportRowError, importErrorsOf } from "../../../shared/import-errors";

export type AsnColumn = AsnPreview["columns"][number];
/** The field each column of the file is read as, by header; null until the user chooses. */
export type AsnChoices = Record<string, AsnField | typeof IGNORE_COLUMN | null>;

export const IGNORE_LABEL = "Ignore column";
export const ASN_FIELD_OPTIONS = [
  ...ASN_FIELDS.map((f) => ({ value: f.id, label: f.label })),
  { value: IGNORE_COLUMN, label: IGNORE_LABEL },
];
const FIELD_IDS: readonly string[] = ASN_FIELDS.map((f) => f.id);

export function isChoice(value: string | null): value is AsnField | typeof IGNORE_COLUMN {
  return value === IGNORE_COLUMN || (value !== null && FIELD_IDS.includes(value));
}

/**
 * The starting choice of each column: what the reconcile found, else what the user chose for a
 * column of the same name in a file they picked before (a corrected file keeps its mapping).
 */
export function initialChoices(columns: readonly AsnColumn[], earlier: AsnChoices = {}): AsnChoices {
  const byName = new Map(Object.entries(earlier).map(([h, v]) => [normaliseHeader(h), v]));
  return Object.fromEntries(
    columns.map((c) => {
      const before = byName.get(normaliseHeader(c.header));
      return [
        c.header,
        c.field === null ? (before ?? null) : before && before !== c.field ? before : c.field,
      ];
    }),
  );
}

/** The columns still waiting for a choice; the import waits for all of them. */
export function unchosenColumns(columns: readonly AsnColumn[], choices: AsnChoices): string[] {
  return columns.filter((c) => !choices[c.header]).map((c) => c.header);
}

/**
 * The `mapping` field sent with the import: the columns the reconcile left open and those the
 * user changed. Only these become the account's saved relationships.
 */
export function mappingToSend(columns: readonly AsnColumn[], choices: AsnChoices): AsnMapping {
  const mapping: AsnMapping = {};
  for (const c of columns) {
    const choice = choices[c.header];
    if (choice && choice !== c.field) mapping[c.header] = choice;
  }
  return mapping;
}

/** What a refused import says: problems by column (`columns.<header>`), rows, and the rest. */
export type AsnRefusal = {
  columns: Record<string, string>;
  rows: ImportRowError[];
  general: string[];
};

export function asnRefusalOf(error: unknown): AsnRefusal {
  const columns: Record<string, string> = {};
  if (error instanceof ApiError) {
    for (const [key, message] of Object.entries(error.fieldErrors())) {
      if (key.startsWith("columns.")) columns[key.slice("columns.".length)] = message;
    }
  }
  const { rows, general } = importErrorsOf(error, FIELD_IDS);
  const columnMessages = new Set(Object.values(columns));
  return {
    columns,
    // Row errors name the field by id; people read its label.
    rows: rows.map((r) => ({ ...r, column: labelOf(ASN_FIELDS, r.column) })),
    // Column problems are shown on their columns; the rest stays in the summary.
    general:
      Object.keys(columns).length > 0 && error instanceof ApiError
        ? [error.message, ...general.filter((m) => !columnMessages.has(m) && m !== error.message)]
        : general,
  };
}
