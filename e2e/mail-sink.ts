// The browser tests' SMTP server (issue 23: "the mail with its attachment reaches the test SMTP
// server"). Playwright's global setup starts it before the tests and stops it after them; the app
// server of the run is given SMTP_URL pointing here (playwright.config.ts). Each message is
// written raw to its own file in E2E_MAIL_DIR, so a test polls the directory for what it expects.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/** The sink's port: E2E_SMTP_PORT, else 25 above the app's port (3125 for the default 3100), so parallel runs differ. */
export function mailSinkPort(appPort: number): number {
  return Number(process.env.E2E_SMTP_PORT ?? appPort + 25);
}

/** Starts a plain SMTP server (no TLS, no authentication) on 127.0.0.1 that writes each message to `dir`. */
export async function startMailSink(port: number, dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    // The app's mailer would upgrade to TLS if offered, and refuse the sink's self-signed certificate.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        count += 1;
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        const name = `${Date.now()}-${String(count).padStart(5, "0")}.eml`;
        // Envelope recipients first (Bcc is not in the message), then the message as received.
        writeFileSync(
          path.join(dir, name),
          `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString("utf8")}`,
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Playwright's global setup: the sink for the whole run; the function it answers is the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is set by playwright.config.ts");
  const port = mailSinkPort(Number(process.env.E2E_PORT ?? 3100));
  return startMailSink(port, dir);
}
