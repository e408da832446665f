import { Card, Stack, Text, Title } from "@mantine/core";
import type { Activity } from "@ops/domain";
import { ScanBox, useScanBox } from "../../inventory/components/ScanBox";
import { OrderReservations } from "../../inventory/picking/OrderReservations";
import { useMayReserve, useReserveStock } from "../../inventory/picking/picking-api";
import { CrossDockedAssets } from "./CrossDockedAssets";

// Stock can be added while the load is being put together.
const ADDS_STOCK = new Set(["requested", "building"]);

/**
 * The assets tab of an outbound load: scan stock to reserve it for the load (one barcode a scan,
 * the refusal beside the box: held, reserved elsewhere, not of a consignee's account), the load's
 * reservations by status (to pick, picked, short, released), and its cross-docked assets.
 */
export function OutboundAssets({ activity }: { activity: Activity }) {
  const box = useScanBox("outbound-add-stock", "OutboundAssets");
  const reserve = useReserveStock(activity.slug);
  const adds = useMayReserve("outbound") && ADDS_STOCK.has(activity.status);

  const add = async (barcode: string) => {
    const wanted = barcode.trim();
    if (!wanted) return;
    try {
      await reserve.mutateAsync({ barcodes: [wanted], assignedTo: null });
      box.accepted(`${wanted.toUpperCase()} reserved for ${activity.slug}`);
    } catch (error) {
      box.refused(error);
    }
  };

  return (
    <Stack>
      {adds ? (
        <Card withBorder>
          <Title order={2} size="h4" mb={4}>
            Add stock
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            Scan an asset in stock at {activity.warehouseShortName} to put it on this load's pick list.
          </Text>
          <ScanBox box={box} label="Asset barcode" onSubmit={add} disabled={reserve.isPending} />
        </Card>
      ) : null}
      <OrderReservations
        slug={activity.slug}
        orderType="outbound"
        takesStock={ADDS_STOCK.has(activity.status)}
      />
      <CrossDockedAssets slug={activity.slug} />
    </Stack>
  );
}
