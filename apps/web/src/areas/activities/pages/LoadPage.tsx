import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  importLoadAsn,
  type Load,
  labelOf,
  SERVICE_TIERS,
  SHIPMENT_SIZES,
  TRANSPORT_TYPES,
} from "@ops/domain";
import { Link } from "react-router";
import { useCan } from "../../../shared/permissions";
import { useCanEditAccounts } from "../../accounts/family";
import { DetailTable } from "../../catalogue/components/DetailTable";
import { formatDock, formatWhen } from "../components/inbound-dates";
import { formatLbs, LoadFrame } from "../components/LoadFrame";

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function LoadOverview({ load }: { load: Load }) {
  const staff = useCanEditAccounts();
  const can = useCan();
  const dash = "—";
  const dock = load.scheduledDate ? formatDock(load.scheduledDate, load.scheduledTime) : dash;
  return (
    <Stack>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            What the ASN announces
          </Title>
          {staff && load.type === "inbound" && can(importLoadAsn) ? (
            <Button component={Link} to={`/inbound/${load.slug}/asns`} size="xs" variant="light">
              Import ASN
            </Button>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Total label="Items" value={load.asnItemCount.toLocaleString()} />
          <Total label="Quantity" value={load.asnQuantity.toLocaleString()} />
          <Total label="Weight" value={formatLbs(load.asnWeight)} />
        </SimpleGrid>
      </Stack>
      <Title order={2} size="h4">
        Load
      </Title>
      <DetailTable
        rows={[
          ["Account", load.accountName ?? dash],
          ["Program", load.programName ?? dash],
          ["Warehouse", load.warehouseShortName],
          ["Dock date", dock],
          ["Shipment size", load.shipmentSize ? labelOf(SHIPMENT_SIZES, load.shipmentSize) : dash],
          ["Service tier", load.serviceTier ? labelOf(SERVICE_TIERS, load.serviceTier) : dash],
          ["Transport", load.transportType ? labelOf(TRANSPORT_TYPES, load.transportType) : dash],
          ["Carrier", load.carrierName ?? dash],
          ["Client reference", load.clientRef ?? dash],
          [
            "Parent load",
            load.parentSlug ? (
              <Anchor key="parent" component={Link} to={`/loads/${load.parentSlug}`}>
                {load.parentSlug}
              </Anchor>
            ) : (
              dash
            ),
          ],
          ["Child loads", String(load.childCount)],
          ["Created", `${formatWhen(load.createdAt)}${load.createdBy ? ` by ${load.createdBy}` : ""}`],
        ]}
      />
      {staff && load.type === "inbound" ? (
        <Anchor component={Link} to={`/inbound/${load.slug}`} size="sm">
          Open the inbound load
        </Anchor>
      ) : null}
    </Stack>
  );
}

export default function LoadPage() {
  return <LoadFrame>{(load) => <LoadOverview load={load} />}</LoadFrame>;
}
