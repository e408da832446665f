import { Button, Checkbox, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import {
  type Activity,
  BulkStatusBody,
  bulkSetActivityStatus,
  createActivity,
  exportActivities,
  labelOf,
  OUTBOUND_LIFE_CYCLE,
  TRANSPORT_TYPES,
} from "@ops/domain";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { FoldingFilters } from "../../../shared/FoldingFilters";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { useStoredFilter } from "../../accounts/components/use-stored-filter";
import { type BulkTarget, InboundBulkStatusModal } from "../../activities/components/InboundBulkStatusModal";
import { InboundStatusBadge } from "../../activities/components/InboundStatusBadge";
import { formatDockShort } from "../../activities/components/inbound-dates";
import { LoadNumberCell } from "../../activities/components/LoadNumberCell";
import { fetchOutboundPage, outboundKeys } from "../outbound-api";
import { OutboundFilters } from "./OutboundFilters";
import {
  EMPTY_OUTBOUND_FILTER,
  OutboundListFilter,
  outboundFilterCount,
  outboundQueryOf,
} from "./outbound-filter";

const WIDE = "(min-width: 701px)";
const CONSIGNEE_COLUMN = "(min-width: 48em)";
const WIDER = "(min-width: 1300px)";
// The outbound bulk moves (after shipping), as far as the bulk call takes them.
const BULK_STATUSES: readonly string[] = BulkStatusBody.shape.status.options;
const BULK = ["delivered", "invoiced", "closed"]
  .filter((s): s is BulkTarget => BULK_STATUSES.includes(s))
  .map((status) => ({ status, label: `Mark ${status}` }));

/** The outbound index: filtered, server-paged loads; ticked loads move together after shipping. */
export function OutboundListView() {
  const navigate = useNavigate();
  const can = useCan();
  const bulkMoves = BULK.filter(
    (b) =>
      can(bulkSetActivityStatus) &&
      OUTBOUND_LIFE_CYCLE.statuses.every((s) => can(OUTBOUND_LIFE_CYCLE.permissionFor(s.id, b.status))),
  );
  const selects = bulkMoves.length > 0;
  const [filter, setFilter] = useStoredFilter("outbound", OutboundListFilter, EMPTY_OUTBOUND_FILTER);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkTarget, setBulkTarget] = useState<BulkTarget | null>(null);
  const query = outboundQueryOf(filter);
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
    { accessor: "slug", title: "Load", sortable: true, render: (a) => <LoadNumberCell {...a} /> },
    {
      accessor: "status",
      title: "Status",
      sortable: true,
      width: 120,
      render: (a) => <InboundStatusBadge status={a.status} />,
    },
    {
      accessor: "accountName",
      title: "Consignee",
      sortable: true,
      visibleMediaQuery: CONSIGNEE_COLUMN,
      render: (a) => a.accountName ?? "—",
    },
    { accessor: "warehouseShortName", title: "Warehouse", visibleMediaQuery: WIDE },
    {
      accessor: "scheduledDate",
      title: "Ships",
      sortable: true,
      visibleMediaQuery: CONSIGNEE_COLUMN,
      render: (a) => formatDockShort(a.scheduledDate, a.scheduledTime),
    },
    {
      accessor: "carrierName",
      title: "Carrier",
      visibleMediaQuery: WIDE,
      render: (a) => a.carrierName ?? "—",
    },
    {
      accessor: "transportType",
      title: "Transport",
      visibleMediaQuery: WIDER,
      render: (a) => labelOf(TRANSPORT_TYPES, a.transportType) || "—",
    },
    {
      accessor: "clientRef",
      title: "Reference",
      visibleMediaQuery: WIDER,
      render: (a) => a.clientRef ?? "—",
    },
  ];

  return (
    <Stack>
      <PageHeader
        title="Outbound loads"
        description={
          selects
            ? "Click a row to open the load; tick shipped loads to move them together."
            : "Click a row to open the load."
        }
        action={
          can(createActivity) ? (
            <Button component={Link} to="/outbound/new">
              New outbound load
            </Button>
          ) : null
        }
      />
      <FoldingFilters count={outboundFilterCount(filter)}>
        <OutboundFilters value={filter} onChange={setFilter} />
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
          {selected.length ? (
            <Button size="xs" variant="subtle" onClick={() => setSelected([])}>
              Clear selection
            </Button>
          ) : null}
        </Group>
      ) : null}
      <DataTable<Activity>
        columns={columns}
        queryKey={outboundKeys.list(query)}
        fetchPage={(params) => fetchOutboundPage(query, params)}
        exportSource={{
          endpoint: exportActivities,
          query: { type: "outbound", ...query },
          fileName: "outbound-loads",
        }}
        searchKey="outbound"
        searchPlaceholder="Search by load or reference"
        rowKey="slug"
        defaultSort={{ sort: "createdAt", order: "desc" }}
        onRowClick={(a) => navigate(`/outbound/${a.slug}`)}
        emptyText="No outbound loads match."
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
    </Stack>
  );
}
