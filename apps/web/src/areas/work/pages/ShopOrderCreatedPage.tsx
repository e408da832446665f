import { Button, Group, Stack, Title } from "@mantine/core";
import { createWorkAssets } from "@ops/domain";
import { Link, useParams } from "react-router";
import { useCan } from "../../../shared/permissions";
import { acceptsWork } from "../components/InWorkOrder";
import { WorkAssetsTable } from "../components/WorkAssetsTable";
import { ShopOrderFrame } from "../components/WorkOrderFrame";
import { shopOrderNewAssetsPath, shopOrderPath } from "../components/work-paths";

/** `shop-order/:slug/created`: the assets made in the order, each with the input it came from. */
export default function ShopOrderCreatedPage() {
  const slug = useParams().slug ?? "";
  const can = useCan();
  return (
    <ShopOrderFrame slug={slug}>
      {(order) => (
        <Stack>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h4">
              Created
            </Title>
            {can(createWorkAssets) && acceptsWork(order) ? (
              <Group gap="xs">
                <Button
                  component={Link}
                  to={shopOrderPath(order.slug, "bins/new")}
                  size="xs"
                  variant="default"
                >
                  New bin
                </Button>
                <Button component={Link} to={shopOrderNewAssetsPath(order.slug)} size="xs">
                  Create assets
                </Button>
              </Group>
            ) : null}
          </Group>
          <WorkAssetsTable slug={order.slug} workRole="created" />
        </Stack>
      )}
    </ShopOrderFrame>
  );
}
