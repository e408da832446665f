import { Loader, Stack, Text, Title } from "@mantine/core";
import { createSurvey } from "@ops/domain";
import { useNavigate, useSearchParams } from "react-router";
import { call } from "../../../shared/endpoints";
import { showSnackbar } from "../../../shared/snackbar";
import { useInvalidateSurveys, useSurvey } from "../api";
import { SurveyEditor, type SurveyValues } from "../components/SurveyEditor";

const BLANK: SurveyValues = {
  name: "",
  active: false,
  questions: [{ id: "q1", kind: "rating", text: "", required: true }],
};

/** A new survey, blank or a copy of another (`?copy={id}`: its questions, to change them). */
export default function SurveyNewPage() {
  const navigate = useNavigate();
  const invalidate = useInvalidateSurveys();
  const copyOf = Number(useSearchParams()[0].get("copy")) || Number.NaN;
  const source = useSurvey(copyOf);
  if (!Number.isNaN(copyOf) && source.isPending) return <Loader aria-label="Loading" />;
  const initial: SurveyValues = source.data
    ? { name: `${source.data.name} (copy)`, active: false, questions: source.data.questions }
    : BLANK;
  return (
    <Stack maw={720}>
      <Title order={1}>{source.data ? `Copy of ${source.data.name}` : "New survey"}</Title>
      <Text c="dimmed" size="sm">
        The active survey is sent to each client contact subscribed to surveys when their load closes, once
        per load. Its score is the mean of the rating answers.
      </Text>
      <SurveyEditor
        initial={initial}
        submitLabel="Create survey"
        onSubmit={async (body) => {
          const made = await call(createSurvey, { body });
          await invalidate();
          showSnackbar(`Survey ${made.name} created`, "success");
          navigate("/surveys");
        }}
      />
    </Stack>
  );
}
