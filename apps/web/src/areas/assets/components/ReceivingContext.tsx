import { Alert, Button, Group, SimpleGrid, Text, TextInput } from "@mantine/core";
import { ASSET_TYPES, type Asset, type AssetType, labelOf } from "@ops/domain";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { SelectField } from "../../../shared/SelectField";
import { ProductPicker } from "../../catalogue/components/ProductPicker";
import type { DuplicateSerial } from "../receiving-api";
import { WeightInput } from "./WeightInput";

const TYPE_OPTIONS = ASSET_TYPES.map((t) => ({ value: t.id, label: t.label }));

/** A serial already received elsewhere, and where. */
export type SerialWarning = { serial: string; result: DuplicateSerial };

/** What every receipt on the screen shares until changed: where, what type, which product, weights. */
export type ReceivingContextValues = {
  container: Asset | null;
  type: AssetType;
  productId: string | null;
  productName: string | null;
  grossWeight: number | string;
  netWeight: number | string;
  serialNumber: string;
};

type Props = {
  values: ReceivingContextValues;
  onChange: (patch: Partial<ReceivingContextValues>) => void;
  /** Called with a scanned container barcode (upper-case). */
  onContainerScan: (barcode: string) => void;
  containerText: string;
  onContainerText: (text: string) => void;
  containerBusy: boolean;
  /** Called when the serial number field is left, to look for the serial elsewhere. */
  onSerialBlur: () => void;
  /** A serial already received elsewhere: shown, never blocking. */
  serialWarning: SerialWarning | null;
  errors: Record<string, string | undefined>;
};

/** "B-1 on inbound-12 (Acme)": where a duplicate serial already is. */
export function duplicateWhere(result: DuplicateSerial): string {
  return result.assets
    .map(
      (a) =>
        `${a.barcode}${a.activitySlug ? ` on ${a.activitySlug}` : ""}${a.accountName ? ` (${a.accountName})` : ""}`,
    )
    .join(", ");
}

/**
 * The "Receiving into" context of the receiving screen: the container (set by scanning a pallet
 * or bin), the asset type and product (kept between scans), weights and, for serial assets, the
 * serial number.
 */
export function ReceivingContext({
  values,
  onChange,
  onContainerScan,
  containerText,
  onContainerText,
  containerBusy,
  onSerialBlur,
  serialWarning,
  errors,
}: Props) {
  const { container } = values;
  return (
    <>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>
          <BarcodeInput
            id="receiving-container"
            label="Receiving into"
            description={
              container
                ? `${labelOf(ASSET_TYPES, container.type)} ${container.barcode}${container.childCount ? ` · ${container.childCount} inside` : ""}`
                : "The load itself. Scan a pallet or bin to receive into it"
            }
            placeholder={container ? container.barcode : "Scan a pallet or bin"}
            value={containerText}
            onChange={onContainerText}
            onSubmit={onContainerScan}
            clearOnSubmit={false}
            error={errors.parentBarcode}
            disabled={containerBusy}
          />
        </div>
        {container ? (
          <Button variant="default" onClick={() => onChange({ container: null })}>
            Clear
          </Button>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <SelectField
          label="Asset type"
          required
          data={TYPE_OPTIONS}
          value={values.type}
          onChange={(next) => onChange({ type: (next ?? values.type) as AssetType })}
          error={errors.type}
        />
        <ProductPicker
          label="Product"
          value={values.productId}
          selectedName={values.productName}
          onChange={(next) => onChange({ productId: next })}
          error={errors.productId}
        />
      </SimpleGrid>
      {/* Two weights side by side even on a phone: they are short numbers. */}
      <SimpleGrid cols={2} spacing="sm">
        <WeightInput
          label="Gross weight (lbs)"
          value={values.grossWeight}
          onChange={(next) => onChange({ grossWeight: next })}
          error={errors.grossWeight}
        />
        <WeightInput
          label="Net weight (lbs)"
          value={values.netWeight}
          onChange={(next) => onChange({ netWeight: next })}
          error={errors.netWeight}
        />
      </SimpleGrid>
      {values.type === "serial" ? (
        <TextInput
          id="receiving-serial"
          label="Serial number"
          required
          value={values.serialNumber}
          onChange={(event) => onChange({ serialNumber: event.currentTarget.value })}
          onBlur={onSerialBlur}
          // The serial is often scanned too; its Enter moves on to the barcode instead of saving.
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            document.getElementById("receiving-barcode")?.focus();
          }}
          error={errors.serialNumber}
          autoComplete="off"
          spellCheck={false}
        />
      ) : null}
      {serialWarning?.result.duplicate ? (
        <Alert color="orange" title="Serial received elsewhere" role="alert">
          <Text size="sm">
            Serial {serialWarning.serial} is also on {duplicateWhere(serialWarning.result)}. It can still be
            received; it is flagged as a duplicate.
          </Text>
        </Alert>
      ) : null}
    </>
  );
}
