import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { SavedReport } from "@ops/domain";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ConfirmModal } from "../../../../shared/ConfirmModal";
import { formatWhen } from "../../../../shared/dates";
import { useCan } from "../../../../shared/permissions";
import { RecordLoadState, useIdParam } from "../../../../shared/RecordLoadState";
import { showSnackbar } from "../../../../shared/snackbar";
import { useFailure } from "../../../../shared/use-failure";
import { isSubscriptionRefusal, SubscriptionGate } from "../../dashboards/SubscriptionGate";
import { useDeleteReport, useIsClient, useReport, useReportData } from "../api";
import { ReportChart } from "../components/ReportChart";
import { ReportDownloads } from "../components/ReportDownloads";
import { ReportTable } from "../components/ReportTable";
import { SaveReportModal } from "../components/SaveReportModal";
import { SchedulePanel } from "../components/SchedulePanel";
import { chartText, dimensionsText, filtersText, measuresText, rangeText } from "../report-summary";

const BACK = { to: "/reports", label: "Back to reports" };

/** A saved report (SPEC §2 `report/{id}`): what it counts, its figures, files and schedule. */
export default function ReportPage() {
  const id = useIdParam();
  const report = useReport(Number.isNaN(id) ? 0 : id);
  if (isSubscriptionRefusal(report.error)) {
    return (
      <SubscriptionGate dashboard="custom" error={report.error}>
        {null}
      </SubscriptionGate>
    );
  }
  if (!report.data) {
    if (Number.isNaN(id) || report.error)
      return <RecordLoadState id={id} error={report.error} noun="report" back={BACK} />;
    return <Loader aria-label="Loading" />;
  }
  return <ReportView report={report.data} />;
}

function ReportView({ report }: { report: SavedReport }) {
  const client = useIsClient();
  const can = useCan();
  const navigate = useNavigate();
  const data = useReportData(report.id);
  const remove = useDeleteReport();
  const fail = useFailure("ReportPage");
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const builder = client ? "/dashboards/clients/custom" : "/dashboards/smr/custom";

  const deleteReport = async () => {
    try {
      await remove.mutateAsync(report.id);
      showSnackbar(`"${report.name}" deleted`, "success");
      navigate("/reports");
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Stack>
      <Anchor component={Link} to="/reports" size="sm">
        ← Reports
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1}>{report.name}</Title>
          <Text size="sm" c="dimmed">
            Saved by {report.ownerName} · changed {formatWhen(report.updatedAt)}
          </Text>
        </div>
        <Group gap="xs">
          <ReportDownloads report={report} />
          <Button variant="default" component={Link} to={`${builder}?report=${report.id}`}>
            Edit
          </Button>
          <Button variant="default" onClick={() => setRenaming(true)}>
            Rename
          </Button>
          <Button variant="subtle" color="red" onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        </Group>
      </Group>
      <Card withBorder aria-label="Definition">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
          <Fact label="Measures" value={measuresText(report.definition)} />
          <Fact label="Split by" value={dimensionsText(report.definition)} />
          <Fact label="Range" value={rangeText(report.definition)} />
          <Fact label="Accounts and classes" value={filtersText(report.definition)} />
          <Fact label="Chart" value={chartText(report.definition)} />
        </SimpleGrid>
      </Card>
      <Card withBorder aria-label="Report result">
        {data.data ? (
          <Stack>
            <Text size="sm" c="dimmed">
              {data.data.beginDate} to {data.data.endDate}
              {data.data.asOf ? ` · figures as of ${formatWhen(data.data.asOf)}` : ""}
            </Text>
            <ReportChart
              data={data.data}
              chartType={report.definition.chartType}
              timePeriod={report.definition.timePeriod}
            />
            <ReportTable data={data.data} />
          </Stack>
        ) : data.error ? (
          <Alert color="red" title="The report could not be run">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{data.error.message}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void data.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Loader aria-label="Loading the figures" />
        )}
      </Card>
      {can("reports.schedule") ? <SchedulePanel key={scheduleKey(report)} report={report} /> : null}
      <SaveReportModal
        opened={renaming}
        onClose={() => setRenaming(false)}
        report={report}
        definition={report.definition}
        onDefinitionErrors={() => undefined}
        onSaved={() => setRenaming(false)}
      />
      <ConfirmModal
        opened={confirmDelete}
        title="Delete this report?"
        confirmLabel="Delete"
        onConfirm={() => void deleteReport()}
        onClose={() => setConfirmDelete(false)}
        loading={remove.isPending}
      >
        "{report.name}" and its schedule will be deleted. Nobody will receive it any more.
      </ConfirmModal>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** The schedule form starts again from the saved schedule when its settings change (not its runs). */
function scheduleKey(report: SavedReport): string {
  const s = report.schedule;
  return s ? `${s.frequency}:${s.format}:${s.recipients.map((r) => r.id).join(",")}` : "none";
}
