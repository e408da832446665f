import { Button, Group, Stack } from "@mantine/core";
import { Link } from "react-router";
import { useSite } from "../../../shared/session";
import { InboundRequestsTable } from "../../activities/components/InboundRequestsTable";
import { AccountPageFrame } from "../components/AccountPageFrame";

export default function AccountInboundRequestsPage() {
  const { data: site } = useSite();
  const client = site?.user.audience === "client";
  return (
    <AccountPageFrame>
      {(account) => (
        <Stack>
          {client ? (
            <Group justify="flex-end">
              <Button component={Link} to={`/inbound-requests/new?accountId=${account.id}`}>
                Request a pickup
              </Button>
            </Group>
          ) : null}
          <InboundRequestsTable
            filter={{ accountId: account.id }}
            searchKey="account_inbound_requests"
            showAccount={false}
            emptyText="No inbound requests for this account."
          />
        </Stack>
      )}
    </AccountPageFrame>
  );
}
