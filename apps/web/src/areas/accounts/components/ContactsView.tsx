import { Anchor, Button, Group, Loader, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import {
  type Account,
  type Contact,
  createAccountContact,
  labelOf,
  NOTIFICATION_KINDS,
  updateAccountContact,
} from "@ops/domain";
import { useState } from "react";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { useCan } from "../../../shared/permissions";
import { RowActions } from "../../../shared/RowActions";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useContacts, useDeleteContact } from "../api";
import { ContactFormModal } from "./ContactFormModal";

/** Contacts tab: everyone reads; whoever may manage accounts adds, edits and deletes. */
export function ContactsView({ account }: { account: Account }) {
  const can = useCan();
  // Edit and Delete need the same permission (accounts.manage), so the column goes with them.
  const manages = can(updateAccountContact);
  const contacts = useContacts(account.id);
  const remove = useDeleteContact(account.id);
  const deleting = useConfirmedAction({
    component: "ContactsView",
    run: (contact: Contact) => remove.mutateAsync(contact.id),
    success: (contact: Contact) => `${contact.name} was deleted`,
  });
  // "new" opens an empty form; a contact opens it for editing.
  const [editing, setEditing] = useState<Contact | "new" | null>(null);

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Contacts
        </Title>
        {can(createAccountContact) ? (
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
        <Table.ScrollContainer minWidth={720}>
          <Table withTableBorder striped aria-label="Contacts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Job title</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Notifications</Table.Th>
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
                  <Table.Td>{c.name}</Table.Td>
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
                  <Table.Td>
                    {c.notifications.length
                      ? c.notifications.map((k) => labelOf(NOTIFICATION_KINDS, k)).join(", ")
                      : "None"}
                  </Table.Td>
                  {manages ? (
                    <Table.Td>
                      <RowActions
                        name={c.name}
                        onEdit={() => setEditing(c)}
                        onDelete={() => deleting.ask(c)}
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
        <ContactFormModal
          accountId={account.id}
          contact={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmModal
        opened={deleting.pending !== null}
        title="Delete contact"
        confirmLabel="Delete"
        loading={deleting.running}
        onConfirm={deleting.confirm}
        onClose={deleting.cancel}
      >
        Delete {deleting.pending?.name}? They will no longer receive notifications for {account.name}.
      </ConfirmModal>
    </Stack>
  );
}
