import type { PaymentType, SettlementStatement, UpdateDraftBody } from "@ops/domain";

/** One typed line as the form holds it (text fields; the key only keeps React's rows apart). */
export type DraftLineValues = {
  key: string;
  description: string;
  quantity: string;
  unit: string | null;
  unitPrice: string;
  direction: "credit" | "charge";
};

export type DraftValues = {
  paymentType: PaymentType | null;
  carrierCost: string;
  miles: string;
  notes: string;
  manualLines: DraftLineValues[];
};

let nextKey = 0;
/** A key for a new row. */
export const lineKey = () => `line-${++nextKey}`;

/** An empty typed line: one piece, a charge. */
export const emptyLine = (): DraftLineValues => ({
  key: lineKey(),
  description: "",
  quantity: "1",
  unit: "pieces",
  unitPrice: "",
  direction: "charge",
});

/** Drops trailing zeros of a stored decimal for editing ("12.500" → "12.5"). */
const editable = (text: string | null) =>
  text === null ? "" : text.includes(".") ? text.replace(/\.?0+$/, "") : text;

/** The draft's stored inputs and typed lines as form values. */
export function draftValuesOf(statement: SettlementStatement): DraftValues {
  return {
    paymentType: statement.paymentType,
    carrierCost: statement.carrierCost ?? "",
    miles: editable(statement.miles),
    notes: statement.notes ?? "",
    manualLines: statement.lines
      .filter((l) => l.kind === "manual")
      .map((l) => ({
        key: lineKey(),
        description: l.description,
        quantity: editable(l.quantity),
        unit: l.unit,
        unitPrice: editable(l.unitPrice),
        direction: l.amount.trim().startsWith("-") ? "charge" : "credit",
      })),
  };
}

/** The PUT body: blanks are "not given" (null), the row keys stay in the form. */
export function draftBodyOf(values: DraftValues): UpdateDraftBody {
  const blank = (text: string) => (text.trim() === "" ? null : text.trim());
  return {
    paymentType: values.paymentType,
    carrierCost: blank(values.carrierCost),
    miles: blank(values.miles),
    notes: blank(values.notes),
    manualLines: values.manualLines.map(({ key: _key, unit, ...line }) => ({
      ...line,
      unit: unit as never,
      quantity: line.quantity.trim(),
      unitPrice: line.unitPrice.trim(),
    })),
  };
}
