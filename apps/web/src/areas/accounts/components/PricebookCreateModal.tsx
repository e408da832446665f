import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { PricebookBody } from "@ops/domain";
import { useNavigate } from "react-router";
import { zodResolver } from "../../../shared/forms";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useCreatePricebook } from "../pricing-api";

/** Creates a price book from a name and description, then opens it. */
export function PricebookCreateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreatePricebook();
  const fail = useFailure("PricebookCreate");
  const form = useForm({
    initialValues: { name: "", description: "" },
    validate: zodResolver(PricebookBody),
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await create.mutateAsync(PricebookBody.parse(values));
      showSnackbar(`${saved.name} was added`, "success");
      close();
      navigate(`/pricebooks/${saved.id}`);
    } catch (error) {
      form.setErrors(fail(error));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="New price book" centered>
      <form onSubmit={submit} noValidate aria-label="New price book">
        <Stack>
          <TextInput label="Name" required data-autofocus {...form.getInputProps("name")} />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps("description")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Add price book
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
