import { Anchor, Button, Card, Checkbox, EmptyState, Group, Stack, Text, Title } from "@mantine/core";
import {
  type Activity,
  labelOf,
  type ProgramServiceChoice,
  SERVICE_CATEGORIES,
  setActivityProgramServices,
  updateActivity,
} from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { useCan } from "../../../shared/permissions";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useSaveProgramServices } from "../inbound-api";
import { WithProgramServices } from "./WithProgramServices";

function byCategory(choices: ProgramServiceChoice[]): [string, ProgramServiceChoice[]][] {
  const groups = new Map<string, ProgramServiceChoice[]>();
  for (const c of choices) groups.set(c.category, [...(groups.get(c.category) ?? []), c]);
  return [...groups.entries()];
}

function SowEditor({ slug, choices }: { slug: string; choices: ProgramServiceChoice[] }) {
  const fail = useFailure("InboundSow");
  // Who may not change the statement of work still reads it: the ticks show what the load gets.
  const edits = useCan()(setActivityProgramServices);
  const save = useSaveProgramServices(slug);
  const initial = choices.filter((c) => c.chosen).map((c) => c.serviceId);
  const [chosen, setChosen] = useState<number[]>(initial);
  const dirty = chosen.length !== initial.length || chosen.some((id) => !initial.includes(id));

  const submit = async () => {
    try {
      const saved = await save.mutateAsync(chosen);
      setChosen(saved.filter((c) => c.chosen).map((c) => c.serviceId));
      showSnackbar("Statement of work saved", "success");
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Stack>
      {byCategory(choices).map(([category, services]) => (
        <Checkbox.Group
          key={category}
          label={labelOf(SERVICE_CATEGORIES, category)}
          value={chosen.filter((id) => services.some((s) => s.serviceId === id)).map(String)}
          onChange={(values) => {
            const others = chosen.filter((id) => !services.some((s) => s.serviceId === id));
            setChosen([...others, ...values.map(Number)]);
          }}
        >
          <Stack gap={6} mt={6}>
            {services.map((s) => (
              <Checkbox key={s.serviceId} value={String(s.serviceId)} label={s.name} disabled={!edits} />
            ))}
          </Stack>
        </Checkbox.Group>
      ))}
      <Group>
        {edits ? (
          <Button onClick={submit} disabled={!dirty} loading={save.isPending}>
            Save statement of work
          </Button>
        ) : null}
        <Text size="sm" c="dimmed">
          {chosen.length} of {choices.length} services chosen
        </Text>
      </Group>
    </Stack>
  );
}

/** The statement of work of a load: which of its program's services it gets. */
export function InboundSow({ activity }: { activity: Activity }) {
  const can = useCan();
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        Statement of work{activity.programName ? `: ${activity.programName}` : ""}
      </Title>
      <WithProgramServices
        activity={activity}
        noProgram={
          <EmptyState
            title="This load has no program"
            description="The statement of work lists the services of the load's program."
          >
            {can(updateActivity) ? (
              <Anchor component={Link} to={`/inbound/${activity.slug}/edit`}>
                Choose a program
              </Anchor>
            ) : null}
          </EmptyState>
        }
      >
        {(choices) => <SowEditor key={activity.slug} slug={activity.slug} choices={choices} />}
      </WithProgramServices>
    </Card>
  );
}
