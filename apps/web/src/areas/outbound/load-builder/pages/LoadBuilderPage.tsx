import { Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmModal } from "../../../../shared/ConfirmModal";
import { PageHeader } from "../../../../shared/PageHeader";
import { LoadFailed } from "../../../inventory/components/LoadFailed";
import { useWarehouses } from "../../../inventory/components/use-warehouse-choice";
import { BuilderFilters } from "../BuilderFilters";
import { AlternateAccounts, SelectionFigures } from "../BuilderSummary";
import { SelectedProducts } from "../SelectedProducts";
import { StockTable } from "../StockTable";
import { useLoadBuilderState, useStockInto } from "../use-load-builder";

/** `load-builder`: build an outbound load from available stock, priced for a buyer (SPEC §2, §4). */
export default function LoadBuilderPage() {
  const [state, dispatch] = useLoadBuilderState();
  const { own, warehouses } = useWarehouses();
  const navigate = useNavigate();
  const [clearing, setClearing] = useState(false);
  const stock = useStockInto(state, dispatch);
  const fallback = own ?? warehouses[0]?.id ?? null;
  // A fresh builder starts at the user's warehouse.
  useEffect(() => {
    if (state.warehouseId === null && fallback !== null)
      dispatch({ type: "warehouse", warehouseId: fallback });
  }, [state.warehouseId, fallback, dispatch]);
  return (
    <Stack>
      <PageHeader
        title="Load builder"
        description="Available stock (not reserved, not on hold) valued at cost, priced with the buyer's outbound prices."
        action={
          <Group>
            <Button variant="default" onClick={() => setClearing(true)}>
              Clear
            </Button>
            <Button
              disabled={state.selectedProducts.length === 0}
              onClick={() => navigate("/load-builder/confirm")}
            >
              Review and confirm
            </Button>
          </Group>
        }
      />
      <BuilderFilters state={state} dispatch={dispatch} />
      <Card withBorder>
        <Title order={4} mb="xs">
          Chosen products
        </Title>
        <SelectedProducts state={state} dispatch={dispatch} />
        <SelectionFigures state={state} />
      </Card>
      <AlternateAccounts state={state} />
      <Card withBorder>
        <Title order={4} mb="xs">
          Stock
        </Title>
        {stock.isError ? (
          <LoadFailed
            title="The stock could not be loaded"
            error={stock.error}
            onRetry={() => stock.refetch()}
          />
        ) : stock.isPending ? (
          <Group>
            <Loader size="sm" />
            <Text>Loading stock…</Text>
          </Group>
        ) : (
          <StockTable state={state} dispatch={dispatch} />
        )}
      </Card>
      <ConfirmModal
        opened={clearing}
        title="Clear the load builder?"
        confirmLabel="Clear"
        onClose={() => setClearing(false)}
        onConfirm={() => {
          dispatch({ type: "clear", today: new Date().toISOString().slice(0, 10) });
          setClearing(false);
        }}
      >
        The account, the chosen products, their prices and asset choices are all dropped.
      </ConfirmModal>
    </Stack>
  );
}
