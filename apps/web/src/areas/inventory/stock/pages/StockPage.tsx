import {
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
} from "@mantine/core";
import { labelOf, STOCK_TYPES, type StockAsset, type StockGroupBy, type StockLocation } from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../../../../shared/api";
import { DataTable, type DataTableColumn } from "../../../../shared/DataTable";
import { ExportMenu } from "../../../../shared/ExportMenu";
import { FoldingFilters } from "../../../../shared/FoldingFilters";
import { PageHeader } from "../../../../shared/PageHeader";
import { useSite } from "../../../../shared/session";
import { useFamilyPrefix } from "../../../accounts/family";
import { StockFilters, stockFilterCount } from "../components/StockFilters";
import { StockSummaryTable } from "../components/StockSummaryTable";
import { StockValueChart } from "../components/StockValueChart";
import { formatAmount, formatValue } from "../components/stock-format";
import {
  fetchStockAssetsPage,
  fetchStockLocationsPage,
  type StockFilter,
  stockAssetsExport,
  stockKeys,
  stockLocationsExport,
  stockSummaryExport,
  useStockSummary,
} from "../stock-api";

const TABS = ["summary", "assets", "locations"] as const;
type Tab = (typeof TABS)[number];

const figureColumns = <
  T extends { count: number; gross: number; net: number; value: number },
>(): DataTableColumn<T>[] => [
  { accessor: "count", title: "Count", textAlign: "right", render: (r) => formatAmount(r.count) },
  { accessor: "gross", title: "Gross (lbs)", textAlign: "right", render: (r) => formatAmount(r.gross) },
  { accessor: "net", title: "Net (lbs)", textAlign: "right", render: (r) => formatAmount(r.net) },
  { accessor: "value", title: "Value", textAlign: "right", render: (r) => formatValue(r.value) },
];

function assetColumns(staff: boolean): DataTableColumn<StockAsset>[] {
  return [
    {
      accessor: "barcode",
      title: "Barcode",
      sortable: true,
      render: (a) => (
        <Anchor component={Link} to={`/assets/${encodeURIComponent(a.barcode)}`}>
          {a.barcode}
        </Anchor>
      ),
    },
    { accessor: "account", title: "Account", render: (a) => a.account?.name ?? "—" },
    { accessor: "product", title: "Product", render: (a) => a.product?.name ?? "—" },
    { accessor: "productClass", title: "Class", render: (a) => a.productClass ?? "—" },
    ...(staff
      ? [
          {
            accessor: "location",
            title: "Location",
            sortable: true,
            render: (a: StockAsset) =>
              a.location ? `${a.warehouse} · ${a.location.barcode}` : `${a.warehouse} · none`,
          },
          {
            accessor: "stockType",
            title: "Stock type",
            render: (a: StockAsset) => (a.stockType ? labelOf(STOCK_TYPES, a.stockType) : "Any"),
          },
        ]
      : []),
    {
      accessor: "receivedAt",
      title: "Received",
      sortable: true,
      render: (a) => new Date(a.receivedAt).toLocaleDateString(),
    },
    ...figureColumns<StockAsset>().map((c) => (c.accessor === "value" ? { ...c, sortable: true } : c)),
  ];
}

const locationColumns: DataTableColumn<StockLocation>[] = [
  {
    accessor: "location",
    title: "Location",
    sortable: true,
    render: (r) => (r.location ? r.location.barcode : "No location yet"),
  },
  { accessor: "name", title: "Name", render: (r) => r.location?.name ?? "—" },
  { accessor: "warehouse", title: "Warehouse" },
  { accessor: "assets", title: "Assets", textAlign: "right" },
  ...figureColumns<StockLocation>().map((c) =>
    c.accessor === "count" || c.accessor === "value" ? { ...c, sortable: true } : c,
  ),
];

function SummaryTab({
  filter,
  groupBy,
  family,
}: {
  filter: StockFilter;
  groupBy: StockGroupBy;
  family: string;
}) {
  const summary = useStockSummary(family, filter, groupBy);
  if (summary.error)
    return (
      <Alert color="red" title="The stock could not be loaded" data-testid="stock-error">
        <Stack gap="xs">
          <Text size="sm">
            {summary.error instanceof ApiError ? summary.error.message : "Try again in a moment."}
          </Text>
          <Group>
            <Button size="xs" variant="default" onClick={() => void summary.refetch()}>
              Try again
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  if (!summary.data) return <Loader aria-label="Loading stock" />;
  const data = summary.data;
  if (data.groups.length === 0)
    return (
      <Text c="dimmed" data-testid="stock-empty">
        Nothing in stock matches these filters.
      </Text>
    );
  return (
    <Grid gap="lg" style={{ opacity: summary.isPlaceholderData ? 0.6 : 1 }}>
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <StockSummaryTable summary={data} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Card withBorder>
          <StockValueChart classes={data.byClass} />
        </Card>
      </Grid.Col>
    </Grid>
  );
}

/**
 * `stock`: what is in the warehouses' inventory activities, for whom, and what it is worth.
 * Filters (staff: warehouse, classes, product, stock type, location too), the priced summary
 * grouped by account or product with subtotals, the TOTAL and value by class, and the per-asset
 * and per-location lists; each exports to xlsx or csv. Clients see their own accounts' stock.
 */
export default function StockPage() {
  const site = useSite();
  const staff = site.data?.user.audience === "operator";
  const family = useFamilyPrefix();
  const [filter, setFilter] = useState<StockFilter>({});
  const [groupBy, setGroupBy] = useState<StockGroupBy>("account");
  const [tab, setTab] = useState<Tab>("summary");

  return (
    <Stack>
      <PageHeader
        title="Stock"
        description={
          staff
            ? "What sits in the warehouses' inventory, for whom, and what it is worth."
            : "Your accounts' assets in our warehouses' inventory, and what they are worth."
        }
        action={tab === "summary" ? <ExportMenu source={stockSummaryExport(filter, groupBy)} /> : undefined}
      />
      <FoldingFilters count={stockFilterCount(filter)}>
        <StockFilters filter={filter} onChange={setFilter} family={family} staff={staff} />
      </FoldingFilters>
      <Tabs value={tab} onChange={(value) => setTab((value as Tab) ?? "summary")} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="summary">Priced summary</Tabs.Tab>
          <Tabs.Tab value="assets">Per asset</Tabs.Tab>
          <Tabs.Tab value="locations">Per location</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="summary" pt="md">
          <Stack>
            <Group gap="sm">
              <Text size="sm" fw={500} id="stock-group-by">
                Group by
              </Text>
              <SegmentedControl
                aria-labelledby="stock-group-by"
                value={groupBy}
                onChange={(value) => setGroupBy(value as StockGroupBy)}
                data={[
                  { value: "account", label: "Account" },
                  { value: "product", label: "Product" },
                ]}
              />
            </Group>
            <SummaryTab filter={filter} groupBy={groupBy} family={family} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="assets" pt="md">
          <DataTable<StockAsset>
            columns={assetColumns(staff)}
            queryKey={stockKeys.assets(family, filter)}
            fetchPage={(params) => fetchStockAssetsPage(filter, params)}
            exportSource={stockAssetsExport(filter)}
            searchKey="stock-assets"
            searchPlaceholder="Search by barcode or serial number"
            defaultSort={{ sort: "barcode", order: "asc" }}
            emptyText="No asset in stock matches these filters."
          />
        </Tabs.Panel>
        <Tabs.Panel value="locations" pt="md">
          <DataTable<StockLocation>
            columns={locationColumns}
            queryKey={stockKeys.locations(family, filter)}
            fetchPage={(params) => fetchStockLocationsPage(filter, params)}
            exportSource={stockLocationsExport(filter)}
            rowKey={(r) => `${r.warehouse}-${r.location?.id ?? "none"}`}
            searchKey="stock-locations"
            searchPlaceholder="Search by location barcode"
            defaultSort={{ sort: "location", order: "asc" }}
            emptyText="No location holds stock that matches these filters."
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
