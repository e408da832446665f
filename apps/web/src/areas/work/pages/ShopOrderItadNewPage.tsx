import { Stack } from "@mantine/core";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../shared/PageHeader";
import { shopOrderItadPath } from "../components/itad/itad-paths";
import { WorkOrderForm } from "../components/WorkOrderForm";

/**
 * `shop-order/itad/new`: a shop order for IT asset disposition work. It is a shop order like any
 * other (on a received load); once created it opens on its ITAD devices page to scan devices in.
 */
export default function ShopOrderItadNewPage() {
  const [search] = useSearchParams();
  const loadSlug = search.get("loadSlug") ?? "";
  return (
    <Stack>
      <PageHeader
        title="New ITAD shop order"
        description={
          loadSlug
            ? `Works load ${loadSlug}; its devices are then scanned, tested, graded and routed on its ITAD page.`
            : "A shop order on a received load; its devices are then scanned, tested, graded and routed on its ITAD page."
        }
      />
      <WorkOrderForm type="shop_order" initial={{ loadSlug }} landing={(slug) => shopOrderItadPath(slug)} />
    </Stack>
  );
}
