import { ActionIcon, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { ProductFormValues } from "./product-form-values";

/** References by topic and identifier (a manufacturer part number is topic `mpn`). */
export function ProductReferenceFields({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const references = form.values.references;
  return (
    <Stack gap="xs">
      {references.length === 0 ? (
        <Text c="dimmed" size="sm">
          No references.
        </Text>
      ) : null}
      {references.map((_, index) => {
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          <Group key={index} align="flex-start" wrap="nowrap">
            <TextInput
              label={`Reference ${n} topic`}
              placeholder="mpn"
              w={160}
              {...form.getInputProps(`references.${index}.topic`)}
            />
            <TextInput
              label={`Reference ${n} identifier`}
              style={{ flex: 1 }}
              {...form.getInputProps(`references.${index}.identifier`)}
            />
            <ActionIcon
              mt={26}
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove reference ${n}`}
              onClick={() => form.removeListItem("references", index)}
            >
              ✕
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() =>
            form.insertListItem("references", { topic: references.length ? "" : "mpn", identifier: "" })
          }
        >
          Add reference
        </Button>
      </Group>
    </Stack>
  );
}
