/** The page a survey mail's link opens: the public one-column frame. */
export { PublicFrame as SurveyFrame } from "../../../shared/PublicFrame";
