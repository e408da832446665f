import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from "@mantine/core";
import {
  checkInPickups,
  createPickup,
  createPickupLabels,
  exportPickups,
  type PickupCounts,
  type PickupLabel,
  type PickupsQuery,
  printPickupLabels,
} from "@ops/domain";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { Figure } from "../../../shared/Figure";
import { LabelBatchMenu } from "../../../shared/LabelBatchMenu";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { fetchPickupsPage, pickupsKeys, usePickupDay } from "../api";
import { PickupDayFields } from "../components/PickupDayFields";
import { PickupStateBadge } from "../components/PickupStateBadge";

const columns: DataTableColumn<PickupLabel>[] = [
  { accessor: "barcode", title: "Barcode", sortable: true, noWrap: true },
  { accessor: "accountName", title: "Account", sortable: true, render: (l) => l.accountName ?? "—" },
  { accessor: "activitySlug", title: "Load", sortable: true, render: (l) => l.activitySlug ?? "—" },
  {
    accessor: "weight",
    title: "Weight (lbs)",
    textAlign: "right",
    render: (l) => (l.weight === null ? "—" : l.weight.toLocaleString("en-US")),
  },
  { accessor: "checkedInAt", title: "State", sortable: true, render: (l) => <PickupStateBadge label={l} /> },
];

const FILTERS: { value: PickupsQuery["status"]; label: string }[] = [
  { value: "all", label: "All" },
  { value: "missing", label: "Missing" },
  { value: "checked_in", label: "Checked in" },
  { value: "unassigned", label: "Unassigned" },
];

/** The pickups of a day at a warehouse: the labels, who they are for, and which arrived. */
export default function PickupsPage() {
  const navigate = useNavigate();
  const can = useCan();
  const { warehouses, warehouse, loadDate, setDay } = usePickupDay();
  const [status, setStatus] = useState<PickupsQuery["status"]>("all");
  const [counts, setCounts] = useState<PickupCounts | null>(null);

  if (!warehouse) return <Text c="dimmed">There is no warehouse yet, so there are no pickups.</Text>;
  const query = { warehouseId: warehouse.id, loadDate, status };
  const day = `warehouseId=${warehouse.id}&loadDate=${loadDate}`;

  return (
    <Stack>
      <PageHeader
        title="Pickups"
        description="The labels of a day's pickups: who they are for, and which have been checked in."
        action={
          <Group gap="xs">
            {can(checkInPickups) ? (
              <Button variant="default" component={Link} to={`/pickups/check-in?${day}`}>
                Check in
              </Button>
            ) : null}
            {can(createPickup) ? (
              <Button variant="default" component={Link} to={`/pickups/bins/new?${day}`}>
                New bin
              </Button>
            ) : null}
            {can(createPickupLabels) ? (
              <Button component={Link} to={`/pickups/labels/new?${day}`}>
                Print new labels
              </Button>
            ) : null}
          </Group>
        }
      />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PickupDayFields
          warehouses={warehouses}
          warehouseId={warehouse.id}
          loadDate={loadDate}
          onWarehouse={(id) => setDay({ warehouseId: id })}
          onLoadDate={(d) => setDay({ loadDate: d })}
        />
        {can(printPickupLabels) && counts && counts.total > 0 ? (
          <LabelBatchMenu
            endpoint={printPickupLabels}
            body={{ warehouseId: warehouse.id, loadDate }}
            label="Print the day's labels again"
            fileName={`pickup-labels-${loadDate}`}
          />
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} aria-label="The day's counts">
        <Figure label="Labels" value={counts ? counts.total.toLocaleString("en-US") : "—"} />
        <Figure label="Assigned" value={counts ? counts.assigned.toLocaleString("en-US") : "—"} />
        <Figure label="Checked in" value={counts ? counts.checkedIn.toLocaleString("en-US") : "—"} />
        <Figure label="Missing" value={counts ? counts.missing.toLocaleString("en-US") : "—"} />
      </SimpleGrid>
      <SegmentedControl
        data={FILTERS}
        value={status}
        onChange={(v) => setStatus(v as PickupsQuery["status"])}
        aria-label="Show"
        style={{ alignSelf: "flex-start", maxWidth: "100%" }}
      />
      <DataTable<PickupLabel>
        columns={columns}
        queryKey={pickupsKeys.list(query)}
        fetchPage={(params) => fetchPickupsPage(query, params, setCounts)}
        searchKey="pickups"
        searchPlaceholder="Search by barcode, account or load"
        rowKey="barcode"
        defaultSort={{ sort: "barcode", order: "asc" }}
        onRowClick={(l) => navigate(`/pickups/${l.barcode}`)}
        exportSource={{ endpoint: exportPickups, query, fileName: `pickups-${loadDate}` }}
        emptyText={status === "all" ? "No pickup labels for this day yet." : "No labels in this state."}
      />
    </Stack>
  );
}
