import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as the test SMTP server received it: envelope and raw source (headers unfolded). */
export type ReceivedMail = { from: string; to: string[]; raw: string; headers: string };

/** Mailboxes the test server refuses at RCPT TO with 550, as a real server refuses an unknown user. */
export const UNKNOWN_MAILBOX = "nobody@unknown.test";

/**
 * A real SMTP server for a test, on a free port of 127.0.0.1 (or the given one): plain SMTP, no
 * authentication, every accepted message kept in `received`.
 */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // No DNS in a test: the reverse lookup of 127.0.0.1 can only add a wait.
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      if (address.address === UNKNOWN_MAILBOX) {
        const error = Object.assign(new Error("5.1.1 No such user here"), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          headers: head,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (an SMTP server that is down). */
export async function closedPort(): Promise<number> {
  const probe = await startSmtpServer();
  await probe.close();
  return probe.port;
}
