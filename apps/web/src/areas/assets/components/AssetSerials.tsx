import { Text } from "@mantine/core";
import { ASSET_TYPES, type Asset, labelOf, listAssetChildren } from "@ops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { DataTable, type DataTableColumn, type DataTablePageParams } from "../../../shared/DataTable";
import { call } from "../../../shared/endpoints";
import { useFamilyPrefix } from "../../accounts/family";
import { assetsKeys } from "../assets-api";
import { assetPath, hasSerialsTab } from "./AssetFrame";
import { formatLbs } from "./asset-header-values";

type SortKey = "barcode" | "serialNumber" | "type" | "product";

function sortValue(asset: Asset, key: SortKey): string {
  if (key === "product") return asset.productAssets[0]?.productName ?? "";
  return (key === "type" ? labelOf(ASSET_TYPES, asset.type) : asset[key]) ?? "";
}

/**
 * One page of the children of a container. The children call answers the whole list (SPEC §7
 * `/assets/{barcode}/children`), fetched once per visit and cached; search, sort and paging
 * are applied to it here.
 */
export function pageOfChildren(children: Asset[], params: DataTablePageParams) {
  const text = params.search?.trim().toUpperCase() ?? "";
  const found = text
    ? children.filter(
        (c) =>
          c.barcode.includes(text) ||
          (c.serialNumber ?? "").toUpperCase().includes(text) ||
          (c.productAssets[0]?.productName ?? "").toUpperCase().includes(text),
      )
    : children;
  const key = (params.sort ?? "barcode") as SortKey;
  const direction = params.order === "desc" ? -1 : 1;
  const sorted = [...found].sort((a, b) => direction * sortValue(a, key).localeCompare(sortValue(b, key)));
  const start = (params.page - 1) * params.pageSize;
  return { data: sorted.slice(start, start + params.pageSize), total: sorted.length };
}

const columns: DataTableColumn<Asset>[] = [
  { accessor: "barcode", title: "Barcode", sortable: true },
  { accessor: "serialNumber", title: "Serial number", sortable: true, render: (a) => a.serialNumber ?? "—" },
  { accessor: "type", title: "Type", sortable: true, render: (a) => labelOf(ASSET_TYPES, a.type) },
  {
    accessor: "product",
    title: "Product",
    sortable: true,
    render: (a) => a.productAssets[0]?.productName ?? "—",
  },
  {
    accessor: "weight",
    title: "Net weight",
    textAlign: "right",
    render: (a) => formatLbs(a.inboundNetWeight ?? a.productAssets[0]?.netWeight ?? null),
  },
  {
    accessor: "holds",
    title: "Hold",
    render: (a) => (a.holds.length > 0 ? "On hold" : ""),
  },
];

/** The serials (and other assets) inside a bin or on a pallet; a row opens that asset. */
export function AssetSerials({ barcode }: { barcode: string }) {
  const family = useFamilyPrefix();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const fetchPage = async (params: DataTablePageParams) => {
    const children = await queryClient.fetchQuery({
      queryKey: assetsKeys.children(family, barcode),
      queryFn: () => call(listAssetChildren, { params: { barcode } }),
      staleTime: 30_000,
    });
    return pageOfChildren(children, params);
  };
  return (
    <DataTable<Asset>
      columns={columns}
      fetchPage={fetchPage}
      queryKey={["assets", family, "serials-page", barcode]}
      searchKey="asset-serials"
      rowKey="barcode"
      onRowClick={(a) => navigate(assetPath(a.barcode))}
      searchPlaceholder="Search barcode, serial or product"
      emptyText="Nothing inside this asset"
      defaultSort={{ sort: "barcode", order: "asc" }}
    />
  );
}

/** The serials tab of an asset: what is inside it, or a word that its type holds none. */
export function AssetSerialsTab({ asset }: { asset: Asset }) {
  return hasSerialsTab(asset) ? (
    <AssetSerials barcode={asset.barcode} />
  ) : (
    <Text c="dimmed" size="sm">
      A {labelOf(ASSET_TYPES, asset.type).toLowerCase()} asset holds no serials.
    </Text>
  );
}
