import { Alert, Anchor, Card, Loader, Stack, Text } from "@mantine/core";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../../../shared/PageHeader";
import { LoadFailed } from "../../../inventory/components/LoadFailed";
import { AssetPicker } from "../AssetPicker";
import { useAssetsInto, useLoadBuilderState } from "../use-load-builder";

/**
 * `load-builder/:id/class`: the chosen products of serial product class :id and their available
 * assets, all selected the first time the list loads; after that each is toggled by hand.
 */
export default function LoadBuilderClassPage() {
  const classId = Number(useParams().id);
  const [state, dispatch] = useLoadBuilderState();
  const products = state.selectedProducts.filter((p) => p.serialProductClass?.id === classId);
  const assets = useAssetsInto(
    state,
    dispatch,
    products.map((p) => p.id),
  );
  const productIds = new Set(products.map((p) => p.id));
  const list = Object.values(state.availableAssets).filter((a) => productIds.has(a.productId));
  const className = products[0]?.serialProductClass?.name ?? "this class";
  return (
    <Stack>
      <PageHeader title={`Assets of ${className}`} description="Choose the devices that go on the load." />
      <Anchor component={Link} to="/load-builder" size="sm">
        Back to the load builder
      </Anchor>
      <Card withBorder>
        {products.length === 0 ? (
          <Text c="dimmed">No chosen product is of this class. Add one in the load builder first.</Text>
        ) : assets.isError ? (
          <LoadFailed
            title="The assets could not be loaded"
            error={assets.error}
            onRetry={() => assets.refetch()}
          />
        ) : assets.isPending ? (
          <Loader size="sm" />
        ) : (
          <Stack>
            {assets.data?.truncated ? (
              <Alert color="yellow">Only the first 10,000 assets are listed.</Alert>
            ) : null}
            <AssetPicker assets={list} state={state} dispatch={dispatch} />
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
