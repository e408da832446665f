import { Stack, Text, Title } from "@mantine/core";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { CreateWorkAssetsForm } from "../components/CreateWorkAssetsForm";
import { acceptsWork, FinishedOrderNote } from "../components/InWorkOrder";
import { ShopOrderFrame } from "../components/WorkOrderFrame";
import { shopOrderBinPath, shopOrderPath } from "../components/work-paths";

/** `shop-order/:slug/bins/new`: a new bin out of an input bin of the order. */
export default function ShopOrderBinNewPage() {
  const slug = useParams().slug ?? "";
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <ShopOrderFrame slug={slug}>
      {(order) => (
        <Stack maw={960}>
          <div>
            <Title order={2} size="h3">
              New bin
            </Title>
            <Text size="sm" c="dimmed">
              A bin made out of an input of this shop order, with its product and weights.
            </Text>
          </div>
          {acceptsWork(order) ? (
            <CreateWorkAssetsForm
              slug={order.slug}
              fixedType="bin"
              initialSource={search.get("source") ?? ""}
              onCreated={(result) => {
                const made = result.data[0];
                navigate(
                  made ? shopOrderBinPath(order.slug, made.barcode) : shopOrderPath(order.slug, "created"),
                );
              }}
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
