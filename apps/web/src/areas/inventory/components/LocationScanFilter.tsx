import { Button, Group, TextInput } from "@mantine/core";
import { useState } from "react";
import { ApiError } from "../../../shared/api";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { findLocation } from "../api";

/**
 * A "Location" filter set by scan (it and every location under it, of `warehouseId` when given):
 * the refusal shows beside the box; once set, the location's barcode shows with a Clear button.
 */
export function LocationScanFilter({
  locationId,
  warehouseId,
  onChange,
}: {
  locationId: number | undefined;
  warehouseId?: number;
  onChange: (locationId: number | undefined) => void;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [name, setName] = useState<string | null>(null);
  const scan = async (barcode: string) => {
    try {
      const found = await findLocation(barcode, warehouseId);
      setError(undefined);
      setText("");
      setName(found.barcode);
      onChange(found.id);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "The location could not be found");
    }
  };
  if (locationId)
    return (
      <Group gap={6} align="flex-end" wrap="nowrap">
        <TextInput label="Location" value={name ?? `#${locationId}`} readOnly flex={1} />
        <Button variant="default" onClick={() => onChange(undefined)}>
          Clear
        </Button>
      </Group>
    );
  return (
    <BarcodeInput
      label="Location"
      placeholder="Scan a location"
      value={text}
      onChange={(value) => {
        setText(value);
        setError(undefined);
      }}
      clearOnSubmit={false}
      error={error}
      onSubmit={(barcode) => void scan(barcode)}
    />
  );
}
