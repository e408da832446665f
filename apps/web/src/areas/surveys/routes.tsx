import type { AppRoute } from "../../app/route-types";

const staff = ["operator"] as const;
const clients = ["client"] as const;

/**
 * Surveys (issue 21): operators write them and read the responses and score; clients answer the
 * survey of their closed loads in the portal (the mail's link page is in public-routes.tsx).
 */
export const surveysRoutes: AppRoute[] = [
  {
    path: "surveys",
    title: "Surveys",
    audiences: staff,
    permission: "surveys.view",
    nav: { label: "Surveys", section: "Accounts", order: 35 },
    load: () => import("./pages/SurveysPage"),
  },
  {
    path: "surveys/new",
    title: "New survey",
    audiences: staff,
    permission: "surveys.manage",
    load: () => import("./pages/SurveyNewPage"),
  },
  {
    path: "surveys/responses",
    title: "Survey responses",
    audiences: staff,
    permission: "surveys.view",
    nav: { label: "Survey responses", section: "Accounts", order: 36 },
    load: () => import("./pages/SurveyResponsesPage"),
  },
  {
    path: "surveys/:surveyId/edit",
    title: "Edit survey",
    audiences: staff,
    permission: "surveys.manage",
    load: () => import("./pages/SurveyEditPage"),
  },
  {
    path: "portal/surveys",
    title: "Surveys",
    audiences: clients,
    permission: "surveys.answer",
    nav: { label: "Surveys", section: "Accounts", order: 35 },
    load: () => import("./pages/PortalSurveysPage"),
  },
  {
    path: "portal/surveys/:activitySlug",
    title: "Survey",
    audiences: clients,
    permission: "surveys.answer",
    load: () => import("./pages/PortalSurveyPage"),
  },
];
