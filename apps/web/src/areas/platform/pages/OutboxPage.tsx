import { SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { type OutboxMail, OutboxStatus } from "@ops/domain";
import { useState } from "react";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { formatWhen } from "../../../shared/dates";
import { fetchOutboxPage, type OutboxFilter, outboxKeys } from "../api";
import { OutboxMailModal } from "../components/OutboxMailModal";
import { OUTBOX_STATUS_LABELS, OutboxStatusBadge } from "../components/OutboxStatusBadge";

const columns: DataTableColumn<OutboxMail>[] = [
  { accessor: "createdAt", title: "Written", noWrap: true, render: (m) => formatWhen(m.createdAt) },
  { accessor: "to", title: "To" },
  { accessor: "subject", title: "Subject" },
  {
    accessor: "status",
    title: "Status",
    noWrap: true,
    render: (m) => <OutboxStatusBadge status={m.status} />,
  },
  { accessor: "lastError", title: "Reason", render: (m) => m.lastError ?? "" },
];

const STATUS_OPTIONS = [
  { value: "all", label: "All" },
  ...OutboxStatus.options.map((s) => ({ value: s, label: OUTBOX_STATUS_LABELS[s].label })),
];

/** The outbox: every mail the product sent or would have sent, newest first; a row opens the mail. */
export default function OutboxPage() {
  const [status, setStatus] = useState("all");
  const [opened, setOpened] = useState<number | null>(null);
  const parsed = OutboxStatus.safeParse(status);
  const filter: OutboxFilter = parsed.success ? { status: parsed.data } : {};
  return (
    <Stack>
      <div>
        <Title order={1}>Outbox</Title>
        <Text c="dimmed" size="sm">
          Mail waits here until the SMTP server takes it; without SMTP configured it stays as not sent.
        </Text>
      </div>
      <SegmentedControl
        aria-label="Status"
        data={STATUS_OPTIONS}
        value={status}
        onChange={setStatus}
        style={{ alignSelf: "flex-start" }}
      />
      <DataTable<OutboxMail>
        columns={columns}
        queryKey={outboxKeys.list(filter)}
        fetchPage={(params) => fetchOutboxPage(filter, params)}
        searchKey="outbox"
        searchPlaceholder="Search by recipient or subject"
        onRowClick={(m) => setOpened(m.id)}
        emptyText="No mail."
      />
      <OutboxMailModal id={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
