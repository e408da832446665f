import nodemailer from "nodemailer";

/** A file sent with a mail: its bytes as the file store holds them. */
export type OutgoingAttachment = { fileName: string; contentType: string; content: Buffer };

/** A mail as it leaves: the outbox row plus the sender and a Message-ID that is the same on every try. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  messageId: string;
  attachments?: OutgoingAttachment[];
};

/** Hands a mail to an SMTP server; resolves once the server accepted it. */
export type Mailer = { send(mail: OutgoingMail): Promise<void> };

/** Why a mail did not go, and whether trying again could change that. */
export class MailRefused extends Error {
  constructor(
    message: string,
    /** True when the server refused the mail itself (an unknown mailbox): retrying cannot help. */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

type SmtpError = Error & { code?: string; responseCode?: number; response?: string };

/** A 5xx answer or a refused envelope is about this mail; anything else (down, 4xx, timeout) passes. */
function refusalOf(error: unknown): MailRefused {
  const e = error as SmtpError;
  const permanent = (e.responseCode !== undefined && e.responseCode >= 500) || e.code === "EENVELOPE";
  const reason = e.response ?? e.message ?? String(error);
  return new MailRefused(e.code ? `${e.code}: ${reason}` : reason, permanent);
}

/**
 * The mailer of `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…` for implicit TLS), sending
 * from `from`. Time-outs are short so a server that hangs delays only this try, not the queue.
 */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
          messageId: mail.messageId,
          attachments: (mail.attachments ?? []).map((a) => ({
            filename: a.fileName,
            contentType: a.contentType,
            content: a.content,
          })),
        });
      } catch (error) {
        throw refusalOf(error);
      }
    },
  };
}
