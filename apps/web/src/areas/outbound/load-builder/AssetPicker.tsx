import { Button, Checkbox, Group, Table, Text } from "@mantine/core";
import type { LoadBuilderAction, LoadBuilderAsset, LoadBuilderState } from "@ops/domain";
import { formatAmount, formatMoney } from "./format";

/** Available assets to select or unselect for the load, with their attributes as columns when asked. */
export function AssetPicker(props: {
  assets: LoadBuilderAsset[];
  state: LoadBuilderState;
  dispatch: (a: LoadBuilderAction) => void;
  attributes?: string[];
}) {
  const { assets, state, dispatch } = props;
  const attributes = props.attributes ?? [];
  const selected = assets.filter((a) => state.selectedAssets[String(a.id)] === true).length;
  const ids = assets.map((a) => a.id);
  return (
    <>
      <Group justify="space-between">
        <Text size="sm">
          {selected} of {assets.length} selected
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            onClick={() => dispatch({ type: "setAssets", assetIds: ids, selected: true })}
          >
            Select all
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => dispatch({ type: "setAssets", assetIds: ids, selected: false })}
          >
            Select none
          </Button>
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label="Available assets">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>Barcode</Table.Th>
              <Table.Th>Serial</Table.Th>
              <Table.Th>Product</Table.Th>
              <Table.Th>Grade</Table.Th>
              <Table.Th ta="right">Net (lbs)</Table.Th>
              <Table.Th ta="right">Value</Table.Th>
              {attributes.map((name) => (
                <Table.Th key={name}>{name}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {assets.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${a.barcode}`}
                    checked={state.selectedAssets[String(a.id)] === true}
                    onChange={() => dispatch({ type: "toggleAsset", assetId: a.id })}
                  />
                </Table.Td>
                <Table.Td>{a.barcode}</Table.Td>
                <Table.Td>{a.serialNumber ?? "—"}</Table.Td>
                <Table.Td>{a.productName}</Table.Td>
                <Table.Td>{a.grade ?? "—"}</Table.Td>
                <Table.Td ta="right">{formatAmount(a.net)}</Table.Td>
                <Table.Td ta="right">{formatMoney(a.value)}</Table.Td>
                {attributes.map((name) => (
                  <Table.Td key={name}>{String(a.attributes[name] ?? "—")}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
