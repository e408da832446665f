import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import {
  confirmAssetIds,
  LOAD_BUILDER_STORAGE_KEY,
  type LoadBuilderConfirmInput,
  SHIPMENT_SIZES,
  TRANSPORT_TYPES,
} from "@ops/domain";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError } from "../../../../shared/api";
import { PageHeader } from "../../../../shared/PageHeader";
import { SelectField } from "../../../../shared/SelectField";
import { TimeField } from "../../../../shared/TimeField";
import { useCarrierOptions } from "../../../carriers/api";
import { LoadFailed } from "../../../inventory/components/LoadFailed";
import { useConsigneeOptions } from "../../components/use-consignee-options";
import { useConfirmLoad } from "../../load-builder-api";
import { SelectionFigures } from "../BuilderSummary";
import { useAssetsInto, useLoadBuilderState } from "../use-load-builder";

const OUTBOUND_SIZES = new Set(["partial", "air", "ftl", "ltl", "fcl", "lcl", "parcel"]);
const SIZE_OPTIONS = SHIPMENT_SIZES.filter((s) => OUTBOUND_SIZES.has(s.id)).map((s) => ({
  value: s.id,
  label: s.label,
}));
const TRANSPORT_OPTIONS = TRANSPORT_TYPES.map((t) => ({ value: t.id, label: t.label }));

type Shipment = {
  accountId: string | null;
  carrierId: string | null;
  transportType: string | null;
  shipmentSize: string | null;
  scheduledDate: string;
  scheduledTime: string | null;
  clientRef: string;
  description: string;
};

/**
 * `load-builder/confirm`: the consignee and the shipment, the totals reviewed, then the outbound
 * load is created with every selected asset reserved (a 409 lists the assets taken meanwhile).
 */
export default function LoadBuilderConfirmPage() {
  const [state, dispatch] = useLoadBuilderState();
  const navigate = useNavigate();
  const consignees = useConsigneeOptions();
  const carriers = useCarrierOptions();
  const confirm = useConfirmLoad();
  const assets = useAssetsInto(
    state,
    dispatch,
    state.selectedProducts.map((p) => p.id),
  );
  const [v, setV] = useState<Shipment>({
    accountId: state.buyerAccountId === null ? null : String(state.buyerAccountId),
    carrierId: null,
    transportType: null,
    shipmentSize: null,
    scheduledDate: "",
    scheduledTime: null,
    clientRef: "",
    description: "",
  });
  const set = (patch: Partial<Shipment>) => setV((old) => ({ ...old, ...patch }));
  const assetIds = confirmAssetIds(state);
  const unpriced = state.selectedProducts.filter((p) => p.unitPrice === null);
  const failure = confirm.error instanceof ApiError ? confirm.error : null;
  const fields = failure?.fieldErrors() ?? {};
  const taken = ((failure?.body as { errors?: { assets?: string[] } } | null)?.errors?.assets ??
    []) as string[];

  const submit = () => {
    if (state.warehouseId === null || !v.accountId) return;
    const body: LoadBuilderConfirmInput = {
      warehouseId: state.warehouseId,
      accountId: Number(v.accountId),
      carrierId: v.carrierId ? Number(v.carrierId) : null,
      transportType: v.transportType as LoadBuilderConfirmInput["transportType"],
      shipmentSize: v.shipmentSize as LoadBuilderConfirmInput["shipmentSize"],
      scheduledDate: v.scheduledDate || null,
      scheduledTime: v.scheduledTime,
      clientRef: v.clientRef,
      description: v.description,
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
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            label="Consignee"
            required
            data={consignees.options}
            value={v.accountId}
            onChange={(accountId) => set({ accountId })}
            error={fields.accountId ?? (confirm.isIdle || v.accountId ? undefined : "Choose the consignee")}
          />
          <SelectField
            label="Carrier"
            placeholder="No carrier yet"
            data={(carriers.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={v.carrierId}
            onChange={(carrierId) => set({ carrierId })}
          />
          <SelectField
            label="Transport type"
            data={TRANSPORT_OPTIONS}
            value={v.transportType}
            onChange={(t) => set({ transportType: t })}
          />
          <SelectField
            label="Shipment size"
            data={SIZE_OPTIONS}
            value={v.shipmentSize}
            onChange={(s) => set({ shipmentSize: s })}
          />
          <TextInput
            label="Ship date"
            type="date"
            value={v.scheduledDate}
            error={fields.scheduledDate}
            onChange={(e) => set({ scheduledDate: e.currentTarget.value })}
          />
          <TimeField
            label="Ship time"
            value={v.scheduledTime}
            onChange={(t) => set({ scheduledTime: t })}
            error={fields.scheduledTime}
          />
          <TextInput
            label="Reference"
            maxLength={120}
            value={v.clientRef}
            onChange={(e) => set({ clientRef: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Textarea
          mt="sm"
          label="Description"
          autosize
          minRows={2}
          value={v.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
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
