import { z } from "zod";
import { defineJob, schedule } from "../../platform/jobs";
import { mailSettingsFromEnvironment } from "../../platform/mail/mail-jobs";
import { today } from "./accounts.service";
import { queueCertificateAlerts } from "./certificate-alerts.service";

/**
 * The morning alert about downstream-vendor certificates that expire within 30 days or have
 * expired. A second run (the same day or after a crash) is harmless: every mail's dedupe key names
 * its certificate, threshold and recipient, so it writes only what was not written yet; the mails
 * and their delivery jobs commit together in one transaction.
 */
export const certificateAlertsJob = defineJob({
  name: "dsv_certificate_alerts",
  payload: z.object({}),
  handler: async (_, run) => {
    const settings = mailSettingsFromEnvironment();
    const written = await run.db.transaction((tx) => queueCertificateAlerts(tx, settings, today()));
    return { written };
  },
});

/** Every morning at 07:00 UTC (the day expiry dates are counted in). */
export const certificateAlertsSchedule = schedule(certificateAlertsJob, "0 7 * * *", {});
