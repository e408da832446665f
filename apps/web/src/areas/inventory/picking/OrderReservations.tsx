import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { RESERVATION_STATUSES, type ReservationStatus, SHORT_PICK_REASONS } from "@ops/domain";
import { useState } from "react";
import { MOBILE_QUERY } from "../../../shared/layout";
import { useFailure } from "../../../shared/use-failure";
import { useMayReserve, useOrderReservations, useReleaseReservation } from "./picking-api";
import { ReserveStockModal } from "./ReserveStockModal";

const STATUS_COLOR: Record<ReservationStatus, string> = {
  reserved: "blue",
  picked: "teal",
  short: "orange",
  released: "gray",
};
const statusLabel = (id: string) => RESERVATION_STATUSES.find((s) => s.id === id)?.label ?? id;
const reasonLabel = (id: string | null) => SHORT_PICK_REASONS.find((r) => r.id === id)?.label ?? "";

type Filter = "all" | ReservationStatus;

/**
 * An order's reserved stock: what is to pick, picked, short or released, with the "Reserve stock"
 * dialog and a release per open reservation.
 */
export function OrderReservations({
  slug,
  orderType,
  takesStock = true,
}: {
  slug: string;
  orderType: string;
  /** Whether the order takes more stock now (an outbound load only while requested or building). */
  takesStock?: boolean;
}) {
  const mayReserve = useMayReserve(orderType);
  const fail = useFailure("OrderReservations");
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [filter, setFilter] = useState<Filter>("all");
  const [opened, setOpened] = useState(false);
  const list = useOrderReservations(slug, { status: filter, pageSize: 200 });
  const release = useReleaseReservation(slug);
  const counts = list.data?.counts;

  return (
    <Stack>
      <Group justify="space-between" gap="xs">
        <Group gap={6}>
          {counts
            ? (["reserved", "picked", "short"] as const).map((s) => (
                <Badge key={s} variant="light" color={STATUS_COLOR[s]}>
                  {statusLabel(s)}: {counts[s]}
                </Badge>
              ))
            : null}
        </Group>
        {mayReserve && takesStock ? <Button onClick={() => setOpened(true)}>Reserve stock</Button> : null}
      </Group>
      <SegmentedControl
        value={filter}
        onChange={(v) => setFilter(v as Filter)}
        data={[
          { value: "all", label: "All" },
          ...RESERVATION_STATUSES.map((s) => ({ value: s.id, label: s.label })),
        ]}
        fullWidth={mobile}
        size="xs"
      />
      {list.isPending ? (
        <Group justify="center" p="lg">
          <Loader aria-label="Loading the reservations" />
        </Group>
      ) : list.error ? (
        <Alert color="red" title="The reservations could not be loaded">
          {list.error.message}
        </Alert>
      ) : list.data.data.length === 0 ? (
        <Alert color="gray" title="No reserved stock">
          {filter === "all"
            ? "Nothing is reserved for this order. Reserve stock to put assets on a pick list."
            : `No reservation is ${statusLabel(filter).toLowerCase()}.`}
        </Alert>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={mobile ? 0 : 720}>
            <Table aria-label="Reserved stock" verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Barcode</Table.Th>
                  {mobile ? null : <Table.Th>Product</Table.Th>}
                  {mobile ? null : <Table.Th>Location</Table.Th>}
                  <Table.Th>Status</Table.Th>
                  {mobile ? null : <Table.Th>Pick list of</Table.Th>}
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Text ff="monospace" size="sm" fw={600}>
                        {r.barcode}
                      </Text>
                      {mobile ? (
                        <Text size="xs" c="dimmed">
                          {[r.productName, r.location?.barcode].filter(Boolean).join(" · ")}
                        </Text>
                      ) : null}
                    </Table.Td>
                    {mobile ? null : <Table.Td>{r.productName ?? "—"}</Table.Td>}
                    {mobile ? null : <Table.Td ff="monospace">{r.location?.barcode ?? "—"}</Table.Td>}
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLOR[r.status]}>
                        {statusLabel(r.status)}
                      </Badge>
                      {r.status === "short" ? (
                        <Text size="xs" c="dimmed">
                          {[reasonLabel(r.shortReason), r.note].filter(Boolean).join(": ")}
                        </Text>
                      ) : null}
                    </Table.Td>
                    {mobile ? null : <Table.Td>{r.assignedTo?.name ?? "Anyone"}</Table.Td>}
                    <Table.Td style={{ textAlign: "right" }}>
                      {r.status === "reserved" && mayReserve ? (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          loading={release.isPending && release.variables === r.barcode}
                          onClick={() => release.mutate(r.barcode, { onError: fail })}
                        >
                          Release
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {list.data.total > list.data.data.length ? (
            <Text size="xs" c="dimmed" p="xs">
              Showing the newest {list.data.data.length} of {list.data.total}.
            </Text>
          ) : null}
        </Paper>
      )}
      <ReserveStockModal slug={slug} opened={opened} onClose={() => setOpened(false)} />
    </Stack>
  );
}
