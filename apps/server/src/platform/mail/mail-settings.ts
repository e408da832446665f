import type { Config } from "../../config";
import { type Mailer, smtpMailer } from "./mailer";

/** What sending mail needs from the configuration. */
export type MailSettings = {
  /** Null without SMTP_URL: mail stays in the outbox as not sent. */
  mailer: Mailer | null;
  /** The base of links in mails (unsubscribe). */
  publicUrl: string;
  /** The operators' address(es) for downstream-vendor certificate alerts. */
  dsvAlertsTo: string[];
};

/** Mail settings from the configuration (which refuses SMTP_URL without MAIL_FROM at start). */
export function mailSettingsOf(config: Config): MailSettings {
  return {
    mailer: config.SMTP_URL && config.MAIL_FROM ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : null,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    dsvAlertsTo: config.DSV_ALERTS_TO,
  };
}
