import { Button, Group, Modal, Stack, Switch, TextInput } from "@mantine/core";
import { type Brand, BrandBody } from "@ops/domain";
import { useDomainForm } from "../../../shared/forms";
import { showSnackbar } from "../../../shared/snackbar";
import { useSaveBrand } from "../classes-api";

/** Adds or edits a brand; mounted only while open, so it always starts from the brand. */
export function BrandFormModal({ brand, onClose }: { brand?: Brand; onClose: () => void }) {
  const save = useSaveBrand(brand?.id);
  const editing = brand !== undefined;
  const { form, onSubmit: submit } = useDomainForm({
    name: "BrandFormModal",
    schema: BrandBody,
    initialValues: { name: brand?.name ?? "", active: brand?.active ?? true },
    submit: async (body) => {
      const saved = await save.mutateAsync(BrandBody.parse(body));
      showSnackbar(editing ? "Brand saved" : `${saved.name} was added`, "success");
      onClose();
    },
  });
  const title = editing ? `Edit ${brand.name}` : "New brand";

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <TextInput label="Name" required data-autofocus {...form.getInputProps("name")} />
          <Switch label="Active" {...form.getInputProps("active", { type: "checkbox" })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              {editing ? "Save brand" : "Add brand"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
