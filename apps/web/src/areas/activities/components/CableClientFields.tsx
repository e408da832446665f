import { Group, Radio, Stack, Text } from "@mantine/core";
import { dcaClientRef } from "@ops/domain";
import { useDcaSuggestions } from "../requests-api";
import type { VariantFieldsProps } from "./ClientTypeOneFields";
import { DcaNumbersInput } from "./DcaNumbersInput";

const numbersOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/**
 * Cable client (SPEC §5): serialized assets (default Yes) need DCA numbers; the client
 * reference is the numbers joined, shown as it will be saved.
 */
export function CableClientFields({
  value,
  onChange,
  errors,
  accountId,
}: VariantFieldsProps & { accountId: number | null }) {
  const suggestions = useDcaSuggestions(accountId);
  // Serialized assets default to Yes until the user says otherwise.
  const serialized = value.serializedAssets !== false;
  const numbers = numbersOf(value.dcaNumbers);
  const set = (field: string, next: unknown) =>
    onChange({ serializedAssets: serialized, ...value, [field]: next });

  return (
    <Stack gap="sm">
      <Radio.Group
        label="Serialized assets"
        value={serialized ? "yes" : "no"}
        onChange={(next) => set("serializedAssets", next === "yes")}
        error={errors.serializedAssets}
      >
        <Group mt={4}>
          <Radio value="yes" label="Yes" />
          <Radio value="no" label="No" />
        </Group>
      </Radio.Group>
      <DcaNumbersInput
        value={numbers}
        onChange={(next) => set("dcaNumbers", next)}
        suggestions={suggestions.data ?? []}
        required={serialized}
        error={errors.dcaNumbers}
      />
      <Text size="sm" c="dimmed">
        Client reference: {numbers.length > 0 ? dcaClientRef(numbers) : "—"}
      </Text>
    </Stack>
  );
}
