// `test-suites/:id`: a suite with its versions (the draft last), each read-only.
import { Accordion, Anchor, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { saveTestSuiteDraft, updateTestSuite } from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { useCan } from "../../../shared/permissions";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useTestSuite } from "../api";
import { SuiteNameModal } from "../components/SuiteNameModal";
import { VersionView } from "../components/VersionView";

const BACK = { to: "/test-suites", label: "Test suites" };

export default function TestSuitePage() {
  const id = useIdParam();
  const suite = useTestSuite(id);
  const can = useCan();
  const [renaming, setRenaming] = useState(false);
  if (!suite.data) return <RecordLoadState id={id} error={suite.error} noun="test suite" back={BACK} />;
  const s = suite.data;
  const draft = s.versions.find((v) => !v.published);
  const newestPublished = s.versions.filter((v) => v.published).at(-1);
  // Newest first: the one technicians answer (or the draft) is what people come to read.
  const versions = [...s.versions].reverse();
  return (
    <Stack>
      <div>
        <Anchor component={Link} to="/test-suites" size="sm">
          ← Test suites
        </Anchor>
        <Group justify="space-between" mt={4}>
          <Title order={1}>{s.name}</Title>
          <Group gap="xs">
            {can(updateTestSuite) ? (
              <Button variant="default" onClick={() => setRenaming(true)}>
                Name and class
              </Button>
            ) : null}
            {can(saveTestSuiteDraft) ? (
              <Button component={Link} to={`/test-suites/${s.id}/edit`}>
                {draft ? `Edit draft version ${draft.version}` : "Start a new version"}
              </Button>
            ) : null}
          </Group>
        </Group>
        <Text c="dimmed" size="sm">
          Class{" "}
          <Anchor component={Link} to={`/classes/${s.productClassId}`} inherit>
            {s.productClassName}
          </Anchor>{" "}
          · {newestPublished ? `technicians answer version ${newestPublished.version}` : "not published yet"}{" "}
          · {s.resultCount} result{s.resultCount === 1 ? "" : "s"}
        </Text>
      </div>
      <Accordion variant="separated" multiple defaultValue={versions[0] ? [String(versions[0].id)] : []}>
        {versions.map((v) => (
          <Accordion.Item key={v.id} value={String(v.id)}>
            <Accordion.Control>
              <Group gap="xs">
                <Text fw={600}>Version {v.version}</Text>
                {v.published ? (
                  v === newestPublished ? (
                    <Badge color="teal">Published · current</Badge>
                  ) : (
                    <Badge color="gray">Published</Badge>
                  )
                ) : (
                  <Badge color="yellow">Draft</Badge>
                )}
                <Text size="sm" c="dimmed">
                  {v.questions.length} question{v.questions.length === 1 ? "" : "s"}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <VersionView version={v} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {renaming ? <SuiteNameModal suite={s} onClose={() => setRenaming(false)} /> : null}
    </Stack>
  );
}
