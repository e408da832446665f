import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { useInventoryActivities } from "../putaway/putaway-api";
import { formatAmount, formatLbs, formatMoney } from "./inventory-format";

/** `inventory`: each warehouse's inventory activity with what it holds. */
export default function InventoryActivitiesPage() {
  const activities = useInventoryActivities();
  const can = useCan();
  return (
    <Stack>
      <PageHeader
        title="Inventory"
        description="Each warehouse's inventory activity: what is in stock there, by location and stock type."
      />
      {activities.isPending ? <Loader aria-label="Loading" /> : null}
      {activities.isError ? (
        <Alert color="red" title="Inventory could not be loaded">
          {activities.error.message}
        </Alert>
      ) : null}
      {activities.data && activities.data.length === 0 ? (
        <Text c="dimmed">No warehouse has an inventory activity yet.</Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {activities.data?.map((a) => (
          <Card key={a.id} withBorder radius="md" data-testid={`inventory-${a.slug}`}>
            <Stack gap="xs">
              <Group justify="space-between">
                <div>
                  <Title order={2} size="h3">
                    <Anchor component={Link} to={`/inventory/${a.slug}`}>
                      {a.slug}
                    </Anchor>
                  </Title>
                  <Text size="sm" c="dimmed">
                    {a.warehouseName} ({a.warehouseShortName})
                  </Text>
                </div>
                {can("inventory.work") ? (
                  <Button component={Link} to={`/inventory/${a.slug}/putaway`} size="xs" variant="light">
                    Put away
                  </Button>
                ) : null}
              </Group>
              <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
                <Figure label="Assets" value={String(a.totals.assets)} />
                <Figure label="Units" value={formatAmount(a.totals.quantity)} />
                <Figure label="Locations" value={String(a.locationCount)} />
                <Figure label="Gross" value={formatLbs(a.totals.grossWeight)} />
                <Figure label="Net" value={formatLbs(a.totals.netWeight)} />
                <Figure label="Value" value={formatMoney(a.totals.value)} />
              </SimpleGrid>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}
