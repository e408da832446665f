import { Anchor, Button, Group, Stack, Switch } from "@mantine/core";
import type { ClosedDate } from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { PageHeader } from "../../../shared/PageHeader";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { DockClosedDateForm } from "../components/DockClosedDateForm";
import { DockWarehouseSelect, useDefaultWarehouse } from "../components/DockWarehouseSelect";
import { dockKeys, fetchClosedDatesPage, useRemoveClosedDate } from "../dock-api";
import { formatDay, todayIso } from "../dock-dates";

/** Days a warehouse's dock is closed: no load can be scheduled on them. */
export default function ClosedDatesPage() {
  const own = useDefaultWarehouse(null);
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [upcoming, setUpcoming] = useState(true);
  const remove = useRemoveClosedDate();
  const removal = useConfirmedAction<ClosedDate>({
    component: "ClosedDatesPage",
    run: (row) => remove.mutateAsync(row.id),
    success: (row) => `${row.warehouseShortName} is open again on ${formatDay(row.date)}`,
  });
  const filter = { ...(warehouseId ? { warehouseId } : {}), ...(upcoming ? { from: todayIso() } : {}) };

  const columns: DataTableColumn<ClosedDate>[] = [
    { accessor: "date", title: "Date", sortable: true, render: (row) => formatDay(row.date) },
    { accessor: "warehouseShortName", title: "Warehouse" },
    { accessor: "reason", title: "Reason", render: (row) => row.reason || "—" },
    {
      accessor: "actions",
      title: "",
      textAlign: "right",
      render: (row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            component={Link}
            to={`/dock-schedule?date=${row.date}&warehouseId=${row.warehouseId}`}
            variant="subtle"
            size="xs"
          >
            Dock
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            aria-label={`Remove closed date ${row.date} ${row.warehouseShortName}`}
            onClick={() => removal.ask(row)}
          >
            Remove
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <div>
        <Anchor component={Link} to="/dock-schedule" size="sm">
          ← Dock schedule
        </Anchor>
        <PageHeader
          title="Closed dates"
          description="Days a warehouse's dock does not receive or ship loads."
        />
      </div>
      {own !== null ? <DockClosedDateForm key={own} warehouseId={own} /> : null}
      <Group gap="md" align="flex-end" wrap="wrap">
        <DockWarehouseSelect value={warehouseId} onChange={setWarehouseId} allowAll />
        <Switch
          label="Upcoming only"
          checked={upcoming}
          onChange={(event) => setUpcoming(event.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <DataTable<ClosedDate>
        columns={columns}
        queryKey={dockKeys.closedList(filter)}
        fetchPage={(params) => fetchClosedDatesPage(filter, params)}
        searchKey="closed_dates"
        searchPlaceholder="Search by reason"
        defaultSort={{ sort: "date", order: "asc" }}
        emptyText={upcoming ? "No upcoming closed dates." : "No closed dates."}
      />
      <ConfirmModal
        opened={removal.pending !== null}
        title="Remove this closed date?"
        confirmLabel="Remove"
        onConfirm={removal.confirm}
        onClose={removal.cancel}
        loading={removal.running}
      >
        {removal.pending
          ? `${removal.pending.warehouseShortName} will accept loads again on ${formatDay(removal.pending.date)}.`
          : ""}
      </ConfirmModal>
    </Stack>
  );
}
