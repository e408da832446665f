import { accountsExport } from "./areas/accounts/account-exports";
import { certificateAlertsJob, certificateAlertsSchedule } from "./areas/accounts/certificate-alerts.job";
import { accountPriceHistoryExport, pricebookPriceHistoryExport } from "./areas/accounts/price-exports";
import { activityJobs } from "./areas/activities/activities.jobs";
import {
  activitiesExport,
  inboundRequestsExport,
  loadsExport,
  vendorLoadsExport,
} from "./areas/activities/activity-exports";
import { activityAssetsExport, assetsExport, holdsExport } from "./areas/assets/asset-exports";
import { assetLabelsJob } from "./areas/assets/asset-labels.jobs";
import { assetManagerJobs } from "./areas/assets/asset-manager/asset-manager.jobs";
import { assetJobs } from "./areas/assets/assets.jobs";
import { resolveActor } from "./areas/auth/auth.service";
import { locationLabelsJob } from "./areas/inventory/location-labels.jobs";
import { stockAssetsExport, stockLocationsExport, stockSummaryExport } from "./areas/inventory/stock-exports";
import { certificateIssueJob } from "./areas/itad/certificates.job";
import { serialReportExport } from "./areas/itad/serial-report-exports";
import { itadJobs } from "./areas/itad/serials";
import { listingJobs } from "./areas/listings/listing-assets.service";
import { listingsExport } from "./areas/listings/listing-exports";
import { notificationsJobs, notificationsListExports } from "./areas/notifications/notifications.jobs";
import { parcelListExports } from "./areas/parcels/parcel-exports";
import { parcelProjectsJobs } from "./areas/parcels/parcel-projects.jobs";
import { parcelReceivingJobs } from "./areas/parcels/parcel-receiving.jobs";
import { parcelTrackingJobs } from "./areas/parcels/parcel-tracking.jobs";
import { pickupListExports } from "./areas/pickups/pickup-exports";
import { pickupsJobs } from "./areas/pickups/pickups.jobs";
import { reportsJobs, reportsListExports, reportsSchedules } from "./areas/reports/reports.jobs";
import { settlementJobs, settlementListExports } from "./areas/settlement/settlement.jobs";
import { supportJobs, supportListExports } from "./areas/support/support.jobs";
import { surveysJobs, surveysListExports } from "./areas/surveys/surveys.jobs";
import { tasksJobs, tasksListExports } from "./areas/tasks/tasks.jobs";
import { usersExport } from "./areas/users/user-exports";
import { workAssetJobs } from "./areas/work/complete-all";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { FileStore } from "./platform/files";
import { type JobRunner, startJobRunner } from "./platform/job-runner";
import type { AnyJobKind, JobSchedule } from "./platform/jobs";
import { listExportJob } from "./platform/list-export";
import { mailJobs, mailSchedules } from "./platform/mail/mail-jobs";

/**
 * The registry of long work (ARCHITECTURE §2), loaded by every app server and by `npm run worker`:
 * a kind missing here is never run, so each area lists its kinds (its `<area>.jobs.ts`) below.
 */

/** Every list that can be exported as a job (`sendListExport`): the export job finds them by name. */
export const LIST_EXPORTS = [
  accountsExport,
  accountPriceHistoryExport,
  pricebookPriceHistoryExport,
  activitiesExport,
  loadsExport,
  vendorLoadsExport,
  inboundRequestsExport,
  activityAssetsExport,
  assetsExport,
  holdsExport,
  usersExport,
  serialReportExport,
  stockSummaryExport,
  stockAssetsExport,
  stockLocationsExport,
  listingsExport,
  ...parcelListExports,
  ...pickupListExports,
  ...tasksListExports,
  ...notificationsListExports,
  ...settlementListExports,
  ...reportsListExports,
  ...supportListExports,
  ...surveysListExports,
];

/** Every kind of job; a queue is made for each when a server or worker starts. */
export const JOB_KINDS: readonly AnyJobKind[] = [
  listExportJob(LIST_EXPORTS),
  ...assetJobs,
  ...assetManagerJobs,
  assetLabelsJob,
  locationLabelsJob,
  ...activityJobs,
  ...mailJobs,
  certificateAlertsJob,
  ...workAssetJobs,
  ...listingJobs,
  ...itadJobs,
  certificateIssueJob,
  ...parcelProjectsJobs,
  ...parcelTrackingJobs,
  ...parcelReceivingJobs,
  ...pickupsJobs,
  ...tasksJobs,
  ...notificationsJobs,
  ...settlementJobs,
  ...reportsJobs,
  ...supportJobs,
  ...surveysJobs,
];

/** Periodic work: `schedule(kind, cron, payload)` of platform/jobs.ts (the kind listed above too). */
export const JOB_SCHEDULES: readonly JobSchedule[] = [
  ...mailSchedules,
  certificateAlertsSchedule,
  ...reportsSchedules,
];

/**
 * Starts working the queue in this process with the kinds and schedules above (app servers and
 * `npm run worker`); stop it before closing the database.
 */
export function startJobs(deps: {
  db: Db;
  files: FileStore;
  config: Config;
  log?: (message: string, error?: unknown) => void;
}): Promise<JobRunner> {
  const { config } = deps;
  return startJobRunner({
    ...deps,
    kinds: JOB_KINDS,
    schedules: JOB_SCHEDULES,
    resolveActor,
    concurrency: config.JOB_CONCURRENCY,
    expireInSeconds: config.JOB_EXPIRE_SECONDS,
    maintenanceSeconds: config.JOB_MAINTENANCE_SECONDS,
    pollSeconds: config.JOB_POLL_SECONDS,
  });
}

/**
 * Makes the queue's tables and every kind's queue without working them, so what writes data before
 * any server starts can queue jobs in its transactions: the demo data, whose certificates mail the
 * contacts who asked for them. Idempotent; a server's start brings the queues' settings up to its
 * configuration.
 */
export async function createJobQueues(db: Db, files: FileStore): Promise<void> {
  const runner = await startJobRunner({
    db,
    files,
    kinds: JOB_KINDS,
    schedules: JOB_SCHEDULES,
    resolveActor,
    concurrency: 1,
    expireInSeconds: 900,
    maintenanceSeconds: 3600,
    pollSeconds: 60,
  });
  await runner.stop();
}
