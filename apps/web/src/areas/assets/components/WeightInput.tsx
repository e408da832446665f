import { NumberInput, type NumberInputProps } from "@mantine/core";

/**
 * A weight in lbs as an asset's gross or net weight takes it: 0 to 100,000 with two decimals,
 * no steppers (the number is typed or scanned).
 */
export function WeightInput(props: NumberInputProps) {
  return <NumberInput min={0} max={100_000} decimalScale={2} hideControls allowNegative={false} {...props} />;
}
