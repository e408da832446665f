import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { ASSET_TYPES, type Asset, labelOf } from "@ops/domain";
import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { formatWhen } from "../../../shared/dates";
import { MOBILE_QUERY } from "../../../shared/layout";
import { fetchActivityAssetsPage, receivingKeys } from "../../assets/receiving-api";
import { devicePath, mobilityBinPath } from "../../itad/itad-paths";

const WIDE = "(min-width: 701px)";

/** A serial opens its device pages; a bin (or any container) its bin page. */
export function mobilityAssetPath(a: Pick<Asset, "type" | "barcode">): string {
  return a.type === "serial"
    ? devicePath({ kind: "mobility", slug: "" }, a.barcode)
    : mobilityBinPath(a.barcode);
}

function Grade({ grade }: { grade: string | null }) {
  return grade ? (
    <Badge variant="light" size="sm">
      {grade}
    </Badge>
  ) : (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
}

/**
 * Everything on the mobility activity, bins and devices, paged and searched by barcode or IMEI;
 * on a phone each row is a card.
 */
export function MobilityAssetsTable({ slug }: { slug: string }) {
  const link = (a: Asset) => (
    <Anchor component={Link} to={mobilityAssetPath(a)} size="sm" fw={600}>
      {a.barcode}
    </Anchor>
  );
  const columns: DataTableColumn<Asset>[] = [
    {
      accessor: "card",
      title: "Asset",
      visibleMediaQuery: MOBILE_QUERY,
      render: (a) => (
        <Stack gap={2}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            {link(a)}
            <Grade grade={a.grade} />
          </Group>
          <Text size="sm">
            {[labelOf(ASSET_TYPES, a.type), a.serialNumber, a.productAssets[0]?.productName]
              .filter(Boolean)
              .join(" · ")}
          </Text>
          <Text size="xs" c="dimmed">
            {a.type === "serial"
              ? a.parentBarcode
                ? `In ${a.parentBarcode}`
                : "Loose"
              : `${a.childCount} inside`}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: "barcode",
      title: "Barcode",
      sortable: true,
      noWrap: true,
      visibleMediaQuery: WIDE,
      render: link,
    },
    { accessor: "type", title: "Type", visibleMediaQuery: WIDE, render: (a) => labelOf(ASSET_TYPES, a.type) },
    {
      accessor: "serialNumber",
      title: "IMEI / serial",
      sortable: true,
      visibleMediaQuery: WIDE,
      render: (a) => a.serialNumber ?? "—",
    },
    {
      accessor: "product",
      title: "Product",
      visibleMediaQuery: WIDE,
      render: (a) => a.productAssets[0]?.productName ?? "—",
    },
    { accessor: "grade", title: "Grade", visibleMediaQuery: WIDE, render: (a) => <Grade grade={a.grade} /> },
    {
      accessor: "childCount",
      title: "Inside",
      visibleMediaQuery: WIDE,
      render: (a) => (a.type === "serial" ? (a.parentBarcode ?? "—") : `${a.childCount} assets`),
    },
    {
      accessor: "createdAt",
      title: "Created",
      sortable: true,
      noWrap: true,
      visibleMediaQuery: WIDE,
      render: (a) => formatWhen(a.createdAt),
    },
  ];
  return (
    <DataTable<Asset>
      columns={columns}
      queryKey={[...receivingKeys.all, "mobility", slug]}
      fetchPage={(params) => fetchActivityAssetsPage(slug, "all", params)}
      searchKey="mobility-assets"
      searchPlaceholder="Search by barcode or IMEI"
      defaultSort={{ sort: "createdAt", order: "desc" }}
      emptyText="Nothing on the mobility inventory yet. Scan a phone, tablet or bin in."
    />
  );
}
