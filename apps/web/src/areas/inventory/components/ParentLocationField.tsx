import { useDebouncedValue } from "@mantine/hooks";
import { ApiError } from "../../../shared/api";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { useFindLocation } from "../api";

type Props = {
  value: string;
  onChange: (value: string) => void;
  warehouseId: number | undefined;
  /** An error the form or the server gave this field. */
  error?: string;
};

const LOOKUP_DEBOUNCE_MS = 300;

/** The parent of a location, scanned or typed as its barcode; names the location it finds. */
export function ParentLocationField({ value, onChange, warehouseId, error }: Props) {
  const [barcode] = useDebouncedValue(value.trim().toUpperCase(), LOOKUP_DEBOUNCE_MS);
  const lookup = useFindLocation(barcode, warehouseId);
  const notFound = lookup.error instanceof ApiError && lookup.error.status === 404;
  const description =
    barcode === ""
      ? "Scan or type the barcode of the location this one is inside; empty for a top-level location."
      : lookup.data
        ? `Inside ${lookup.data.name}`
        : lookup.isFetching
          ? "Looking it up…"
          : undefined;
  return (
    <BarcodeInput
      label="Parent location"
      placeholder="None (top level)"
      value={value}
      onChange={onChange}
      // Enter (a scanner's end of scan) keeps the text; the lookup follows the text.
      onSubmit={() => {}}
      clearOnSubmit={false}
      error={error ?? (notFound ? `No location with barcode ${barcode} in this warehouse` : undefined)}
      description={description}
    />
  );
}
