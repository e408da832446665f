import { Anchor, Button, Stack } from "@mantine/core";
import { createDestructionBatch, DESTRUCTION_METHODS, type DestructionBatch, labelOf } from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { formatWhen } from "../../../shared/dates";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { destructionBatchPath } from "../components/sanitization/sanitization-labels";
import { fetchDestructionBatchesPage, sanitizationKeys } from "../sanitization-api";

const columns: DataTableColumn<DestructionBatch>[] = [
  {
    accessor: "id",
    title: "Number",
    sortable: true,
    noWrap: true,
    render: (b) => (
      <Anchor component={Link} to={destructionBatchPath(b.id)} onClick={(e) => e.stopPropagation()}>
        {b.number}
      </Anchor>
    ),
  },
  { accessor: "method", title: "Method", render: (b) => labelOf(DESTRUCTION_METHODS, b.method) },
  { accessor: "machine", title: "Machine" },
  { accessor: "witness", title: "Witness" },
  {
    accessor: "destroyedAt",
    title: "Destroyed at",
    sortable: true,
    render: (b) => formatWhen(b.destroyedAt),
  },
  { accessor: "count", title: "Serials", textAlign: "right" },
];

/** `destruction-batches`: shred and crush runs, newest first; a row opens the batch. */
export default function DestructionBatchesPage() {
  const navigate = useNavigate();
  const can = useCan();
  return (
    <Stack>
      <PageHeader
        title="Destruction batches"
        description="Shred and crush runs: when, on which machine, who witnessed them, and the media destroyed."
        action={
          can(createDestructionBatch) ? (
            <Button component={Link} to={destructionBatchPath("new")}>
              New batch
            </Button>
          ) : null
        }
      />
      <DataTable<DestructionBatch>
        columns={columns}
        queryKey={sanitizationKeys.batchList}
        fetchPage={fetchDestructionBatchesPage}
        searchKey="destruction-batches"
        searchPlaceholder="Search by number, machine or witness"
        defaultSort={{ sort: "destroyedAt", order: "desc" }}
        onRowClick={(b) => navigate(destructionBatchPath(b.id))}
        emptyText="No destruction batches yet."
      />
    </Stack>
  );
}
