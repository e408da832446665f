// How a version's answers route a device: the lowest overall grade each route takes (best first),
// the route of a failed data-bearing question and the route of a confirmed new-in-box device.
import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, Title } from "@mantine/core";
import {
  DISPOSITIONS,
  type EvaluationRules,
  PRODUCT_GRADE_IDS,
  R2_CLASSIFICATIONS,
  type TestDisposition,
  type TestGrade,
  type TestR2Classification,
  type TestRoute,
} from "@ops/domain";

const GRADES = PRODUCT_GRADE_IDS.map((g) => ({ value: g, label: `${g} or better` }));
const DISPOSITION_DATA = DISPOSITIONS.map((d) => ({ value: d.id, label: d.label }));
const R2_DATA = R2_CLASSIFICATIONS.map((r) => ({ value: r.id, label: r.label }));

type Props = {
  evaluation: EvaluationRules;
  /** Errors below `evaluation.` (`routes.1.minGrade`, `routes` …). */
  errors: Record<string, string>;
  onChange: (evaluation: EvaluationRules) => void;
};

export function EvaluationEditor({ evaluation, errors, onChange }: Props) {
  const routes = evaluation.routes;
  const setRoute = (index: number, route: EvaluationRules["routes"][number]) =>
    onChange({ ...evaluation, routes: routes.map((r, i) => (i === index ? route : r)) });
  const unused = PRODUCT_GRADE_IDS.find((g) => !routes.some((r) => r.minGrade === g));
  return (
    <Paper withBorder p="sm" component="section" aria-label="Evaluation">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Evaluation
        </Title>
        <Text size="sm" c="dimmed">
          The overall grade is the lowest of the cosmetic, functional and exceptions grades; the first route
          (best grade first) it reaches applies. The routes must cover grade F.
        </Text>
        {routes.map((route, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: routes have no identity of their own
          <Group key={index} gap="xs" align="flex-start" wrap="wrap">
            <NativeSelect
              aria-label={`Route ${index + 1}: grade`}
              style={{ flex: "1 1 130px" }}
              data={GRADES}
              value={route.minGrade}
              error={errors[`routes.${index}.minGrade`]}
              onChange={({ currentTarget: { value } }) =>
                value && setRoute(index, { ...route, minGrade: value as TestGrade })
              }
            />
            <RouteFields
              label={`Route ${index + 1}`}
              route={route}
              onChange={(r) => setRoute(index, { ...route, ...r })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove route ${index + 1}`}
              disabled={routes.length <= 1}
              onClick={() => onChange({ ...evaluation, routes: routes.filter((_, i) => i !== index) })}
            >
              ✕
            </ActionIcon>
          </Group>
        ))}
        {errors.routes ? (
          <Text c="red" size="sm" role="alert">
            {errors.routes}
          </Text>
        ) : null}
        <Group>
          <Button
            size="xs"
            variant="light"
            disabled={!unused || routes.length >= 6}
            onClick={() =>
              unused &&
              onChange({
                ...evaluation,
                routes: [
                  ...routes,
                  { minGrade: unused, disposition: "resold_or_recycled", r2Classification: "recycle" },
                ],
              })
            }
          >
            Add route
          </Button>
        </Group>
        <Text size="sm" fw={500}>
          A failed data-bearing question
        </Text>
        <Group gap="xs" wrap="wrap">
          <RouteFields
            label="Data failure"
            route={evaluation.dataFailure}
            onChange={(dataFailure) => onChange({ ...evaluation, dataFailure })}
          />
        </Group>
        <Text size="sm" fw={500}>
          New in box (confirmed)
        </Text>
        <Group gap="xs" wrap="wrap">
          <RouteFields
            label="New in box"
            route={evaluation.newInBox}
            onChange={(newInBox) => onChange({ ...evaluation, newInBox })}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

function RouteFields({
  label,
  route,
  onChange,
}: {
  label: string;
  route: TestRoute;
  onChange: (route: TestRoute) => void;
}) {
  return (
    <>
      <NativeSelect
        aria-label={`${label}: disposition`}
        style={{ flex: "1 1 170px" }}
        data={DISPOSITION_DATA}
        value={route.disposition}
        onChange={({ currentTarget: { value } }) =>
          value && onChange({ ...route, disposition: value as TestDisposition })
        }
      />
      <NativeSelect
        aria-label={`${label}: R2 classification`}
        style={{ flex: "1 1 140px" }}
        data={R2_DATA}
        value={route.r2Classification}
        onChange={({ currentTarget: { value } }) =>
          value && onChange({ ...route, r2Classification: value as TestR2Classification })
        }
      />
    </>
  );
}
