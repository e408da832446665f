import {
  Alert,
  Button,
  CloseButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { ASSET_TYPES, type AssetType, WORK_CREATE_MAX, type WorkAssetsResult } from "@ops/domain";
import { useRef, useState } from "react";
import { ApiError } from "../../../shared/api";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { nothingDoneMessage } from "../../../shared/nothing-done";
import { SelectField } from "../../../shared/SelectField";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { WeightInput } from "../../assets/components/WeightInput";
import { ProductPicker } from "../../catalogue/components/ProductPicker";
import { createAssetsOutOfInput, useRefreshWorkOrder } from "../work-assets-api";
import {
  type CreateRow,
  type CreateValues,
  createBodyOf,
  createdMessage,
  createErrors,
  newRow,
  rowErrors,
} from "./create-work-assets-values";

const TYPE_OPTIONS = ASSET_TYPES.map((t) => ({ value: t.id, label: t.label }));

type Props = {
  slug: string;
  /** The input preselected (a processed row's "Create from"). */
  initialSource?: string;
  /** A new bin: one row, type bin, no type choice. */
  fixedType?: AssetType;
  onCreated: (result: WorkAssetsResult, source: string) => void;
  onCancel: () => void;
};

function RowFields({
  row,
  index,
  count,
  errors,
  fixedType,
  onChange,
  onRemove,
}: {
  row: CreateRow;
  index: number;
  count: number;
  errors: Record<string, string>;
  fixedType?: AssetType;
  onChange: (patch: Partial<CreateRow>) => void;
  onRemove: () => void;
}) {
  const label = count > 1 ? `Asset ${index + 1}` : "New asset";
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {label}
          </Text>
          {count > 1 ? <CloseButton aria-label={`Remove ${label.toLowerCase()}`} onClick={onRemove} /> : null}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: fixedType ? 2 : 3 }} spacing="sm">
          {fixedType ? null : (
            <SelectField
              label="Type"
              required
              data={TYPE_OPTIONS}
              value={row.type}
              onChange={(next) => onChange({ type: (next ?? row.type) as AssetType })}
              error={errors.type}
            />
          )}
          <ProductPicker
            label="Product"
            required
            value={row.productId}
            selectedName={row.productName}
            onChange={(next) => onChange({ productId: next })}
            error={errors.productId}
          />
          <TextInput
            label="Barcode"
            description="Left empty, one is generated"
            value={row.barcode}
            onChange={(event) => onChange({ barcode: event.currentTarget.value.toUpperCase() })}
            error={errors.barcode}
            autoComplete="off"
            spellCheck={false}
          />
        </SimpleGrid>
        {/* Two weights side by side even on a phone: they are short numbers. */}
        <SimpleGrid cols={row.type === "serial" ? { base: 2, sm: 3 } : 2} spacing="sm">
          <WeightInput
            label="Gross weight (lbs)"
            required
            value={row.grossWeight}
            onChange={(next) => onChange({ grossWeight: next })}
            error={errors.grossWeight}
          />
          <WeightInput
            label="Net weight (lbs)"
            required
            value={row.netWeight}
            onChange={(next) => onChange({ netWeight: next })}
            error={errors.netWeight}
          />
          {row.type === "serial" ? (
            <TextInput
              label="Serial number"
              required
              value={row.serialNumber}
              onChange={(event) => onChange({ serialNumber: event.currentTarget.value })}
              error={errors.serialNumber}
              autoComplete="off"
              spellCheck={false}
            />
          ) : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/**
 * Makes new assets out of an input of a shop order (SPEC §2 `{slug}/assets/new`, `bins/new`):
 * the input scanned or chosen, then one row per new asset with its product and weights. All are
 * made or none (each row's problems beside its fields); a retried submission sends the same
 * request key, so it never makes the assets twice.
 */
export function CreateWorkAssetsForm({ slug, initialSource = "", fixedType, onCreated, onCancel }: Props) {
  const fail = useFailure("CreateWorkAssetsForm");
  const refresh = useRefreshWorkOrder();
  const [values, setValues] = useState<CreateValues>(() => ({
    sourceBarcode: initialSource.toUpperCase(),
    rows: [newRow(fixedType ?? "bin")],
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // One key per intended creation: kept while the same values are sent again (a retry after a
  // lost answer), a new one once anything changes or the creation succeeded.
  const requestKey = useRef<string | null>(null);

  const change = (next: CreateValues, clear: string[]) => {
    requestKey.current = null;
    setValues(next);
    if (clear.some((key) => errors[key] !== undefined))
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([k]) => !clear.includes(k))));
  };
  const patchRow = (index: number, patch: Partial<CreateRow>) =>
    change(
      { ...values, rows: values.rows.map((row, i) => (i === index ? { ...row, ...patch } : row)) },
      Object.keys(patch).map((field) => `items.${index}.${field}`),
    );
  const addRow = () =>
    change({ ...values, rows: [...values.rows, newRow(fixedType ?? "bin", values.rows.at(-1))] }, ["items"]);
  const removeRow = (index: number) => {
    // Row errors are keyed by position: the server's (and the form's) are recomputed on the next send.
    change({ ...values, rows: values.rows.filter((_, i) => i !== index) }, []);
    setErrors({});
  };

  const submit = async () => {
    const found = createErrors(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      setFormError("Nothing was created: correct the fields marked below.");
      return;
    }
    requestKey.current ??= crypto.randomUUID();
    setSending(true);
    try {
      const source = values.sourceBarcode.trim().toUpperCase();
      const result = await createAssetsOutOfInput(slug, createBodyOf(values, requestKey.current));
      requestKey.current = null;
      showSnackbar(createdMessage(result.count, source, result.data[0]?.barcode), "success");
      void refresh(slug);
      onCreated(result, source);
    } catch (error) {
      const fields = fail(error);
      setErrors(fields);
      const placed = Object.keys(fields).some((key) => key === "sourceBarcode" || key.startsWith("items."));
      // A refusal that names no field here reads as the server says it.
      setFormError(
        error instanceof ApiError && error.status < 500 && !placed
          ? error.message
          : nothingDoneMessage(error, "created"),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        {formError ? (
          <Alert color="red" role="alert" p="xs">
            {formError}
          </Alert>
        ) : null}
        <BarcodeInput
          label="Source input"
          description="Scan the input these assets are taken out of"
          value={values.sourceBarcode}
          onChange={(text) => change({ ...values, sourceBarcode: text }, ["sourceBarcode"])}
          onSubmit={() => {
            // Enter on the source moves on to the first row instead of sending.
            document.querySelector<HTMLInputElement>("[data-create-rows] input")?.focus();
          }}
          clearOnSubmit={false}
          error={errors.sourceBarcode}
          autoFocus={initialSource === ""}
        />
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {fixedType ? "The new bin" : `New assets (${values.rows.length})`}
          </Title>
        </Group>
        {errors.items ? (
          <Text c="red" size="sm" role="alert">
            {errors.items}
          </Text>
        ) : null}
        <Stack gap="sm" data-create-rows>
          {values.rows.map((row, index) => (
            <RowFields
              key={row.key}
              row={row}
              index={index}
              count={values.rows.length}
              errors={rowErrors(errors, index)}
              fixedType={fixedType}
              onChange={(patch) => patchRow(index, patch)}
              onRemove={() => removeRow(index)}
            />
          ))}
        </Stack>
        <Group justify="space-between" gap="xs">
          {fixedType ? (
            <span />
          ) : (
            <Button variant="default" onClick={addRow} disabled={values.rows.length >= WORK_CREATE_MAX}>
              Add another
            </Button>
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={sending}>
              {fixedType
                ? "Create bin"
                : values.rows.length === 1
                  ? "Create 1 asset"
                  : `Create ${values.rows.length} assets`}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
