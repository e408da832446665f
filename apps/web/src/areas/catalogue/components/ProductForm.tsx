import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { PRODUCT_TYPES, type Product, ProductBody, type ProductInput, ProductType } from "@ops/domain";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { useDomainForm } from "../../../shared/forms";
import { SelectField } from "../../../shared/SelectField";
import { showSnackbar } from "../../../shared/snackbar";
import { useSaveProduct } from "../api";
import { useBrands, useClassAttributes, useClasses, useLines, useSerializedClasses } from "../classes-api";
import { ProductAttributeFields } from "./ProductAttributeFields";
import { ProductPicker } from "./ProductPicker";
import { ProductReferenceFields } from "./ProductReferenceFields";
import {
  emptyProductValues,
  formErrorsOf,
  missingAttributes,
  type ProductFormValues,
  productValuesOf,
  toProductBody,
} from "./product-form-values";
import type { ProductKind } from "./product-kinds";

type Errors = Record<string, string>;

const TYPE_OPTIONS = PRODUCT_TYPES.map((t) => ({ value: t.id, label: t.label }));

type Option = { value: string; label: string };
const optionsOf = (
  list: readonly { id: number; name: string; active: boolean }[] | undefined,
  current: string | null,
): Option[] =>
  (list ?? [])
    .filter((item) => item.active || String(item.id) === current)
    .map((item) => ({ value: String(item.id), label: item.name }));

/** The class choices: serialized products come from the serialized classes. */
function useClassOptions(type: ProductType, current: string | null): Option[] {
  const classes = useClasses();
  const serialized = useSerializedClasses();
  const list = type === "serialized" ? serialized.data : classes.data;
  const options = optionsOf(list, current);
  const known = classes.data?.find((c) => String(c.id) === current);
  if (known && !options.some((o) => o.value === current))
    options.unshift({ value: current ?? "", label: known.name });
  return options;
}

/** New and edit screens of products (and serial products), validated by `ProductBody`. */
export function ProductForm({ kind, product }: { kind: ProductKind; product?: Product }) {
  const navigate = useNavigate();
  const save = useSaveProduct(product?.id);
  const editing = product !== undefined;
  // The class's attributes are read after the form (they follow its class), before any submit.
  const { form, onSubmit: submit } = useDomainForm<ProductFormValues, ProductInput>({
    name: "ProductForm",
    schema: ProductBody,
    initialValues: product ? productValuesOf(product) : emptyProductValues(kind.type),
    toBody: (values): ProductInput => toProductBody(values, attributes ?? []),
    validate: (values, errors): Errors => ({ ...errors, ...missingAttributes(values, attributes ?? []) }),
    serverErrors: (fieldErrors, values): Errors =>
      formErrorsOf(fieldErrors, toProductBody(values, attributes ?? [])),
    submit: async (body) => {
      const saved = await save.mutateAsync(body);
      form.resetDirty();
      showSnackbar(editing ? "Changes saved" : `${saved.name} was added`, "success");
      navigate(`${kind.basePath}/${saved.id}`);
    },
  });
  const values = form.values;
  const classAttributes = useClassAttributes(values.classId ? Number(values.classId) : null);
  const attributes = values.classId ? classAttributes.data : undefined;
  const classOptions = useClassOptions(values.type, values.classId);
  const brands = useBrands();
  const lines = useLines(values.brandId ? Number(values.brandId) : null);
  const brandOptions = useMemo(() => optionsOf(brands.data, values.brandId), [brands.data, values.brandId]);
  const lineOptions = optionsOf(lines.data, values.lineId);

  const title = editing ? `Edit ${product.name}` : `New ${kind.singular}`;
  const serialized = values.type === "serialized";
  return (
    <Stack maw={860}>
      <Title order={1}>{title}</Title>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required autoFocus {...form.getInputProps("name")} />
            <Select
              label="Type"
              required
              allowDeselect={false}
              disabled={kind.type !== undefined}
              data={TYPE_OPTIONS}
              value={values.type}
              onChange={(v) => form.setFieldValue("type", ProductType.parse(v))}
              error={form.errors.type}
            />
            <SelectField
              label="Class"
              placeholder={serialized ? "A serialized class" : "None"}
              data={classOptions}
              value={values.classId}
              onChange={(v) => {
                form.setFieldValue("classId", v);
                form.setFieldValue("attributes", {});
              }}
              error={form.errors.classId}
            />
            <TextInput label="Group" placeholder="e.g. IT equipment" {...form.getInputProps("group")} />
            <SelectField
              label="Brand"
              placeholder="None"
              data={brandOptions}
              value={values.brandId}
              onChange={(v) => {
                form.setFieldValue("brandId", v);
                form.setFieldValue("lineId", null);
              }}
              error={form.errors.brandId}
            />
            <SelectField
              label="Line"
              placeholder={values.brandId ? "None" : "Choose a brand first"}
              disabled={!values.brandId}
              data={lineOptions}
              value={values.lineId}
              onChange={(v) => form.setFieldValue("lineId", v)}
              error={form.errors.lineId}
            />
            <NumberInput label="Weight (lbs)" min={0} decimalScale={3} {...form.getInputProps("weight")} />
          </SimpleGrid>
          {values.type === "alias" ? (
            <ProductPicker
              label="Stands for"
              required
              value={values.aliasOfId}
              selectedName={product?.aliasOfName}
              onChange={(v) => form.setFieldValue("aliasOfId", v)}
              exclude={(m) => m.type === "alias" || m.id === product?.id}
              error={form.errors.aliasOfId}
            />
          ) : null}
          {serialized ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Serial pattern"
                description="A regular expression every serial number must match; empty accepts any."
                {...form.getInputProps("serialPattern")}
              />
              <Switch
                mt={{ sm: 30 }}
                label="Serial number required"
                {...form.getInputProps("serialRequired", { type: "checkbox" })}
              />
            </SimpleGrid>
          ) : null}
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxRows={8}
            {...form.getInputProps("description")}
          />
          <Title order={2} size="h4">
            Attributes
          </Title>
          <ProductAttributeFields
            form={form}
            attributes={attributes}
            loading={values.classId !== null && classAttributes.isPending}
          />
          {form.errors.attributes ? (
            <Text c="red" size="sm" role="alert">
              {form.errors.attributes}
            </Text>
          ) : null}
          <Title order={2} size="h4">
            References
          </Title>
          <ProductReferenceFields form={form} />
          <Switch label="Active" {...form.getInputProps("active", { type: "checkbox" })} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {editing ? "Save changes" : `Add ${kind.singular}`}
            </Button>
            <Button
              variant="default"
              onClick={() => navigate(editing ? `${kind.basePath}/${product.id}` : kind.basePath)}
            >
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
