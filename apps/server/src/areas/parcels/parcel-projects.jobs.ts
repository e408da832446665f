import type { AnyJobKind } from "../../platform/jobs";
import { onMailSettled } from "../../platform/mail/mail-settled";
import { settleRequestMail } from "./parcel-projects.repo";
import { PARCEL_REQUEST_MAIL_KIND } from "./parcel-request.mail";
import { parcelProjectMailJob } from "./use-cases/project-mails";
import { parcelRequestsUploadJob } from "./use-cases/upload-requests";

// A request's e-mail moves the request when its delivery is over: sent → email_sent, refused or
// not sent → hold with the outbox's reason. Registered here because src/job-kinds.ts imports
// this module in every process that delivers mail (app servers and `npm run worker`).
onMailSettled(PARCEL_REQUEST_MAIL_KIND, (db, mail) =>
  settleRequestMail(
    db,
    mail.outboxId,
    mail.status === "sent"
      ? { sent: true }
      : { sent: false, reason: mail.lastError ?? `Mail ${mail.status}` },
  ),
);

/** The job kinds of this part of issue 20 (listed in src/job-kinds.ts). */
export const parcelProjectsJobs: AnyJobKind[] = [parcelRequestsUploadJob, parcelProjectMailJob];
