import { Anchor, Button, Group, Loader, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { type Carrier, type CarrierContact, createCarrierContact, updateCarrierContact } from "@ops/domain";
import { useState } from "react";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { useCan } from "../../../shared/permissions";
import { RowActions } from "../../../shared/RowActions";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useCarrierContacts, useDeleteCarrierContact } from "../api";
import { PrimaryBadge } from "./badges";
import { CarrierContactModal } from "./CarrierContactModal";

/** The contacts of a carrier, primary first; added and edited in a dialog. */
export function CarrierContactsSection({ carrier }: { carrier: Carrier }) {
  const contacts = useCarrierContacts(carrier.id);
  const can = useCan();
  // Edit and Delete need the same permission (carriers.manage), so the column goes with them.
  const manages = can(updateCarrierContact);
  const remove = useDeleteCarrierContact(carrier.id);
  // "new" opens an empty form; a contact opens it for editing.
  const [editing, setEditing] = useState<CarrierContact | "new" | null>(null);
  const deletion = useConfirmedAction<CarrierContact>({
    component: "CarrierContactsSection",
    run: (contact) => remove.mutateAsync(contact.id),
    success: (contact) => `${contact.name} was deleted`,
  });

  return (
    <Stack gap="xs" component="section" aria-label="Contacts">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Contacts
        </Title>
        {can(createCarrierContact) ? (
          <Button size="xs" onClick={() => setEditing("new")}>
            Add contact
          </Button>
        ) : null}
      </Group>
      {contacts.isPending ? (
        <Loader size="sm" aria-label="Loading contacts" />
      ) : contacts.error ? (
        <Text c="red">The contacts could not be loaded: {contacts.error.message}</Text>
      ) : contacts.data.length === 0 ? (
        <Text c="dimmed">No contacts yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table withTableBorder striped aria-label="Contacts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Job title</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Phone</Table.Th>
                {manages ? (
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contacts.data.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    {c.name} {c.primary ? <PrimaryBadge /> : null}
                  </Table.Td>
                  <Table.Td>{c.title ?? "—"}</Table.Td>
                  <Table.Td>
                    {c.email ? (
                      <Anchor size="sm" href={`mailto:${c.email}`}>
                        {c.email}
                      </Anchor>
                    ) : (
                      "—"
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{c.phone ?? "—"}</Table.Td>
                  {manages ? (
                    <Table.Td>
                      <RowActions
                        name={c.name}
                        onEdit={() => setEditing(c)}
                        onDelete={() => deletion.ask(c)}
                      />
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing ? (
        <CarrierContactModal
          carrierId={carrier.id}
          contact={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmModal
        opened={deletion.pending !== null}
        title="Delete contact"
        confirmLabel="Delete"
        loading={deletion.running}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      >
        Delete {deletion.pending?.name} from {carrier.name}?
      </ConfirmModal>
    </Stack>
  );
}
