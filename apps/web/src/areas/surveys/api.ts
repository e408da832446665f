import { getSurvey, getSurveyScores, type SurveyScoresQuery } from "@ops/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../shared/endpoints";

/** Query keys of the surveys screens: every list, survey and chart under one prefix. */
export const surveysKeys = {
  all: ["surveys"] as const,
  list: ["surveys", "list"] as const,
  detail: (id: number) => ["surveys", "detail", id] as const,
  responses: (q: Record<string, unknown>) => ["surveys", "responses", q] as const,
  scores: (q: Record<string, unknown>) => ["surveys", "scores", q] as const,
  portal: ["surveys", "portal"] as const,
  portalLoad: (slug: string) => ["surveys", "portal", slug] as const,
};

/** Whatever surveys changed: lists, surveys, responses and charts are read again. */
export function useInvalidateSurveys() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: surveysKeys.all });
}

export function useSurvey(id: number) {
  return useQuery({
    queryKey: surveysKeys.detail(id),
    queryFn: () => call(getSurvey, { params: { surveyId: id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useSurveyScores(q: {
  accountId?: number;
  surveyId?: number;
  months: SurveyScoresQuery["months"];
}) {
  return useQuery({
    queryKey: surveysKeys.scores(q),
    queryFn: () => call(getSurveyScores, { query: q }),
  });
}
