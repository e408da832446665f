import { Group, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { exportSurveyResponses, listSurveyResponses, listSurveys, type SurveyResponse } from "@ops/domain";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { formatWhen } from "../../../shared/dates";
import { call } from "../../../shared/endpoints";
import { Figure } from "../../../shared/Figure";
import { PageHeader } from "../../../shared/PageHeader";
import { useParentOptions } from "../../accounts/api";
import { surveysKeys, useSurveyScores } from "../api";

const ScoreChart = lazy(() => import("../components/ScoreChart"));

const answersText = (r: SurveyResponse) =>
  r.answers
    .filter((a) => a.value !== null)
    .map((a) => (a.kind === "rating" ? `${a.question} ${a.value}/5` : `${a.question} “${a.value}”`))
    .join(" · ");

const columns: DataTableColumn<SurveyResponse>[] = [
  {
    accessor: "createdAt",
    title: "Answered",
    sortable: true,
    noWrap: true,
    render: (r) => formatWhen(r.createdAt),
  },
  { accessor: "accountName", title: "Account", sortable: true },
  { accessor: "activitySlug", title: "Load", render: (r) => r.activitySlug?.toUpperCase() ?? "—" },
  {
    accessor: "answeredBy",
    title: "By",
    render: (r) => `${r.answeredBy ?? "—"} (${r.via === "link" ? "e-mail" : "portal"})`,
  },
  {
    accessor: "score",
    title: "Score",
    sortable: true,
    textAlign: "right",
    render: (r) => r.score?.toFixed(2) ?? "—",
  },
  {
    accessor: "answers",
    title: "Answers",
    width: 380,
    render: (r) => (
      <Text size="sm" lineClamp={3} title={answersText(r)}>
        {answersText(r)}
      </Text>
    ),
  },
];

const MONTHS = ["6", "12", "24", "36"].map((m) => ({ value: m, label: `Last ${m} months` }));

/** Survey responses per account: the score month by month as a chart, and every response listed. */
export default function SurveyResponsesPage() {
  const [params, setParams] = useSearchParams();
  const accountId = Number(params.get("accountId")) || undefined;
  const surveyId = Number(params.get("surveyId")) || undefined;
  const months = Number(params.get("months")) || 12;
  const accounts = useParentOptions();
  const surveys = useQuery({
    queryKey: [...surveysKeys.list, "options"],
    queryFn: () => call(listSurveys, { query: { pageSize: 200, sort: "name", order: "asc" } }),
  });
  const scores = useSurveyScores({ accountId, surveyId, months });
  const setParam = (name: string, value: string | null) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (value) out.set(name, value);
        else out.delete(name);
        return out;
      },
      { replace: true },
    );
  const query = { accountId, surveyId };
  return (
    <Stack>
      <PageHeader
        title="Survey responses"
        description="What clients answered after their loads closed, and the score over time."
      />
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Account"
          placeholder="All accounts"
          searchable
          clearable
          data={(accounts.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
          value={accountId ? String(accountId) : null}
          onChange={(v) => setParam("accountId", v)}
          w={{ base: "100%", sm: 260 }}
        />
        <Select
          label="Survey"
          placeholder="All surveys"
          clearable
          data={(surveys.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={surveyId ? String(surveyId) : null}
          onChange={(v) => setParam("surveyId", v)}
          w={{ base: "100%", sm: 220 }}
        />
        <Select
          label="Chart"
          data={MONTHS}
          allowDeselect={false}
          value={String(months)}
          onChange={(v) => setParam("months", v)}
          w={{ base: "100%", sm: 180 }}
        />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} aria-label="Score">
        <Figure
          label={`Responses (${months} months)`}
          value={scores.data ? scores.data.responses.toLocaleString("en-US") : "—"}
        />
        <Figure label="Mean score (1–5)" value={scores.data?.score?.toFixed(2) ?? "—"} />
      </SimpleGrid>
      {scores.data ? (
        <Suspense fallback={<div style={{ height: 240 }} />}>
          <ScoreChart scores={scores.data} />
        </Suspense>
      ) : (
        <div style={{ height: 240 }} />
      )}
      <DataTable<SurveyResponse>
        columns={columns}
        queryKey={surveysKeys.responses(query)}
        fetchPage={(p) => call(listSurveyResponses, { query: { ...query, ...p } })}
        searchKey="survey-responses"
        searchPlaceholder="Search by account or load"
        rowKey="id"
        defaultSort={{ sort: "createdAt", order: "desc" }}
        exportSource={{ endpoint: exportSurveyResponses, query, fileName: "survey-responses" }}
        emptyText="No responses yet."
      />
    </Stack>
  );
}
