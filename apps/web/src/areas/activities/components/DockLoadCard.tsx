import { Anchor, Card, Group, Text } from "@mantine/core";
import { type ActivityStatus, labelOf, SHIPMENT_SIZES } from "@ops/domain";
import { Link } from "react-router";
import { formatTime12 } from "../../../shared/TimeField";
import { InboundStatusBadge } from "./InboundStatusBadge";

export type DockLoad = {
  slug: string;
  type: string;
  status: ActivityStatus;
  accountName: string | null;
  scheduledTime: string | null;
  shipmentSize: string | null;
  carrierName?: string | null;
  clientRef?: string | null;
  warehouseShortName?: string;
};

/** Where a load opens: inbound loads on their inbound page, other loads on the loads page. */
export function loadHref(load: { slug: string; type: string }): string {
  return load.type === "inbound" ? `/inbound/${load.slug}` : `/loads/${load.slug}`;
}

/**
 * A load on the dock schedule: time, slug (a link to it, or to `to` when given), account, size,
 * carrier, status.
 */
export function DockLoadCard({ load, linked = true, to }: { load: DockLoad; linked?: boolean; to?: string }) {
  const details = [
    load.accountName,
    load.shipmentSize ? labelOf(SHIPMENT_SIZES, load.shipmentSize) : null,
    load.carrierName,
    load.clientRef ? `Ref ${load.clientRef}` : null,
  ].filter(Boolean);
  return (
    <Card withBorder padding="xs" radius="sm" miw={200} style={{ flex: "1 1 220px", maxWidth: 360 }}>
      <Group justify="space-between" gap={4}>
        <Text fw={600} size="sm">
          {load.scheduledTime ? `${formatTime12(load.scheduledTime)} · ` : ""}
          {linked ? (
            <Anchor component={Link} to={to ?? loadHref(load)} fw={600} size="sm">
              {load.slug}
            </Anchor>
          ) : (
            load.slug
          )}
        </Text>
        <InboundStatusBadge status={load.status} size="sm" />
      </Group>
      {details.length > 0 ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {details.join(" · ")}
        </Text>
      ) : null}
    </Card>
  );
}
