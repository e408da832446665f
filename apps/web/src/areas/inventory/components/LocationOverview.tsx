import { Anchor, Button, Group, Stack, Table, Title } from "@mantine/core";
import {
  createLocation,
  deleteLocation,
  LOCATION_TYPES,
  type LocationDetail,
  labelOf,
  updateLocation,
} from "@ops/domain";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { useCan } from "../../../shared/permissions";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useRemoveLocation } from "../api";
import { CycleCountSummaryPanel } from "./CycleCountSummaryPanel";

/** Overview tab: details, cycle count, and edit, add-child and remove actions. */
export function LocationOverview({ location: l }: { location: LocationDetail }) {
  const navigate = useNavigate();
  const can = useCan();
  const remove = useRemoveLocation();
  // A location with children (or assets) is refused: the snackbar shows the server's reason.
  const removal = useConfirmedAction<LocationDetail>({
    component: "LocationOverview",
    run: async (location) => {
      await remove.mutateAsync(location.id);
      navigate("/locations");
    },
    success: (location) => `${location.barcode} was removed`,
  });

  const rows: [string, ReactNode][] = [
    ["Barcode", l.barcode],
    ["Name", l.name],
    ["Type", labelOf(LOCATION_TYPES, l.type)],
    ["Warehouse", l.warehouseShortName],
    ...(l.accountId !== null || l.type === "customer_quarantine"
      ? ([["Account", l.accountName ?? "Not set: it accepts no assets until it has one"]] as [
          string,
          ReactNode,
        ][])
      : []),
    [
      "Parent",
      l.parentId ? (
        <Anchor key="parent" component={Link} to={`/locations/${l.parentId}`} size="sm">
          {l.parentBarcode}
        </Anchor>
      ) : (
        "None (top level)"
      ),
    ],
    ["Child locations", String(l.childCount)],
    ["Status", l.active ? "Active" : "Inactive"],
    ["Added", new Date(l.createdAt).toLocaleString()],
  ];

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Details
          </Title>
          <Group gap="xs">
            {can(updateLocation) ? (
              <Button component={Link} to={`/locations/${l.id}/edit`} size="xs">
                Edit
              </Button>
            ) : null}
            {can(createLocation) ? (
              <Button component={Link} to={`/locations/new?parentId=${l.id}`} size="xs" variant="light">
                Add child location
              </Button>
            ) : null}
            {can(deleteLocation) ? (
              <Button size="xs" variant="light" color="red" onClick={() => removal.ask(l)}>
                Remove
              </Button>
            ) : null}
          </Group>
        </Group>
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={160}>{label}</Table.Th>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      <CycleCountSummaryPanel locationId={l.id} />
      <ConfirmModal
        opened={removal.pending !== null}
        title="Remove location"
        confirmLabel="Remove"
        loading={removal.running}
        onConfirm={removal.confirm}
        onClose={removal.cancel}
      >
        Remove {l.barcode} ({l.name}) from {l.warehouseShortName}? A location that holds child locations or
        assets cannot be removed.
      </ConfirmModal>
    </Stack>
  );
}
