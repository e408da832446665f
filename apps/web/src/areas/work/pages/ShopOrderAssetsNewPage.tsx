import { Stack, Text, Title } from "@mantine/core";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { CreateWorkAssetsForm } from "../components/CreateWorkAssetsForm";
import { acceptsWork, FinishedOrderNote } from "../components/InWorkOrder";
import { ShopOrderFrame } from "../components/WorkOrderFrame";
import { shopOrderPath } from "../components/work-paths";

/**
 * `shop-order/:slug/assets/new`: new assets (commodity bins, serials…) taken out of an input of
 * the order, each with its product and weights; `?source=` names the input.
 */
export default function ShopOrderAssetsNewPage() {
  const slug = useParams().slug ?? "";
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <ShopOrderFrame slug={slug}>
      {(order) => (
        <Stack maw={960}>
          <div>
            <Title order={2} size="h3">
              Create assets out of an input
            </Title>
            <Text size="sm" c="dimmed">
              All the rows are created, or none: each one is linked to its source by an event.
            </Text>
          </div>
          {acceptsWork(order) ? (
            <CreateWorkAssetsForm
              slug={order.slug}
              initialSource={search.get("source") ?? ""}
              onCreated={() => navigate(shopOrderPath(order.slug, "created"))}
              onCancel={() => navigate(shopOrderPath(order.slug, "created"))}
            />
          ) : (
            <FinishedOrderNote activity={order} noun="shop order" />
          )}
        </Stack>
      )}
    </ShopOrderFrame>
  );
}
