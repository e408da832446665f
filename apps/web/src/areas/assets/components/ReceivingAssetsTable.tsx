import { Group, SegmentedControl, Stack, Title } from "@mantine/core";
import {
  ASSET_TYPES,
  type Asset,
  exportActivityAssets,
  labelOf,
  printActivityAssetLabels,
} from "@ops/domain";
import { useState } from "react";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { LabelBatchMenu } from "../../../shared/LabelBatchMenu";
import { useCan } from "../../../shared/permissions";
import { useSite } from "../../../shared/session";
import { formatWhen } from "../../activities/components/inbound-dates";
import { type ActivityAssetsType, fetchActivityAssetsPage, receivingKeys } from "../receiving-api";
import { AssetBarcodeCell } from "./AssetBarcodeCell";

const lbs = (n: number | null) =>
  n === null ? "—" : `${n.toLocaleString(undefined, { maximumFractionDigits: 2 })} lbs`;

const columns: DataTableColumn<Asset>[] = [
  {
    accessor: "barcode",
    title: "Barcode",
    sortable: true,
    render: (a) => <AssetBarcodeCell asset={a} />,
  },
  { accessor: "type", title: "Type", render: (a) => labelOf(ASSET_TYPES, a.type) },
  { accessor: "serialNumber", title: "Serial number", sortable: true, render: (a) => a.serialNumber ?? "—" },
  { accessor: "parentBarcode", title: "In", noWrap: true, render: (a) => a.parentBarcode ?? "—" },
  { accessor: "product", title: "Product", render: (a) => a.productAssets[0]?.productName ?? "—" },
  {
    accessor: "inboundGrossWeight",
    title: "Gross",
    textAlign: "right",
    noWrap: true,
    render: (a) => lbs(a.inboundGrossWeight),
  },
  {
    accessor: "inboundNetWeight",
    title: "Net",
    textAlign: "right",
    noWrap: true,
    render: (a) => lbs(a.inboundNetWeight),
  },
  {
    accessor: "createdAt",
    title: "Received",
    sortable: true,
    noWrap: true,
    render: (a) => formatWhen(a.createdAt),
  },
];

const FILTERS: { value: ActivityAssetsType; label: string }[] = [
  { value: "all", label: "All" },
  { value: "created", label: "Received here" },
  { value: "duplicates", label: "Duplicate serials" },
];

/**
 * The load's assets, newest first: everything on it, those received on it, or duplicate serials.
 * Staff print labels of the ticked assets, or of every asset on the load when none is ticked.
 */
export function ReceivingAssetsTable({ slug, family = "" }: { slug: string; family?: string }) {
  const [type, setType] = useState<ActivityAssetsType>("all");
  const [selected, setSelected] = useState<Asset[]>([]);
  const staff = useSite().data?.user.audience === "operator";
  const can = useCan();
  const prints = staff && can(printActivityAssetLabels);
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          Assets on this load
        </Title>
        <Group gap="xs" align="flex-start">
          {prints ? (
            <LabelBatchMenu
              endpoint={printActivityAssetLabels}
              params={{ slug }}
              body={selected.length > 0 ? { barcodes: selected.map((a) => a.barcode) } : {}}
              label={selected.length > 0 ? `Print labels (${selected.length} selected)` : "Print labels"}
              fileName={`labels-${slug}`}
            />
          ) : null}
          <SegmentedControl
            size="xs"
            data={FILTERS}
            value={type}
            onChange={(next) => {
              setType(next as ActivityAssetsType);
              setSelected([]);
            }}
            aria-label="Which assets"
          />
        </Group>
      </Group>
      <DataTable<Asset>
        columns={columns}
        queryKey={receivingKeys.activityAssets(slug, type, family)}
        fetchPage={(params) => fetchActivityAssetsPage(slug, type, params)}
        exportSource={{
          endpoint: exportActivityAssets,
          params: { slug },
          query: { type },
          fileName: `${slug}-assets`,
        }}
        {...(prints ? { selectedRecords: selected, onSelectedRecordsChange: setSelected } : {})}
        searchKey="receiving-assets"
        searchPlaceholder="Search by barcode or serial number"
        defaultSort={{ sort: "createdAt", order: "desc" }}
        emptyText={
          type === "duplicates"
            ? "No duplicate serials on this load."
            : "No assets received on this load yet."
        }
      />
    </Stack>
  );
}
