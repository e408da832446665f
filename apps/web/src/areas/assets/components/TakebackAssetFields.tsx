import { Alert, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import {
  EXTRA_PALLET_WARNING,
  TAKEBACK_EXCEPTIONS,
  TAKEBACK_PACKAGING,
  TakebackAsset,
  verifyTakebackPallet,
} from "@ops/domain";
import { SelectField } from "../../../shared/SelectField";
import type { AssetVariantFieldsProps } from "./AssetAttributesFields";

const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

const PACKAGING_OPTIONS = TAKEBACK_PACKAGING.map((p) => ({
  value: p,
  label: p.charAt(0).toUpperCase() + p.slice(1),
}));
const EXCEPTION_OPTIONS = TAKEBACK_EXCEPTIONS.map((e) => ({ value: e, label: e }));

/** The message for a pallet id as it stands (the domain schema's), or undefined when it is fine. */
export function palletIdError(palletId: string): string | undefined {
  const result = TakebackAsset.shape.palletId.safeParse(palletId);
  return result.success ? undefined : result.error.issues[0]?.message;
}

type Props = AssetVariantFieldsProps & {
  /** The load's manifest pallet ids; an id outside it is an extra pallet. */
  manifest: readonly string[];
  checkingManifest?: boolean;
};

/**
 * Computer-maker takeback (SPEC §5): the pallet id (trimmed when the field is left and checked
 * against the format), commodity, packaging and the exception. The pallet is verified against the
 * manifest as it is entered: a match is noted quietly; otherwise the extra-pallet warning shows
 * until Extra Pallet is chosen, and an exception is required.
 */
export function TakebackAssetFields({
  value,
  onChange,
  errors,
  onFieldError,
  manifest,
  checkingManifest,
}: Props) {
  const palletId = textOf(value.palletId);
  const exception = textOf(value.exception);
  const set = (field: string, next: unknown) => onChange({ ...value, [field]: next });
  const formatOk = palletIdError(palletId) === undefined;
  const verdict = verifyTakebackPallet(palletId, manifest, exception);
  // Until the lookup for this id has answered, no verdict is shown (it would flash the warning).
  const known = formatOk && !checkingManifest;

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Pallet ID"
          required
          value={palletId}
          placeholder="12345-123456-1234"
          error={errors.palletId}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            set("palletId", event.currentTarget.value);
            if (errors.palletId) onFieldError?.("palletId", undefined);
          }}
          onBlur={() => {
            // Scanned labels often carry spaces; the id is kept trimmed (SPEC §5).
            const trimmed = palletId.trim();
            if (trimmed !== palletId) set("palletId", trimmed);
            onFieldError?.("palletId", trimmed === "" ? undefined : palletIdError(trimmed));
          }}
        />
        <TextInput
          label="Commodity"
          required
          value={textOf(value.commodity)}
          error={errors.commodity}
          onChange={(event) => {
            set("commodity", event.currentTarget.value);
            if (errors.commodity) onFieldError?.("commodity", undefined);
          }}
        />
        <SelectField
          label="Packaging"
          required
          data={PACKAGING_OPTIONS}
          value={textOf(value.packaging) || null}
          error={errors.packaging}
          onChange={(next) => {
            set("packaging", next);
            if (errors.packaging) onFieldError?.("packaging", undefined);
          }}
        />
        <SelectField
          label="Exception"
          required={known && verdict.exceptionRequired}
          data={EXCEPTION_OPTIONS}
          value={exception || null}
          error={errors.exception}
          description={
            known && !verdict.palletMatch ? "Required: the pallet is not in the manifest" : undefined
          }
          onChange={(next) => {
            set("exception", next ?? "");
            if (errors.exception) onFieldError?.("exception", undefined);
          }}
        />
      </SimpleGrid>
      {known && verdict.palletMatch ? (
        <Text size="sm" c="teal" role="status">
          In the manifest
        </Text>
      ) : null}
      {known && verdict.showWarning ? (
        <Alert color="orange" role="alert" title="Extra pallet?">
          {EXTRA_PALLET_WARNING}
        </Alert>
      ) : null}
    </Stack>
  );
}
