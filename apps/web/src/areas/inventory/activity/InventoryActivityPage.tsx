import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { LOCATION_TYPES, labelOf, STOCK_TYPES } from "@ops/domain";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ApiError } from "../../../shared/api";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { useFailure } from "../../../shared/use-failure";
import { resolveLocationScan, useActivityInventory } from "../putaway/putaway-api";
import { formatAmount, formatLbs, formatMoney, measuresLine, stockTypeLabel } from "./inventory-format";

const PAGE_SIZE = 25;
const SCAN_FIELD = "bin-scan";

/**
 * `inventory/:slug`: what an inventory activity holds by location and stock type, with filters,
 * and a scan box that opens the bin view of a scanned location.
 */
export default function InventoryActivityPage() {
  const slug = useParams().slug ?? "";
  const navigate = useNavigate();
  const can = useCan();
  const fail = useFailure("InventoryActivityPage");
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [stockType, setStockType] = useState<string | null>(null);
  const [locationType, setLocationType] = useState<string | null>(null);
  const [scanRefusal, setScanRefusal] = useState<string | undefined>();
  const [scanText, setScanText] = useState("");
  const holdings = useActivityInventory(slug, {
    page,
    pageSize: PAGE_SIZE,
    ...(debounced ? { search: debounced } : {}),
    ...(stockType ? { stockType: stockType as never } : {}),
    ...(locationType ? { locationType: locationType as never } : {}),
  });
  const activity = holdings.data?.activity;

  if (holdings.error instanceof ApiError && holdings.error.status === 404)
    return (
      <Stack>
        <PageHeader title="Inventory activity not found" />
        <Text>{holdings.error.message}</Text>
        <Anchor component={Link} to="/inventory">
          Back to inventory
        </Anchor>
      </Stack>
    );

  const openBin = async (barcode: string) => {
    if (!activity) return;
    try {
      const found = await resolveLocationScan(barcode, {
        id: activity.warehouseId,
        shortName: activity.warehouseShortName,
      });
      if ("refusal" in found) {
        setScanRefusal(found.refusal);
        return;
      }
      setScanText("");
      navigate(`/inventory/${slug}/bins/${encodeURIComponent(found.location.barcode)}`);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Stack>
      <PageHeader
        title={slug}
        description={
          activity ? `Inventory of ${activity.warehouseName}: ${measuresLine(activity.totals)}` : undefined
        }
        action={
          can("inventory.work") ? (
            <Button component={Link} to={`/inventory/${slug}/putaway`}>
              Put away
            </Button>
          ) : undefined
        }
      />
      <Paper withBorder p="sm" radius="md">
        <BarcodeInput
          id={SCAN_FIELD}
          label="Scan a location to see its contents"
          value={scanText}
          onChange={(v) => {
            setScanText(v);
            if (scanRefusal) setScanRefusal(undefined);
          }}
          clearOnSubmit={false}
          onSubmit={(barcode) => void openBin(barcode)}
          error={scanRefusal}
          disabled={!activity}
          autoFocus
        />
      </Paper>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Location"
          placeholder="Barcode or name"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          label="Stock type"
          placeholder="All"
          clearable
          data={[
            ...STOCK_TYPES.map((t) => ({ value: t.id, label: t.label })),
            { value: "none", label: "No stock type" },
          ]}
          value={stockType}
          onChange={(v) => {
            setStockType(v);
            setPage(1);
          }}
        />
        <Select
          label="Location type"
          placeholder="All"
          clearable
          data={LOCATION_TYPES.map((t) => ({ value: t.id, label: t.label }))}
          value={locationType}
          onChange={(v) => {
            setLocationType(v);
            setPage(1);
          }}
        />
      </Group>
      {holdings.isPending ? <Loader aria-label="Loading" /> : null}
      {holdings.isError && !(holdings.error instanceof ApiError && holdings.error.status === 404) ? (
        <Alert color="red" title="The holdings could not be loaded">
          {holdings.error.message}
        </Alert>
      ) : null}
      {holdings.data ? (
        <>
          <Text size="sm" aria-live="polite" data-testid="holdings-totals">
            Selected: {measuresLine(holdings.data.totals)}
          </Text>
          {holdings.data.data.length === 0 ? (
            <Text c="dimmed">Nothing in stock matches these filters.</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-label="Holdings by location" verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Location</Table.Th>
                    <Table.Th>Stock type</Table.Th>
                    <Table.Th ta="right">Assets</Table.Th>
                    <Table.Th ta="right">Units</Table.Th>
                    <Table.Th ta="right">Gross</Table.Th>
                    <Table.Th ta="right">Value</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {holdings.data.data.flatMap((row) => [
                    <Table.Tr key={`${row.locationId ?? "none"}`} fw={600}>
                      <Table.Td>
                        {row.barcode ? (
                          <Anchor
                            component={Link}
                            to={`/inventory/${slug}/bins/${encodeURIComponent(row.barcode)}`}
                          >
                            {row.barcode}
                          </Anchor>
                        ) : (
                          <Text span c="dimmed">
                            No location
                          </Text>
                        )}
                        {row.name ? (
                          <Text span size="xs" c="dimmed" ml={6}>
                            {row.name}
                          </Text>
                        ) : null}
                        {row.type ? (
                          <Badge ml={6} size="xs" variant="light">
                            {labelOf(LOCATION_TYPES, row.type)}
                          </Badge>
                        ) : null}
                        {row.accountName ? (
                          <Text span size="xs" ml={6}>
                            for {row.accountName}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>All</Table.Td>
                      <Table.Td ta="right">{row.totals.assets}</Table.Td>
                      <Table.Td ta="right">{formatAmount(row.totals.quantity)}</Table.Td>
                      <Table.Td ta="right">{formatLbs(row.totals.grossWeight)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(row.totals.value)}</Table.Td>
                    </Table.Tr>,
                    ...row.byStockType.map((s) => (
                      <Table.Tr key={`${row.locationId ?? "none"}-${s.stockType ?? "none"}`}>
                        <Table.Td />
                        <Table.Td>{stockTypeLabel(s.stockType)}</Table.Td>
                        <Table.Td ta="right">{s.assets}</Table.Td>
                        <Table.Td ta="right">{formatAmount(s.quantity)}</Table.Td>
                        <Table.Td ta="right">{formatLbs(s.grossWeight)}</Table.Td>
                        <Table.Td ta="right">{formatMoney(s.value)}</Table.Td>
                      </Table.Tr>
                    )),
                  ])}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {holdings.data.total > PAGE_SIZE ? (
            <Pagination
              total={Math.ceil(holdings.data.total / PAGE_SIZE)}
              value={page}
              onChange={setPage}
              aria-label="Pages of locations"
            />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
