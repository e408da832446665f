import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import type { Lpn } from "@ops/domain";
import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "../../../../shared/DataTable";
import { formatWhen } from "../../../../shared/dates";
import { MOBILE_QUERY } from "../../../../shared/layout";
import { assetPath } from "../../../assets/components/AssetFrame";
import { fetchLpnsPage, itadKeys } from "../../itad-api";

const WIDE = "(min-width: 701px)";

type Props = {
  slug: string;
  /** Only the LPNs whose contents changed after they were packed. */
  updated?: boolean;
};

const serials = (n: number) => (n === 1 ? "1 serial" : `${n.toLocaleString()} serials`);

/**
 * The LPNs packed on a shop order, newest first: how many serials each holds and when it was
 * packed; with `updated`, those whose contents changed after packing and when they changed.
 */
export function LpnsTable({ slug, updated }: Props) {
  const lpn = (l: Lpn) => (
    <Anchor component={Link} to={assetPath(l.barcode)} size="sm" fw={600}>
      {l.barcode}
    </Anchor>
  );
  const changed = (l: Lpn) => (l.updated && l.contentsChangedAt ? formatWhen(l.contentsChangedAt) : "—");
  const columns: DataTableColumn<Lpn>[] = [
    {
      accessor: "card",
      title: "LPN",
      visibleMediaQuery: MOBILE_QUERY,
      render: (l) => (
        <Stack gap={2}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            {lpn(l)}
            <Text size="sm">{serials(l.count)}</Text>
          </Group>
          <Text size="xs" c="dimmed">
            Packed {l.packedAt ? formatWhen(l.packedAt) : "—"}
            {l.updated ? ` · changed ${changed(l)}` : ""}
          </Text>
        </Stack>
      ),
    },
    { accessor: "barcode", title: "LPN", noWrap: true, visibleMediaQuery: WIDE, render: lpn },
    {
      accessor: "count",
      title: "Serials",
      textAlign: "right",
      visibleMediaQuery: WIDE,
      render: (l) => l.count.toLocaleString(),
    },
    {
      accessor: "packedAt",
      title: "Packed",
      noWrap: true,
      visibleMediaQuery: WIDE,
      render: (l) => (l.packedAt ? formatWhen(l.packedAt) : "—"),
    },
    {
      accessor: "contentsChangedAt",
      title: "Contents changed",
      noWrap: true,
      visibleMediaQuery: WIDE,
      render: (l) =>
        l.updated ? (
          <Group gap={6} wrap="nowrap">
            <Badge size="xs" color="orange" variant="light">
              Updated
            </Badge>
            {changed(l)}
          </Group>
        ) : (
          "—"
        ),
    },
  ];
  return (
    <DataTable<Lpn>
      columns={columns}
      queryKey={itadKeys.lpns(slug, updated)}
      fetchPage={(params) => fetchLpnsPage(slug, params, updated)}
      searchKey={updated ? "shop-order-itad-updated-lpns" : "shop-order-itad-lpns"}
      searchPlaceholder="Search by LPN"
      rowKey="barcode"
      emptyText={
        updated
          ? "No LPN of this order has changed since it was packed."
          : "No LPN packed on this order yet. Scan an LPN and its serials above."
      }
    />
  );
}
