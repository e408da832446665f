import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from "@mantine/core";
import {
  type Contact,
  ContactBody,
  type ContactInput,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from "@ops/domain";
import { useDomainForm } from "../../../shared/forms";
import { showSnackbar } from "../../../shared/snackbar";
import { useSaveContact } from "../api";

type Values = {
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  phone: string;
  notifications: NotificationKind[];
};

function valuesOf(contact?: Contact): Values {
  return {
    firstName: contact?.firstName ?? "",
    lastName: contact?.lastName ?? "",
    title: contact?.title ?? "",
    email: contact?.email ?? "",
    phone: contact?.phone ?? "",
    notifications: contact?.notifications ?? [],
  };
}

const toBody = (values: Values): ContactInput => values;

type Props = {
  accountId: number;
  /** The contact being edited; absent when adding one. */
  contact?: Contact;
  onClose: () => void;
};

/** Adds or edits a contact; mounted only while open, so it always starts from the contact. */
export function ContactFormModal({ accountId, contact, onClose }: Props) {
  const save = useSaveContact(accountId);
  const editing = contact !== undefined;
  const { form, onSubmit: submit } = useDomainForm({
    name: "ContactFormModal",
    schema: ContactBody,
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
            description="Needed to receive notifications."
            {...form.getInputProps("email")}
          />
          <Checkbox.Group label="Notifications" {...form.getInputProps("notifications")}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
              {NOTIFICATION_KINDS.map((kind) => (
                <Checkbox key={kind.id} value={kind.id} label={kind.label} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
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
