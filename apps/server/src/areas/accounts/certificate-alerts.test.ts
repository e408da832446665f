import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { startSmtpServer } from "../../../test/smtp-server";
import type { Db } from "../../db/client";
import { accountDocuments, accounts, contacts, outbox } from "../../db/schema";
import { settleJobs } from "../../platform/jobs";
import type { MailSettings } from "../../platform/mail/mail-settings";
import { findUnsubscribeToken } from "../../platform/mail/unsubscribe";
import { certificateAlertsJob } from "./certificate-alerts.job";
import { queueCertificateAlerts } from "./certificate-alerts.service";

let t: TestApp;
let db: Db;
let vendorId: number;
let primaryId: number;
const docs: Record<string, number> = {};

const settings: MailSettings = {
  mailer: null,
  publicUrl: "https://ops.example.com",
  dsvAlertsTo: ["dsv@ops.example.com"],
};

async function addCertificate(dsvType: string, expiryDate: string | null) {
  const [doc] = await db
    .insert(accountDocuments)
    .values({
      accountId: vendorId,
      name: `${dsvType} certificate`,
      type: "other",
      dsvType,
      expiryDate,
      fileKey: `test/${dsvType}`,
      fileName: `${dsvType}.pdf`,
      contentType: "application/pdf",
      size: 1,
    })
    .returning({ id: accountDocuments.id });
  if (!doc) throw new Error("no document");
  docs[dsvType] = doc.id;
}

/** The outbox rows written for this test's vendor (demo vendors may have alerts of their own). */
async function vendorMails() {
  const ids = Object.values(docs);
  const rows = await db.select().from(outbox).where(like(outbox.dedupeKey, "dsv_certificate:%"));
  return rows.filter((r) => ids.some((id) => r.dedupeKey?.startsWith(`dsv_certificate:${id}:`)));
}

const run = (today: string) => db.transaction((tx) => queueCertificateAlerts(tx, settings, today));

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const [vendor] = await db
    .insert(accounts)
    .values({ name: "<script>x</script> Recyclers", type: "dsvs" })
    .returning({ id: accounts.id });
  if (!vendor) throw new Error("no vendor");
  vendorId = vendor.id;
  await db.insert(contacts).values({
    accountId: vendorId,
    firstName: "Quiet",
    lastName: "Contact",
    email: "quiet@recyclers.example.com",
  });
  const [primary] = await db
    .insert(contacts)
    .values({
      accountId: vendorId,
      firstName: "Petra",
      lastName: "Primary",
      email: "petra@recyclers.example.com",
      notifications: ["document_expiring"],
    })
    .returning({ id: contacts.id });
  if (!primary) throw new Error("no contact");
  primaryId = primary.id;
  await addCertificate("r2", "2026-12-05");
  await addCertificate("iso_14001", "2026-11-01");
  await addCertificate("iso_45001", "2027-06-01");
  await addCertificate("coi", null);
  // An older R2 that a newer one replaced decides nothing, so it alerts nobody.
  await addCertificate("e_stewards", "2026-10-01");
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await t.close();
});

describe("downstream-vendor certificate alerts", () => {
  it("mails the operators and the vendor's primary contact once per certificate and threshold", async () => {
    await run("2026-11-25");
    const first = await vendorMails();
    expect(first.map((m) => m.dedupeKey).sort()).toEqual(
      [
        `dsv_certificate:${docs.iso_14001}:2026-11-01:expired:contact:${primaryId}`,
        `dsv_certificate:${docs.iso_14001}:2026-11-01:expired:to:dsv@ops.example.com`,
        `dsv_certificate:${docs.r2}:2026-12-05:expiring:contact:${primaryId}`,
        `dsv_certificate:${docs.r2}:2026-12-05:expiring:to:dsv@ops.example.com`,
      ].sort(),
    );

    expect(await run("2026-11-25")).toBe(0);
    expect(await vendorMails()).toHaveLength(4);

    // Once the R2 has expired it passes its second threshold: one more mail to each, no more.
    await run("2026-12-06");
    const later = await vendorMails();
    expect(later).toHaveLength(6);
    expect(later.filter((m) => m.dedupeKey?.includes(`${docs.r2}:2026-12-05:expired`))).toHaveLength(2);
    expect(await run("2026-12-06")).toBe(0);
    // The delivery jobs of these mails finish here (as not sent: no SMTP in this test).
    await settleJobs();
  }, 60_000);

  it("gives the vendor's mail an unsubscribe link and header, and escapes the values", async () => {
    const tokenOf = (mail: { headers: Record<string, string> }) => {
      const header = mail.headers["List-Unsubscribe"] ?? "";
      const token = /^<https:\/\/ops\.example\.com\/unsubscribe\/([\w-]{43})>$/.exec(header)?.[1];
      if (!token) throw new Error(`no unsubscribe header: ${header}`);
      return token;
    };
    const toPetra = (await vendorMails()).filter((m) => m.to === "petra@recyclers.example.com");
    const first = toPetra.find((m) =>
      m.dedupeKey?.endsWith(`${docs.r2}:2026-12-05:expiring:contact:${primaryId}`),
    );
    const latest = toPetra.find((m) =>
      m.dedupeKey?.endsWith(`${docs.r2}:2026-12-05:expired:contact:${primaryId}`),
    );
    if (!first || !latest) throw new Error("no vendor mail");
    expect(first.subject).toBe(
      "R2 or e-Stewards certificate of <script>x</script> Recyclers expires on 2026-12-05",
    );
    expect(first.text).toContain("Hello Petra,");
    expect(first.text).toContain(`https://ops.example.com/unsubscribe/${tokenOf(first)}`);
    expect(first.html).toContain("&lt;script&gt;x&lt;/script&gt; Recyclers");
    expect(first.html).not.toContain("<script>");
    // One token per contact and kind: the newest mail's link is the one that works.
    expect(await findUnsubscribeToken(db, tokenOf(latest))).toEqual({
      contactId: primaryId,
      kind: "document_expiring",
    });
    expect(await findUnsubscribeToken(db, tokenOf(first))).toBeNull();

    const [operatorMail] = (await vendorMails()).filter((m) => m.to === "dsv@ops.example.com");
    expect(operatorMail?.headers).toEqual({});
    expect(operatorMail?.text).toContain(`https://ops.example.com/accounts/${vendorId}/documents`);
  });

  it("runs as the scheduled job and the delivery jobs carry the mails to the SMTP server", async () => {
    const smtp = await startSmtpServer();
    try {
      vi.stubEnv("SMTP_URL", smtp.url);
      vi.stubEnv("MAIL_FROM", "Operations <ops@example.com>");
      vi.stubEnv("DSV_ALERTS_TO", "compliance@ops.example.com");
      vi.stubEnv("PUBLIC_URL", "https://ops.example.com");
      const runOf = {
        db,
        files: undefined as never,
        actor: null,
        jobId: "scheduled",
        report: async () => {},
      };
      await certificateAlertsJob.handler({}, runOf);
      await settleJobs();
      const toCompliance = smtp.received.filter((m) => m.to.includes("compliance@ops.example.com"));
      expect(toCompliance.some((m) => m.headers.includes("x</script> Recyclers expired on 2026-11-01"))).toBe(
        true,
      );
      const rows = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, "compliance@ops.example.com"), eq(outbox.status, "sent")));
      expect(rows.length).toBe(toCompliance.length);
      // The scheduled run again: nothing new is written, nothing is sent twice.
      const before = smtp.received.length;
      await certificateAlertsJob.handler({}, runOf);
      await settleJobs();
      expect(smtp.received.length).toBe(before);
    } finally {
      vi.unstubAllEnvs();
      await smtp.close();
    }
  }, 60_000);
});
