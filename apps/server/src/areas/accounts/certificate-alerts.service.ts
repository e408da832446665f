import { DSV_QUALIFICATIONS, qualificationChecks } from "@ops/domain";
import type { Db } from "../../db/client";
import { sendMail } from "../../platform/mail/mail-jobs";
import type { MailSettings } from "../../platform/mail/mail-settings";
import { mailWritten } from "../../platform/mail/outbox";
import { issueUnsubscribeToken, unsubscribeLink } from "../../platform/mail/unsubscribe";
import { type CertificateFacts, operatorAlert, vendorAlert } from "./certificate-alerts.mail";
import * as repo from "./certificate-alerts.repo";

export const CERTIFICATE_ALERT_KIND = "dsv_certificate";

type Alert = CertificateFacts & { documentId: number; accountId: number };

/** The certificates that decide a vendor's qualification and run out within 30 days or already have. */
async function alertsDue(db: Db, today: string): Promise<Alert[]> {
  const rows = await repo.dsvCertificates(db);
  const byAccount = new Map<number, typeof rows>();
  for (const row of rows) byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), row]);
  const alerts: Alert[] = [];
  for (const [accountId, documents] of byAccount) {
    for (const check of qualificationChecks(documents, today)) {
      if (check.state !== "expiring" && check.state !== "expired") continue;
      const document = documents.find((d) => d.id === check.documentId);
      if (!document || !check.expiryDate) continue;
      alerts.push({
        accountId,
        documentId: document.id,
        threshold: check.state,
        requirement: DSV_QUALIFICATIONS.find((q) => q.id === check.id)?.label ?? check.label,
        document: document.name,
        vendor: document.accountName,
        expiryDate: check.expiryDate,
      });
    }
  }
  return alerts;
}

/**
 * The morning alert about downstream-vendor certificates (issue 13): for each certificate that
 * decides a vendor's qualification and expires within 30 days or has expired, a mail to the
 * operators' DSV address(es) and to the vendor's primary contact for expiring documents. Safe to
 * run any number of times: each mail's dedupe key names the certificate (and its expiry date, so
 * a renewal alerts again), the threshold and the recipient, so a second run writes nothing new.
 * Answers how many mails it wrote. Run it in a transaction: the mails and tokens commit together.
 */
export async function queueCertificateAlerts(db: Db, settings: MailSettings, today: string): Promise<number> {
  const alerts = await alertsDue(db, today);
  if (alerts.length === 0) return 0;
  const contacts = new Map(
    (await repo.expiryContacts(db, [...new Set(alerts.map((a) => a.accountId))])).map((c) => [
      c.accountId,
      c,
    ]),
  );
  const tokens = new Map<number, string>();
  const base = settings.publicUrl.replace(/\/+$/, "");
  let written = 0;
  for (const alert of alerts) {
    const key = `${CERTIFICATE_ALERT_KIND}:${alert.documentId}:${alert.expiryDate}:${alert.threshold}`;
    for (const to of settings.dsvAlertsTo) {
      const mail = operatorAlert(alert, `${base}/accounts/${alert.accountId}/documents`);
      const id = await sendMail(db, {
        kind: CERTIFICATE_ALERT_KIND,
        to,
        ...mail,
        dedupeKey: `${key}:to:${to}`,
      });
      if (id !== null) written++;
    }
    const contact = contacts.get(alert.accountId);
    if (!contact) continue;
    const dedupeKey = `${key}:contact:${contact.id}`;
    // The token is issued only for a mail that will be written, and once per contact in a run.
    if (await mailWritten(db, dedupeKey)) continue;
    let token = tokens.get(contact.id);
    if (!token) {
      token = await issueUnsubscribeToken(db, contact.id, "document_expiring");
      tokens.set(contact.id, token);
    }
    const link = unsubscribeLink(settings.publicUrl, token);
    const mail = vendorAlert(alert, contact.firstName, link.url);
    const id = await sendMail(db, {
      kind: CERTIFICATE_ALERT_KIND,
      to: contact.email,
      ...mail,
      headers: link.headers,
      dedupeKey,
    });
    if (id !== null) written++;
  }
  return written;
}
