import { type AddressInfo, createServer } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server for the tests that send mail (the API's mail tests, the browser journeys):
// nodemailer talks SMTP to it over TCP, and every message it accepts is parsed back with
// mailparser. It can refuse messages for a while (temporary 451, as a busy server does), or hold
// the DATA phase, to show retries and crashes.

export interface ReceivedMail {
  /** Envelope recipients, lower case. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: ParsedMail["headers"];
  attachments: ParsedMail["attachments"];
  raw: Buffer;
}

export interface TestSmtpServer {
  readonly port: number;
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Refuse the next `count` messages with 451 (temporary): the sender must retry. */
  refuseNext(count: number): void;
  /** How many messages were refused so far. */
  readonly refusals: number;
  /** Hold every DATA phase (never answer) until release() — a server that hangs mid-message. */
  hold(): void;
  /**
   * Answers the held messages. A held message whose client went away meanwhile is discarded: the
   * client never heard that it was accepted, so it will send it again (see `discarded`).
   */
  release(): void;
  /** How many held messages (DATA not answered yet) still have their client waiting on the line. */
  readonly heldCount: number;
  /** How many messages were dropped because their client closed the connection before our answer. */
  readonly discarded: number;
  /** Answer each DATA `ms` later (0: at once) — a slow server, so that senders overlap. */
  slowDown(ms: number): void;
  /** Waits until `count` messages have been accepted (or throws after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Accepted messages sent to `address`. */
  to(address: string): ReceivedMail[];
  /** Called with each accepted message, raw (the browser journeys write them to files). */
  onMessage?: (mail: ReceivedMail) => void;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startTestSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let toRefuse = 0;
  let refusals = 0;
  let holding = false;
  let acceptDelayMs = 0;
  let discarded = 0;
  const held: Array<{ sessionId: string; finish: () => void }> = [];
  /** Sessions whose client closed the connection (or was killed). */
  const closedSessions = new Set<string>();
  const waiters: Array<() => void> = [];

  const server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS offer, no login.
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onClose(session) {
      closedSessions.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const finish = async () => {
          if (acceptDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, acceptDelayMs));
          // smtp-server keeps a message received in full even when its client dies before our
          // answer (only a message cut mid-DATA is destroyed). Its sender never heard it was
          // accepted and will send it again: here, a message counts once its answer could be heard.
          if (closedSessions.has(session.id)) {
            discarded += 1;
            return;
          }
          if (toRefuse > 0) {
            toRefuse -= 1;
            refusals += 1;
            const error = Object.assign(new Error("Service temporairement indisponible"), {
              responseCode: 451,
            });
            callback(error);
            return;
          }
          const raw = Buffer.concat(chunks);
          // cid: links stay as written (mailparser would turn them into data: URLs).
          const parsed = await simpleParser(raw, { skipImageLinks: true });
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            messageId: parsed.messageId ?? "",
            headers: parsed.headers,
            attachments: parsed.attachments,
            raw,
          };
          received.push(mail);
          api.onMessage?.(mail);
          callback();
          for (const wake of waiters.splice(0)) wake();
        };
        if (holding) held.push({ sessionId: session.id, finish: () => void finish() });
        else void finish();
      });
    },
  });
  const port = options.port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  server.on("error", () => {});

  const api: TestSmtpServer = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      toRefuse = count;
    },
    get refusals() {
      return refusals;
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const { finish } of held.splice(0)) finish();
    },
    get heldCount() {
      return held.filter((message) => !closedSessions.has(message.sessionId)).length;
    },
    get discarded() {
      return discarded;
    },
    slowDown(ms) {
      acceptDelayMs = ms;
    },
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) {
          throw new Error(
            `expected ${count} messages, received ${received.length}: ${received.map((m) => m.subject).join(" | ")}`,
          );
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 250));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received;
    },
    to(address) {
      return received.filter((mail) => mail.to.includes(address.toLowerCase()));
    },
    close() {
      holding = false;
      held.length = 0;
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return api;
}
