import { Button, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import { type CarrierContact, CarrierContactBody, type CarrierContactInput } from "@ops/domain";
import { useDomainForm } from "../../../shared/forms";
import { showSnackbar } from "../../../shared/snackbar";
import { useSaveCarrierContact } from "../api";

type Values = {
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  phone: string;
  primary: boolean;
};

function valuesOf(contact?: CarrierContact): Values {
  return {
    firstName: contact?.firstName ?? "",
    lastName: contact?.lastName ?? "",
    title: contact?.title ?? "",
    email: contact?.email ?? "",
    phone: contact?.phone ?? "",
    primary: contact?.primary ?? false,
  };
}

const toBody = (values: Values): CarrierContactInput => values;

type Props = {
  carrierId: number;
  /** The contact being edited; absent when adding one. */
  contact?: CarrierContact;
  onClose: () => void;
};

/** Adds or edits a carrier contact; mounted only while open, so it always starts from the contact. */
export function CarrierContactModal({ carrierId, contact, onClose }: Props) {
  const save = useSaveCarrierContact(carrierId);
  const editing = contact !== undefined;
  const { form, onSubmit: submit } = useDomainForm({
    name: "CarrierContactModal",
    schema: CarrierContactBody,
    initialValues: valuesOf(contact),
    toBody,
    submit: async (body) => {
      const saved = await save.mutateAsync({ contactId: contact?.id, body });
      showSnackbar(editing ? "Contact saved" : `${saved.name} was added`, "success");
      onClose();
    },
  });
  const title = editing ? `Edit ${contact.name}` : "Add contact";

  return (
    <Modal opened onClose={onClose} title={title} centered size="lg">
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" required data-autofocus {...form.getInputProps("firstName")} />
            <TextInput label="Last name" required {...form.getInputProps("lastName")} />
            <TextInput label="Job title" {...form.getInputProps("title")} />
            <TextInput label="Phone" type="tel" {...form.getInputProps("phone")} />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            description="An email or a phone number is needed."
            {...form.getInputProps("email")}
          />
          <Switch
            label="Primary contact"
            description="The carrier's main contact for dispatch; replaces the current one."
            {...form.getInputProps("primary", { type: "checkbox" })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              {editing ? "Save contact" : "Add contact"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
