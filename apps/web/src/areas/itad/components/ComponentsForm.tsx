import { Alert, Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type Asset, COMPONENTS_MAX } from "@ops/domain";
import { useRef } from "react";
import { ApiError } from "../../../shared/api";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { ProductPicker } from "../../catalogue/components/ProductPicker";
import { useHarvestComponents } from "../itad-api";
import type { DevicePlace } from "../itad-paths";
import { type ComponentLinesValues, componentErrorsOf, componentLinesBody } from "./component-values";

type Props = {
  device: Asset;
  place: DevicePlace;
  /** Many parts (one serial a line) or one part (its serial optional). */
  bulk: boolean;
  onDone: () => void;
};

/**
 * Harvesting parts from a device (memory, CPU, drives, batteries): each becomes an asset of its
 * own with its serial, linked to the device, in a bin of the order or loose on it. One part, or
 * many of one product by scanning their serials one a line; all or none.
 */
export function ComponentsForm({ device, place, bulk, onDone }: Props) {
  const fail = useFailure("ComponentsForm");
  const harvest = useHarvestComponents(place.slug, device.barcode);
  // One key per attempt at the same lines: a retry after a lost answer makes nothing twice.
  const requestKey = useRef<string | null>(null);
  const form = useForm<ComponentLinesValues>({
    initialValues: { productId: null, binBarcode: "", serials: "" },
    onValuesChange: () => {
      requestKey.current = null;
    },
  });

  const submit = form.onSubmit(async (values) => {
    const built = componentLinesBody(values, !bulk);
    if (!built.ok) {
      form.setErrors(built.errors);
      return;
    }
    try {
      requestKey.current ??= crypto.randomUUID();
      const result = await harvest.mutateAsync({ ...built.body, requestKey: requestKey.current });
      requestKey.current = null;
      const n = result.components.length;
      showSnackbar(`${n === 1 ? "1 part" : `${n} parts`} harvested from ${device.barcode}`, "success");
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        requestKey.current = null;
        form.setErrors(componentErrorsOf(error.fieldErrors()));
      } else form.setErrors(fail(error));
    }
  });

  if (place.slug === "") return <Alert color="gray">Parts are harvested on the device's shop order.</Alert>;
  return (
    <Paper withBorder p="md" maw={760}>
      <form onSubmit={submit} noValidate aria-label={bulk ? "Harvest parts" : "Harvest a part"}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ProductPicker
              label="Product"
              required
              description="What the part is, from the catalogue (a memory module, a drive…)."
              value={form.values.productId}
              onChange={(v) => form.setFieldValue("productId", v)}
              error={form.errors.productId}
            />
            <BarcodeInput
              label="Bin"
              placeholder="None: loose on the order"
              description="Optional: a bin of this order to put the parts in."
              value={form.values.binBarcode}
              onChange={(v) => form.setFieldValue("binBarcode", v)}
              onSubmit={() => {}}
              clearOnSubmit={false}
              error={form.errors.binBarcode}
            />
          </SimpleGrid>
          {bulk ? (
            <Textarea
              label="Serials"
              required
              description={`One part per line: scan each serial (the scanner's Enter starts the next line). At most ${COMPONENTS_MAX}.`}
              rows={8}
              autoComplete="off"
              spellCheck={false}
              styles={{ input: { fontFamily: "monospace" } }}
              {...form.getInputProps("serials")}
            />
          ) : (
            <TextInput
              label="Serial number"
              description="Optional."
              autoComplete="off"
              {...form.getInputProps("serials")}
            />
          )}
          <Group>
            <Button type="submit" loading={harvest.isPending}>
              {bulk ? "Harvest parts" : "Harvest part"}
            </Button>
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
