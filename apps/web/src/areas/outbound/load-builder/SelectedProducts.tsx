import { Anchor, Button, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import {
  type LoadBuilderAction,
  type LoadBuilderSelectedProduct,
  type LoadBuilderState,
  parseMarginText,
  parseUnitPriceText,
  selectionSummary,
} from "@ops/domain";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { formatAmount, formatMoney, formatPercent, formatUnitPrice } from "./format";

/** A typed figure: kept as text while typed, applied when it reads as a number, else refused on the field. */
function FigureInput(props: {
  label: string;
  value: number | null;
  parse: (text: string) => { value: number } | { error: string };
  onValue: (value: number) => void;
}) {
  const [text, setText] = useState(props.value === null ? "" : String(props.value));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText(props.value === null ? "" : String(props.value));
  }, [props.value]);
  const apply = () => {
    const parsed = props.parse(text);
    if ("error" in parsed) return setError(parsed.error);
    setError(null);
    props.onValue(parsed.value);
  };
  return (
    <TextInput
      size="xs"
      w={130}
      label={props.label}
      value={text}
      error={error}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key === "Enter") apply();
      }}
    />
  );
}

function Links({ product }: { product: LoadBuilderSelectedProduct }) {
  return (
    <Group gap="xs">
      {product.serialProductClass ? (
        <Anchor component={Link} to={`/load-builder/${product.serialProductClass.id}/class`} size="sm">
          Assets
        </Anchor>
      ) : null}
      <Anchor component={Link} to={`/load-builder/${product.id}/more-details`} size="sm">
        More details
      </Anchor>
    </Group>
  );
}

/**
 * The products chosen for the load: figures of their selected assets, unit price and margin %
 * (editing one sets the other; text that is not a number is refused on the field) and the maxima.
 */
export function SelectedProducts({
  state,
  dispatch,
}: {
  state: LoadBuilderState;
  dispatch: (a: LoadBuilderAction) => void;
}) {
  const { lines } = selectionSummary(state);
  if (lines.length === 0) return <Text c="dimmed">Add products from the stock list to build the load.</Text>;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th ta="right">Count</Table.Th>
              <Table.Th ta="right">Cost</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th ta="right">Sale</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map(({ product: p, figures, revenue, marginPercent }) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {p.name}
                  </Text>
                  <Links product={p} />
                </Table.Td>
                <Table.Td ta="right">{formatAmount(figures.count)}</Table.Td>
                <Table.Td ta="right">{formatMoney(figures.value)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" align="flex-start" wrap="nowrap">
                    <FigureInput
                      label={`Unit price (${p.unit === "lbs" ? "per lb" : "per piece"})`}
                      value={p.unitPrice}
                      parse={parseUnitPriceText}
                      onValue={(unitPrice) => dispatch({ type: "unitPrice", productId: p.id, unitPrice })}
                    />
                    <FigureInput
                      label="Margin %"
                      value={marginPercent}
                      parse={parseMarginText}
                      onValue={(m) => dispatch({ type: "margin", productId: p.id, marginPercent: m })}
                    />
                  </Group>
                  <Text size="xs" c="dimmed">
                    Max {formatUnitPrice(p.maxUnitPrice, p.unit)} · max margin{" "}
                    {formatPercent(p.maxMarginPercent)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatMoney(revenue)}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => dispatch({ type: "removeProduct", productId: p.id })}
                  >
                    Remove {p.name}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
