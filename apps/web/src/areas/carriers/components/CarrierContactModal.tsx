import { Button, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type CarrierContact, CarrierContactBody, type CarrierContactInput } from "@ops/domain";
import { zodResolver } from "../../../shared/forms";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
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
  const fail = useFailure("CarrierContactModal");
  const save = useSaveCarrierContact(carrierId);
  const editing = contact !== undefined;
  const form = useForm<Values>({
    initialValues: valuesOf(contact),
    validate: (values) => zodResolver(CarrierContactBody)(toBody(values)),
  });
  const title = editing ? `Edit ${contact.name}` : "Add contact";

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ contactId: contact?.id, body: toBody(values) });
      showSnackbar(editing ? "Contact saved" : `${saved.name} was added`, "success");
      onClose();
    } catch (error) {
      form.setErrors(fail(error));
    }
  });

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
