import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { type ReportData, ReportDefinition } from "@ops/domain";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useDomainForm } from "../../../../shared/forms";
import { PageHeader } from "../../../../shared/PageHeader";
import { SubscriptionGate } from "../../dashboards/SubscriptionGate";
import { useIsClient, useReport, useRunReport } from "../api";
import { DefinitionFields } from "../components/DefinitionFields";
import { ReportChart } from "../components/ReportChart";
import { ReportTable } from "../components/ReportTable";
import { SaveReportModal } from "../components/SaveReportModal";
import {
  type DefinitionValues,
  definitionErrorsToFields,
  emptyDefinitionValues,
  fromDefinition,
  toDefinition,
} from "../definition-form";

/**
 * The custom report builder (SPEC §2 `dashboards/{clients,smr}/custom`): choose measures,
 * dimensions, range and filters, run to see the chart and table, save under a name. With
 * `?report=<id>` it edits a saved report. Clients need a subscription that includes it.
 */
export default function CustomReportPage() {
  const client = useIsClient();
  const builder = <CustomReportBuilder client={client} />;
  return client ? <SubscriptionGate dashboard="custom">{builder}</SubscriptionGate> : builder;
}

function CustomReportBuilder({ client }: { client: boolean }) {
  const [params] = useSearchParams();
  const editId = Number(params.get("report") ?? 0) || 0;
  const editing = useReport(editId);
  if (editId > 0 && !editing.data) {
    if (editing.error) throw editing.error;
    return <Loader aria-label="Loading" />;
  }
  const report = editing.data ?? null;
  return (
    <BuilderForm
      key={report?.id ?? 0}
      client={client}
      initial={report ? fromDefinition(report.definition) : emptyDefinitionValues()}
      report={report ? { id: report.id, name: report.name } : null}
    />
  );
}

function BuilderForm({
  client,
  initial,
  report,
}: {
  client: boolean;
  initial: DefinitionValues;
  report: { id: number; name: string } | null;
}) {
  const navigate = useNavigate();
  const run = useRunReport();
  const [answer, setAnswer] = useState<{
    data: ReportData;
    chartType: DefinitionValues["chartType"];
    timePeriod: DefinitionValues["timePeriod"];
  } | null>(null);
  const [saving, setSaving] = useState(false);
  const { form, onSubmit, submitting } = useDomainForm<DefinitionValues, ReturnType<typeof toDefinition>>({
    name: "CustomReportBuilder",
    schema: ReportDefinition,
    initialValues: initial,
    toBody: toDefinition,
    validate: (_values, errors) => definitionErrorsToFields(errors),
    serverErrors: (errors) => definitionErrorsToFields(errors),
    submit: async (definition, values) => {
      const data = await run.mutateAsync(definition);
      setAnswer({ data, chartType: values.chartType, timePeriod: values.timePeriod });
    },
  });

  const askName = () => {
    if (form.validate().hasErrors) return;
    setSaving(true);
  };

  return (
    <Stack>
      <PageHeader
        title={report ? `Edit ${report.name}` : "Custom report"}
        description="Choose what to count and how to split it, run it to see the figures, and save it to open, download or schedule later."
      />
      <Card withBorder component="form" onSubmit={onSubmit} aria-label="Report definition">
        <Stack>
          <DefinitionFields form={form} client={client} />
          <Group justify="flex-end" gap="sm">
            <Button type="submit" loading={submitting}>
              Run
            </Button>
            <Button variant="default" onClick={askName}>
              {report ? "Save changes" : "Save"}
            </Button>
          </Group>
        </Stack>
      </Card>
      {answer ? (
        <Card withBorder aria-label="Report result">
          <Stack>
            <Group justify="space-between" align="baseline" gap="xs">
              <Title order={2} size="h4">
                Result
              </Title>
              <Text size="sm" c="dimmed">
                {answer.data.beginDate} to {answer.data.endDate}
                {answer.data.asOf
                  ? ` · figures as of ${new Date(answer.data.asOf).toLocaleString("en-US")}`
                  : ""}
              </Text>
            </Group>
            <ReportChart data={answer.data} chartType={answer.chartType} timePeriod={answer.timePeriod} />
            <ReportTable data={answer.data} />
          </Stack>
        </Card>
      ) : (
        <Alert variant="light" color="gray">
          Press Run to see the figures.
        </Alert>
      )}
      <SaveReportModal
        opened={saving}
        onClose={() => setSaving(false)}
        report={report}
        definition={toDefinition(form.getValues())}
        onDefinitionErrors={(errors) => form.setErrors(definitionErrorsToFields(errors))}
        onSaved={(id) => navigate(`/report/${id}`)}
      />
    </Stack>
  );
}
