import { createMailTransport, type MailTransport } from "../modules/mail/transport.ts";
import { type DeliveryReport, deliverDueMail } from "../modules/mail/worker.ts";
import { createTestApp, TEST_APP_SECRET, type TestContext } from "./app.ts";
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from "./smtp.ts";

// The tests that read what the API sends: an app whose mail goes to the tests' real SMTP server
// through the real transport (nodemailer over TCP). The worker's rounds are run by the test
// (deliver) instead of its timer, so that each step is deterministic.

/** PUBLIC_URL of a mail test app: the links its mails carry start with it. */
export const PUBLIC_URL = "https://culture.exemple.fr";

export interface MailTestApp {
  ctx: TestContext;
  smtp: TestSmtpServer;
  transport: MailTransport;
  /** One worker round, as an API process runs it, at the test's clock. */
  /** One worker round; `stopping` as the process's graceful stop gives it (default: never). */
  deliver(stopping?: () => boolean): Promise<DeliveryReport>;
  /**
   * One round, then what arrived until now, forgotten: the next step reads only its own messages.
   * Each message is received once the transport has its answer, so nothing of the round is late.
   */
  deliverAndForget(): Promise<ReceivedMail[]>;
  /** The transport, the app and its database, then the SMTP server. */
  close(): Promise<void>;
}

// A round's warnings are the failures the tests provoke on purpose (a refusing server).
const silentLog = { warn: () => {}, error: () => {} };

/** `env` adds to SMTP_URL and PUBLIC_URL (MAIL_FROM, retry delays…); `now` is the test's clock. */
export async function startMailTestApp(
  env: Record<string, string>,
  { now }: { now: () => Date },
): Promise<MailTestApp> {
  const smtp = await startTestSmtpServer();
  const ctx = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, ...env }, { logger: false, now });
  const transport = createMailTransport(ctx.config.mail);
  const deliver = (stopping?: () => boolean) =>
    deliverDueMail(
      {
        db: ctx.database.db,
        mail: ctx.config.mail,
        publicUrl: ctx.config.publicUrl,
        appSecret: TEST_APP_SECRET,
        transport,
        now,
        log: silentLog,
      },
      stopping,
    );
  return {
    ctx,
    smtp,
    transport,
    deliver,
    async deliverAndForget() {
      await deliver();
      return smtp.received.splice(0);
    },
    async close() {
      transport.close();
      await ctx.close();
      await smtp.close();
    },
  };
}
