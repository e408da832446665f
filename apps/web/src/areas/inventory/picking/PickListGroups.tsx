import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { PickListGroup, Reservation } from "@ops/domain";

/** One line of what to fetch: the asset, what it is, the order it goes to, and its short-pick action. */
function PickLine({ reservation, onShort }: { reservation: Reservation; onShort: (r: Reservation) => void }) {
  const what = [
    reservation.productName,
    reservation.serialNumber && `SN ${reservation.serialNumber}`,
    reservation.accountName,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="pick-line">
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text fw={600} ff="monospace">
          {reservation.barcode}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {what || "No product"} → {reservation.activitySlug}
          {reservation.assignedTo ? "" : " · anyone's"}
        </Text>
      </div>
      <Button
        size="compact-sm"
        variant="light"
        color="orange"
        style={{ flexShrink: 0 }}
        onClick={() => onShort(reservation)}
      >
        Short
      </Button>
    </Group>
  );
}

/** The pick list as the picker walks it: one panel per location, in walking order; the first is the next stop. */
export function PickListGroups({
  groups,
  onShort,
}: {
  groups: PickListGroup[];
  onShort: (r: Reservation) => void;
}) {
  return (
    <Stack gap="sm" aria-label="Pick list">
      {groups.map((group, i) => (
        <Paper
          key={group.location?.id ?? "none"}
          withBorder
          p="sm"
          radius="md"
          component="section"
          aria-label={group.location ? `Location ${group.location.barcode}` : "No location"}
        >
          <Group justify="space-between" mb={6} gap="xs">
            <Title order={2} size="h5" ff={group.location ? "monospace" : undefined}>
              {group.location ? group.location.barcode : "No location: ask a lead where these are"}
            </Title>
            <Group gap={6}>
              {i === 0 ? (
                <Badge color="blue" variant="filled" size="sm">
                  Next stop
                </Badge>
              ) : null}
              <Badge variant="light" size="sm">
                {group.reservations.length} to pick
              </Badge>
            </Group>
          </Group>
          {group.location && group.location.path.length > 1 ? (
            <Text size="xs" c="dimmed" mb={4}>
              {group.location.path.join(" › ")}
            </Text>
          ) : null}
          <Stack gap={8}>
            {group.reservations.map((r) => (
              <PickLine key={r.id} reservation={r} onShort={onShort} />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
