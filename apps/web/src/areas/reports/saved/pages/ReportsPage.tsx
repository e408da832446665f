import { Anchor, Badge, Button, EmptyState, Loader, Stack, Text } from "@mantine/core";
import type { SavedReport } from "@ops/domain";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { DataTable, type DataTableColumn } from "../../../../shared/DataTable";
import { formatWhen } from "../../../../shared/dates";
import { PageHeader } from "../../../../shared/PageHeader";
import { SubscriptionGate } from "../../dashboards/SubscriptionGate";
import { fetchReportsPage, reportKeys, useIsClient } from "../api";
import { measuresText, scheduleText } from "../report-summary";

const WIDE = "(min-width: 701px)";

/** The reports dashboard: the signed-in user's saved reports, searchable, each opening its page. */
export default function ReportsPage() {
  const client = useIsClient();
  const navigate = useNavigate();
  const builder = client ? "/dashboards/clients/custom" : "/dashboards/smr/custom";
  // Whether there is any report at all: none shows the way to the builder instead of an empty table.
  const any = useQuery({
    queryKey: [...reportKeys.list(), "any"],
    queryFn: () => fetchReportsPage({ page: 1, pageSize: 10 }),
    retry: false,
  });

  const columns: DataTableColumn<SavedReport>[] = [
    {
      accessor: "name",
      title: "Report",
      sortable: true,
      render: (r) => (
        <Stack gap={2}>
          <Anchor component={Link} to={`/report/${r.id}`} onClick={(e) => e.stopPropagation()}>
            {r.name}
          </Anchor>
          {/* On a phone the other columns fold into the name's cell. */}
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {measuresText(r.definition)} · {scheduleText(r.schedule)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: "measures",
      title: "Measures",
      visibleMediaQuery: WIDE,
      render: (r) => measuresText(r.definition),
    },
    {
      accessor: "schedule",
      title: "Schedule",
      visibleMediaQuery: WIDE,
      render: (r) => (
        <Badge variant="light" color={r.schedule ? "teal" : "gray"}>
          {scheduleText(r.schedule)}
        </Badge>
      ),
    },
    {
      accessor: "updatedAt",
      title: "Changed",
      noWrap: true,
      visibleMediaQuery: WIDE,
      render: (r) => formatWhen(r.updatedAt),
    },
  ];

  const newReport = (
    <Button component={Link} to={builder}>
      New report
    </Button>
  );
  // Saved reports are part of the custom reports' subscription: a client without it sees why.
  return (
    <SubscriptionGate dashboard="custom" error={any.error}>
      <Stack>
        <PageHeader
          title="Reports"
          description="Your saved reports: open one to see its figures, download it or e-mail it on a schedule."
          action={newReport}
        />
        {any.isPending ? (
          <Loader aria-label="Loading" />
        ) : any.data?.total === 0 ? (
          <EmptyState
            title="No saved reports yet"
            description={
              <>
                Build one in the{" "}
                <Anchor component={Link} to={builder}>
                  custom report builder
                </Anchor>
                , run it, and save it under a name.
              </>
            }
          />
        ) : (
          <DataTable<SavedReport>
            columns={columns}
            queryKey={reportKeys.list()}
            fetchPage={(params) => fetchReportsPage(params)}
            searchKey="reports"
            searchPlaceholder="Search by name"
            // The server sorts saved reports by name (either way).
            defaultSort={{ sort: "name", order: "asc" }}
            onRowClick={(r) => navigate(`/report/${r.id}`)}
            emptyText="No report matches."
          />
        )}
      </Stack>
    </SubscriptionGate>
  );
}
