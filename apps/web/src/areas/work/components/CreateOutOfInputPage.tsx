import { Stack, Text, Title } from "@mantine/core";
import type { AssetType, WorkAssetsResult } from "@ops/domain";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { CreateWorkAssetsForm } from "./CreateWorkAssetsForm";
import { acceptsWork, FinishedOrderNote } from "./InWorkOrder";
import { ShopOrderFrame } from "./WorkOrderFrame";
import { shopOrderPath } from "./work-paths";

/**
 * A shop-order page (`:slug`) that makes new assets out of an input of the order (`?source=`
 * names the input): its heading, then the form while the order accepts work. A creation leads
 * to `createdPath(slug, result)`, a cancel to the order's created assets.
 */
export function CreateOutOfInputPage({
  title,
  description,
  fixedType,
  createdPath = (slug) => shopOrderPath(slug, "created"),
}: {
  title: string;
  description: string;
  fixedType?: AssetType;
  createdPath?: (slug: string, result: WorkAssetsResult) => string;
}) {
  const slug = useParams().slug ?? "";
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <ShopOrderFrame slug={slug}>
      {(order) => (
        <Stack maw={960}>
          <div>
            <Title order={2} size="h3">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
          {acceptsWork(order) ? (
            <CreateWorkAssetsForm
              slug={order.slug}
              fixedType={fixedType}
              initialSource={search.get("source") ?? ""}
              onCreated={(result) => navigate(createdPath(order.slug, result))}
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
