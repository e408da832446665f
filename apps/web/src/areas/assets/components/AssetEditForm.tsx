import {
  Anchor,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { ASSET_SOURCES, ASSET_TYPES, type Asset, LOCK_TYPES, STOCK_TYPES } from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../../../shared/api";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { SelectField } from "../../../shared/SelectField";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { ProductPicker } from "../../catalogue/components/ProductPicker";
import { findLocation, useFindLocation } from "../../inventory/api";
import { useUpdateAsset } from "../assets-api";
import { assetPath } from "./AssetFrame";
import { type AssetEditValues, assetEditValuesOf, buildAssetUpdate, formFieldOf } from "./asset-edit-values";

const options = (list: readonly { id: string; label: string }[]) =>
  list.map((o) => ({ value: o.id, label: o.label }));

function LocationField({
  value,
  onChange,
  warehouseId,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  warehouseId: number | null;
  error?: string;
}) {
  const [barcode] = useDebouncedValue(value.trim().toUpperCase(), 300);
  const lookup = useFindLocation(barcode, warehouseId ?? undefined);
  const missing = lookup.error instanceof ApiError && lookup.error.status === 404;
  return (
    <BarcodeInput
      label="Location"
      placeholder="None"
      value={value}
      onChange={onChange}
      // Enter (a scanner's end of scan) keeps the text; the lookup follows it.
      onSubmit={() => {}}
      clearOnSubmit={false}
      error={error ?? (missing ? `No location with barcode ${barcode} in this warehouse` : undefined)}
      description={
        barcode === ""
          ? "Scan or type a location barcode; empty for none."
          : lookup.data
            ? lookup.data.name
            : lookup.isFetching
              ? "Looking it up…"
              : undefined
      }
    />
  );
}

/**
 * The fields of an asset an operator corrects (type, serial, parent, product and quantity,
 * weights, location, stock type, source, notes, locks). Only what changed is sent; the
 * schema's and the server's 422 messages land on the fields.
 */
export function AssetEditForm({ asset, onSaved }: { asset: Asset; onSaved: (asset: Asset) => void }) {
  const fail = useFailure("AssetEditForm");
  const update = useUpdateAsset(asset);
  const [initial] = useState(() => assetEditValuesOf(asset));
  const form = useForm<AssetEditValues>({ initialValues: initial });
  const [resolving, setResolving] = useState(false);

  // The location is typed as a barcode; it is resolved to its id only when it changed.
  const resolveLocation = async (text: string): Promise<number | null | undefined | string> => {
    const barcode = text.trim().toUpperCase();
    if (barcode === initial.locationBarcode) return undefined;
    if (barcode === "") return null;
    try {
      return (await findLocation(barcode, asset.warehouseId ?? undefined)).id;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        return `No location with barcode ${barcode} in this warehouse`;
      throw error;
    }
  };

  const submit = form.onSubmit(async (values) => {
    setResolving(true);
    try {
      const location = await resolveLocation(values.locationBarcode);
      if (typeof location === "string") {
        form.setErrors({ locationBarcode: location });
        return;
      }
      const built = buildAssetUpdate(initial, values, location);
      if (!built.ok) {
        form.setErrors(built.errors);
        showSnackbar("Some fields need attention", "error");
        return;
      }
      if (Object.keys(built.body).length === 0) {
        showSnackbar("Nothing was changed", "info");
        return;
      }
      const saved = await update.mutateAsync(built.body);
      showSnackbar(`${saved.barcode} was saved`, "success");
      onSaved(saved);
    } catch (error) {
      const errors = fail(error);
      form.setErrors(Object.fromEntries(Object.entries(errors).map(([k, v]) => [formFieldOf(k), v])));
    } finally {
      setResolving(false);
    }
  });

  const first = asset.productAssets[0];
  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${asset.barcode}`}>
      <Stack maw={900}>
        <Title order={2} size="h4">
          Details
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            label="Type"
            required
            data={options(ASSET_TYPES)}
            value={form.values.type}
            onChange={(v) => form.setFieldValue("type", v ?? "")}
            error={form.errors.type}
          />
          <TextInput label="Serial number" {...form.getInputProps("serialNumber")} autoComplete="off" />
          <BarcodeInput
            label="Inside (parent barcode)"
            placeholder="None (top level)"
            description="The bin or pallet this asset is in, on the same activity."
            value={form.values.parentBarcode}
            onChange={(v) => form.setFieldValue("parentBarcode", v)}
            onSubmit={() => {}}
            clearOnSubmit={false}
            error={form.errors.parentBarcode}
          />
          <LocationField
            value={form.values.locationBarcode}
            onChange={(v) => form.setFieldValue("locationBarcode", v)}
            warehouseId={asset.warehouseId}
            error={form.errors.locationBarcode as string | undefined}
          />
          <SelectField
            label="Stock type"
            placeholder="Any"
            data={options(STOCK_TYPES)}
            value={form.values.stockType}
            onChange={(v) => form.setFieldValue("stockType", v)}
            error={form.errors.stockType}
          />
          <SelectField
            label="Source"
            placeholder="None"
            data={options(ASSET_SOURCES)}
            value={form.values.source}
            onChange={(v) => form.setFieldValue("source", v)}
            error={form.errors.source}
          />
        </SimpleGrid>
        <Title order={2} size="h4">
          Product and weights
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ProductPicker
            label="Product"
            value={form.values.productId}
            selectedName={first?.productName ?? null}
            onChange={(v) => form.setFieldValue("productId", v)}
            error={form.errors.productId}
          />
          <NumberInput label="Quantity" min={0} allowNegative={false} {...form.getInputProps("quantity")} />
          <NumberInput
            label="Gross weight (lbs)"
            min={0}
            decimalScale={3}
            allowNegative={false}
            {...form.getInputProps("grossWeight")}
          />
          <NumberInput
            label="Net weight (lbs)"
            min={0}
            decimalScale={3}
            allowNegative={false}
            {...form.getInputProps("netWeight")}
          />
        </SimpleGrid>
        {/* Locks are recorded per serialized device (SPEC §3); other types carry none. */}
        {form.values.type === "serial" || form.values.locks.length > 0 ? (
          <MultiSelect
            label="Locks"
            description="Locks found on a serialized device (it cannot be processed until they are cleared)."
            placeholder={form.values.locks.length ? undefined : "None"}
            data={options(LOCK_TYPES)}
            searchable
            clearable
            {...form.getInputProps("locks")}
          />
        ) : null}
        <Textarea label="Notes" autosize minRows={2} maxRows={8} {...form.getInputProps("notes")} />
        <Group justify="flex-end">
          <Anchor component={Link} to={assetPath(asset.barcode)} size="sm">
            Cancel
          </Anchor>
          <Button type="submit" loading={update.isPending || resolving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
