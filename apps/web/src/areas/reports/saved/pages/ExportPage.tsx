import { Alert, Button, Card, Group, Pagination, Select, Stack, Table, Tabs, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  type DashboardExportPage,
  downloadDashboardExport,
  EXPORT_DATASETS,
  type ExportCell,
  ExportDataset,
  getDashboardExport,
} from "@ops/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { Query } from "../../../../shared/api";
import { ExportMenu } from "../../../../shared/ExportMenu";
import { call } from "../../../../shared/endpoints";
import { MOBILE_QUERY } from "../../../../shared/layout";
import { PageHeader } from "../../../../shared/PageHeader";
import { isSubscriptionRefusal, SubscriptionGate } from "../../dashboards/SubscriptionGate";
import { DashboardSettingsBar } from "../../dashboards/settings/DashboardSettingsBar";
import { type DashboardSettings, toDashboardQuery } from "../../dashboards/settings/dashboard-settings";
import { useDashboardSettings } from "../../dashboards/settings/use-dashboard-settings";

const PAGE_SIZES = ["25", "50", "100", "200"];
const num = { textAlign: "right", whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" } as const;
const noWrap = { whiteSpace: "nowrap" } as const;
/** Numbers to the right; every cell on one line (codes like DAL-SO-1-2 would break at dashes): the table scrolls. */
const cellStyle = (kind: string) => (kind === "number" ? num : noWrap);

/**
 * The export dashboard (SPEC §2 `dashboards/{clients,smr}/export`): the loads, devices or
 * received products behind the dashboards for the same settings, previewed a page at a time and
 * downloaded whole as xlsx or csv (a large file is written by a job).
 */
export default function ExportPage() {
  const control = useDashboardSettings();
  const query = toDashboardQuery(control.settings);
  const [params, setParams] = useSearchParams();
  const parsed = ExportDataset.safeParse(params.get("dataset"));
  const dataset = parsed.success ? parsed.data : "loads";
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const filterKey = JSON.stringify([dataset, query, pageSize]);
  const [filteredBy, setFilteredBy] = useState(filterKey);
  // New settings or another dataset start from the first page (adjusted during render).
  if (filteredBy !== filterKey) {
    setFilteredBy(filterKey);
    setPage(1);
  }
  const rows = useQuery({
    queryKey: ["dashboards", "export", dataset, query, page, pageSize],
    queryFn: () => call(getDashboardExport, { params: { dataset }, query: { ...query, page, pageSize } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const info = EXPORT_DATASETS.find((d) => d.id === dataset);

  return (
    <SubscriptionGate dashboard="export" error={rows.error}>
      <Stack>
        <PageHeader
          title="Export"
          description="The rows behind the dashboards for these settings: preview them, then download them all as xlsx or csv."
        />
        <DashboardSettingsBar control={control} options={{ productClasses: true }} />
        <Tabs
          value={dataset}
          onChange={(value) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set("dataset", value ?? "loads");
                return next;
              },
              { replace: true },
            )
          }
        >
          <Tabs.List>
            {EXPORT_DATASETS.map((d) => (
              <Tabs.Tab key={d.id} value={d.id}>
                {d.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 200 }}>
            {info?.description}
            {rows.data ? ` · ${rows.data.beginDate} to ${rows.data.endDate}` : ""}
          </Text>
          <ExportMenu
            source={{
              endpoint: downloadDashboardExport,
              params: { dataset },
              query: fileQuery(control.settings),
              fileName: `${dataset}-export`,
            }}
          />
        </Group>
        {rows.error && !isSubscriptionRefusal(rows.error) ? (
          <Alert color="red" title="The rows could not be loaded">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{rows.error.message}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void rows.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {rows.data ? <Preview page={rows.data} busy={rows.isFetching} /> : null}
        {rows.data && rows.data.total > 0 ? (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {rows.data.total.toLocaleString("en-US")} rows
            </Text>
            <Group gap="sm">
              <Select
                aria-label="Rows per page"
                data={PAGE_SIZES}
                value={String(pageSize)}
                allowDeselect={false}
                onChange={(v) => setPageSize(Number(v ?? 50))}
                w={90}
              />
              <Pagination
                total={Math.max(1, Math.ceil(rows.data.total / pageSize))}
                value={page}
                onChange={setPage}
                size="sm"
                siblings={0}
              />
            </Group>
          </Group>
        ) : null}
      </Stack>
    </SubscriptionGate>
  );
}

/** The file's query: the same settings as the preview, in the list export's query shape. */
function fileQuery(settings: DashboardSettings): Query {
  const q = toDashboardQuery(settings);
  return {
    beginDate: q.beginDate,
    endDate: q.endDate,
    timePeriod: q.timePeriod,
    showChildAccounts: settings.showChildAccounts ? "true" : "false",
    accountIds: settings.selectedAccounts,
    productClassIds: settings.selectedProductClasses,
  };
}

const cellText = (value: ExportCell | undefined) =>
  value === null || value === undefined
    ? "—"
    : typeof value === "number"
      ? value.toLocaleString("en-US")
      : value;

/** A page of rows: a table, or a card per row on a phone. */
function Preview({ page, busy }: { page: DashboardExportPage; busy: boolean }) {
  const phone = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  if (page.data.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No rows for these settings.
      </Text>
    );
  }
  const [head, ...rest] = page.columns;
  // A page is shown as the server sent it and replaced whole: its position is the row's identity.
  const keyed = page.data.map((row, n) => ({ row, key: `${page.dataset}-${n}` }));
  if (phone) {
    return (
      <Stack gap="xs" aria-busy={busy} data-testid="export-cards">
        {keyed.map(({ row, key }) => (
          <Card key={key} withBorder padding="sm">
            <Text fw={600} size="sm">
              {head ? cellText(row[head.id]) : ""}
            </Text>
            {rest.map((c) => (
              <Group key={c.id} justify="space-between" gap={4} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {c.label}
                </Text>
                <Text size="sm" ta="right" style={c.kind === "number" ? num : undefined}>
                  {cellText(row[c.id])}
                </Text>
              </Group>
            ))}
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={page.columns.length * 130}>
      <Table striped withTableBorder aria-label="Export preview" aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            {page.columns.map((c) => (
              <Table.Th key={c.id} style={c.kind === "number" ? num : noWrap}>
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keyed.map(({ row, key }) => (
            <Table.Tr key={key}>
              {page.columns.map((c) => (
                <Table.Td key={c.id} style={cellStyle(c.kind)}>
                  {cellText(row[c.id])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
