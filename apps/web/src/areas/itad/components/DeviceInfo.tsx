import { Alert, Anchor, Badge, Card, List, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { Asset } from "@ops/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatWhen } from "../../../shared/dates";
import { formatAmount } from "../../assets/components/asset-header-values";
import { useTests } from "../../testing/api";
import { productOf } from "../../work/components/itad/serial-values";
import { useRoutings } from "../../work/itad-api";
import { useDeviceComponents, useDeviceLocks } from "../itad-api";
import { type DevicePlace, devicePath } from "../itad-paths";
import { deviceInfoOf } from "./device-info-values";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }}>
        {children === "" || children === null || children === undefined ? "—" : children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** The device's locks, each with who found it and when (read from the event that added it). */
function Locks({ barcode }: { barcode: string }) {
  const locks = useDeviceLocks(barcode);
  if (locks.isPending) return <Loader size="xs" aria-label="Loading locks" />;
  if (locks.error) return <Text c="red">The locks could not be loaded: {locks.error.message}</Text>;
  if (locks.data.length === 0) return <Text size="sm">No locks</Text>;
  return (
    <List spacing={4} size="sm" listStyleType="none" aria-label="Locks">
      {locks.data.map((lock) => (
        <List.Item key={lock.type}>
          <Badge color="red" variant="light" size="sm" mr={6}>
            {lock.label}
          </Badge>
          <Text span size="xs" c="dimmed">
            {lock.foundBy || lock.foundAt
              ? `found${lock.foundBy ? ` by ${lock.foundBy}` : ""}${lock.foundAt ? ` ${formatWhen(lock.foundAt)}` : ""}`
              : "who found it is not recorded"}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

/** How many parts were harvested from the device, leading to its components page. */
function HarvestedParts({ device, place }: { device: Asset; place: DevicePlace }) {
  const parts = useDeviceComponents(place.slug, device.barcode);
  const count = parts.data?.length;
  return (
    <Field label="Harvested parts">
      <Anchor component={Link} to={devicePath(place, device.barcode, "components")} inherit>
        {count === undefined ? "See parts" : count === 1 ? "1 part" : `${count} parts`}
      </Anchor>
    </Field>
  );
}

/**
 * A device's info page: what it is, its grades, what its latest test suggests beside where it is
 * routed, floor price and new-in-box, locks (who found them), and where it sits (bin or LPN, the
 * device it was harvested from).
 */
export function DeviceInfo({ device, place }: { device: Asset; place: DevicePlace }) {
  const tests = useTests(device.barcode);
  const routings = useRoutings();
  const info = deviceInfoOf(device, tests.data, routings.data ?? []);
  const { grades, suggestion, routed } = info;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Section title="Device">
          <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
            <Field label="Serial">{device.serialNumber}</Field>
            <Field label="Product">{productOf(device)}</Field>
            <Field label="Class">{tests.data?.productClassName}</Field>
            <Field label="New in box">{info.newInBox || "No"}</Field>
            <Field label="Inside">
              {device.parentBarcode ? (
                <Anchor component={Link} to={`/assets/${encodeURIComponent(device.parentBarcode)}`} inherit>
                  {device.parentBarcode}
                </Anchor>
              ) : (
                "Loose on the order"
              )}
            </Field>
            {device.harvestedFromBarcode ? (
              <Field label="Harvested from">
                <Anchor component={Link} to={devicePath(place, device.harvestedFromBarcode)} inherit>
                  {device.harvestedFromBarcode}
                </Anchor>
              </Field>
            ) : null}
            {place.kind === "shop_order" ? <HarvestedParts device={device} place={place} /> : null}
          </SimpleGrid>
        </Section>
        <Section title="Grades">
          <SimpleGrid cols={3} spacing="xs">
            <Field label="Overall">{grades.overall}</Field>
            <Field label="Cosmetic">{grades.cosmetic}</Field>
            <Field label="Functional">{grades.functional}</Field>
          </SimpleGrid>
          <Field label="Floor price">
            {info.floorPrice === null ? "No cutline" : formatAmount(info.floorPrice)}
          </Field>
        </Section>
        <Section title="Disposition">
          {tests.isPending ? <Loader size="xs" aria-label="Loading tests" /> : null}
          {suggestion ? (
            <Text size="sm" data-testid="suggestion">
              Suggested:{" "}
              {[suggestion.disposition, suggestion.r2Classification].filter(Boolean).join(" · ") || "—"}
              <Text span size="xs" c="dimmed">
                {` (${suggestion.suiteName} v${suggestion.version}, ${formatWhen(suggestion.testedAt)}${suggestion.testedBy ? ` by ${suggestion.testedBy}` : ""})`}
              </Text>
            </Text>
          ) : tests.data ? (
            <Text size="sm" c="dimmed">
              Not tested yet: the test suggests a disposition.
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" data-testid="routed">
            <Field label="Routed disposition">{routed.disposition || "Not routed"}</Field>
            <Field label="R2 classification">{routed.r2Classification}</Field>
            <Field label="Routing">{routed.routing}</Field>
          </SimpleGrid>
          {info.followsSuggestion === false ? (
            <Alert color="yellow" p="xs">
              The routing differs from what the test suggests.
            </Alert>
          ) : null}
        </Section>
        <Section title="Locks">
          <Locks barcode={device.barcode} />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
