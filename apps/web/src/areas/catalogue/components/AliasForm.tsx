import { Button, Group, Stack, TextInput, Title } from "@mantine/core";
import { type Alias, AliasBody } from "@ops/domain";
import { useNavigate } from "react-router";
import { useDomainForm } from "../../../shared/forms";
import { showSnackbar } from "../../../shared/snackbar";
import { useSaveAlias } from "../api";
import { ProductPicker } from "./ProductPicker";

type Values = { name: string; productId: string | null };
const toBody = (values: Values) => ({
  name: values.name,
  productId: values.productId ? Number(values.productId) : 0,
});

type Props = {
  alias?: Alias;
  /** A product to start with (`?productId=` from a product's screen). */
  product?: { id: number; name: string };
};

/** New and edit screens of an alias: another name or code that resolves to a product. */
export function AliasForm({ alias, product }: Props) {
  const navigate = useNavigate();
  const save = useSaveAlias(alias?.id);
  const editing = alias !== undefined;
  const start = alias ? { id: alias.productId, name: alias.productName } : product;
  const { form, onSubmit: submit } = useDomainForm({
    name: "AliasForm",
    schema: AliasBody,
    initialValues: { name: alias?.name ?? "", productId: start ? String(start.id) : null },
    toBody,
    validate: (values, errors) => {
      if (!values.productId) errors.productId = "Choose the product this alias stands for";
      return errors;
    },
    submit: async (body) => {
      const saved = await save.mutateAsync(AliasBody.parse(body));
      showSnackbar(editing ? "Changes saved" : `${saved.name} was added`, "success");
      navigate(`/aliases/${saved.id}`);
    },
  });

  const title = editing ? `Edit ${alias.name}` : "New alias";
  return (
    <Stack maw={640}>
      <Title order={1}>{title}</Title>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <TextInput
            label="Alias"
            description="Another name or code the product is known by, e.g. a customer's part number."
            required
            autoFocus
            {...form.getInputProps("name")}
          />
          <ProductPicker
            label="Product"
            required
            value={form.values.productId}
            selectedName={start?.name}
            onChange={(v) => form.setFieldValue("productId", v)}
            exclude={(m) => m.type === "alias"}
            error={form.errors.productId}
          />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {editing ? "Save changes" : "Add alias"}
            </Button>
            <Button variant="default" onClick={() => navigate(editing ? `/aliases/${alias.id}` : "/aliases")}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
