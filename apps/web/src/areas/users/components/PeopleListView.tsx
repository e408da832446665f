import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { createUser, exportUsers, type User } from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { useCan } from "../../../shared/permissions";
import { useSite } from "../../../shared/session";
import { fetchUsersPage, usersKeys } from "../api";
import type { PeopleKind } from "./people-kinds";

const TYPE_LABEL: Record<User["type"], string> = {
  operator: "Operator",
  client: "Client",
  vendor: "Vendor",
  finance_admin: "Finance Admin",
};

export function PeopleListView({ kind }: { kind: PeopleKind }) {
  const navigate = useNavigate();
  const { data: site } = useSite();
  const can = useCan();
  const warehouseName = (id: number | null) => site?.warehouses.find((w) => w.id === id)?.shortName ?? "—";
  const columns: DataTableColumn<User>[] = [
    { accessor: "name", title: "Name", sortable: true },
    { accessor: "email", title: "Email", sortable: true },
    { accessor: "type", title: "Type", sortable: true, render: (u) => TYPE_LABEL[u.type] },
    { accessor: "warehouseId", title: "Warehouse", render: (u) => warehouseName(u.warehouseId) },
    {
      accessor: "active",
      title: "Status",
      render: (u) => <Badge color={u.active ? "teal" : "gray"}>{u.active ? "Active" : "Disabled"}</Badge>,
    },
  ];
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{kind.title}</Title>
          <Text c="dimmed" size="sm">
            Click a row to open it.
          </Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to="/roles" variant="default">
            Roles and permissions
          </Button>
          {can(createUser) ? (
            <Button component={Link} to={`${kind.basePath}/new`}>
              New {kind.singular}
            </Button>
          ) : null}
        </Group>
      </Group>
      <DataTable<User>
        columns={columns}
        queryKey={usersKeys.list(kind.filter)}
        fetchPage={(params) => fetchUsersPage(kind.filter, params)}
        exportSource={{ endpoint: exportUsers, query: kind.filter, fileName: kind.id }}
        searchKey={kind.id}
        searchPlaceholder="Search by name or email"
        defaultSort={{ sort: "name", order: "asc" }}
        onRowClick={(u) => navigate(`${kind.basePath}/${u.id}`)}
        emptyText={`No ${kind.title.toLowerCase()} match.`}
      />
    </Stack>
  );
}
