import { Button, Group, Select, Stack } from "@mantine/core";
import { createInboundRequest, INBOUND_REQUEST_STATUSES, InboundRequestStatus } from "@ops/domain";
import { Link } from "react-router";
import { z } from "zod";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { SelectField } from "../../../shared/SelectField";
import { useSite } from "../../../shared/session";
import { useStoredFilter } from "../../accounts/components/use-stored-filter";
import { InboundRequestsTable } from "../components/InboundRequestsTable";
import { useRequestAccounts } from "../requests-api";

const Filter = z.object({ status: InboundRequestStatus.nullable(), accountId: z.number().int().nullable() });
type Filter = z.infer<typeof Filter>;

const STATUS_OPTIONS = INBOUND_REQUEST_STATUSES.map((s) => ({ value: s.id, label: s.label }));

/** Inbound requests: clients see and file their own; operators list every account's. */
export default function InboundRequestsPage() {
  const { data: site } = useSite();
  const client = site?.user.audience === "client";
  const can = useCan();
  const accounts = useRequestAccounts();
  const [filter, setFilter] = useStoredFilter<Filter>("inbound_requests", Filter, {
    status: null,
    accountId: null,
  });
  const accountOptions = (accounts.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name }));
  const query = {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.accountId ? { accountId: filter.accountId } : {}),
  };

  return (
    <Stack>
      <PageHeader
        title="Inbound requests"
        description={
          client
            ? "Your pickup requests. Click one to see it and the load made from it."
            : "Pickup requests filed by clients. Open one to schedule its inbound load."
        }
        action={
          // Only clients file requests (SPEC §6), and only those whose role allows it (not a viewer).
          client && can(createInboundRequest) ? (
            <Button component={Link} to="/inbound-requests/new">
              Request a pickup
            </Button>
          ) : null
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Status"
          placeholder="All statuses"
          clearable
          data={STATUS_OPTIONS}
          value={filter.status}
          onChange={(value) =>
            setFilter({ ...filter, status: value ? InboundRequestStatus.parse(value) : null })
          }
          w={200}
        />
        {accountOptions.length > 1 || filter.accountId ? (
          <div style={{ width: 260 }}>
            <SelectField
              label="Account"
              placeholder="All accounts"
              data={accountOptions}
              value={filter.accountId ? String(filter.accountId) : null}
              onChange={(value) => setFilter({ ...filter, accountId: value ? Number(value) : null })}
            />
          </div>
        ) : null}
      </Group>
      <InboundRequestsTable
        filter={query}
        searchKey="inbound_requests"
        emptyText={client ? "You have not filed any inbound request yet." : "No inbound requests match."}
      />
    </Stack>
  );
}
