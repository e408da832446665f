import { Alert, Loader, Text } from "@mantine/core";
import { answerPublicSurvey, getPublicSurvey, type PublicSurvey } from "@ops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { ApiError } from "../../../shared/api";
import { call, useEndpointQuery } from "../../../shared/endpoints";
import { AnsweredList } from "../components/AnsweredList";
import { SurveyAnswerForm } from "../components/SurveyAnswerForm";
import { SurveyFrame } from "../components/SurveyFrame";

/** The survey a mail's link opens (`/survey/{token}`, no sign-in): answered once, then thanked. */
export default function SurveyLinkPage() {
  const token = useParams().token ?? "";
  const client = useQueryClient();
  const input = { params: { token } };
  const query = useEndpointQuery(getPublicSurvey, input, {
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <SurveyFrame title="This link is not valid">
        <Alert color="gray" variant="light" role="alert" title="This link is not valid">
          Open the link from the survey e-mail about your load.
        </Alert>
      </SurveyFrame>
    );
  if (query.error)
    return (
      <SurveyFrame title="Survey">
        <Alert color="orange" variant="light" role="alert" title="The survey could not be loaded">
          Try again in a few minutes.
        </Alert>
      </SurveyFrame>
    );
  const page = query.data;
  if (!page) return <Loader aria-label="Loading" m="xl" />;
  const load = page.load.activitySlug.toUpperCase();
  if (page.response)
    return (
      <SurveyFrame title="Thank you for your answers">
        <Text size="sm">
          We received your answers about load <b>{load}</b> for {page.load.accountName}.
        </Text>
        <AnsweredList answers={page.response.answers} />
      </SurveyFrame>
    );
  return (
    <SurveyFrame title={page.survey.name}>
      <Text size="sm">
        Hello {page.firstName || "there"}, how did we do with your load <b>{load}</b> for{" "}
        {page.load.accountName}?
      </Text>
      <SurveyAnswerForm
        name="SurveyLinkPage"
        questions={page.survey.questions}
        onSubmit={async (answers) => {
          const response = await call(answerPublicSurvey, { ...input, body: { answers } });
          client.setQueryData<PublicSurvey>(["getPublicSurvey", input], { ...page, response });
        }}
      />
    </SurveyFrame>
  );
}
