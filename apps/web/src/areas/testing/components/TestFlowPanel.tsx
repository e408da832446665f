// The test flow of SPEC §4 on a device page (tests, cosmetic, functional, exceptions …): the
// device's suites, a version, then the questions (only `section`'s when given; the answers of
// other sections are kept and saved with them). The rules are the domain's (test-flow.rules.ts).
import { Alert, Button, Group, Loader, Paper, Select, Stack, Text } from "@mantine/core";
import { chooseSuite, loadTests, type TestSection, type TestSuite } from "@ops/domain";
import { useState } from "react";
import { ApiError } from "../../../shared/api";
import { type SavedTestResult, type TestResultView, useTests } from "../api";
import { EvaluationPreview, GradeBadge } from "./EvaluationPreview";
import { TestRun } from "./TestRun";

export type TestFlowPanelProps = {
  barcode: string;
  activitySlug?: string;
  section?: TestSection;
};

export function TestFlowPanel({ barcode, activitySlug, section }: TestFlowPanelProps) {
  const tests = useTests(barcode);
  const [suiteId, setSuiteId] = useState<number | null>(null);
  const [requested, setRequested] = useState<number | null>(null);
  const [saved, setSaved] = useState<SavedTestResult | null>(null);
  // A reload (after a 409) starts a fresh run on the refetched suites; a background refetch
  // must not, or a technician's answers would vanish mid-test.
  const [run, setRun] = useState(0);

  if (tests.isPending) return <Loader aria-label="Loading tests" />;
  if (tests.isError)
    return (
      <Alert color="red" role="alert">
        {tests.error instanceof ApiError && tests.error.status === 404
          ? `No device with barcode ${barcode}`
          : tests.error.message}
      </Alert>
    );
  const { suites, results, productClassName } = tests.data;
  if (suites.length === 0)
    return (
      <Text c="dimmed">
        {productClassName
          ? `No published test suite for ${productClassName} yet. Suites are kept under Catalogue → Test suites.`
          : "This device's product has no class, so no test suite applies to it."}
      </Text>
    );

  const suite = suites.length === 1 ? suites[0] : suites.find((s) => s.id === suiteId);
  const resultOf = (s: TestSuite) => results.find((r) => r.testSuiteId === s.id) ?? null;
  const picker =
    suites.length > 1 ? (
      <SuitePicker
        suites={suites}
        chosen={suite?.id ?? null}
        resultOf={resultOf}
        onChoose={(id) => {
          setSuiteId(id);
          setRequested(null);
          setSaved(null);
        }}
      />
    ) : null;
  if (!suite) return picker;

  if (saved && saved.result.testSuiteId === suite.id)
    return (
      <Stack>
        {picker}
        <Paper withBorder p="md" role="status">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>
                {saved.result.suiteName} (version {saved.result.version}) saved for {saved.asset.barcode}
              </Text>
              <GradeBadge grade={saved.asset.grade ?? saved.result.evaluation.overallGrade} size="xl" />
            </Group>
            <EvaluationPreview evaluation={saved.result.evaluation} title="Result" />
            <Group>
              <Button variant="default" onClick={() => setSaved(null)}>
                Change answers
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    );

  const existing = resultOf(suite);
  // An existing result is answered again in its own version; a new one in the newest.
  const defaultVersion =
    suite.versions.find((v) => v.id === existing?.versionId)?.version ??
    suite.versions.at(-1)?.version ??
    null;
  const { loaded, state } = loadTests(suite, requested ?? defaultVersion);
  if (!loaded) return <Text c="dimmed">{suite.name} has no published version yet.</Text>;
  const selected = state.selectedVersion;
  const opened = chooseSuite(state, existing && existing.versionId === selected?.id ? existing : null);

  return (
    <Stack>
      {picker}
      {state.versions.length > 1 ? (
        <Select
          label="Version"
          w={220}
          allowDeselect={false}
          value={selected ? String(selected.version) : null}
          data={state.versions.map((v) => ({ value: String(v.version), label: `Version ${v.version}` }))}
          onChange={(value) => value && setRequested(Number(value))}
        />
      ) : null}
      {existing && selected && existing.versionId !== selected.id ? (
        <Alert color="yellow">
          This device's result was taken with version {existing.version}; a result in version{" "}
          {selected.version} cannot replace it.
        </Alert>
      ) : null}
      {existing && existing.versionId === selected?.id ? <ExistingLine result={existing} /> : null}
      {opened.suite ? (
        <TestRun
          key={`${opened.suite.id}-${run}`}
          initial={opened}
          barcode={barcode}
          activitySlug={activitySlug}
          section={section}
          onSaved={setSaved}
          onReload={() => {
            setRequested(null);
            void tests.refetch().then(() => setRun((n) => n + 1));
          }}
        />
      ) : null}
    </Stack>
  );
}

function ExistingLine({ result }: { result: TestResultView }) {
  return (
    <Text size="sm" c="dimmed">
      Tested by {result.testedBy ?? "someone"} on {new Date(result.updatedAt).toLocaleString()}: changing an
      answer updates that result.
    </Text>
  );
}

function SuitePicker({
  suites,
  chosen,
  resultOf,
  onChoose,
}: {
  suites: TestSuite[];
  chosen: number | null;
  resultOf: (suite: TestSuite) => TestResultView | null;
  onChoose: (id: number) => void;
}) {
  return (
    <Stack gap="xs">
      <Text fw={600}>Which test?</Text>
      <Group gap="xs">
        {suites.map((s) => {
          const result = resultOf(s);
          return (
            <Button
              key={s.id}
              size="lg"
              variant={s.id === chosen ? "filled" : "default"}
              aria-pressed={s.id === chosen}
              onClick={() => onChoose(s.id)}
              rightSection={result ? <GradeBadge grade={result.evaluation.overallGrade} /> : undefined}
            >
              {s.name}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
