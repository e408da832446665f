import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text } from "@mantine/core";
import { confirmAssetIds, LOAD_BUILDER_STORAGE_KEY, type LoadBuilderConfirmInput } from "@ops/domain";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError } from "../../../../shared/api";
import { PageHeader } from "../../../../shared/PageHeader";
import { LoadFailed } from "../../../inventory/components/LoadFailed";
import { OutboundLoadFields } from "../../components/OutboundLoadFields";
import {
  type OutboundLoadValues,
  outboundLoadBody,
  outboundLoadValuesOf,
} from "../../components/outbound-load-values";
import { useConfirmLoad } from "../../load-builder-api";
import { SelectionFigures } from "../BuilderSummary";
import { useAssetsInto, useLoadBuilderState } from "../use-load-builder";

/**
 * `load-builder/confirm`: the consignee and the shipment, the totals reviewed, then the outbound
 * load is created with every selected asset reserved (a 409 lists the assets taken meanwhile).
 */
export default function LoadBuilderConfirmPage() {
  const [state, dispatch] = useLoadBuilderState();
  const navigate = useNavigate();
  const confirm = useConfirmLoad();
  const assets = useAssetsInto(
    state,
    dispatch,
    state.selectedProducts.map((p) => p.id),
  );
  const [v, setV] = useState<OutboundLoadValues>(() => ({
    ...outboundLoadValuesOf(undefined, null),
    accountId: state.buyerAccountId === null ? null : String(state.buyerAccountId),
  }));
  const assetIds = confirmAssetIds(state);
  const unpriced = state.selectedProducts.filter((p) => p.unitPrice === null);
  const failure = confirm.error instanceof ApiError ? confirm.error : null;
  const fields = failure?.fieldErrors() ?? {};
  const taken = ((failure?.body as { errors?: { assets?: string[] } } | null)?.errors?.assets ??
    []) as string[];

  const submit = () => {
    if (state.warehouseId === null || !v.accountId) return;
    const { vendorAccountId: _hauler, ...shipment } = outboundLoadBody(v);
    const body: LoadBuilderConfirmInput = {
      ...shipment,
      warehouseId: state.warehouseId,
      accountId: Number(v.accountId),
      products: state.selectedProducts.map((p) => ({
        productId: p.id,
        unit: p.unit,
        unitPrice: p.unitPrice ?? 0,
        marginPercent:
          p.marginPercent !== null && p.marginPercent >= 0 && p.marginPercent < 100 ? p.marginPercent : null,
      })),
      assetIds,
    };
    confirm.mutate(body, {
      onSuccess: (load) => {
        // The builder starts afresh: the assets refetched after the confirm would otherwise save
        // the old selection again before the page leaves.
        dispatch({ type: "clear", today: new Date().toISOString().slice(0, 10) });
        sessionStorage.removeItem(LOAD_BUILDER_STORAGE_KEY);
        navigate(`/outbound/${load.slug}`);
      },
    });
  };

  return (
    <Stack>
      <PageHeader
        title="Confirm the load"
        description="Who it goes to and when; the selected assets are reserved for it."
      />
      <Anchor component={Link} to="/load-builder" size="sm">
        Back to the load builder
      </Anchor>
      <Card withBorder>
        <SelectionFigures state={state} />
        <Text size="sm" mt="sm">
          {state.selectedProducts.length} products · {assetIds.length} assets selected
        </Text>
        {assets.isError ? (
          <LoadFailed
            title="The assets could not be loaded"
            error={assets.error}
            onRetry={() => assets.refetch()}
          />
        ) : assets.isFetching ? (
          <Loader size="xs" />
        ) : null}
      </Card>
      <Card withBorder>
        <OutboundLoadFields
          values={v}
          errors={{
            ...fields,
            accountId:
              fields.accountId ?? (confirm.isIdle || v.accountId ? undefined : "Choose the consignee"),
          }}
          onChange={(field, value) => setV((old) => ({ ...old, [field]: value }))}
          omit={["warehouseId", "vendorAccountId"]}
        />
      </Card>
      {unpriced.length > 0 ? (
        <Alert color="yellow">
          Set a unit price for {unpriced.map((p) => p.name).join(", ")} in the load builder.
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" title="The load was not created">
          <Text size="sm">{failure.message}</Text>
          {taken.length > 0 ? <Text size="sm">Taken meanwhile: {taken.join(", ")}</Text> : null}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => navigate("/load-builder")}>
          Back
        </Button>
        <Button
          onClick={submit}
          loading={confirm.isPending}
          disabled={
            !v.accountId || assetIds.length === 0 || unpriced.length > 0 || state.warehouseId === null
          }
        >
          Confirm load
        </Button>
      </Group>
    </Stack>
  );
}
