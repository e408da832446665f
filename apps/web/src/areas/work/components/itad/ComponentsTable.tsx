import { Anchor, Stack, Text } from "@mantine/core";
import type { Asset } from "@ops/domain";
import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "../../../../shared/DataTable";
import { formatWhen } from "../../../../shared/dates";
import { MOBILE_QUERY } from "../../../../shared/layout";
import { fetchComponentsPage, itadKeys } from "../../itad-api";
import { shopOrderDevicePath } from "./itad-paths";
import { productOf } from "./serial-values";

const WIDE = "(min-width: 701px)";

/**
 * The parts harvested on a shop order (memory, CPUs, drives, batteries), newest first: each its
 * own asset with its serial, and the device it came out of. On a phone each row is a card.
 */
export function ComponentsTable({ slug }: { slug: string }) {
  const device = (barcode: string) => (
    <Anchor component={Link} to={shopOrderDevicePath(slug, barcode)} size="sm">
      {barcode}
    </Anchor>
  );
  const from = (a: Asset) => (a.harvestedFromBarcode ? device(a.harvestedFromBarcode) : "—");
  const columns: DataTableColumn<Asset>[] = [
    {
      accessor: "card",
      title: "Component",
      visibleMediaQuery: MOBILE_QUERY,
      render: (a) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {productOf(a) ?? "No product"} · {a.barcode}
          </Text>
          <Text size="sm">Serial: {a.serialNumber ?? "—"}</Text>
          <Text size="xs" c="dimmed" component="div">
            From {from(a)} · {formatWhen(a.createdAt)}
          </Text>
        </Stack>
      ),
    },
    { accessor: "barcode", title: "Barcode", noWrap: true, visibleMediaQuery: WIDE },
    { accessor: "product", title: "Part", visibleMediaQuery: WIDE, render: (a) => productOf(a) ?? "—" },
    {
      accessor: "serialNumber",
      title: "Serial number",
      visibleMediaQuery: WIDE,
      render: (a) => a.serialNumber ?? "—",
    },
    {
      accessor: "harvestedFromBarcode",
      title: "Harvested from",
      noWrap: true,
      visibleMediaQuery: WIDE,
      render: from,
    },
    {
      accessor: "parentBarcode",
      title: "In",
      visibleMediaQuery: WIDE,
      render: (a) => a.parentBarcode ?? "Loose on the order",
    },
    {
      accessor: "createdAt",
      title: "Harvested",
      noWrap: true,
      visibleMediaQuery: WIDE,
      render: (a) => (
        <>
          {formatWhen(a.createdAt)}
          {a.createdBy ? (
            <Text size="xs" c="dimmed">
              {a.createdBy}
            </Text>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <DataTable<Asset>
      columns={columns}
      queryKey={itadKeys.components(slug)}
      fetchPage={(params) => fetchComponentsPage(slug, params)}
      searchKey="shop-order-itad-components"
      searchPlaceholder="Search by barcode or serial number"
      emptyText="No part harvested on this order yet. Harvest parts from a device's Components page."
    />
  );
}
