import { Anchor, Button, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { createLocation, LOCATION_TYPES, type LocationDetail, labelOf } from "@ops/domain";
import { Link } from "react-router";
import { useCan } from "../../../shared/permissions";
import { useLocationChildren } from "../api";
import { LocationStatusBadge } from "./LocationStatusBadge";

/** Children tab: the direct child locations, each a link one level down. */
export function LocationChildrenView({ location }: { location: LocationDetail }) {
  const children = useLocationChildren(location.id);
  const can = useCan();
  return (
    <Stack gap="xs" maw={960}>
      <Group justify="space-between">
        <Title order={2} size="h4">
          Child locations
        </Title>
        {can(createLocation) ? (
          <Button component={Link} to={`/locations/new?parentId=${location.id}`} size="xs">
            Add child location
          </Button>
        ) : null}
      </Group>
      {children.isPending ? (
        <Loader size="sm" aria-label="Loading child locations" />
      ) : children.error ? (
        <Text c="red">The child locations could not be loaded: {children.error.message}</Text>
      ) : children.data.length === 0 ? (
        <Text c="dimmed">No child locations yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table withTableBorder striped aria-label="Child locations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Barcode</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th ta="right">Children</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {children.data.map((child) => (
                <Table.Tr key={child.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/locations/${child.id}`} size="sm">
                      {child.barcode}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{child.name}</Table.Td>
                  <Table.Td>{labelOf(LOCATION_TYPES, child.type)}</Table.Td>
                  <Table.Td ta="right">
                    {child.childCount > 0 ? (
                      <Anchor component={Link} to={`/locations/${child.id}/children`} size="sm">
                        {child.childCount}
                      </Anchor>
                    ) : (
                      0
                    )}
                  </Table.Td>
                  <Table.Td>
                    <LocationStatusBadge active={child.active} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
