import { Button, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { type Carrier, createCarrier } from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { useCan } from "../../../shared/permissions";
import { useStoredFilter } from "../../accounts/components/use-stored-filter";
import { carriersKeys, fetchCarriersPage } from "../api";
import { ACTIVE_FILTER_OPTIONS, ActiveFilter, activeQuery } from "./active-filter";
import { ActiveBadge } from "./badges";

const columns: DataTableColumn<Carrier>[] = [
  { accessor: "name", title: "Name", sortable: true },
  { accessor: "scac", title: "SCAC", sortable: true, render: (c) => c.scac ?? "—" },
  { accessor: "phone", title: "Phone", render: (c) => c.phone ?? "—" },
  { accessor: "email", title: "Email", render: (c) => c.email ?? "—" },
  { accessor: "contactCount", title: "Contacts", textAlign: "right" },
  { accessor: "ruleCount", title: "Rules", textAlign: "right" },
  { accessor: "active", title: "Status", noWrap: true, render: (c) => <ActiveBadge active={c.active} /> },
];

/** Carriers: search by name or SCAC; a row opens the carrier with its contacts and rules. */
export function CarriersListView() {
  const navigate = useNavigate();
  const can = useCan();
  const [status, setStatus] = useStoredFilter<ActiveFilter>("carriers", ActiveFilter, "active");
  const query = activeQuery(status);
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Carriers</Title>
          <Text c="dimmed" size="sm">
            Click a row to see its contacts and rules.
          </Text>
        </div>
        {can(createCarrier) ? (
          <Button component={Link} to="/carriers/new">
            New carrier
          </Button>
        ) : null}
      </Group>
      <SegmentedControl
        aria-label="Status"
        data={ACTIVE_FILTER_OPTIONS}
        value={status}
        onChange={(value) => setStatus(ActiveFilter.parse(value))}
        style={{ alignSelf: "flex-start" }}
      />
      <DataTable<Carrier>
        columns={columns}
        queryKey={carriersKeys.list(query)}
        fetchPage={(params) => fetchCarriersPage(query, params)}
        searchKey="carriers"
        searchPlaceholder="Search by name or SCAC"
        defaultSort={{ sort: "name", order: "asc" }}
        onRowClick={(c) => navigate(`/carriers/${c.id}`)}
        emptyText="No carriers match."
      />
    </Stack>
  );
}
