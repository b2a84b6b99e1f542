import { mkdirSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { MailConfig } from "../../config.ts";

/** Where messages go: an SMTP server, or (embedded default) .eml files in DATA_DIR/mail. */
export interface MailTransport {
  /** Sends one message; rejects with the server's error when it is refused. */
  send(message: Mail.Options): Promise<void>;
  /** Said at start-up: where mail goes. */
  readonly description: string;
  close(): void;
}

// A send must end well before the worker's lease does (MAIL_LEASE_SECONDS, 120 s by default), or
// another worker could send the same message again: nodemailer's defaults wait up to 10 minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username && {
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    }),
    ...SMTP_TIMEOUTS,
    // One connection kept open for the worker's messages instead of one per message (and one TLS
    // handshake per message): the worker sends one at a time.
    pool: true,
    maxConnections: 1,
    maxMessages: 100,
  });
  return {
    description: `SMTP ${url.hostname}:${url.port || (secure ? 465 : 587)}`,
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** Each message as an .eml file (a real MIME message, openable in any mail client). */
function folderTransport(dir: string): MailTransport {
  mkdirSync(dir, { recursive: true });
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  let sequence = 0;
  return {
    description: dir,
    async send(message) {
      const info = await transporter.sendMail(message);
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      sequence += 1;
      const name = `${stamp}-${process.pid}-${sequence}.eml`;
      await writeFile(path.join(dir, name), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(config: Pick<MailConfig, "smtpUrl" | "dir">): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : folderTransport(config.dir);
}

/** A refusal that no retry will change: the server rejected the recipient for good (5xx). */
export function isPermanentRefusal(error: unknown): boolean {
  const failure = error as { code?: string; responseCode?: number };
  return (
    failure.code === "EENVELOPE" && typeof failure.responseCode === "number" && failure.responseCode >= 500
  );
}
