import { Stack, Text, Title } from "@mantine/core";
import type { AssetType, WorkAssetsResult } from "@ops/domain";
import { useNavigate, useParams, useSearchParams } from "react-router";
import type { WorkOrderType } from "../work-orders-api";
import { CreateWorkAssetsForm } from "./CreateWorkAssetsForm";
import { acceptsWork, FinishedOrderNote } from "./InWorkOrder";
import { WorkOrderFrameOf } from "./WorkOrderFrame";
import { workOrderBase, workOrderNoun } from "./work-order-values";

/**
 * A shop-order page (`:slug`) that makes new assets out of an input of the order (`?source=`
 * names the input): its heading, then the form while the order accepts work. A creation leads
 * to `createdPath(slug, result)`, a cancel to the order's created assets.
 */
export function CreateOutOfInputPage({
  title,
  description,
  fixedType,
  type = "shop_order",
  createdPage = "created",
  createdPath = (slug) => `${workOrderBase(type)}/${encodeURIComponent(slug)}/${createdPage}`,
}: {
  /** The kind of order (a shop order by default; an ITAD job makes bins the same way). */
  type?: WorkOrderType;
  /** The order's tab of created assets, where a cancel leads. */
  createdPage?: string;
  title: string;
  description: string;
  fixedType?: AssetType;
  createdPath?: (slug: string, result: WorkAssetsResult) => string;
}) {
  const slug = useParams().slug ?? "";
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <WorkOrderFrameOf type={type} slug={slug}>
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
              onCancel={() =>
                navigate(`${workOrderBase(type)}/${encodeURIComponent(order.slug)}/${createdPage}`)
              }
            />
          ) : (
            <FinishedOrderNote activity={order} noun={workOrderNoun(type)} />
          )}
        </Stack>
      )}
    </WorkOrderFrameOf>
  );
}
