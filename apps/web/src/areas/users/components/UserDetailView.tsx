import { Anchor, Badge, Button, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { entitlementLabel, updateUser } from "@ops/domain";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../shared/api";
import { useCan } from "../../../shared/permissions";
import { useSite } from "../../../shared/session";
import { useRoles, useUser } from "../api";
import type { PeopleKind } from "./people-kinds";
import { UserAccountsSection } from "./UserAccountsSection";
import { UserWorkSection } from "./UserWorkSection";

/** The id of the route, or NaN for something that is not one. */
export function useUserId(): number {
  const { id } = useParams();
  return /^\d+$/.test(id ?? "") ? Number(id) : Number.NaN;
}

/** Loading, not-found and failure states shared by the detail and edit screens. */
export function UserLoadState({ kind, id, error }: { kind: PeopleKind; id: number; error: unknown }) {
  if (Number.isNaN(id) || (error instanceof ApiError && error.status === 404)) {
    return (
      <Stack>
        <Title order={1}>Not found</Title>
        <Text>There is no {kind.singular} with this id.</Text>
        <Anchor component={Link} to={kind.basePath}>
          Back to {kind.title.toLowerCase()}
        </Anchor>
      </Stack>
    );
  }
  if (error) throw error;
  return <Loader aria-label="Loading" />;
}

export function UserDetailView({ kind }: { kind: PeopleKind }) {
  const id = useUserId();
  const user = useUser(id);
  const roles = useRoles(kind.roleType);
  const { data: site } = useSite();
  const can = useCan();
  if (!user.data) return <UserLoadState kind={kind} id={id} error={user.error} />;
  const u = user.data;
  const warehouse = site?.warehouses.find((w) => w.id === u.warehouseId);
  const roleNames = u.roleIds.map((rid) => roles.data?.find((r) => r.id === rid)?.name ?? `#${rid}`);
  const rows: [string, React.ReactNode][] = [
    ["Email", u.email],
    ["Type", kind.types.find((t) => t.value === u.type)?.label ?? u.type],
    ["Home warehouse", warehouse ? `${warehouse.shortName} · ${warehouse.name}` : "None"],
    ["Roles", roleNames.length ? roleNames.join(", ") : "None"],
    ["Entitlements", u.entitlements.map(entitlementLabel).join(", ")],
    [
      "Status",
      <Badge key="s" color={u.active ? "teal" : "gray"}>
        {u.active ? "Active" : "Disabled"}
      </Badge>,
    ],
    ["Added", new Date(u.createdAt).toLocaleString()],
  ];
  return (
    <Stack maw={720}>
      <Anchor component={Link} to={kind.basePath} size="sm">
        ← {kind.title}
      </Anchor>
      <Group justify="space-between">
        <Title order={1}>{u.name}</Title>
        {can(updateUser) ? (
          <Button component={Link} to={`${kind.basePath}/${u.id}/edit`}>
            Edit
          </Button>
        ) : null}
      </Group>
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {kind.id === "clients" ? <UserAccountsSection userId={u.id} /> : null}
      {kind.id === "operators" ? <UserWorkSection userId={u.id} /> : null}
    </Stack>
  );
}
