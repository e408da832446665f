import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import {
  type Account,
  type AccountUser,
  addAccountUser,
  createAccountUser,
  memberTypeOf,
  removeAccountUser,
} from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { useCan } from "../../../shared/permissions";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useAccountUsers, useRemoveAccountUser } from "../api";
import { AddExistingUserModal } from "./AddExistingUserModal";
import { CreateAccountUserModal } from "./CreateAccountUserModal";

/** The members of an account (client users with their role, or a vendor's users); whoever may manage accounts adds, creates and removes them. */
export function AccountUsersPanel({ account }: { account: Account }) {
  const users = useAccountUsers(account.id);
  const vendor = memberTypeOf(account.type) === "vendor";
  const remove = useRemoveAccountUser(account.id);
  const can = useCan();
  const removes = can(removeAccountUser);
  const removing = useConfirmedAction({
    component: "AccountUsersPanel",
    run: (user: AccountUser) => remove.mutateAsync(user.userId),
    success: (user: AccountUser) => `${user.name} was removed from ${account.name}`,
  });
  const [dialog, setDialog] = useState<"add" | "create" | null>(null);

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Users
        </Title>
        <Group gap="xs">
          {can(addAccountUser) ? (
            <Button variant="light" size="xs" onClick={() => setDialog("add")}>
              Add existing user
            </Button>
          ) : null}
          {can(createAccountUser) ? (
            <Button variant="light" size="xs" onClick={() => setDialog("create")}>
              Create user
            </Button>
          ) : null}
        </Group>
      </Group>
      {users.isPending ? (
        <Loader size="sm" aria-label="Loading users" />
      ) : users.error ? (
        <Text c="red">The users could not be loaded: {users.error.message}</Text>
      ) : users.data.length === 0 ? (
        <Text c="dimmed">
          {vendor
            ? "No users yet. Vendor users added here can sign in and see this vendor's loads and schedule."
            : "No users yet. Client users added here can sign in and see this account."}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table withTableBorder striped aria-label="Users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                {vendor ? null : <Table.Th>Role</Table.Th>}
                <Table.Th>Status</Table.Th>
                {removes ? (
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.map((u) => (
                <Table.Tr key={u.userId}>
                  <Table.Td>
                    {/* A client user's screen needs users.view (its route). */}
                    {vendor || !can("users.view") ? (
                      u.name
                    ) : (
                      <Anchor component={Link} to={`/clients/${u.userId}`} size="sm">
                        {u.name}
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td>{u.email}</Table.Td>
                  {vendor ? null : <Table.Td>{u.roleName ?? "—"}</Table.Td>}
                  <Table.Td>
                    <Badge color={u.active ? "teal" : "gray"} variant="light">
                      {u.active ? "Active" : "Disabled"}
                    </Badge>
                  </Table.Td>
                  {removes ? (
                    <Table.Td ta="right">
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        onClick={() => removing.ask(u)}
                        aria-label={`Remove ${u.name}`}
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <AddExistingUserModal account={account} opened={dialog === "add"} onClose={() => setDialog(null)} />
      <CreateAccountUserModal
        account={account}
        opened={dialog === "create"}
        onClose={() => setDialog(null)}
      />
      <ConfirmModal
        opened={removing.pending !== null}
        title="Remove user"
        confirmLabel="Remove"
        loading={removing.running}
        onConfirm={removing.confirm}
        onClose={removing.cancel}
      >
        Remove {removing.pending?.name} from {account.name}? They keep their sign-in but no longer see this
        account.
      </ConfirmModal>
    </Stack>
  );
}
