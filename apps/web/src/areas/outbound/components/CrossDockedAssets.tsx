import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { type CrossDockedAsset, crossDockAsset } from "@ops/domain";
import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { formatWhen } from "../../../shared/dates";
import { useCan } from "../../../shared/permissions";
import { useActivity } from "../../activities/inbound-api";
import { ScanBox, useScanBox } from "../../inventory/components/ScanBox";
import { crossDockKeys, fetchCrossDockedPage, useCrossDock } from "../cross-dock-api";

const columns: DataTableColumn<CrossDockedAsset>[] = [
  {
    accessor: "barcode",
    title: "Barcode",
    render: (a) => (
      <Anchor component={Link} to={`/assets/${a.barcode}`} ff="monospace" size="sm" fw={600}>
        {a.barcode}
      </Anchor>
    ),
  },
  { accessor: "serialNumber", title: "Serial", render: (a) => a.serialNumber ?? "—" },
  { accessor: "productName", title: "Product", render: (a) => a.productName ?? "—" },
  { accessor: "accountName", title: "Account", render: (a) => a.accountName ?? "—" },
  {
    accessor: "inboundSlug",
    title: "Received on",
    render: (a) =>
      a.inboundSlug ? (
        <Anchor component={Link} to={`/inbound/${a.inboundSlug}`} size="sm">
          {a.inboundSlug}
        </Anchor>
      ) : (
        "—"
      ),
  },
  {
    accessor: "crossDockedAt",
    title: "Cross-docked",
    render: (a) =>
      a.crossDockedAt
        ? `${formatWhen(a.crossDockedAt)}${a.crossDockedBy ? ` · ${a.crossDockedBy}` : ""}`
        : "—",
  },
];

const OPEN = new Set(["requested", "building", "picked"]);

/**
 * The outbound load's cross-docked assets (received and loaded without putaway), and while the
 * load is still being built, a scan box that puts a received asset straight onto it.
 */
export function CrossDockedAssets({ slug }: { slug: string }) {
  const can = useCan();
  // The frame has read the load already: this answers from the cache.
  const status = useActivity(slug).data?.status;
  const box = useScanBox("cross-dock-scan", "CrossDockedAssets");
  const crossDock = useCrossDock(slug);
  const scanning = can(crossDockAsset) && status !== undefined && OPEN.has(status);
  const submit = (barcode: string) => {
    if (!barcode.trim()) return;
    crossDock.mutate(barcode.trim(), {
      onSuccess: (a) => box.accepted(`${a.barcode} cross-docked from ${a.inboundSlug ?? "its inbound load"}`),
      onError: box.refused,
    });
  };
  return (
    <Paper component="section" aria-label="Cross-docked assets" withBorder radius="md" p="md">
      <Stack gap="sm">
        <div>
          <Title order={3}>Cross-docked assets</Title>
          <Text size="sm" c="dimmed">
            Received at this warehouse and loaded without being put away.
          </Text>
        </div>
        {scanning ? (
          <ScanBox
            box={box}
            label="Scan a received asset onto this load"
            onSubmit={submit}
            disabled={crossDock.isPending}
          />
        ) : null}
        <DataTable<CrossDockedAsset>
          columns={columns}
          queryKey={crossDockKeys.list(slug)}
          fetchPage={(params) => fetchCrossDockedPage(slug, params)}
          searchKey="outbound-cross-docked"
          searchPlaceholder="Search by barcode or serial"
          emptyText="No cross-docked assets on this load."
        />
      </Stack>
    </Paper>
  );
}
