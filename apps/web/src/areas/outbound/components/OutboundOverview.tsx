import { SimpleGrid, Stack } from "@mantine/core";
import { type Activity, labelOf, SHIPMENT_SIZES, TRANSPORT_TYPES } from "@ops/domain";
import { formatDock, formatWhen } from "../../activities/components/inbound-dates";
import { LoadFieldsCard } from "../../activities/components/LoadFieldsTable";
import { CancelIntegrationLoad } from "./CancelIntegrationLoad";
import { OutboundProducts } from "./OutboundProducts";
import { ShipmentReadiness } from "./ShipmentReadiness";

/** The overview of an outbound load: details, products and prices, and whether it may ship. */
export function OutboundOverview({ activity: a }: { activity: Activity }) {
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <LoadFieldsCard
          title="Load"
          label="Load details"
          rows={[
            ["Consignee", a.accountName],
            ["Warehouse", a.warehouseShortName],
            ["Ship date", formatDock(a.scheduledDate, a.scheduledTime)],
            ["Carrier", a.carrierName],
            ["Transport type", labelOf(TRANSPORT_TYPES, a.transportType)],
            ["Shipment size", labelOf(SHIPMENT_SIZES, a.shipmentSize)],
            ["Hauler", a.vendorAccountName],
            ["Reference", a.clientRef],
            ["Description", a.description],
            ["Created", formatWhen(a.createdAt)],
          ]}
        >
          <CancelIntegrationLoad slug={a.slug} />
        </LoadFieldsCard>
        <ShipmentReadiness slug={a.slug} />
      </SimpleGrid>
      <OutboundProducts slug={a.slug} status={a.status} />
    </Stack>
  );
}
