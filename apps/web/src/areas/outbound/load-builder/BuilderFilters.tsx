import {
  Badge,
  Button,
  Checkbox,
  CloseButton,
  Group,
  SegmentedControl,
  SimpleGrid,
  TextInput,
} from "@mantine/core";
import type { LoadBuilderAction, LoadBuilderState } from "@ops/domain";
import { SelectField } from "../../../shared/SelectField";
import { useWarehouses } from "../../inventory/components/use-warehouse-choice";
import { useConsigneeOptions } from "../components/use-consignee-options";

/** Where and when the stock comes from, whose prices value it, and how the list is shown. */
export function BuilderFilters({
  state,
  dispatch,
}: {
  state: LoadBuilderState;
  dispatch: (a: LoadBuilderAction) => void;
}) {
  const { warehouses } = useWarehouses();
  const buyers = useConsigneeOptions();
  const dates = (beginDate: string, endDate: string) => {
    if (beginDate && endDate) dispatch({ type: "dates", beginDate, endDate });
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <SelectField
          label="Warehouse"
          data={warehouses.map((w) => ({ value: String(w.id), label: w.name }))}
          value={state.warehouseId === null ? null : String(state.warehouseId)}
          onChange={(v) => dispatch({ type: "warehouse", warehouseId: v ? Number(v) : null })}
        />
        <SelectField
          label="Buyer (prices)"
          placeholder="No buyer: no prices"
          data={buyers.options}
          value={state.buyerAccountId === null ? null : String(state.buyerAccountId)}
          onChange={(v) => dispatch({ type: "buyer", buyerAccountId: v ? Number(v) : null })}
        />
        <TextInput
          label="Received from"
          type="date"
          value={state.beginDate}
          error={state.endDate < state.beginDate ? "The last day cannot be before the first" : null}
          onChange={(e) => dates(e.currentTarget.value, state.endDate)}
        />
        <TextInput
          label="Received to"
          type="date"
          value={state.endDate}
          onChange={(e) => dates(state.beginDate, e.currentTarget.value)}
        />
      </SimpleGrid>
      <Group justify="space-between" wrap="wrap">
        <Group wrap="wrap">
          <SegmentedControl
            aria-label="Group by"
            value={state.groupBy}
            onChange={(v) => dispatch({ type: "groupBy", groupBy: v === "product" ? "product" : "account" })}
            data={[
              { value: "account", label: "By account" },
              { value: "product", label: "By product" },
            ]}
          />
          <TextInput
            aria-label="Filter products"
            placeholder="Filter products"
            value={state.filterProducts}
            onChange={(e) => dispatch({ type: "filterProducts", text: e.currentTarget.value })}
          />
          <Checkbox
            label="Show chosen products too"
            checked={state.showAll}
            onChange={(e) => dispatch({ type: "showAll", showAll: e.currentTarget.checked })}
          />
        </Group>
        {state.selectedAccount ? (
          <Badge
            size="lg"
            variant="light"
            rightSection={
              <CloseButton
                size="xs"
                aria-label="Clear the account"
                onClick={() => dispatch({ type: "selectAccount", account: null })}
              />
            }
          >
            From {state.selectedAccount.name}
          </Badge>
        ) : (
          <Button variant="subtle" size="xs" disabled>
            Any account
          </Button>
        )}
      </Group>
    </>
  );
}
