import { Button, Group, SimpleGrid, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import {
  type Activity,
  createActivity,
  exportActivities,
  labelOf,
  SERVICE_TIERS,
  WORK_ORDER_STATUSES,
} from "@ops/domain";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { FoldingFilters } from "../../../shared/FoldingFilters";
import { useCan } from "../../../shared/permissions";
import { SelectField } from "../../../shared/SelectField";
import { useSite } from "../../../shared/session";
import { useParentOptions } from "../../accounts/api";
import { InboundStatusBadge } from "../../activities/components/InboundStatusBadge";
import { isSlug } from "../../activities/inbound-api";
import {
  fetchWorkOrdersPage,
  type WorkOrderFilter,
  type WorkOrderType,
  workOrderKeys,
} from "../work-orders-api";
import { workOrderBase, workOrderNoun } from "./work-order-values";

const WIDE = "(min-width: 701px)";
const ACCOUNT_COLUMN = "(min-width: 48em)";

type Props = {
  type: WorkOrderType;
  /** A list inside a record: the load's or the parent's orders (no filters shown). */
  fixed?: Pick<WorkOrderFilter, "loadSlug" | "parentSlug">;
  searchKey: string;
  emptyText: string;
};

/** The filters of the index: status, account, warehouse and load. */
function Filters({ value, onChange }: { value: WorkOrderFilter; onChange: (f: WorkOrderFilter) => void }) {
  const accounts = useParentOptions();
  const { data: site } = useSite();
  const [load, setLoad] = useState(value.loadSlug ?? "");
  const [debounced] = useDebouncedValue(load.trim().toLowerCase(), 300);
  // The list follows the load box once it holds a whole load number (or nothing).
  useEffect(() => {
    const next = debounced === "" ? undefined : isSlug(debounced) ? debounced : value.loadSlug;
    if (next !== value.loadSlug) onChange({ ...value, loadSlug: next });
  }, [debounced, onChange, value]);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <SelectField
        label="Status"
        placeholder="Any status"
        data={WORK_ORDER_STATUSES.map((s) => ({ value: s.id, label: s.label }))}
        value={value.status ?? null}
        onChange={(status) => onChange({ ...value, status: status ?? undefined })}
      />
      <SelectField
        label="Account"
        placeholder="Any account"
        data={(accounts.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
        value={value.accountId ? String(value.accountId) : null}
        onChange={(id) => onChange({ ...value, accountId: id ? Number(id) : undefined })}
      />
      <SelectField
        label="Warehouse"
        placeholder="Any warehouse"
        data={(site?.warehouses ?? []).map((w) => ({ value: String(w.id), label: w.shortName }))}
        value={value.warehouseId ? String(value.warehouseId) : null}
        onChange={(id) => onChange({ ...value, warehouseId: id ? Number(id) : undefined })}
      />
      <TextInput
        label="Load"
        placeholder="dal-in-100042"
        value={load}
        onChange={(e) => setLoad(e.currentTarget.value)}
        autoComplete="off"
      />
    </SimpleGrid>
  );
}

/**
 * A paged list of shop orders or processing jobs: the index (filters, export) or the orders of
 * one load or parent. A row opens the order.
 */
export function WorkOrderList({ type, fixed, searchKey, emptyText }: Props) {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<WorkOrderFilter>({});
  const filterCount = [filter.status, filter.accountId, filter.warehouseId, filter.loadSlug].filter(
    (v) => v !== undefined,
  ).length;
  const query: WorkOrderFilter = { ...filter, ...fixed };
  const base = workOrderBase(type);
  const columns: DataTableColumn<Activity>[] = [
    { accessor: "slug", title: type === "shop_order" ? "Shop order" : "Job", sortable: true },
    {
      accessor: "status",
      title: "Status",
      sortable: true,
      width: 130,
      render: (a) => <InboundStatusBadge status={a.status} />,
    },
    {
      accessor: "accountName",
      title: "Account",
      sortable: true,
      visibleMediaQuery: ACCOUNT_COLUMN,
      render: (a) => a.accountName ?? "—",
    },
    { accessor: "loadSlug", title: "Load", render: (a) => a.loadSlug ?? "—" },
    { accessor: "warehouseShortName", title: "Warehouse", visibleMediaQuery: WIDE },
    {
      accessor: "serviceTier",
      title: "Service tier",
      visibleMediaQuery: WIDE,
      render: (a) => labelOf(SERVICE_TIERS, a.serviceTier) || "—",
    },
    {
      accessor: "createdAt",
      title: "Created",
      sortable: true,
      visibleMediaQuery: WIDE,
      render: (a) => new Date(a.createdAt).toLocaleDateString(),
    },
  ];
  return (
    <>
      {fixed ? null : (
        <FoldingFilters count={filterCount}>
          <Filters value={filter} onChange={setFilter} />
        </FoldingFilters>
      )}
      <DataTable<Activity>
        columns={columns}
        queryKey={workOrderKeys.list(type, query)}
        fetchPage={(params) => fetchWorkOrdersPage(type, query, params)}
        exportSource={
          fixed
            ? undefined
            : {
                endpoint: exportActivities,
                query: { type, ...query },
                fileName: `${workOrderNoun(type).toLowerCase().replace(" ", "-")}s`,
              }
        }
        searchKey={searchKey}
        searchPlaceholder="Search by number or client reference"
        rowKey="slug"
        defaultSort={{ sort: "createdAt", order: "desc" }}
        onRowClick={(a) => navigate(`${base}/${a.slug}`)}
        emptyText={emptyText}
      />
    </>
  );
}

/** "New shop order" / "New processing job" as the site's action list names it, to the new screen. */
export function NewWorkOrderButton({
  type,
  label,
  search = "",
}: {
  type: WorkOrderType;
  label: string;
  search?: string;
}) {
  const can = useCan();
  if (!can(createActivity)) return null;
  const base = workOrderBase(type);
  return (
    <Group>
      <Button component={Link} to={`${base}/new${search}`}>
        {label}
      </Button>
    </Group>
  );
}
