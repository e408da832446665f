import {
  type AttributeKind,
  type ClassAttribute,
  ClassAttributeBody,
  type ClassAttributeInput,
} from "@ops/domain";
import type { AttributeChange } from "../classes-api";

/** One line of the attribute list editor; `id` is null for an attribute not saved yet. */
export type AttributeRow = {
  key: string;
  id: number | null;
  name: string;
  kind: AttributeKind;
  options: string[];
  required: boolean;
};

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

export function rowsOf(attributes: readonly ClassAttribute[]): AttributeRow[] {
  return attributes.map((a) => ({
    key: `id-${a.id}`,
    id: a.id,
    name: a.name,
    kind: a.kind,
    options: [...a.options],
    required: a.required,
  }));
}

export function emptyRow(): AttributeRow {
  return { key: newKey(), id: null, name: "", kind: "text", options: [], required: false };
}

const normal = (name: string) => name.trim().toLowerCase();

/** The body of a row; only a choice keeps its options. */
function bodyOf(row: AttributeRow, classIds: number[]): ClassAttributeInput {
  return {
    name: row.name.trim(),
    kind: row.kind,
    options: row.kind === "choice" ? row.options.map((o) => o.trim()) : [],
    required: row.required,
    classIds,
  };
}

/** Errors by form path (`rows.2.name`), from the domain schema and one name per class. */
export function validateRows(rows: readonly AttributeRow[], classId: number): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const result = ClassAttributeBody.safeParse(bodyOf(row, [classId]));
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path[0] === "options" ? "options" : String(issue.path[0]);
        errors[`rows.${index}.${field}`] ??= issue.message;
      }
    }
    const name = normal(row.name);
    if (name && seen.has(name))
      errors[`rows.${index}.name`] ??= "Two attributes of this class have this name";
    seen.add(name);
  });
  return errors;
}

function sameDefinition(row: AttributeRow, attribute: ClassAttribute): boolean {
  const options = row.kind === "choice" ? row.options.map((o) => o.trim()) : [];
  return (
    row.name.trim() === attribute.name &&
    row.kind === attribute.kind &&
    row.required === attribute.required &&
    options.length === attribute.options.length &&
    options.every((o, i) => o === attribute.options[i])
  );
}

/**
 * The calls that turn the class's saved attributes into the edited rows. An attribute is shared
 * by a list of classes: removing it here only takes this class off its list, and deletes it
 * when no other class uses it; edits keep its other classes. A new row named like a saved
 * attribute that no row claims (saved by an earlier, partly failed attempt) updates that one.
 * Removals come first so a freed name can be reused.
 */
export function planAttributeChanges(
  saved: readonly ClassAttribute[],
  rows: readonly AttributeRow[],
  classId: number,
): AttributeChange[] {
  const claimed = new Set(rows.filter((r) => r.id !== null).map((r) => r.id));
  const matchOf = new Map<number, ClassAttribute>();
  rows.forEach((row, index) => {
    const match =
      row.id !== null
        ? saved.find((a) => a.id === row.id)
        : saved.find((a) => !claimed.has(a.id) && normal(a.name) === normal(row.name));
    if (match) {
      claimed.add(match.id);
      matchOf.set(index, match);
    }
  });

  const removals: AttributeChange[] = saved
    .filter((a) => !claimed.has(a.id))
    .map((a) => {
      const others = a.classIds.filter((id) => id !== classId);
      return others.length > 0
        ? {
            op: "update",
            id: a.id,
            body: { name: a.name, kind: a.kind, options: a.options, required: a.required, classIds: others },
          }
        : { op: "delete", id: a.id };
    });
  const writes: AttributeChange[] = [];
  rows.forEach((row, index) => {
    const match = matchOf.get(index);
    if (!match) writes.push({ op: "create", body: bodyOf(row, [classId]), row: index });
    else if (!sameDefinition(row, match))
      writes.push({ op: "update", id: match.id, body: bodyOf(row, match.classIds), row: index });
  });
  return [...removals, ...writes];
}
