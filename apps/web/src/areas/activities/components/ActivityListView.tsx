import { Button, Checkbox, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import {
  ACTIVITY_KINDS,
  type Activity,
  type ActivityList,
  BulkStatusBody,
  bulkSetActivityStatus,
  createActivity,
  exportActivities,
} from "@ops/domain";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { DataTable, type DataTableColumn, type DataTablePageParams } from "../../../shared/DataTable";
import { FoldingFilters } from "../../../shared/FoldingFilters";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { type BulkTarget, InboundBulkStatusModal } from "./InboundBulkStatusModal";
import { InboundStatusBadge } from "./InboundStatusBadge";
import { formatDockShort } from "./inbound-dates";
import { LoadNumberCell } from "./LoadNumberCell";

const WIDE = "(min-width: 701px)";
// Mantine's "sm" breakpoint: below it the account and date show under the load number instead.
const ACCOUNT_COLUMN = "(min-width: 48em)";
const BULK_STATUSES: readonly string[] = BulkStatusBody.shape.status.options;

/** A bulk action on the ticked loads besides the status moves, done in its own dialog. */
export type ExtraBulkAction = {
  label: string;
  dialog: (props: { opened: boolean; slugs: string[]; onClose: () => void; onDone: () => void }) => ReactNode;
};

export type ActivityListViewProps = {
  kind: "inbound" | "outbound";
  /** What the loads that may be ticked for a move are called in the hint ("loads", "shipped loads"). */
  tickable: string;
  /** The header of the account column ("Account", "Consignee") and of the date column ("Dock", "Ships"). */
  accountTitle: string;
  dateTitle: string;
  /** The kind's own columns, after load, status, account, warehouse and date. */
  columns: DataTableColumn<Activity>[];
  /** The kind's filter fields, and how many are set. */
  filters: ReactNode;
  filterCount: number;
  /** The list's query as the filters make it, its query key and its page call. */
  query: Record<string, unknown>;
  queryKey: readonly unknown[];
  fetchPage: (params: DataTablePageParams) => Promise<ActivityList>;
  searchPlaceholder: string;
  extraBulk?: ExtraBulkAction | null;
};

/**
 * The index of one kind of load: filtered, server-paged loads; rows can be ticked (across pages)
 * for the bulk status moves the kind declares (and an extra bulk action, where given).
 */
export function ActivityListView(props: ActivityListViewProps) {
  const { kind, extraBulk } = props;
  const navigate = useNavigate();
  const can = useCan();
  const { label, lifeCycle, bulkStatuses } = ACTIVITY_KINDS[kind];
  // The selected loads may be in any status: a permission the life cycle asks for a move to the
  // target from some status (settling a load needs pricing.finalize) is asked for here too.
  const bulkMoves = bulkStatuses
    .filter((s): s is BulkTarget => BULK_STATUSES.includes(s))
    .filter(
      (target) =>
        can(bulkSetActivityStatus) &&
        lifeCycle.statuses.every((s) => can(lifeCycle.permissionFor(s.id, target))),
    );
  // Without a bulk action to take, nobody needs to tick loads.
  const selects = bulkMoves.length > 0 || Boolean(extraBulk);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkTarget, setBulkTarget] = useState<BulkTarget | null>(null);
  const [extraOpen, setExtraOpen] = useState(false);
  const toggle = (slug: string, on: boolean) =>
    setSelected((current) => (on ? [...current, slug] : current.filter((s) => s !== slug)));
  const closing = (close: () => void) => () => {
    close();
    setSelected([]);
  };

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
      title: props.accountTitle,
      sortable: true,
      visibleMediaQuery: ACCOUNT_COLUMN,
      render: (a) => a.accountName ?? "—",
    },
    { accessor: "warehouseShortName", title: "Warehouse", visibleMediaQuery: WIDE },
    {
      accessor: "scheduledDate",
      title: props.dateTitle,
      sortable: true,
      visibleMediaQuery: ACCOUNT_COLUMN,
      render: (a) => formatDockShort(a.scheduledDate, a.scheduledTime),
    },
    ...props.columns,
  ];

  return (
    <Stack>
      <PageHeader
        title={`${label} loads`}
        description={
          selects
            ? `Click a row to open the load; tick ${props.tickable} to move them together.`
            : "Click a row to open the load."
        }
        action={
          can(createActivity) ? (
            <Button component={Link} to={`/${kind}/new`}>
              New {kind} load
            </Button>
          ) : null
        }
      />
      <FoldingFilters count={props.filterCount}>{props.filters}</FoldingFilters>
      {selects ? (
        <Group gap="xs" wrap="wrap" aria-label="Bulk actions" role="group">
          <Text size="sm" c={selected.length ? undefined : "dimmed"}>
            {selected.length ? `${selected.length} selected` : "No loads selected"}
          </Text>
          {bulkMoves.map((status) => (
            <Button
              key={status}
              size="xs"
              variant="light"
              disabled={selected.length === 0}
              onClick={() => setBulkTarget(status)}
            >
              Mark {status}
            </Button>
          ))}
          {extraBulk ? (
            <Button
              size="xs"
              variant="light"
              disabled={selected.length === 0}
              onClick={() => setExtraOpen(true)}
            >
              {extraBulk.label}
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
        queryKey={props.queryKey}
        fetchPage={props.fetchPage}
        exportSource={{
          endpoint: exportActivities,
          query: { type: kind, ...props.query },
          fileName: `${kind}-loads`,
        }}
        searchKey={kind}
        searchPlaceholder={props.searchPlaceholder}
        rowKey="slug"
        defaultSort={{ sort: "createdAt", order: "desc" }}
        onRowClick={(a) => navigate(`/${kind}/${a.slug}`)}
        emptyText={`No ${kind} loads match.`}
      />
      <InboundBulkStatusModal
        target={bulkTarget}
        slugs={selected}
        onClose={() => setBulkTarget(null)}
        onDone={closing(() => setBulkTarget(null))}
      />
      {extraBulk?.dialog({
        opened: extraOpen,
        slugs: selected,
        onClose: () => setExtraOpen(false),
        onDone: closing(() => setExtraOpen(false)),
      })}
    </Stack>
  );
}
