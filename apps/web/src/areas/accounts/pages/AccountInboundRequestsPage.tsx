import { Button, Group, Stack } from "@mantine/core";
import { createInboundRequest } from "@ops/domain";
import { Link } from "react-router";
import { useCan } from "../../../shared/permissions";
import { useSite } from "../../../shared/session";
import { InboundRequestsTable } from "../../activities/components/InboundRequestsTable";
import { AccountPageFrame } from "../components/AccountPageFrame";

export default function AccountInboundRequestsPage() {
  const { data: site } = useSite();
  const client = site?.user.audience === "client";
  // A client Viewer reads the account's requests but files none.
  const can = useCan();
  const files = client && can(createInboundRequest);
  return (
    <AccountPageFrame>
      {(account) => (
        <Stack>
          {files ? (
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
