import { Stack } from "@mantine/core";
import { useParams } from "react-router";
import { InboundFrame } from "../../activities/components/InboundFrame";
import { NewWorkOrderButton, WorkOrderList } from "../components/WorkOrderList";

/** `inbound/:slug/shop-orders`: the shop orders working this load, and a new one on it. */
export default function InboundShopOrdersPage() {
  const slug = useParams().slug ?? "";
  return (
    <InboundFrame slug={slug}>
      {(activity) => (
        <Stack>
          <NewWorkOrderButton
            type="shop_order"
            label="New shop order"
            search={`?loadSlug=${encodeURIComponent(activity.slug)}`}
          />
          <WorkOrderList
            type="shop_order"
            fixed={{ loadSlug: activity.slug }}
            searchKey="load_shop_orders"
            emptyText="No shop orders work this load yet."
          />
        </Stack>
      )}
    </InboundFrame>
  );
}
