import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { parseSizedName, variantName, variantWidthsOf } from "@culture-patrimoine/contract/pictures";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventSessions, mailOutbox, participations } from "./db/schema.ts";
import { participantBody, professionnelBody } from "./test/accounts.ts";
import { type ApiProcess, freePort, startApiProcess, stopAllApiProcesses } from "./test/api-process.ts";
import { registration } from "./test/booking.ts";
import { createTestDatabase, type TestDatabase } from "./test/database.ts";
import { jpegImage, multipart } from "./test/fixtures-parcours.ts";
import { call, eventWithOneSession, expectStatus } from "./test/http-calls.ts";
import { type NginxFront, nginxBinary, startNginxFront } from "./test/nginx-front.ts";
import { startTestS3Server, type TestS3Server } from "./test/s3-server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "./test/smtp.ts";
import { expectEditSeenWithinTtl } from "./test/stale-reads.ts";

// Issue 34, as deployed: two API processes as two machines (each its own DATA_DIR, one PostgreSQL
// database, one object storage, one SMTP server) behind Debian's nginx running the production site
// file deploy/nginx/culture-patrimoine.conf (test/nginx-front.ts). Every call goes through nginx,
// except where a case must address one machine. The properties themselves are proven without the
// load balancer elsewhere (public-cache-processes, auth-limits-processes, mail-delivery,
// booking-concurrency tests); here they are shown through nginx: its round robin, its retries (only
// where safe), the visitor's address it passes as X-Forwarded-For, its handling of a stopped
// process. Needs PostgreSQL (TEST_DATABASE_URL, as in CI) and nginx (installed by .ci/run).

const serverUrl = process.env.TEST_DATABASE_URL;
const nginxPath = nginxBinary();
const nginxRequired = process.env.CI === "true";
if (!serverUrl) {
  console.info("several-machines.test.ts skipped: it needs PostgreSQL (TEST_DATABASE_URL), as in CI.");
} else if (!nginxPath && !nginxRequired) {
  console.info(
    "several-machines.test.ts skipped: nginx is not installed (apt-get install nginx, or NGINX_PATH); CI installs it and fails without it.",
  );
}

const TTL_MS = 1000;
const AUTH_RATE_LIMIT = 25;
const LOGIN_MAX_FAILURES_PER_IP = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
  /** The body as JSON when it is JSON, {} otherwise. */
  body: Record<string, unknown>;
}

/**
 * One HTTP request from a visitor's own address: the whole 127.0.0.0/8 is loopback, so each case
 * can come from another address, and nginx sees it as $remote_addr, as it sees a visitor's.
 */
function send(
  base: string,
  method: string,
  path: string,
  options: {
    from?: string;
    json?: unknown;
    body?: Buffer;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<RawAnswer> {
  const payload = options.json === undefined ? options.body : Buffer.from(JSON.stringify(options.json));
  const headers = {
    ...(options.json === undefined ? {} : { "content-type": "application/json" }),
    ...(payload ? { "content-length": String(payload.length) } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${base}${path}`,
      {
        method,
        headers,
        ...(options.from ? { localAddress: options.from } : {}),
        timeout: options.timeoutMs ?? 60_000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("error", reject);
        incoming.on("end", () => {
          const bytes = Buffer.concat(chunks);
          let body: Record<string, unknown> = {};
          if (String(incoming.headers["content-type"]).startsWith("application/json") && bytes.length) {
            body = JSON.parse(bytes.toString("utf8"));
          }
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, bytes, body });
        });
      },
    );
    outgoing.on("timeout", () =>
      outgoing.destroy(new Error(`no answer within ${options.timeoutMs ?? 60_000} ms`)),
    );
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}

let database: TestDatabase & { url: string };
let smtp: TestSmtpServer;
let s3: TestS3Server;
let nginx: NginxFront;
const machines: { a: ApiProcess; b: ApiProcess } = {} as { a: ApiProcess; b: ApiProcess };
const ports = { a: 0, b: 0 };
const senders = { a: "envoi-a@culture-patrimoine.fr", b: "envoi-b@culture-patrimoine.fr" };

/** One machine: its own DATA_DIR (api-process.ts makes one per process), the shared services. */
function startMachine(name: "a" | "b"): Promise<ApiProcess> {
  return startApiProcess({
    databaseUrl: database.url,
    port: ports[name],
    startTimeoutMs: 120_000,
    env: {
      ...s3.env,
      TRUST_PROXY: "true",
      PUBLIC_URL: nginx.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: `Culture & Patrimoine <${senders[name]}>`,
      MAIL_POLL_MS: "200",
      MAIL_RETRY_BASE_MS: "200",
      // A message a stopped machine had claimed is another's to send 5 s later, within the test.
      MAIL_LEASE_SECONDS: "5",
      PUBLIC_CACHE_TTL_MS: String(TTL_MS),
      AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_RATE_LIMIT),
      LOGIN_MAX_FAILURES_PER_IP: String(LOGIN_MAX_FAILURES_PER_IP),
      // No delays: the address's failures reach its limit at once, whatever the machine's speed.
      LOGIN_FIRST_DELAY_MS: "0",
      UPLOAD_RATE_LIMIT_PER_10_MINUTES: "1000",
    },
  });
}

/** The upstream address nginx names for a machine. */
const upstreamOf = (name: "a" | "b") => `127.0.0.1:${ports[name]}`;

/** Which machines answered the requests tagged `tag` (the last process each was sent to). */
function answeredBy(tag: string): Set<string> {
  return new Set(
    nginx
      .accessLog()
      .filter((line) => line.tag === tag)
      .map((line) => line.upstreams.at(-1) ?? ""),
  );
}

/**
 * Waits until the outbox is sent, then checks that the SMTP server received each of its messages
 * exactly once (by Message-ID), and nothing else.
 */
async function expectEveryMessageOnce() {
  const deadline = Date.now() + 90_000;
  let rows = await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
  while (rows.some((row) => row.sent_at === null && row.dropped_at === null)) {
    if (Date.now() > deadline) throw new Error("the outbox was not sent within 90 s");
    await sleep(100);
    rows = await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
  }
  // A few more rounds of both workers: nothing is sent again.
  await sleep(1000);
  expect(rows.filter((row) => row.dropped_at !== null)).toEqual([]);
  const twice = rows.filter(
    (row) => smtp.received.filter((mail) => mail.messageId === row.message_id).length !== 1,
  );
  expect(
    twice.map(
      (row) =>
        `${row.kind} to ${row.recipient}: ${smtp.received.filter((mail) => mail.messageId === row.message_id).length} received`,
    ),
  ).toEqual([]);
  expect(smtp.received).toHaveLength(rows.length);
  return rows;
}

afterAll(async () => {
  await stopAllApiProcesses();
  await nginx?.stop();
  await database?.destroy();
  await smtp?.close();
  await s3?.close();
});

describe.skipIf(!serverUrl || (!nginxPath && !nginxRequired))(
  "two machines behind nginx on PostgreSQL (needs TEST_DATABASE_URL and nginx)",
  () => {
    beforeAll(async () => {
      const created = await createTestDatabase();
      if (!created.url) throw new Error("createTestDatabase gave no PostgreSQL URL");
      database = created as TestDatabase & { url: string };
      [smtp, s3, ports.a, ports.b] = await Promise.all([
        startTestSmtpServer(),
        startTestS3Server(),
        freePort(),
        freePort(),
      ]);
      // nginx first: its address is the machines' PUBLIC_URL (the links of e-mails, the pictures).
      nginx = await startNginxFront({ upstreams: [upstreamOf("a"), upstreamOf("b")] });
      [machines.a, machines.b] = await Promise.all([startMachine("a"), startMachine("b")]);
    }, 240_000);

    it("serves through machine B, and through nginx, a picture uploaded through machine A", async () => {
      const organiser = await expectStatus(
        call(nginx.url, "POST", "/api/auth/register", professionnelBody()),
        201,
      );
      const auth = { authorization: `Bearer ${organiser.token}` };
      const jpeg = await jpegImage(1200, 800);
      const form = await multipart(
        {
          nom: "Chapelle de la Trinité",
          ville: "Lyon",
          pays: "France",
          description: "Baroque.",
          image_alt: "Nef baroque éclairée",
        },
        { filename: "chapelle.jpg", type: "image/jpeg", data: jpeg },
        auth,
      );
      const created = await send(machines.a.url, "POST", "/api/lieux", {
        body: form.payload,
        headers: form.headers,
      });
      expect(created.status, created.bytes.toString()).toBe(201);
      const address = new URL(String(created.body.image), nginx.url);
      const name = address.pathname.split("/").at(-1)!;
      const width = parseSizedName(name)?.width;
      expect(width, address.pathname).toBe(1200);
      const names = [name, ...variantWidthsOf(width!).map((variant) => variantName(name, variant))];
      expect(names).toHaveLength(3);

      for (const file of names) {
        const path = `${address.pathname.slice(0, -name.length)}${file}`;
        const [onA, onB, throughNginx] = await Promise.all([
          send(machines.a.url, "GET", path),
          send(machines.b.url, "GET", path),
          send(nginx.url, "GET", path),
        ]);
        for (const [machine, answer] of [
          ["A", onA],
          ["B", onB],
          ["nginx", throughNginx],
        ] as const) {
          expect(answer.status, `${file} through ${machine}`).toBe(200);
          expect(answer.headers["content-type"], `${file} through ${machine}`).toBe("image/webp");
          expect(answer.headers["cache-control"], `${file} through ${machine}`).toContain("immutable");
        }
        expect(onB.bytes.equals(onA.bytes), `${file}: the same bytes on B as on A`).toBe(true);
        expect(throughNginx.bytes.equals(onA.bytes), `${file}: the same bytes through nginx`).toBe(true);
        expect(onB.headers["content-length"]).toBe(onA.headers["content-length"]);
      }
      // The venue's public page, read through nginx, carries the same picture.
      const read = await send(nginx.url, "GET", `/api/lieux/${created.body.id}`);
      expect(read.status).toBe(200);
      expect(read.body.image).toBe(created.body.image);
    });

    it("accepts on machine B, and through nginx, a login made on machine A; a logout on B ends it on A", async () => {
      const visitor = "127.0.0.11";
      const account = participantBody();
      const registered = await send(nginx.url, "POST", "/api/auth/register", {
        from: visitor,
        json: account,
      });
      expect(registered.status).toBe(201);
      const login = await send(machines.a.url, "POST", "/api/auth/login", {
        json: { email: account.email, password: account.password },
      });
      expect(login.status, login.bytes.toString()).toBe(200);
      const userId = (login.body.user as { id: number }).id;
      const auth = { authorization: `Bearer ${login.body.token}` };

      const onB = await send(machines.b.url, "GET", `/api/users/${userId}`, { headers: auth });
      expect(onB.status).toBe(200);
      expect(onB.body.email).toBe(account.email);
      // Through nginx, several times: its round robin takes both machines.
      for (let read = 0; read < 6; read++) {
        const answer = await send(nginx.url, "GET", `/api/users/${userId}`, {
          from: visitor,
          headers: { ...auth, "x-test-tag": "login-read" },
        });
        expect(answer.status).toBe(200);
        expect(answer.body.email).toBe(account.email);
      }
      expect(answeredBy("login-read")).toEqual(new Set([upstreamOf("a"), upstreamOf("b")]));

      expect((await send(machines.b.url, "POST", "/api/auth/logout", { headers: auth })).status).toBeLessThan(
        300,
      );
      for (const base of [machines.a.url, nginx.url]) {
        expect((await send(base, "GET", `/api/users/${userId}`, { headers: auth })).status).toBe(401);
      }
    });

    it("shows through nginx an edit at the latest one TTL after it, whichever machine answers", async () => {
      const readThroughNginx = (eventId: number) => async () => {
        const answer = await send(nginx.url, "GET", `/api/events/${eventId}`, {
          headers: { "x-test-tag": "cache-read" },
        });
        expect(answer.status).toBe(200);
        return answer.body.title;
      };
      // Two reads at once: nginx gives them to both machines, each with its own cache.
      const { after, stale, maxStalenessMs } = await expectEditSeenWithinTtl({
        writerUrl: nginx.url,
        reads: (eventId) => [readThroughNginx(eventId), readThroughNginx(eventId)],
        ttlMs: TTL_MS,
        marginMs: 500,
        leadMs: 1500,
      });
      console.info(
        `public cache through nginx (TTL ${TTL_MS} ms): ${stale.length} of ${after.length} reads after the edit stale, ` +
          `the latest sent ${maxStalenessMs} ms after it`,
      );
      expect(answeredBy("cache-read")).toEqual(new Set([upstreamOf("a"), upstreamOf("b")]));
    }, 60_000);

    it("sends each message once when registrations through nginx reach both machines and both outbox workers run", async () => {
      const { eventId, sessionId } = await eventWithOneSession(nginx.url, 500);
      const emails = Array.from({ length: 24 }, (_, index) => `courrier-${index}@exemple.fr`);
      for (let burst = 0; burst < 3; burst++) {
        const answers = await Promise.all(
          emails.slice(burst * 8, burst * 8 + 8).map((email) =>
            send(nginx.url, "POST", "/api/participations", {
              json: registration(eventId, { session_id: sessionId, email }),
              headers: { "x-test-tag": "mail-registration" },
            }),
          ),
        );
        expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
      }
      expect(answeredBy("mail-registration")).toEqual(new Set([upstreamOf("a"), upstreamOf("b")]));

      // Every message of the outbox (these registrations', and the sign-ups' of the cases before).
      const rows = await expectEveryMessageOnce();
      for (const email of emails) {
        const received = smtp.to(email);
        expect(received, email).toHaveLength(1);
        expect(received[0]!.subject).toContain("Chorégies");
      }
      const byA = smtp.received.filter((mail) => mail.from === senders.a).length;
      const byB = smtp.received.filter((mail) => mail.from === senders.b).length;
      console.info(
        `outbox through nginx: ${rows.length} messages, each received once; machine A sent ${byA}, B ${byB}`,
      );
      expect(byA + byB).toBe(rows.length);
    }, 90_000);

    it("counts a visitor's failed logins over both machines against the address nginx saw, not the one the visitor claims", async () => {
      const visitor = "127.0.0.30";
      const statuses: number[] = [];
      for (let attempt = 0; attempt < LOGIN_MAX_FAILURES_PER_IP + 2; attempt++) {
        const answer = await send(nginx.url, "POST", "/api/auth/login", {
          from: visitor,
          // Each attempt claims another address: nginx replaces the header with the one it saw.
          headers: { "x-forwarded-for": `203.0.113.${attempt + 1}`, "x-test-tag": "throttle" },
          json: { email: `inconnu.${attempt}@exemple.fr`, password: "pas-le-bon" },
        });
        statuses.push(answer.status);
        if (answer.status === 429) expect(answer.body.code).toBe("TOO_MANY_LOGIN_ATTEMPTS");
      }
      expect(statuses).toEqual([...Array.from({ length: LOGIN_MAX_FAILURES_PER_IP }, () => 401), 429, 429]);
      expect(answeredBy("throttle")).toEqual(new Set([upstreamOf("a"), upstreamOf("b")]));
      // Another visitor's address has its own count.
      const other = await send(nginx.url, "POST", "/api/auth/login", {
        from: "127.0.0.31",
        json: { email: "inconnu.0@exemple.fr", password: "pas-le-bon" },
      });
      expect(other.status).toBe(401);
    });

    it("holds a visitor's auth calls over both machines to one shared rate limit, another visitor apart", async () => {
      const visitor = "127.0.0.40";
      const statuses: number[] = [];
      for (let hit = 0; hit < AUTH_RATE_LIMIT; hit++) {
        const answer = await send(nginx.url, "POST", "/api/auth/password-reset-request", {
          from: visitor,
          headers: { "x-test-tag": "rate-limit" },
          json: { email: `personne.${hit}@exemple.fr` },
        });
        statuses.push(answer.status);
      }
      expect(statuses.filter((status) => status === 429 || status >= 500)).toEqual([]);
      expect(answeredBy("rate-limit")).toEqual(new Set([upstreamOf("a"), upstreamOf("b")]));
      for (let hit = 0; hit < 2; hit++) {
        const past = await send(nginx.url, "POST", "/api/auth/password-reset-request", {
          from: visitor,
          json: { email: "encore@exemple.fr" },
        });
        expect(past.status).toBe(429);
        expect(past.body.code).toBe("TOO_MANY_REQUESTS");
        expect(Number(past.headers["retry-after"])).toBeGreaterThan(0);
      }
      const other = await send(nginx.url, "POST", "/api/auth/password-reset-request", {
        from: "127.0.0.41",
        json: { email: "encore@exemple.fr" },
      });
      expect(other.status).not.toBe(429);
    });

    for (const signal of ["SIGTERM", "SIGKILL"] as const) {
      it(`keeps every acknowledged registration when machine B is stopped (${signal}) mid-stream; nginx sends the rest to A`, async () => {
        const capacity = 5000;
        const { eventId, sessionId } = await eventWithOneSession(nginx.url, capacity);
        const tag = `stop-${signal}`;

        interface Sent {
          index: number;
          places: number;
          email: string;
          sentAt: number;
          answeredAt?: number;
          status?: number;
          body?: Record<string, unknown>;
          error?: string;
        }
        const sent: Sent[] = [];
        let answered = 0;
        let stopStartedAt = 0;
        let stopDoneAt = 0;
        let stopping: Promise<void> | undefined;
        const sentAfterStop = () =>
          sent.filter((request) => stopDoneAt && request.sentAt > stopDoneAt).length;

        const worker = async () => {
          while (sent.length < 2000 && !(sent.length >= 160 && sentAfterStop() >= 40)) {
            const index = sent.length;
            const request: Sent = {
              index,
              places: 1 + (index % 3),
              email: `${signal.toLowerCase()}-${index}@exemple.fr`,
              sentAt: Date.now(),
            };
            sent.push(request);
            try {
              const answer = await send(nginx.url, "POST", "/api/participations", {
                json: registration(eventId, {
                  session_id: sessionId,
                  email: request.email,
                  nombre_places: request.places,
                }),
                headers: { "x-test-tag": `${tag}-${index}` },
                timeoutMs: 120_000,
              });
              request.status = answer.status;
              request.body = answer.body;
            } catch (error) {
              request.error = String(error);
            }
            request.answeredAt = Date.now();
            answered++;
            if (!stopping && answered >= 60) {
              stopStartedAt = Date.now();
              stopping = (signal === "SIGTERM" ? machines.b.stop(30_000) : machines.b.kill("SIGKILL")).then(
                () => {
                  stopDoneAt = Date.now();
                },
              );
            }
          }
        };
        await Promise.all(Array.from({ length: 8 }, worker));
        await stopping;

        const ok = sent.filter((request) => request.status === 201);
        const failed = sent.filter((request) => request.status !== 201);
        const upstreamsOf = (request: Sent) =>
          nginx.accessLog().find((line) => line.tag === `${tag}-${request.index}`)?.upstreams ?? [];
        const afterStop = sent.filter((request) => request.sentAt > stopDoneAt);
        const retried = sent.filter((request) => upstreamsOf(request).length > 1);

        // Every acknowledged registration is in the database, as answered.
        const rows = await database.db
          .select()
          .from(participations)
          .where(eq(participations.session_id, sessionId));
        for (const request of ok) {
          const row = rows.find((candidate) => candidate.id === request.body!.id);
          expect(row, `registration ${request.index}`).toMatchObject({
            email: request.email,
            ticket_code: request.body!.ticket_code,
            nombre_places: request.places,
            status: "confirmed",
          });
        }
        // A row without a 201 can only be a request cut by the stop after its commit; never two rows.
        for (const row of rows) {
          expect(
            rows.filter((other) => other.email === row.email),
            row.email,
          ).toHaveLength(1);
          const request = sent.find((candidate) => candidate.email === row.email)!;
          if (request.status !== 201) expect(request.sentAt, row.email).toBeLessThan(stopDoneAt);
        }
        // The session's count is its confirmed places.
        const [session] = await database.db
          .select()
          .from(eventSessions)
          .where(eq(eventSessions.id, sessionId));
        expect(session!.places_taken).toBe(rows.reduce((sum, row) => sum + row.nombre_places, 0));
        expect(session!.places_taken).toBeGreaterThanOrEqual(
          ok.reduce((sum, request) => sum + request.places, 0),
        );
        // Once the stop is done, machine A answers everything (some after nginx found B closed).
        expect(afterStop.length).toBeGreaterThanOrEqual(40);
        expect(afterStop.filter((request) => request.status !== 201).map((r) => r.status ?? r.error)).toEqual(
          [],
        );
        for (const request of afterStop) expect(upstreamsOf(request).at(-1)).toBe(upstreamOf("a"));
        console.info(
          `${signal} of machine B through nginx: ${sent.length} registrations, ${ok.length} × 201, ` +
            `${failed.length} failed (${failed.map((request) => request.status ?? request.error).join(", ") || "none"}), ` +
            `${failed.filter((request) => rows.some((row) => row.email === request.email)).length} of them committed; ` +
            `stop took ${stopDoneAt - stopStartedAt} ms, ${afterStop.length} sent after it, ` +
            `${retried.length} passed to A by nginx after B refused the connection`,
        );
        if (failed.length > 0 || stopDoneAt - stopStartedAt > 5000) {
          console.info(
            `nginx's errors:\n${nginx
              .errorLog()
              .split("\n")
              .filter((line) => line.includes("upstream"))
              .slice(-10)
              .join("\n")}\nmachine B's last words:\n${machines.b.output().slice(-1500)}`,
          );
        }
        // What failed is nginx's 502 for a request B took and did not answer: in flight when B was
        // killed, or (SIGTERM) sent by nginx on a kept-alive connection at the instant B closed it
        // as idle. nginx cannot tell whether B wrote it, so it does not resend a POST (see the site
        // file). Never the API's own 503: B answers what reaches it while it stops.
        for (const request of failed) {
          expect(request.status, `request ${request.index}: ${request.error ?? ""}`).toBe(502);
          expect(upstreamsOf(request).at(-1), `request ${request.index}`).toBe(upstreamOf("b"));
          expect(request.sentAt, `request ${request.index}`).toBeLessThan(stopDoneAt);
        }
        if (signal === "SIGTERM") {
          // A graceful stop cuts no message in two: every registration's e-mail arrives once.
          await expectEveryMessageOnce();
        }
        // B comes back at its address, for the next case; nginx takes it again after fail_timeout.
        machines.b = await startMachine("b");
      }, 240_000);
    }
  },
);
