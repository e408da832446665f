import type { AnyJobKind } from "../../platform/jobs";
import type { AnyListExport } from "../../platform/list-export";
import { mailSettingsFromEnvironment } from "../../platform/mail/mail-jobs";
import { onStatusChanged } from "../../platform/status-changed";
import { surveyListExports } from "./survey-exports";
import { sendLoadSurvey } from "./survey-sending";

/** The job kinds of this area (listed in src/job-kinds.ts). */
export const surveysJobs: AnyJobKind[] = [];

/** The lists of this area exported as a job above the export's row limit. */
export const surveysListExports: AnyListExport[] = surveyListExports;

// A load that closes sends the active survey to its account's subscribed contacts, in the
// transaction of the close (registered here: every process loads src/job-kinds.ts).
onStatusChanged(async (db, change) => {
  if (change.to !== "closed") return;
  await sendLoadSurvey(db, change, mailSettingsFromEnvironment().publicUrl);
});
