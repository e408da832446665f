import { TextInput } from "@mantine/core";
import type { AssetVariantFieldsProps } from "./AssetAttributesFields";

/** Phone-reseller integration (SPEC §5): the carrier's tracking number of the device. */
export function PhoneResellerAssetFields({ value, onChange, errors, onFieldError }: AssetVariantFieldsProps) {
  const trackingNumber = typeof value.trackingNumber === "string" ? value.trackingNumber : "";
  return (
    <TextInput
      label="Tracking number"
      required
      value={trackingNumber}
      error={errors.trackingNumber}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => {
        // Tracking numbers are kept upper-case (the schema's rule); show them that way.
        onChange({ ...value, trackingNumber: event.currentTarget.value.toUpperCase() });
        if (errors.trackingNumber) onFieldError?.("trackingNumber", undefined);
      }}
      onBlur={() => {
        const trimmed = trackingNumber.trim();
        if (trimmed !== trackingNumber) onChange({ ...value, trackingNumber: trimmed });
      }}
    />
  );
}
