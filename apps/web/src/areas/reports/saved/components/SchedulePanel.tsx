import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import {
  REPORT_FILE_FORMATS,
  REPORT_FREQUENCIES,
  type ReportFileFormat,
  type ReportFrequency,
  type SavedReport,
  ScheduleReportBody,
} from "@ops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmModal } from "../../../../shared/ConfirmModal";
import { formatWhen } from "../../../../shared/dates";
import { useDomainForm } from "../../../../shared/forms";
import { JobProgress } from "../../../../shared/JobProgress";
import { showSnackbar } from "../../../../shared/snackbar";
import { useFailure } from "../../../../shared/use-failure";
import { reportKeys, useRecipients, useScheduleReport, useSendReport, useUnscheduleReport } from "../api";
import { scheduleText } from "../report-summary";

type Values = { frequency: string; format: string; recipientIds: string[] };
const FREQUENCY_OPTIONS = REPORT_FREQUENCIES.map((f) => ({ value: f.id, label: f.label }));
const FORMAT_OPTIONS = REPORT_FILE_FORMATS.map((f) => ({ value: f.id, label: f.label }));

const toBody = (v: Values) => ({
  frequency: v.frequency as ReportFrequency,
  format: v.format as ReportFileFormat,
  recipientIds: v.recipientIds.map(Number),
});

/**
 * The report's schedule: e-mailed daily, weekly or monthly to chosen people (with the owner's
 * access), the next run and how the last one went; "Send now" and stopping the schedule.
 */
export function SchedulePanel({ report }: { report: SavedReport }) {
  const schedule = report.schedule;
  const recipients = useRecipients(true);
  const save = useScheduleReport(report.id);
  const stop = useUnscheduleReport(report.id);
  const send = useSendReport(report.id);
  const client = useQueryClient();
  const fail = useFailure("SchedulePanel");
  const [confirmStop, setConfirmStop] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);

  const { form, onSubmit, submitting } = useDomainForm<Values, ReturnType<typeof toBody>>({
    name: "SchedulePanel",
    schema: ScheduleReportBody,
    initialValues: {
      frequency: schedule?.frequency ?? "weekly",
      format: schedule?.format ?? "xlsx",
      recipientIds: (schedule?.recipients ?? []).map((r) => String(r.id)),
    },
    toBody,
    submit: async (body) => {
      await save.mutateAsync(body);
      showSnackbar(schedule ? "Schedule saved" : "Report scheduled", "success");
    },
  });

  const sendNow = async () => {
    try {
      const answer = await send.mutateAsync();
      setJobId(answer.jobId);
    } catch (error) {
      fail(error);
    }
  };
  const stopSchedule = async () => {
    try {
      await stop.mutateAsync();
      setConfirmStop(false);
      showSnackbar("Schedule stopped", "success");
    } catch (error) {
      fail(error);
    }
  };

  const options = (recipients.data?.data ?? []).map((r) => ({
    value: String(r.id),
    label: `${r.name} (${r.email})`,
  }));
  // Recipients already chosen stay listed even if they no longer qualify, so the user sees them.
  for (const r of schedule?.recipients ?? [])
    if (!options.some((o) => o.value === String(r.id)))
      options.push({ value: String(r.id), label: `${r.name} (${r.email})` });

  return (
    <Card withBorder aria-label="Schedule">
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4">
            Schedule
          </Title>
          <Badge variant="light" color={schedule ? "teal" : "gray"}>
            {scheduleText(schedule)}
          </Badge>
        </Group>
        {schedule ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <Fact label="Next run" value={formatWhen(schedule.nextRunAt)} />
            <Fact
              label="Last run"
              value={schedule.lastRunAt ? formatWhen(schedule.lastRunAt) : "Not run yet"}
            />
            <Fact label="Last status" value={statusText(schedule.lastStatus)} />
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            E-mail this report as a file on a schedule. It runs with your access; recipients get what you see.
          </Text>
        )}
        {schedule?.lastError ? (
          <Alert color="red" variant="light" title="The last run failed">
            {schedule.lastError}
          </Alert>
        ) : null}
        <form onSubmit={onSubmit}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Frequency"
                data={FREQUENCY_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps("frequency")}
              />
              <Select
                label="Format"
                data={FORMAT_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps("format")}
              />
            </SimpleGrid>
            <MultiSelect
              label="Recipients"
              placeholder={form.getValues().recipientIds.length ? undefined : "Choose people"}
              data={options}
              searchable
              nothingFoundMessage={recipients.isLoading ? "Loading…" : "Nobody matches"}
              {...form.getInputProps("recipientIds")}
            />
            <Group justify="flex-end" gap="sm">
              {schedule ? (
                <>
                  <Button variant="subtle" color="red" onClick={() => setConfirmStop(true)}>
                    Stop schedule
                  </Button>
                  <Button
                    variant="default"
                    onClick={() => void sendNow()}
                    loading={send.isPending || jobId !== null}
                  >
                    Send now
                  </Button>
                </>
              ) : null}
              <Button type="submit" loading={submitting}>
                {schedule ? "Save schedule" : "Schedule"}
              </Button>
            </Group>
          </Stack>
        </form>
        {jobId ? (
          <JobProgress
            jobId={jobId}
            label="Sending the report"
            onSucceeded={() => {
              setJobId(null);
              showSnackbar("Report sent", "success");
              void client.invalidateQueries({ queryKey: reportKeys.report(report.id) });
            }}
            onFailed={(error) => {
              setJobId(null);
              fail(error);
              void client.invalidateQueries({ queryKey: reportKeys.report(report.id) });
            }}
            onGaveUp={() => setJobId(null)}
          />
        ) : null}
      </Stack>
      <ConfirmModal
        opened={confirmStop}
        title="Stop the schedule?"
        confirmLabel="Stop schedule"
        onConfirm={() => void stopSchedule()}
        onClose={() => setConfirmStop(false)}
        loading={stop.isPending}
      >
        "{report.name}" will no longer be e-mailed. The report itself stays.
      </ConfirmModal>
    </Card>
  );
}

/** The server's status word ("sent", "no_access") as a sentence start. */
function statusText(status: string | null): string {
  if (!status) return "—";
  const words = status.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
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
