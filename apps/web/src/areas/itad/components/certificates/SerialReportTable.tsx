import { Anchor, Select, Stack, Text } from "@mantine/core";
import {
  DESTRUCTION_METHODS,
  DISPOSITIONS,
  ERASURE_METHODS,
  labelOf,
  R2_CLASSIFICATIONS,
  SANITIZATION_STATE_LABELS,
  SANITIZATION_STATES,
  type SanitizationStateId,
  type SerialReportRow,
} from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "../../../../shared/DataTable";
import { formatDay } from "../../../../shared/dates";
import { assetPath } from "../../../assets/components/AssetFrame";
import { certificateKeys, fetchSerialReportPage, serialReportExport } from "../../certificates-api";
import { SanitizationStateBadge } from "./SanitizationStateBadge";
import { SerialStateFigures } from "./SerialStateFigures";

const METHODS = [...ERASURE_METHODS, ...DESTRUCTION_METHODS];
const dash = "—";

const columns: DataTableColumn<SerialReportRow>[] = [
  {
    accessor: "barcode",
    title: "Barcode",
    sortable: true,
    render: (r) => (
      <Anchor component={Link} to={assetPath(r.barcode)} size="sm">
        {r.barcode}
      </Anchor>
    ),
  },
  { accessor: "serialNumber", title: "Serial", sortable: true, render: (r) => r.serialNumber ?? dash },
  {
    accessor: "product",
    title: "Product",
    render: (r) => (
      <Stack gap={0}>
        <Text size="sm">{r.product ?? dash}</Text>
        {r.productClass ? (
          <Text size="xs" c="dimmed">
            {r.productClass}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { accessor: "grade", title: "Grade", sortable: true, render: (r) => r.grade ?? dash },
  { accessor: "state", title: "Sanitization", render: (r) => <SanitizationStateBadge state={r.state} /> },
  { accessor: "method", title: "Method", render: (r) => (r.method ? labelOf(METHODS, r.method) : dash) },
  {
    accessor: "sanitizedAt",
    title: "Date",
    sortable: true,
    render: (r) => (r.sanitizedAt ? formatDay(r.sanitizedAt) : dash),
  },
  {
    accessor: "disposition",
    title: "Disposition",
    render: (r) => (r.disposition ? labelOf(DISPOSITIONS, r.disposition) : dash),
  },
  {
    accessor: "r2Classification",
    title: "R2",
    render: (r) => (r.r2Classification ? labelOf(R2_CLASSIFICATIONS, r.r2Classification) : dash),
  },
  {
    accessor: "certificateNumber",
    title: "Certificate",
    render: (r) => (
      <Text size="sm" ff="monospace">
        {r.certificateNumber ?? dash}
      </Text>
    ),
  },
];

const STATE_OPTIONS = SANITIZATION_STATES.map((s) => ({ value: s, label: SANITIZATION_STATE_LABELS[s] }));

/**
 * A load's serial report: the serials by state above, a state filter, and the paged table of
 * each serial's grade, sanitization, disposition and certificate, exported as filtered.
 */
export function SerialReportTable({ slug }: { slug: string }) {
  const [state, setState] = useState<SanitizationStateId | null>(null);
  // The counts come with every page (of the whole load, whatever the filter).
  const [states, setStates] = useState<Record<string, number>>({});
  return (
    <Stack gap="sm">
      <SerialStateFigures states={states} selected={state} onSelect={setState} />
      <Select
        label="State"
        placeholder="All states"
        data={STATE_OPTIONS}
        value={state}
        onChange={(v) => setState(v as SanitizationStateId | null)}
        clearable
        maw={260}
      />
      <DataTable<SerialReportRow>
        columns={columns}
        fetchPage={async (params) => {
          const report = await fetchSerialReportPage(slug, state, params);
          setStates(report.states);
          return report;
        }}
        queryKey={certificateKeys.serialReport(slug, state)}
        searchKey="serial-report"
        rowKey="barcode"
        searchPlaceholder="Search barcode or serial"
        emptyText={state ? "No serial in this state" : "No serials on this load"}
        defaultSort={{ sort: "barcode", order: "asc" }}
        exportSource={serialReportExport(slug, state)}
      />
    </Stack>
  );
}
