import { Stack } from "@mantine/core";
import { useParams } from "react-router";
import { ShopOrderFrame } from "../components/WorkOrderFrame";
import { NewWorkOrderButton, WorkOrderList } from "../components/WorkOrderList";

/** `shop-order/:slug/child-shop-orders`: the shop orders under this one, and a new child. */
export default function ShopOrderChildrenPage() {
  const slug = useParams().slug ?? "";
  return (
    <ShopOrderFrame slug={slug}>
      {(activity) => (
        <Stack>
          {activity.loadSlug ? (
            <NewWorkOrderButton
              type="shop_order"
              label="New child shop order"
              search={`?loadSlug=${encodeURIComponent(activity.loadSlug)}&parentSlug=${encodeURIComponent(activity.slug)}`}
            />
          ) : null}
          <WorkOrderList
            type="shop_order"
            fixed={{ parentSlug: activity.slug }}
            searchKey="child_shop_orders"
            emptyText="No child shop orders yet."
          />
        </Stack>
      )}
    </ShopOrderFrame>
  );
}
