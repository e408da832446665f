import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { PricebookBody } from "@ops/domain";
import { useNavigate } from "react-router";
import { useDomainForm } from "../../../shared/forms";
import { showSnackbar } from "../../../shared/snackbar";
import { useCreatePricebook } from "../pricing-api";

/** Creates a price book from a name and description, then opens it. */
export function PricebookCreateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreatePricebook();
  const { form, onSubmit: submit } = useDomainForm({
    name: "PricebookCreate",
    schema: PricebookBody,
    initialValues: { name: "", description: "" },
    submit: async (body) => {
      const saved = await create.mutateAsync(PricebookBody.parse(body));
      showSnackbar(`${saved.name} was added`, "success");
      close();
      navigate(`/pricebooks/${saved.id}`);
    },
  });

  const close = () => {
    form.reset();
    onClose();
  };

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
