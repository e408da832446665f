// The test flow of SPEC §4 on a device page: the device's suites, the chosen version's questions
// one at a time, and saving the result. The rules are the domain's (test-flow.rules.ts).
import { Alert, Button, Group, Loader, Radio, Stack, Text } from "@mantine/core";
import {
  activateQuestion,
  chooseSuite,
  EMPTY_TEST_FLOW,
  loadTests,
  reachableQuestions,
  saveRequest,
  setAnswer,
  type TestFlowState,
  type TestSection,
} from "@ops/domain";
import { useState } from "react";
import { useSaveTestResult, useTests } from "../api";

export type TestFlowPanelProps = {
  barcode: string;
  activitySlug?: string;
  section?: TestSection;
};

export function TestFlowPanel({ barcode, activitySlug, section }: TestFlowPanelProps) {
  const tests = useTests(barcode);
  const save = useSaveTestResult(barcode);
  const [flow, setFlow] = useState<TestFlowState>(EMPTY_TEST_FLOW);
  if (tests.isPending) return <Loader />;
  if (tests.isError) return <Alert color="red">{tests.error.message}</Alert>;
  const { suites, results } = tests.data;
  if (suites.length === 0) return <Text c="dimmed">No test suite for this device's class.</Text>;
  if (!flow.suite)
    return (
      <Stack>
        {suites.map((suite) => (
          <Button
            key={suite.id}
            variant="light"
            onClick={() => {
              const newest = suite.versions.at(-1)?.version ?? null;
              const { state } = loadTests(suite, newest);
              const existing = results.find((r) => r.testSuiteId === suite.id) ?? null;
              setFlow(
                chooseSuite(state, existing?.versionId === state.selectedVersion?.id ? existing : null),
              );
            }}
          >
            {suite.name}
          </Button>
        ))}
      </Stack>
    );
  const questions = reachableQuestions(flow.suite, flow.answers).filter(
    (q) => !section || q.section === section,
  );
  return (
    <Stack>
      {questions.map((q) => (
        <Stack key={q.id} gap={4} onClick={() => setFlow(activateQuestion(flow, q.id))}>
          <Text fw={flow.activeQuestionId === q.id ? 700 : 400}>{q.prompt}</Text>
          {q.options && (
            <Radio.Group
              value={typeof flow.answers[q.id] === "string" ? String(flow.answers[q.id]) : null}
              onChange={(value) => setFlow(setAnswer(flow, q.id, value))}
            >
              <Group>
                {q.options.map((o) => (
                  <Radio key={o.id} value={o.id} label={o.label} />
                ))}
              </Group>
            </Radio.Group>
          )}
          {q.kind === "pass_fail" && (
            <Group>
              <Button size="xs" onClick={() => setFlow(setAnswer(flow, q.id, true))}>
                Pass
              </Button>
              <Button size="xs" color="red" onClick={() => setFlow(setAnswer(flow, q.id, false))}>
                Fail
              </Button>
            </Group>
          )}
        </Stack>
      ))}
      <Button
        loading={save.isPending}
        onClick={() => {
          const request = saveRequest(flow);
          if (!request) return;
          const { versionId, answers, testSuiteId } = request.body;
          save.mutate(
            request.method === "create"
              ? { method: "create", body: { barcode, testSuiteId, versionId, answers, activitySlug } }
              : { method: "update", resultId: request.resultId, body: { versionId, answers } },
            { onSuccess: () => setFlow(EMPTY_TEST_FLOW) },
          );
        }}
      >
        Save
      </Button>
      {save.isError && <Alert color="red">{save.error.message}</Alert>}
    </Stack>
  );
}
