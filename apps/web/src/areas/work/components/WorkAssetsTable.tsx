import { Anchor, Button, Text } from "@mantine/core";
import { ASSET_TYPES, createWorkAssets, labelOf, type WorkAsset, type WorkAssetRole } from "@ops/domain";
import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { formatWhen } from "../../../shared/dates";
import { useCan } from "../../../shared/permissions";
import { formatLbs } from "../../assets/components/asset-header-values";
import { fetchWorkAssetsPage, workAssetKeys } from "../work-assets-api";
import { StepBadge } from "./ProcessingAssetsTable";
import { shopOrderAssetPath, shopOrderNewAssetsPath } from "./work-paths";

type Props = {
  slug: string;
  workRole: WorkAssetRole;
  /** Where a barcode leads (an ITAD job's bin or device page); the shop order's asset page by default. */
  assetHref?: (barcode: string) => string;
  /** Names the saved table settings; the shop order's lists by default. */
  searchKey?: string;
};

/**
 * What a shop order processed (its inputs, each with its latest step; "Create from" makes new
 * assets out of one) or created (each with the input it came from), newest first and paged.
 */
export function WorkAssetsTable({ slug, workRole: role, assetHref, searchKey }: Props) {
  const can = useCan();
  // "Create from" opens the shop order's create screen: offered on shop orders' lists only.
  const creates = role === "input" && can(createWorkAssets) && !assetHref;
  const barcodeCell = (barcode: string) => (
    <Anchor
      component={Link}
      to={assetHref ? assetHref(barcode) : shopOrderAssetPath(slug, barcode)}
      size="sm"
    >
      {barcode}
    </Anchor>
  );
  const columns: DataTableColumn<WorkAsset>[] = [
    { accessor: "barcode", title: "Barcode", noWrap: true, render: (w) => barcodeCell(w.barcode) },
    { accessor: "type", title: "Type", render: (w) => labelOf(ASSET_TYPES, w.type) },
    { accessor: "productName", title: "Product", render: (w) => w.productName ?? "—" },
    { accessor: "serialNumber", title: "Serial number", render: (w) => w.serialNumber ?? "—" },
    ...(role === "input"
      ? [
          {
            accessor: "lastAction",
            title: "Last action",
            render: (w: WorkAsset) => <StepBadge action={w.lastAction} />,
          },
        ]
      : [
          {
            accessor: "netWeight",
            title: "Gross / net",
            noWrap: true,
            textAlign: "right" as const,
            render: (w: WorkAsset) => `${formatLbs(w.grossWeight)} / ${formatLbs(w.netWeight)}`,
          },
          {
            accessor: "sourceBarcode",
            title: "Source",
            noWrap: true,
            render: (w: WorkAsset) => (w.sourceBarcode ? barcodeCell(w.sourceBarcode) : "—"),
          },
        ]),
    {
      accessor: "addedAt",
      title: role === "input" ? "Scanned in" : "Created",
      noWrap: true,
      render: (w) => (
        <>
          {formatWhen(w.addedAt)}
          {w.addedBy ? (
            <Text size="xs" c="dimmed">
              {w.addedBy}
            </Text>
          ) : null}
        </>
      ),
    },
    ...(creates
      ? [
          {
            accessor: "actions",
            title: "",
            textAlign: "right" as const,
            render: (w: WorkAsset) =>
              w.completedAt ? null : (
                <Button
                  component={Link}
                  to={shopOrderNewAssetsPath(slug, w.barcode)}
                  size="compact-xs"
                  variant="default"
                >
                  Create from
                </Button>
              ),
          },
        ]
      : []),
  ];
  return (
    <DataTable<WorkAsset>
      columns={columns}
      queryKey={workAssetKeys.list(slug, role)}
      fetchPage={(params) => fetchWorkAssetsPage(slug, role, params)}
      searchKey={searchKey ?? (role === "input" ? "shop-order-processed" : "shop-order-created")}
      searchPlaceholder="Search by barcode or serial number"
      emptyText={
        role === "input"
          ? "Nothing processed yet. Scan an asset in to start."
          : "Nothing created yet. Create assets out of a processed input."
      }
    />
  );
}
