import { Anchor, Group, Stack, Switch } from "@mantine/core";
import { type ClosedDate, createClosedDate, deleteClosedDate } from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { DockClosedDateForm } from "../components/DockClosedDateForm";
import { DockClosedDatesTable } from "../components/DockClosedDatesTable";
import { DockWarehouseSelect, useDefaultWarehouse } from "../components/DockWarehouseSelect";
import { useRemoveClosedDate } from "../dock-api";
import { formatDay, todayIso } from "../dock-dates";

/** Days a warehouse's dock is closed: no load can be scheduled on them. */
export default function ClosedDatesPage() {
  const own = useDefaultWarehouse(null);
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [upcoming, setUpcoming] = useState(true);
  const remove = useRemoveClosedDate();
  const can = useCan();
  const removal = useConfirmedAction<ClosedDate>({
    component: "ClosedDatesPage",
    run: (row) => remove.mutateAsync(row.id),
    success: (row) => `${row.warehouseShortName} is open again on ${formatDay(row.date)}`,
  });
  const filter = { ...(warehouseId ? { warehouseId } : {}), ...(upcoming ? { from: todayIso() } : {}) };

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
      {own !== null && can(createClosedDate) ? <DockClosedDateForm key={own} warehouseId={own} /> : null}
      <Group gap="md" align="flex-end" wrap="wrap">
        <DockWarehouseSelect value={warehouseId} onChange={setWarehouseId} allowAll />
        <Switch
          label="Upcoming only"
          checked={upcoming}
          onChange={(event) => setUpcoming(event.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <DockClosedDatesTable filter={filter} onRemove={can(deleteClosedDate) ? removal.ask : undefined} />
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
