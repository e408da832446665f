import { NumberInput, Stack, TextInput } from "@mantine/core";

type Props = {
  price: number | string;
  onPrice: (value: number | string) => void;
  buyer: string;
  onBuyer: (value: string) => void;
};

/** What a sale records: its price (required) and the buyer (optional), for a scan or one asset. */
export function SaleFields({ price, onPrice, buyer, onBuyer }: Props) {
  return (
    <Stack gap="xs">
      <NumberInput
        label="Sale price"
        value={price}
        onChange={onPrice}
        min={0}
        decimalScale={2}
        prefix="$"
        required
      />
      <TextInput
        label="Buyer"
        value={buyer}
        onChange={(e) => onBuyer(e.currentTarget.value)}
        placeholder="Optional"
      />
    </Stack>
  );
}
