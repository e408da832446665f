import { Button, Checkbox, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import {
  type Activity,
  bulkSetActivityStatus,
  createActivity,
  exportActivities,
  INBOUND_LIFE_CYCLE,
  importBulkFmvPricing,
  labelOf,
  SHIPMENT_SIZES,
} from "@ops/domain";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { FoldingFilters } from "../../../shared/FoldingFilters";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { useStoredFilter } from "../../accounts/components/use-stored-filter";
import { PricingBulkFmvModal } from "../../assets/components/PricingBulkFmvModal";
import { activitiesKeys, fetchInboundPage } from "../inbound-api";
import { type BulkTarget, InboundBulkStatusModal } from "./InboundBulkStatusModal";
import { InboundFilters } from "./InboundFilters";
import { InboundStatusBadge } from "./InboundStatusBadge";
import { formatDockShort } from "./inbound-dates";
import {
  activeFilterCount,
  EMPTY_INBOUND_FILTER,
  InboundListFilter,
  inboundQueryOf,
  rangeError,
} from "./inbound-filter";
import { LoadNumberCell } from "./LoadNumberCell";

const WIDE = "(min-width: 701px)";
// Mantine's "sm" breakpoint: below it the account and dock show under the load number instead.
const ACCOUNT_COLUMN = "(min-width: 48em)";
// Secondary columns leave room for the main ones on a laptop screen.
const WIDER = "(min-width: 1300px)";
const BULK: { status: BulkTarget; label: string }[] = [
  { status: "scheduled", label: "Mark scheduled" },
  { status: "priced", label: "Mark priced" },
  { status: "invoiced", label: "Mark invoiced" },
];

/**
 * The inbound index: filtered, server-paged loads; rows can be selected (across pages) for the
 * bulk status moves.
 */
export function InboundListView() {
  const navigate = useNavigate();
  const can = useCan();
  // The selected loads may be in any status: a permission the life cycle asks for a move to the
  // target from some status (settling a load needs pricing.finalize) is asked for here too.
  const bulkMoves = BULK.filter(
    (b) =>
      can(bulkSetActivityStatus) &&
      INBOUND_LIFE_CYCLE.statuses.every((s) => can(INBOUND_LIFE_CYCLE.permissionFor(s.id, b.status))),
  );
  const importsFmv = can(importBulkFmvPricing);
  // Without a bulk action to take, nobody needs to tick loads.
  const selects = bulkMoves.length > 0 || importsFmv;
  const [filter, setFilter] = useStoredFilter("inbound", InboundListFilter, EMPTY_INBOUND_FILTER);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkTarget, setBulkTarget] = useState<BulkTarget | null>(null);
  const [importingFmv, setImportingFmv] = useState(false);
  // A reversed date range is shown on the field and left out of the query until fixed.
  const query = inboundQueryOf(rangeError(filter) ? { ...filter, startDate: "", endDate: "" } : filter);

  const toggle = (slug: string, on: boolean) =>
    setSelected((current) => (on ? [...current, slug] : current.filter((s) => s !== slug)));

  const selectColumn: DataTableColumn<Activity> = {
    accessor: "select",
    title: <VisuallyHidden>Select</VisuallyHidden>,
    width: 40,
    render: (a) => (
      <Checkbox
        aria-label={`Select ${a.slug}`}
        checked={selected.includes(a.slug)}
        onClick={(e) => e.stopPropagation()}
        onChange={(e) => toggle(a.slug, e.currentTarget.checked)}
      />
    ),
  };
  const columns: DataTableColumn<Activity>[] = [
    ...(selects ? [selectColumn] : []),
    {
      accessor: "slug",
      title: "Load",
      sortable: true,
      render: (a) => <LoadNumberCell {...a} />,
    },
    {
      accessor: "status",
      title: "Status",
      sortable: true,
      width: 120,
      render: (a) => <InboundStatusBadge status={a.status} />,
    },
    {
      accessor: "accountName",
      title: "Account",
      sortable: true,
      visibleMediaQuery: ACCOUNT_COLUMN,
      render: (a) => a.accountName ?? "—",
    },
    { accessor: "warehouseShortName", title: "Warehouse", visibleMediaQuery: WIDE },
    {
      accessor: "scheduledDate",
      title: "Dock",
      sortable: true,
      visibleMediaQuery: ACCOUNT_COLUMN,
      render: (a) => formatDockShort(a.scheduledDate, a.scheduledTime),
    },
    {
      accessor: "shipmentSize",
      title: "Shipment size",
      visibleMediaQuery: WIDE,
      render: (a) => labelOf(SHIPMENT_SIZES, a.shipmentSize) || "—",
    },
    {
      accessor: "clientRef",
      title: "Client reference",
      visibleMediaQuery: WIDE,
      render: (a) => a.clientRef ?? "—",
    },
    {
      accessor: "logisticsCoordinatorName",
      title: "Coordinator",
      visibleMediaQuery: WIDER,
      render: (a) => a.logisticsCoordinatorName ?? "—",
    },
    {
      accessor: "flags",
      title: "Flags",
      visibleMediaQuery: WIDER,
      render: (a) =>
        [a.routine ? "Routine" : null, a.gateControl ? "Gate control" : null].filter(Boolean).join(", ") ||
        "—",
    },
  ];

  return (
    <Stack>
      <PageHeader
        title="Inbound loads"
        description={
          selects
            ? "Click a row to open the load; tick loads to move them together."
            : "Click a row to open the load."
        }
        action={
          can(createActivity) ? (
            <Button component={Link} to="/inbound/new">
              New inbound load
            </Button>
          ) : null
        }
      />
      <FoldingFilters count={activeFilterCount(filter)}>
        <InboundFilters value={filter} onChange={setFilter} />
      </FoldingFilters>
      {selects ? (
        <Group gap="xs" wrap="wrap" aria-label="Bulk actions" role="group">
          <Text size="sm" c={selected.length ? undefined : "dimmed"}>
            {selected.length ? `${selected.length} selected` : "No loads selected"}
          </Text>
          {bulkMoves.map((b) => (
            <Button
              key={b.status}
              size="xs"
              variant="light"
              disabled={selected.length === 0}
              onClick={() => setBulkTarget(b.status)}
            >
              {b.label}
            </Button>
          ))}
          {importsFmv ? (
            <Button
              size="xs"
              variant="light"
              disabled={selected.length === 0}
              onClick={() => setImportingFmv(true)}
            >
              Import FMV
            </Button>
          ) : null}
          {selected.length ? (
            <Button size="xs" variant="subtle" onClick={() => setSelected([])}>
              Clear selection
            </Button>
          ) : null}
        </Group>
      ) : null}
      <DataTable<Activity>
        columns={columns}
        queryKey={activitiesKeys.list(query)}
        fetchPage={(params) => fetchInboundPage(query, params)}
        exportSource={{
          endpoint: exportActivities,
          query: { type: "inbound", ...query },
          fileName: "inbound-loads",
        }}
        searchKey="inbound"
        searchPlaceholder="Search by load or client reference"
        rowKey="slug"
        defaultSort={{ sort: "createdAt", order: "desc" }}
        onRowClick={(a) => navigate(`/inbound/${a.slug}`)}
        emptyText="No inbound loads match."
      />
      <InboundBulkStatusModal
        target={bulkTarget}
        slugs={selected}
        onClose={() => setBulkTarget(null)}
        onDone={() => {
          setBulkTarget(null);
          setSelected([]);
        }}
      />
      <PricingBulkFmvModal
        opened={importingFmv}
        slugs={selected}
        onClose={() => setImportingFmv(false)}
        onDone={() => {
          setImportingFmv(false);
          setSelected([]);
        }}
      />
    </Stack>
  );
}
