import { Alert, Button, Group, MultiSelect, Paper, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type Asset, LOCK_TYPES, NEW_IN_BOX } from "@ops/domain";
import { useState } from "react";
import { SelectField } from "../../../shared/SelectField";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useUpdateAsset } from "../../assets/assets-api";
import { ProductPicker } from "../../catalogue/components/ProductPicker";
import { DISPOSITION_OPTIONS, R2_OPTIONS } from "../../work/components/itad/serial-values";
import { useRoutings } from "../../work/itad-api";
import { type DeviceEditValues, deviceEditValuesOf, deviceUpdateOf, refusalOf } from "./device-edit-values";

const options = (list: readonly { id: string; label: string }[]) =>
  list.map((o) => ({ value: o.id, label: o.label }));

type Props = { device: Asset; onSaved: (device: Asset) => void; onCancel: () => void };

/**
 * Correcting a device and routing it by hand (SPEC §2 device edit): serial, product, locks,
 * new-in-box, disposition, R2 classification and routing, through the asset update. Only what
 * changed is sent. A refusal of the whole change (a held device routed to resale or reuse: 409
 * naming the hold) shows above the buttons; field errors land on their fields.
 */
export function DeviceEditForm({ device, onSaved, onCancel }: Props) {
  const fail = useFailure("DeviceEditForm");
  const update = useUpdateAsset(device);
  const routings = useRoutings();
  const [initial] = useState(() => deviceEditValuesOf(device));
  const form = useForm<DeviceEditValues>({ initialValues: initial });
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    const body = deviceUpdateOf(initial, values);
    if (Object.keys(body).length === 0) {
      showSnackbar("Nothing was changed", "info");
      return;
    }
    try {
      const saved = await update.mutateAsync(body);
      showSnackbar(`${saved.barcode} was saved`, "success");
      onSaved(saved);
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) {
        setRefusal(refused);
        return;
      }
      form.setErrors(fail(error));
    }
  });

  const routingOptions = (routings.data ?? [])
    .filter((r) => r.active || String(r.id) === initial.routingId)
    .map((r) => ({ value: String(r.id), label: r.name }));
  return (
    <Paper withBorder p="md" maw={760}>
      <form onSubmit={submit} noValidate aria-label={`Edit ${device.barcode}`}>
        <Stack>
          <Title order={2} size="h4">
            Device
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Serial number" autoComplete="off" {...form.getInputProps("serialNumber")} />
            <ProductPicker
              label="Product"
              value={form.values.productId}
              selectedName={device.productAssets[0]?.productName ?? null}
              onChange={(v) => form.setFieldValue("productId", v)}
              error={form.errors.productId}
            />
            <MultiSelect
              label="Locks"
              description="Setting a lock puts the device on a locked hold until every lock is cleared."
              placeholder={form.values.locks.length === 0 ? "No locks" : undefined}
              data={options(LOCK_TYPES)}
              clearable
              {...form.getInputProps("locks")}
            />
            <SelectField
              label="New in box"
              placeholder="No"
              data={options(NEW_IN_BOX)}
              {...form.getInputProps("newInBox")}
            />
          </SimpleGrid>
          <Title order={2} size="h4">
            Routing
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <SelectField
              label="Disposition"
              placeholder="Not routed"
              data={DISPOSITION_OPTIONS}
              {...form.getInputProps("disposition")}
            />
            <SelectField
              label="R2 classification"
              placeholder="None"
              data={R2_OPTIONS}
              {...form.getInputProps("r2Classification")}
            />
            <SelectField
              label="Routing"
              placeholder="None"
              data={routingOptions}
              {...form.getInputProps("routingId")}
            />
          </SimpleGrid>
          {refusal ? (
            <Alert color="red" title="Not saved" role="alert">
              {refusal}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
