import { COUNTRIES } from "@ops/domain";
import type { ReactNode } from "react";
import { SelectField } from "./SelectField";

const OPTIONS = COUNTRIES.map((c) => ({ value: c.id, label: `${c.label} (${c.id})` }));
const CODES = new Set<string>(COUNTRIES.map((c) => c.id));

/** A typed two-letter code ("us") chooses its country, as its name does. */
function codeOf(text: string): string | null {
  const code = text.trim().toUpperCase();
  return CODES.has(code) ? code : null;
}

/** A country chosen from the list by name or code; the value is the two-letter code. */
export function CountryField(props: {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  label?: string;
  required?: boolean;
}) {
  return (
    <SelectField
      label={props.label ?? "Country"}
      data={OPTIONS}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      required={props.required}
      placeholder="Type a name or code"
      resolveText={codeOf}
    />
  );
}
