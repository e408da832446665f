import { Loader, NumberInput, Select, SimpleGrid, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { ClassAttribute } from "@ops/domain";
import type { ProductFormValues } from "./product-form-values";

type Props = {
  form: UseFormReturnType<ProductFormValues>;
  attributes: readonly ClassAttribute[] | undefined;
  loading: boolean;
};

/** One input per attribute of the chosen class: text, number, or a choice of its options. */
export function ProductAttributeFields({ form, attributes, loading }: Props) {
  if (loading) return <Loader size="sm" aria-label="Loading attributes" />;
  if (!attributes) return <Text c="dimmed">Choose a class to fill in its attributes.</Text>;
  if (attributes.length === 0) return <Text c="dimmed">This class has no attributes.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {attributes.map((attribute) => {
        const path = `attributes.${attribute.id}`;
        const value = form.values.attributes[String(attribute.id)] ?? "";
        const common = {
          label: attribute.name,
          required: attribute.required,
          error: form.errors[path],
        };
        if (attribute.kind === "number")
          return (
            <NumberInput
              key={attribute.id}
              {...common}
              value={value}
              onChange={(v) => form.setFieldValue(path, v)}
            />
          );
        if (attribute.kind === "choice")
          return (
            <Select
              key={attribute.id}
              {...common}
              data={attribute.options}
              clearable={!attribute.required}
              value={value === "" ? null : String(value)}
              onChange={(v) => form.setFieldValue(path, v ?? "")}
            />
          );
        return (
          <TextInput
            key={attribute.id}
            {...common}
            value={String(value)}
            onChange={(event) => form.setFieldValue(path, event.currentTarget.value)}
          />
        );
      })}
    </SimpleGrid>
  );
}
