import { Button, Group, Modal, Stack, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type Brand, BrandBody } from "@ops/domain";
import { zodResolver } from "../../../shared/forms";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useSaveBrand } from "../classes-api";

/** Adds or edits a brand; mounted only while open, so it always starts from the brand. */
export function BrandFormModal({ brand, onClose }: { brand?: Brand; onClose: () => void }) {
  const fail = useFailure("BrandFormModal");
  const save = useSaveBrand(brand?.id);
  const editing = brand !== undefined;
  const form = useForm({
    initialValues: { name: brand?.name ?? "", active: brand?.active ?? true },
    validate: zodResolver(BrandBody),
  });
  const title = editing ? `Edit ${brand.name}` : "New brand";

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(BrandBody.parse(values));
      showSnackbar(editing ? "Brand saved" : `${saved.name} was added`, "success");
      onClose();
    } catch (error) {
      form.setErrors(fail(error));
    }
  });

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
