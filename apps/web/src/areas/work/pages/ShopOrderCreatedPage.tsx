import { Button, Group, Stack, Title } from "@mantine/core";
import { createWorkAssets } from "@ops/domain";
import { Link, useParams } from "react-router";
import { useCan } from "../../../shared/permissions";
import { InShopOrder } from "../components/InWorkOrder";
import { WorkAssetsTable } from "../components/WorkAssetsTable";
import { shopOrderNewAssetsPath, shopOrderPath } from "../components/work-paths";

/** `shop-order/:slug/created`: the assets made in the order, each with the input it came from. */
export default function ShopOrderCreatedPage() {
  const slug = useParams().slug ?? "";
  const can = useCan();
  return (
    <InShopOrder slug={slug}>
      <Stack>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            Created
          </Title>
          {can(createWorkAssets) ? (
            <Group gap="xs">
              <Button component={Link} to={shopOrderPath(slug, "bins/new")} size="xs" variant="default">
                New bin
              </Button>
              <Button component={Link} to={shopOrderNewAssetsPath(slug)} size="xs">
                Create assets
              </Button>
            </Group>
          ) : null}
        </Group>
        <WorkAssetsTable slug={slug} workRole="created" />
      </Stack>
    </InShopOrder>
  );
}
