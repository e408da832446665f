import { Group, TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import type { ReactNode } from "react";
import { CountryField } from "./CountryField";

type Line = "line1" | "line2" | "city" | "region" | "postalCode";
/** What a form gives a text field (Mantine's `getInputProps`). */
type InputProps = GetInputPropsReturnType;

/**
 * A postal address's fields (the domain's PostalAddress): lines, city, state or region, postal
 * code and country, with the browser's autofill names so a phone fills them in. The form keeps the
 * values; `input(field)` gives a line's props, the country comes in on its own.
 */
export function AddressFields(props: {
  input: (field: Line) => InputProps;
  country: { value: string | null; onChange: (value: string | null) => void; error?: ReactNode };
}) {
  const { input, country } = props;
  return (
    <>
      <TextInput label="Address line 1" required autoComplete="address-line1" {...input("line1")} />
      <TextInput label="Address line 2" autoComplete="address-line2" {...input("line2")} />
      <Group grow wrap="wrap" align="flex-start" preventGrowOverflow={false}>
        <TextInput label="City" required miw={160} autoComplete="address-level2" {...input("city")} />
        <TextInput label="State or region" miw={120} autoComplete="address-level1" {...input("region")} />
        <TextInput
          label="Postal code"
          required
          miw={120}
          autoComplete="postal-code"
          {...input("postalCode")}
        />
      </Group>
      <CountryField required {...country} />
    </>
  );
}
