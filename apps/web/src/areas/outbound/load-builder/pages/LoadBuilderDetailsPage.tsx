import {
  Anchor,
  Button,
  Card,
  Chip,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { filterAssetsByAttributes } from "@ops/domain";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../../../shared/PageHeader";
import { LoadFailed } from "../../../inventory/components/LoadFailed";
import { AssetPicker } from "../AssetPicker";
import { useAssetsInto, useLoadBuilderState } from "../use-load-builder";

/**
 * `load-builder/:id/more-details`: product :id's available assets with their attributes, the
 * attribute filters (empty text removes one) and which chosen products they apply to.
 */
export default function LoadBuilderDetailsPage() {
  const productId = Number(useParams().id);
  const [state, dispatch] = useLoadBuilderState();
  const product = state.selectedProducts.find((p) => p.id === productId);
  const assets = useAssetsInto(state, dispatch, product ? [productId] : []);
  const own = Object.values(state.availableAssets).filter((a) => a.productId === productId);
  const attributes = state.attributeData[String(productId)] ?? [];
  const shown = filterAssetsByAttributes(own, state.attributeFilters, state.attributeFilterProducts);
  const filter = state.attributeFilterProducts;
  return (
    <Stack>
      <PageHeader
        title={`More details: ${product?.name ?? "product"}`}
        description="Filter the assets by their attributes."
      />
      <Anchor component={Link} to="/load-builder" size="sm">
        Back to the load builder
      </Anchor>
      {!product ? (
        <Text c="dimmed">This product is not chosen. Add it in the load builder first.</Text>
      ) : (
        <>
          <Card withBorder>
            <Title order={5} mb="xs">
              Attribute filters
            </Title>
            {attributes.length === 0 ? (
              <Text size="sm" c="dimmed">
                These assets have no attributes recorded.
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {attributes.map((name) => (
                  <TextInput
                    key={name}
                    label={name}
                    value={state.attributeFilters[name] ?? ""}
                    onChange={(e) => dispatch({ type: "attributeFilter", name, text: e.currentTarget.value })}
                  />
                ))}
              </SimpleGrid>
            )}
            <Group mt="sm" gap="xs" wrap="wrap">
              <Text size="sm">Apply to:</Text>
              <Button
                size="compact-xs"
                variant={filter.all ? "filled" : "default"}
                onClick={() => dispatch({ type: "attributeProducts", choice: "all" })}
              >
                All
              </Button>
              <Button
                size="compact-xs"
                variant="default"
                onClick={() => dispatch({ type: "attributeProducts", choice: "none" })}
              >
                None
              </Button>
              {state.selectedProducts.map((p) => (
                <Chip
                  key={p.id}
                  size="xs"
                  checked={filter.all || filter.productIds.includes(p.id)}
                  onChange={() => dispatch({ type: "attributeProducts", choice: p.id })}
                >
                  {p.name}
                </Chip>
              ))}
            </Group>
          </Card>
          <Card withBorder>
            {assets.isError ? (
              <LoadFailed
                title="The assets could not be loaded"
                error={assets.error}
                onRetry={() => assets.refetch()}
              />
            ) : assets.isPending ? (
              <Loader size="sm" />
            ) : (
              <AssetPicker assets={shown} state={state} dispatch={dispatch} attributes={attributes} />
            )}
          </Card>
        </>
      )}
    </Stack>
  );
}
