import { Stack, Text, Title } from "@mantine/core";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { CreateWorkAssetsForm } from "../components/CreateWorkAssetsForm";
import { InShopOrder } from "../components/InWorkOrder";
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
    <InShopOrder slug={slug}>
      <Stack maw={960}>
        <div>
          <Title order={2} size="h3">
            Create assets out of an input
          </Title>
          <Text size="sm" c="dimmed">
            All the rows are created, or none: each one is linked to its source by an event.
          </Text>
        </div>
        <CreateWorkAssetsForm
          slug={slug}
          initialSource={search.get("source") ?? ""}
          onCreated={() => navigate(shopOrderPath(slug, "created"))}
          onCancel={() => navigate(shopOrderPath(slug, "created"))}
        />
      </Stack>
    </InShopOrder>
  );
}
