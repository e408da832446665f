import { Anchor, Card, Rating, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type Activity, labelOf, SERVICE_TIERS, SHIPMENT_SIZES, TRANSPORT_TYPES } from "@ops/domain";
import { Link } from "react-router";
import { CancelIntegrationLoad } from "../../outbound/components/CancelIntegrationLoad";
import { InboundAssignments } from "./InboundAssignments";
import { InboundNotes } from "./InboundNotes";
import { InboundRatings } from "./InboundRatings";
import { attributeLines } from "./inbound-attributes-display";
import { formatDock, formatWhen } from "./inbound-dates";
import { LoadFieldsCard } from "./LoadFieldsTable";

/** The overview tab of a load: its fields and attributes, notes, people and ratings. */
export function InboundOverview({ activity: a }: { activity: Activity }) {
  const attributes = attributeLines(a.attributes);
  return (
    <Stack>
      <CancelIntegrationLoad slug={a.slug} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <LoadFieldsCard
          title="Load"
          label="Load"
          rows={[
            ["Account", a.accountName],
            ["Program", a.programName],
            ["Warehouse", a.warehouseShortName],
            ["Shipment size", labelOf(SHIPMENT_SIZES, a.shipmentSize)],
            ["Service tier", labelOf(SERVICE_TIERS, a.serviceTier)],
            ["Client reference", a.clientRef],
            [
              "Parent load",
              a.parentSlug ? (
                <Anchor key="parent" component={Link} to={`/inbound/${a.parentSlug}`}>
                  {a.parentSlug}
                </Anchor>
              ) : null,
            ],
            [
              "Inbound request",
              a.inboundRequestNumber ? (
                <Anchor
                  key="request"
                  component={Link}
                  to={`/inbound/${a.slug}/inbound-request/${a.inboundRequestNumber}`}
                >
                  {a.inboundRequestNumber}
                </Anchor>
              ) : null,
            ],
            ["Created", `${formatWhen(a.createdAt)}${a.createdBy ? ` by ${a.createdBy}` : ""}`],
          ]}
        />
        <LoadFieldsCard
          title="Logistics"
          label="Logistics"
          rows={[
            ["Dock", formatDock(a.scheduledDate, a.scheduledTime)],
            ["Transport type", labelOf(TRANSPORT_TYPES, a.transportType)],
            ["Carrier", a.carrierName],
            ["Logistics coordinator", a.logisticsCoordinatorName],
            ["Vendor", a.vendorAccountName],
            ["Routine", a.routine ? "Yes" : "No"],
            ["Gate control", a.gateControl ? "Yes" : "No"],
            [
              "Rating",
              a.ratingCount > 0 ? (
                <Text key="rating" size="sm" span>
                  <Rating value={a.ratingAverage ?? 0} fractions={2} readOnly size="xs" component="span" />{" "}
                  {a.ratingAverage?.toFixed(1)} from {a.ratingCount}
                </Text>
              ) : (
                "Not rated"
              ),
            ],
          ]}
        />
      </SimpleGrid>
      {attributes.length > 0 ? (
        <LoadFieldsCard
          title="Client details"
          label="Client details"
          rows={attributes.map((l) => [l.label, l.value])}
        />
      ) : null}
      {a.description ? (
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            Description
          </Title>
          <Text style={{ whiteSpace: "pre-wrap" }}>{a.description}</Text>
        </Card>
      ) : null}
      <InboundNotes slug={a.slug} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <InboundAssignments slug={a.slug} />
        <InboundRatings slug={a.slug} />
      </SimpleGrid>
    </Stack>
  );
}
