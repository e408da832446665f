import {
  Button,
  FileInput,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { type AssetHold, HOLD_TYPES, HoldFields, MAX_DOCUMENT_BYTES } from "@ops/domain";
import { useEffect } from "react";
import { formatBytes } from "../../../shared/attachments/files";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { SelectField } from "../../../shared/SelectField";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { usePrograms } from "../../accounts/programs-api";
import { type HoldFormFields, useAssetLookup, useCreateHold } from "../assets-api";

const GROUP_LABELS = {
  preprocessing: "Preprocessing",
  postprocessing: "Postprocessing",
  internal: "Internal",
};

/** The hold types grouped by when they apply (SPEC §3), for a Select. */
export const HOLD_TYPE_GROUPS = (["preprocessing", "postprocessing", "internal"] as const).map((group) => ({
  group: GROUP_LABELS[group],
  items: HOLD_TYPES.filter((t) => t.group === group).map((t) => ({ value: t.id, label: t.label })),
}));

/** Server field names → the form's. */
const FIELD_OF: Record<string, keyof HoldFormFields> = { serial_number: "serialNumber" };

function checkHold(values: HoldFormFields): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = HoldFields.safeParse({
    barcode: values.barcode,
    serial_number: values.serialNumber,
    type: values.type || undefined,
    programId: values.programId ?? "",
    processingInstructions: values.processingInstructions,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      errors[FIELD_OF[field] ?? field] ??= issue.message;
    }
  // The enum's own message names the values; say what to do instead.
  if (!values.type) errors.type = "Choose the hold type";
  if (values.file && values.file.size > MAX_DOCUMENT_BYTES)
    errors.file = `The file is ${formatBytes(values.file.size)}; at most ${formatBytes(MAX_DOCUMENT_BYTES)}`;
  return errors;
}

/** Which asset the barcode or serial names, as the operator types (programs are its account's). */
function useHeldAsset(barcode: string, serial: string) {
  const [text] = useDebouncedValue(barcode.trim() || serial.trim(), 300);
  const kind = barcode.trim() ? "barcode" : "serial";
  const lookup = useAssetLookup(kind, text);
  const assets = lookup.data?.data ?? [];
  const asset = assets.length === 1 ? assets[0] : undefined;
  const description =
    text === ""
      ? "Scan the barcode, or enter the serial number below."
      : lookup.isFetching
        ? "Looking it up…"
        : asset
          ? [asset.barcode, asset.serialNumber, asset.accountName, asset.activitySlug]
              .filter(Boolean)
              .join(" · ")
          : assets.length > 1
            ? `${assets.length} assets carry this serial number: scan the barcode instead`
            : lookup.isSuccess
              ? `No asset with ${kind === "barcode" ? "barcode" : "serial number"} ${text}`
              : undefined;
  return { asset, description, kind };
}

/**
 * Puts an asset on hold (SPEC §3 asset hold: the asset by barcode or serial_number, type,
 * program of the asset's account, processing instructions, an optional file). The server's
 * 422 messages land on the fields.
 */
export function HoldForm({
  onSaved,
  onCancel,
}: {
  onSaved: (hold: AssetHold) => void;
  onCancel: () => void;
}) {
  const fail = useFailure("HoldForm");
  const create = useCreateHold();
  const form = useForm<HoldFormFields>({
    initialValues: {
      barcode: "",
      serialNumber: "",
      type: "",
      programId: null,
      processingInstructions: "",
      file: null,
    },
    validate: checkHold,
  });
  const held = useHeldAsset(form.values.barcode, form.values.serialNumber);
  const programs = usePrograms(held.asset?.accountId ?? 0);
  const programOptions = (programs.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  // Programs belong to the asset's account: another asset starts without one.
  const accountId = held.asset?.accountId ?? null;
  const { setFieldValue } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the account changes only
  useEffect(() => {
    setFieldValue("programId", null);
  }, [accountId]);

  const submit = form.onSubmit(async (values) => {
    try {
      const hold = await create.mutateAsync(values);
      showSnackbar(`${hold.barcode} is on hold`, "success");
      onSaved(hold);
    } catch (error) {
      const errors = fail(error);
      form.setErrors(Object.fromEntries(Object.entries(errors).map(([k, v]) => [FIELD_OF[k] ?? k, v])));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Put on hold">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <BarcodeInput
            label="Barcode"
            autoFocus
            value={form.values.barcode}
            onChange={(v) => form.setFieldValue("barcode", v)}
            // A scanner's Enter ends the scan; the lookup follows the text.
            onSubmit={() => {}}
            clearOnSubmit={false}
            error={form.errors.barcode}
          />
          <TextInput
            label="or serial number"
            autoComplete="off"
            disabled={form.values.barcode.trim() !== ""}
            {...form.getInputProps("serialNumber")}
          />
          <Text
            size="sm"
            c={held.asset ? undefined : "dimmed"}
            role="status"
            style={{ gridColumn: "1 / -1" }}
          >
            {held.description}
          </Text>
          <Select
            label="Hold type"
            required
            placeholder="Choose a type"
            data={HOLD_TYPE_GROUPS}
            allowDeselect={false}
            {...form.getInputProps("type")}
          />
          <SelectField
            label="Program"
            placeholder={
              held.asset
                ? programOptions.length
                  ? "None"
                  : "The account has no programs"
                : "Find the asset first"
            }
            disabled={!held.asset}
            data={programOptions}
            value={form.values.programId}
            onChange={(v) => form.setFieldValue("programId", v)}
            error={form.errors.programId}
          />
        </SimpleGrid>
        <Textarea
          label="Processing instructions"
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps("processingInstructions")}
        />
        <FileInput
          label="File"
          description="Optional: the instruction from the client, a legal notice… (PDF, image, Office, text)"
          placeholder="Choose a file"
          clearable
          {...form.getInputProps("file")}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            A held asset cannot be moved out of its activity or sold until the hold is released.
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Put on hold
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
