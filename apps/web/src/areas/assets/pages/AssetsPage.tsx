import { Anchor, Stack, Text } from "@mantine/core";
import { ASSET_TYPES, type Asset, exportAssets, labelOf } from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { PageHeader } from "../../../shared/PageHeader";
import { useSite } from "../../../shared/session";
import { useFamilyPrefix } from "../../accounts/family";
import { formatWhen } from "../../activities/components/inbound-dates";
import { type AssetsFilter, assetsIndexKeys, fetchAssetsPage } from "../assets-index-api";
import { AssetBarcodeCell } from "../components/AssetBarcodeCell";
import { AssetFilters } from "../components/AssetFilters";

function columns(staff: boolean): DataTableColumn<Asset>[] {
  return [
    {
      accessor: "barcode",
      title: "Barcode",
      sortable: true,
      render: (a) => <AssetBarcodeCell asset={a} />,
    },
    { accessor: "type", title: "Type", render: (a) => labelOf(ASSET_TYPES, a.type) },
    {
      accessor: "serialNumber",
      title: "Serial number",
      sortable: true,
      render: (a) => a.serialNumber ?? "—",
    },
    { accessor: "product", title: "Product", render: (a) => a.productAssets[0]?.productName ?? "—" },
    {
      accessor: "activitySlug",
      title: "Load",
      noWrap: true,
      render: (a) =>
        a.activitySlug ? (
          <Anchor
            component={Link}
            to={staff ? `/inbound/${a.activitySlug}` : `/loads/${a.activitySlug}`}
            size="sm"
          >
            {a.activitySlug}
          </Anchor>
        ) : (
          "—"
        ),
    },
    { accessor: "accountName", title: "Account", render: (a) => a.accountName ?? "—" },
    {
      accessor: "createdAt",
      title: "Received",
      sortable: true,
      noWrap: true,
      render: (a) => formatWhen(a.createdAt),
    },
  ];
}

/**
 * `assets`: every asset across loads, newest first, filtered by account, the days received and
 * (staff) location, product, class, hold and stock type; paged, sortable and exportable.
 */
export default function AssetsPage() {
  const site = useSite();
  const staff = site.data?.user.audience === "operator";
  const family = useFamilyPrefix();
  const [filter, setFilter] = useState<AssetsFilter>({});
  const [more, setMore] = useState(false);

  return (
    <Stack>
      <PageHeader
        title="Assets"
        description={
          staff
            ? "Every barcoded asset across loads. Filter to find what sits where, for whom."
            : "Every asset received from your accounts."
        }
      />
      <AssetFilters filter={filter} onChange={setFilter} family={family} staff={staff} />
      {more ? (
        <Text size="sm" c="dimmed" data-testid="assets-more">
          More than 10,000 assets match: the pages show the first 10,000. Narrow the list with the filters or
          the search to reach the rest; the export holds up to 100,000.
        </Text>
      ) : null}
      <DataTable<Asset>
        columns={columns(staff)}
        queryKey={assetsIndexKeys.list(family, filter)}
        fetchPage={async (params) => {
          const page = await fetchAssetsPage(filter, params);
          setMore(page.more === true);
          return page;
        }}
        exportSource={{ endpoint: exportAssets, query: filter, fileName: "assets" }}
        searchKey="assets-index"
        searchPlaceholder="Search by barcode or serial number"
        defaultSort={{ sort: "createdAt", order: "desc" }}
        emptyText="No assets match these filters."
      />
    </Stack>
  );
}
