import { Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type Asset, createComponents } from "@ops/domain";
import { Link } from "react-router";
import { formatWhen } from "../../../shared/dates";
import { useCan } from "../../../shared/permissions";
import { productOf } from "../../work/components/itad/serial-values";
import { useDeviceComponents } from "../itad-api";
import { type DevicePlace, devicePath } from "../itad-paths";

/**
 * The parts harvested from a device, each a card (a phone shows them the same way) with its
 * barcode, product, serial and bin; "Harvest a part" and "Harvest many" lead to the forms.
 */
export function DeviceComponents({ device, place }: { device: Asset; place: DevicePlace }) {
  const can = useCan();
  const parts = useDeviceComponents(place.slug, device.barcode);
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4">
          Harvested parts
        </Title>
        {can(createComponents) && place.slug !== "" ? (
          <Group gap="xs">
            <Button component={Link} to={devicePath(place, device.barcode, "components/new")} size="xs">
              Harvest a part
            </Button>
            <Button
              component={Link}
              to={devicePath(place, device.barcode, "components/bulk/new")}
              size="xs"
              variant="default"
            >
              Harvest many
            </Button>
          </Group>
        ) : null}
      </Group>
      {parts.isPending ? (
        <Loader size="sm" aria-label="Loading parts" />
      ) : parts.error ? (
        <Text c="red">The parts could not be loaded: {parts.error.message}</Text>
      ) : parts.data.length === 0 ? (
        <Text c="dimmed">No parts harvested from this device yet.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" role="list" aria-label="Harvested parts">
          {parts.data.map((part) => (
            <Card key={part.id} withBorder padding="sm" role="listitem">
              <Anchor component={Link} to={`/assets/${encodeURIComponent(part.barcode)}`} fw={600} size="sm">
                {part.barcode}
              </Anchor>
              <Text size="sm">{[productOf(part), part.serialNumber].filter(Boolean).join(" · ") || "—"}</Text>
              <Text size="xs" c="dimmed">
                {part.parentBarcode ? `In ${part.parentBarcode}` : "Loose on the order"} ·{" "}
                {formatWhen(part.createdAt)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
