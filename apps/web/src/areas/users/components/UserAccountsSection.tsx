import { Anchor, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useCan } from "../../../shared/permissions";
import { useUserAccounts } from "../api";

/** The accounts a client user belongs to; membership is managed from each account's page. */
export function UserAccountsSection({ userId }: { userId: number }) {
  const accounts = useUserAccounts(userId, true);
  const can = useCan();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Accounts
      </Title>
      {accounts.isPending ? (
        <Loader size="sm" aria-label="Loading accounts" />
      ) : !accounts.data?.length ? (
        <Text c="dimmed" size="sm">
          Not on any account yet. Add them from an account&apos;s overview page.
        </Text>
      ) : (
        <Table withTableBorder data-testid="user-accounts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Account</Table.Th>
              <Table.Th>Role</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.data.map((a) => (
              <Table.Tr key={a.accountId}>
                <Table.Td>
                  {/* The account screen needs accounts.view (its route); without it the name is plain text. */}
                  {can("accounts.view") ? (
                    <Anchor component={Link} to={`/accounts/${a.accountId}`}>
                      {a.accountName}
                    </Anchor>
                  ) : (
                    a.accountName
                  )}
                </Table.Td>
                <Table.Td>{a.roleName ?? "—"}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
