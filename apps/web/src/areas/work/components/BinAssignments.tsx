import { ActionIcon, Alert, Paper, Stack, Title, Tooltip } from "@mantine/core";
import {
  type Activity,
  ASSET_TYPES,
  type BinAssignment,
  createBinAssignments,
  deleteBinAssignment,
  labelOf,
} from "@ops/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../shared/api";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { formatWhen } from "../../../shared/dates";
import { useCan } from "../../../shared/permissions";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { fetchBinAssignmentsPage, useAssignBins, useRemoveBin, workOrderKeys } from "../work-orders-api";

const WIDE = "(min-width: 701px)";
const TAKES_BINS = new Set(["open", "in_progress"]);

/** The reason a scanned bin was refused, as the server gave it for the barcode. */
export function binRefusalOf(error: unknown, barcode: string): string {
  if (error instanceof ApiError) {
    const fields = error.fieldErrors();
    return fields["barcodes.0"] ?? fields.barcodes ?? error.message;
  }
  return `${barcode} could not be assigned: ${error instanceof Error ? error.message : String(error)}`;
}

const weight = (kg: number | null) => (kg === null ? "—" : `${kg.toLocaleString()} lb`);

/**
 * The input bins assigned to a shop order or processing job (SPEC §7 bin assignments): scan a
 * bin or pallet to assign it (a refusal shows beside the box, the barcode kept and selected),
 * the paged list with product, weight and account, and Remove after confirming.
 */
export function BinAssignments({
  activity,
  binHref = (barcode) => `/assets/${encodeURIComponent(barcode)}`,
}: {
  activity: Activity;
  /** Where a bin's row leads (an ITAD job's bin page); the asset's own page by default. */
  binHref?: (barcode: string) => string;
}) {
  const can = useCan();
  const navigate = useNavigate();
  const fail = useFailure("BinAssignments");
  const assign = useAssignBins(activity.slug);
  const remove = useRemoveBin(activity.slug);
  const [text, setText] = useState("");
  const [refusal, setRefusal] = useState<string | undefined>();
  const [removing, setRemoving] = useState<BinAssignment | null>(null);
  const open = TAKES_BINS.has(activity.status);
  const writes = can(createBinAssignments) && open;
  const removes = can(deleteBinAssignment) && open;

  const scan = async (barcode: string) => {
    try {
      await assign.mutateAsync([barcode]);
      setText("");
      setRefusal(undefined);
      showSnackbar(`${barcode} assigned to ${activity.slug}`, "success");
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) fail(error);
      setRefusal(binRefusalOf(error, barcode));
    }
  };
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      showSnackbar(`${removing.barcode} removed from ${activity.slug}`, "success");
      setRemoving(null);
    } catch (error) {
      fail(error);
    }
  };

  const columns: DataTableColumn<BinAssignment>[] = [
    { accessor: "barcode", title: "Barcode", noWrap: true },
    { accessor: "assetType", title: "Type", render: (b) => labelOf(ASSET_TYPES, b.assetType) || b.assetType },
    { accessor: "productName", title: "Product", render: (b) => b.productName ?? "—" },
    {
      accessor: "netWeight",
      title: "Net weight",
      visibleMediaQuery: WIDE,
      render: (b) => weight(b.netWeight),
    },
    {
      accessor: "grossWeight",
      title: "Gross weight",
      visibleMediaQuery: WIDE,
      render: (b) => weight(b.grossWeight),
    },
    {
      accessor: "accountName",
      title: "Account",
      visibleMediaQuery: WIDE,
      render: (b) => b.accountName ?? "—",
    },
    {
      accessor: "createdAt",
      title: "Assigned",
      visibleMediaQuery: WIDE,
      render: (b) => `${formatWhen(b.createdAt)}${b.assignedBy ? ` · ${b.assignedBy}` : ""}`,
    },
    ...(removes
      ? [
          {
            accessor: "remove",
            title: "",
            width: 48,
            render: (b: BinAssignment) => (
              <Tooltip label={`Remove ${b.barcode}`}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${b.barcode}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    setRemoving(b);
                  }}
                >
                  ×
                </ActionIcon>
              </Tooltip>
            ),
          } satisfies DataTableColumn<BinAssignment>,
        ]
      : []),
  ];

  return (
    <Stack>
      {writes ? (
        <Paper withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Title order={2} size="h5">
              Assign bins
            </Title>
            <BarcodeInput
              id="bin-assign-barcode"
              label="Scan a bin or pallet"
              description="Bins and pallets of this account; Enter assigns the scanned one."
              value={text}
              onChange={(v) => {
                setText(v);
                if (refusal) setRefusal(undefined);
              }}
              clearOnSubmit={false}
              autoFocus
              disabled={assign.isPending}
              error={refusal}
              onSubmit={scan}
            />
          </Stack>
        </Paper>
      ) : !open ? (
        <Alert color="gray">
          This{" "}
          {activity.type === "processing"
            ? "processing job"
            : activity.type === "itad"
              ? "ITAD job"
              : "shop order"}{" "}
          is {activity.status.replace("_", " ")}: bins can no longer be assigned or removed.
        </Alert>
      ) : null}
      <DataTable<BinAssignment>
        columns={columns}
        queryKey={workOrderKeys.bins(activity.slug)}
        fetchPage={(params) => fetchBinAssignmentsPage(activity.slug, params)}
        searchKey="bin_assignments"
        searchPlaceholder="Search by barcode"
        rowKey="id"
        onRowClick={(b) => navigate(binHref(b.barcode))}
        emptyText="No bins assigned yet. Scan a bin or pallet of the load to assign it."
      />
      <ConfirmModal
        opened={removing !== null}
        title={removing ? `Remove ${removing.barcode}?` : ""}
        confirmLabel="Remove bin"
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
        loading={remove.isPending}
      >
        {removing?.barcode} is no longer assigned to {activity.slug}. The bin itself does not change.
      </ConfirmModal>
    </Stack>
  );
}
