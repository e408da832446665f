import { Anchor, Badge, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { ACCOUNT_STATUSES, type Account, labelOf } from "@ops/domain";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../shared/api";
import { RecordFrame } from "../../../shared/record-frame/RecordFrame";
import { useAccount } from "../api";

/** The id in the route (`:accountId`), or NaN for something that is not one. */
export function useAccountId(): number {
  const { accountId } = useParams();
  return /^\d+$/.test(accountId ?? "") ? Number(accountId) : Number.NaN;
}

/**
 * The frame of every account page: name, status, parent, and the tabs its routes declare
 * (account-tabs.ts) that the user may open. Renders loading and not-found states, then
 * `children(account)`.
 */
export function AccountPageFrame({ children }: { children: (account: Account) => ReactNode }) {
  const id = useAccountId();
  const account = useAccount(id);

  if (!account.data) {
    if (Number.isNaN(id) || (account.error instanceof ApiError && account.error.status === 404)) {
      return (
        <Stack>
          <Title order={1}>Account not found</Title>
          <Text>There is no account with this id that you can see.</Text>
          <Anchor component={Link} to="/accounts">
            Back to accounts
          </Anchor>
        </Stack>
      );
    }
    if (account.error) throw account.error;
    return <Loader aria-label="Loading" />;
  }

  const a = account.data;
  return (
    <RecordFrame
      record={a}
      header={
        <div>
          <Anchor component={Link} to={a.type === "dsvs" ? "/accounts/dsvs" : "/accounts"} size="sm">
            ← {a.type === "dsvs" ? "Downstream vendors" : "Accounts"}
          </Anchor>
          <Group gap="sm" mt={4}>
            <Title order={1}>{a.name}</Title>
            <Badge color={a.status === "active" ? "teal" : "gray"}>
              {labelOf(ACCOUNT_STATUSES, a.status)}
            </Badge>
          </Group>
          {a.parentId ? (
            <Text size="sm" c="dimmed">
              Sub-account of{" "}
              <Anchor component={Link} to={`/accounts/${a.parentId}`}>
                {a.parentName}
              </Anchor>
            </Text>
          ) : null}
        </div>
      }
    >
      {children(a)}
    </RecordFrame>
  );
}
