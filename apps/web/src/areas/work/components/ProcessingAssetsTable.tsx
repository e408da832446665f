import { Anchor, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { ASSET_TYPES, type Asset, labelOf, updateProcessingAsset } from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { formatWhen } from "../../../shared/dates";
import { useCan } from "../../../shared/permissions";
import { fetchProcessingPage, workAssetKeys } from "../work-assets-api";
import { ProcessingStepModal } from "./ProcessingStepForm";
import { processingAssetPath } from "./work-paths";

/** A step's badge: none yet, or the latest action's name. */
export function StepBadge({ action }: { action: string | null | undefined }) {
  return action ? (
    <Badge variant="light" color="blue" style={{ textTransform: "none" }}>
      {action}
    </Badge>
  ) : (
    <Text size="sm" c="dimmed">
      No step yet
    </Text>
  );
}

/**
 * The assets in a processing job (`type=processing`), with their latest step; a step can be set
 * on one row or on the ticked rows at once. An asset whose step becomes '100% Complete' is no
 * longer in the job and leaves the list (SPEC §4).
 */
export function ProcessingAssetsTable({ slug, steps = true }: { slug: string; steps?: boolean }) {
  const can = useCan();
  // Steps are written while the job is open or in progress, by those allowed to work it.
  const sets = steps && can(updateProcessingAsset);
  const [selected, setSelected] = useState<Asset[]>([]);
  const [stepFor, setStepFor] = useState<string[] | null>(null);

  const columns: DataTableColumn<Asset>[] = [
    {
      accessor: "barcode",
      title: "Barcode",
      sortable: true,
      noWrap: true,
      render: (a) => (
        <Anchor component={Link} to={processingAssetPath(slug, a.barcode)} size="sm">
          {a.barcode}
        </Anchor>
      ),
    },
    { accessor: "type", title: "Type", render: (a) => labelOf(ASSET_TYPES, a.type) },
    { accessor: "product", title: "Product", render: (a) => a.productAssets[0]?.productName ?? "—" },
    {
      accessor: "serialNumber",
      title: "Serial number",
      sortable: true,
      render: (a) => a.serialNumber ?? "—",
    },
    { accessor: "lastAction", title: "Last step", render: (a) => <StepBadge action={a.lastAction} /> },
    {
      accessor: "createdAt",
      title: "Received",
      sortable: true,
      noWrap: true,
      render: (a) => formatWhen(a.createdAt),
    },
    ...(sets
      ? [
          {
            accessor: "actions",
            title: "",
            textAlign: "right" as const,
            render: (a: Asset) => (
              <Button size="compact-xs" variant="default" onClick={() => setStepFor([a.barcode])}>
                Set step
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          Assets in processing
        </Title>
        {sets ? (
          <Button
            size="xs"
            variant="light"
            disabled={selected.length === 0}
            onClick={() => setStepFor(selected.map((a) => a.barcode))}
          >
            {selected.length > 0 ? `Set step (${selected.length} selected)` : "Set step of selected"}
          </Button>
        ) : null}
      </Group>
      <DataTable<Asset>
        columns={columns}
        queryKey={workAssetKeys.processing(slug)}
        fetchPage={(params) => fetchProcessingPage(slug, params)}
        searchKey="processing-assets"
        searchPlaceholder="Search by barcode or serial number"
        rowKey="barcode"
        emptyText="No assets in processing. Scan an asset in to start."
        {...(sets ? { selectedRecords: selected, onSelectedRecordsChange: setSelected } : {})}
      />
      <ProcessingStepModal
        slug={slug}
        barcodes={stepFor}
        onClose={() => setStepFor(null)}
        onDone={() => {
          // The written rows may have left the list; the selection starts again.
          setStepFor(null);
          setSelected([]);
        }}
      />
    </Stack>
  );
}
