import { Button, Stack, Text, Title } from "@mantine/core";
import { deleteSurvey, updateSurvey } from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { call } from "../../../shared/endpoints";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { showSnackbar } from "../../../shared/snackbar";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useInvalidateSurveys, useSurvey } from "../api";
import { SurveyEditor } from "../components/SurveyEditor";

/** A survey's name, questions and whether it is active; a copy once it has responses; removal while unsent. */
export default function SurveyEditPage() {
  const id = useIdParam("surveyId");
  const navigate = useNavigate();
  const invalidate = useInvalidateSurveys();
  const query = useSurvey(id);
  const remove = useConfirmedAction<number>({
    component: "SurveyEditPage",
    run: async (surveyId) => {
      await call(deleteSurvey, { params: { surveyId } });
      await invalidate();
      navigate("/surveys");
    },
    success: () => "Survey removed",
  });
  const survey = query.data;
  if (!survey)
    return (
      <RecordLoadState
        id={id}
        error={query.error}
        noun="survey"
        back={{ to: "/surveys", label: "Back to surveys" }}
      />
    );
  const sent = survey.responses > 0 || survey.sentLoads > 0;
  return (
    <Stack maw={720}>
      <Title order={1}>{survey.name}</Title>
      <Text c="dimmed" size="sm">
        Sent about {survey.sentLoads} {survey.sentLoads === 1 ? "load" : "loads"} · {survey.responses}{" "}
        {survey.responses === 1 ? "response" : "responses"}
      </Text>
      <SurveyEditor
        key={survey.updatedAt}
        initial={{ name: survey.name, active: survey.active, questions: survey.questions }}
        questionsLocked={survey.responses > 0}
        submitLabel="Save survey"
        onSubmit={async (body) => {
          await call(updateSurvey, { params: { surveyId: survey.id }, body });
          await invalidate();
          showSnackbar(`Survey ${body.name} saved`, "success");
        }}
        extraActions={
          <>
            <Button variant="default" component={Link} to={`/surveys/new?copy=${survey.id}`}>
              Make a copy
            </Button>
            {sent ? null : (
              <Button variant="subtle" color="red" onClick={() => remove.ask(survey.id)}>
                Remove
              </Button>
            )}
          </>
        }
      />
      <ConfirmModal
        opened={remove.pending !== null}
        title="Remove this survey?"
        confirmLabel="Remove survey"
        onConfirm={remove.confirm}
        onClose={remove.cancel}
        loading={remove.running}
      >
        {survey.name} has never been sent. It is removed for good.
      </ConfirmModal>
    </Stack>
  );
}
