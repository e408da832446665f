import { Button, Group, Select, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from "@mantine/core";
import {
  PRODUCT_CLASS_TIERS,
  type ProductClass,
  ProductClassBody,
  type ProductClassTier,
  R2_MATERIAL_TYPES,
  type R2MaterialType,
} from "@ops/domain";
import { useNavigate } from "react-router";
import { useDomainForm } from "../../../shared/forms";
import { showSnackbar } from "../../../shared/snackbar";
import { useSaveClass } from "../classes-api";

type Values = {
  name: string;
  tier: ProductClassTier;
  serialized: boolean;
  description: string;
  r2MaterialType: R2MaterialType | null;
  active: boolean;
};

const TIER_OPTIONS = PRODUCT_CLASS_TIERS.map((t) => ({ value: t.id, label: t.label }));
const MATERIAL_OPTIONS = R2_MATERIAL_TYPES.map((m) => ({ value: m.id, label: m.label }));

/** New and edit screens of a product class, validated by `ProductClassBody`. */
export function ClassForm({ productClass }: { productClass?: ProductClass }) {
  const navigate = useNavigate();
  const save = useSaveClass(productClass?.id);
  const editing = productClass !== undefined;
  const { form, onSubmit: submit } = useDomainForm<Values>({
    name: "ClassForm",
    schema: ProductClassBody,
    initialValues: {
      name: productClass?.name ?? "",
      tier: productClass?.tier ?? "primary",
      serialized: productClass?.serialized ?? false,
      description: productClass?.description ?? "",
      r2MaterialType: productClass?.r2MaterialType ?? null,
      active: productClass?.active ?? true,
    },
    submit: async (body) => {
      const saved = await save.mutateAsync(ProductClassBody.parse(body));
      showSnackbar(editing ? "Changes saved" : `${saved.name} was added`, "success");
      navigate(`/classes/${saved.id}`);
    },
  });

  const title = editing ? `Edit ${productClass.name}` : "New class";
  return (
    <Stack maw={720}>
      <Title order={1}>{title}</Title>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required autoFocus {...form.getInputProps("name")} />
            <Select
              label="Tier"
              required
              allowDeselect={false}
              data={TIER_OPTIONS}
              {...form.getInputProps("tier")}
            />
          </SimpleGrid>
          <Select
            label="R2 material type"
            description="Data-bearing devices need an erasure or a destruction record before they leave."
            placeholder="None"
            clearable
            data={MATERIAL_OPTIONS}
            {...form.getInputProps("r2MaterialType")}
          />
          <Switch
            label="Serialized"
            description="Products of this class carry serial numbers."
            {...form.getInputProps("serialized", { type: "checkbox" })}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxRows={8}
            {...form.getInputProps("description")}
          />
          <Switch label="Active" {...form.getInputProps("active", { type: "checkbox" })} />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {editing ? "Save changes" : "Add class"}
            </Button>
            <Button
              variant="default"
              onClick={() => navigate(editing ? `/classes/${productClass.id}` : "/classes")}
            >
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
