import { Anchor, Loader, Stack, Text, Title } from "@mantine/core";
import { createSurveyResponse, getSurveyResponse } from "@ops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../shared/api";
import { formatDay } from "../../../shared/dates";
import { call, useEndpointQuery } from "../../../shared/endpoints";
import { showSnackbar } from "../../../shared/snackbar";
import { useInvalidateSurveys } from "../api";
import { AnsweredList } from "../components/AnsweredList";
import { SurveyAnswerForm } from "../components/SurveyAnswerForm";

const back = (
  <Anchor component={Link} to="/portal/surveys" size="sm">
    Back to surveys
  </Anchor>
);

/** The survey of one of the client's closed loads: answered once per user, then shown as given. */
export default function PortalSurveyPage() {
  const slug = (useParams().activitySlug ?? "").toLowerCase();
  const client = useQueryClient();
  const invalidate = useInvalidateSurveys();
  const input = { params: { activitySlug: slug } };
  const query = useEndpointQuery(getSurveyResponse, input, {
    retry: (count, error) => !(error instanceof ApiError && [404, 409].includes(error.status)) && count < 2,
  });
  const load = slug.toUpperCase();
  if (query.error instanceof ApiError && [404, 409].includes(query.error.status))
    return (
      <Stack>
        <Title order={1}>Survey of {load}</Title>
        <Text>
          {query.error.status === 404 ? "There is no survey to answer for this load." : query.error.message}
        </Text>
        {back}
      </Stack>
    );
  if (query.error) throw query.error;
  const data = query.data;
  if (!data) return <Loader aria-label="Loading" />;
  return (
    <Stack maw={640}>
      <Title order={1}>Survey of {load}</Title>
      <Text c="dimmed" size="sm">
        {data.load.accountName}
        {data.load.closedAt ? ` · closed ${formatDay(data.load.closedAt)}` : ""} · {data.survey.name}
      </Text>
      {data.response ? (
        <>
          <Text>You answered on {formatDay(data.response.createdAt)}. Thank you!</Text>
          <AnsweredList answers={data.response.answers} />
        </>
      ) : (
        <SurveyAnswerForm
          name="PortalSurveyPage"
          questions={data.survey.questions}
          onSubmit={async (answers) => {
            const answered = await call(createSurveyResponse, { ...input, body: { answers } });
            client.setQueryData(["getSurveyResponse", input], answered);
            await invalidate();
            await client.invalidateQueries({ queryKey: ["getClientSurveys"] });
            showSnackbar(`Thank you: your answers about ${load} are sent`, "success");
          }}
        />
      )}
      {back}
    </Stack>
  );
}
