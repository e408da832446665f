// `test-suites/new`: a suite's name and class, and what its first draft starts from — one question
// to build on, or a copy of a demo suite (laptop, phone, drive).
import { Anchor, Button, Group, Radio, Select, Stack, TextInput, Title } from "@mantine/core";
import {
  CreateTestSuiteBody,
  DEFAULT_EVALUATION_RULES,
  DEMO_TEST_SUITES,
  TEST_SECTIONS,
  type TestSection,
} from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { useDomainForm } from "../../../shared/forms";
import { useClasses } from "../../catalogue/classes-api";
import { useCreateTestSuite } from "../api";

type Values = {
  name: string;
  productClassId: string | null;
  /** "empty", or the name of the demo suite to copy. */
  start: string;
  firstPrompt: string;
  firstSection: TestSection;
};

function toBody(values: Values): CreateTestSuiteBody {
  const demo = DEMO_TEST_SUITES.find((s) => s.name === values.start)?.versions[0];
  return {
    name: values.name,
    productClassId: Number(values.productClassId),
    questions: demo
      ? structuredClone(demo.questions)
      : [
          {
            id: "q1",
            section: values.firstSection,
            kind: "pass_fail",
            prompt: values.firstPrompt,
            required: true,
            grades: { pass: "A", fail: "F" },
          },
        ],
    evaluation: structuredClone(demo?.evaluation ?? DEFAULT_EVALUATION_RULES),
  };
}

/** Errors of the first question belong to the prompt box when the suite starts empty. */
function moveErrors(errors: Record<string, string>, values: Values): Record<string, string> {
  const moved = { ...errors };
  if (!values.productClassId) moved.productClassId = "Choose a class";
  if (values.start === "empty" && moved["questions.0.prompt"])
    moved.firstPrompt = moved["questions.0.prompt"];
  return moved;
}

export default function TestSuiteNewPage() {
  const classes = useClasses();
  const create = useCreateTestSuite();
  const navigate = useNavigate();
  const { form, onSubmit, submitting } = useDomainForm<Values, CreateTestSuiteBody>({
    name: "TestSuiteNewPage",
    schema: CreateTestSuiteBody,
    initialValues: {
      name: "",
      productClassId: null,
      start: "empty",
      firstPrompt: "",
      firstSection: "functional",
    },
    toBody,
    validate: (values, errors) => moveErrors(errors, values),
    serverErrors: (errors, values) => moveErrors(errors, values),
    submit: async (body) => {
      const suite = await create.mutateAsync(body);
      navigate(`/test-suites/${suite.id}/edit`);
    },
  });
  const classData = (classes.data ?? [])
    .filter((c) => c.active)
    .map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <Stack maw={640}>
      <div>
        <Anchor component={Link} to="/test-suites" size="sm">
          ← Test suites
        </Anchor>
        <Title order={1} mt={4}>
          New test suite
        </Title>
      </div>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput label="Name" required data-autofocus {...form.getInputProps("name")} />
          <Select
            label="Product class"
            description="The devices of this class are tested with the suite"
            required
            searchable
            data={classData}
            disabled={classes.isPending}
            {...form.getInputProps("productClassId")}
          />
          <Radio.Group label="Start from" {...form.getInputProps("start")}>
            <Stack gap="xs" mt="xs">
              <Radio value="empty" label="One question, to build on" />
              {DEMO_TEST_SUITES.map((s) => (
                <Radio
                  key={s.name}
                  value={s.name}
                  label={`A copy of the ${s.name.toLowerCase()} demo suite (${s.versions[0]?.questions.length ?? 0} questions)`}
                />
              ))}
            </Stack>
          </Radio.Group>
          {form.values.start === "empty" ? (
            <Group align="flex-start" grow>
              <TextInput
                label="First question"
                placeholder="e.g. Powers on?"
                required
                {...form.getInputProps("firstPrompt")}
              />
              <Select
                label="Section"
                allowDeselect={false}
                data={TEST_SECTIONS.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) }))}
                {...form.getInputProps("firstSection")}
              />
            </Group>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/test-suites">
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              Create and edit the draft
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
