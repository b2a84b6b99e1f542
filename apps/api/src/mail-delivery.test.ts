import { asc, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { mailOutbox, users } from "./db/schema.ts";
import { hashPassword } from "./modules/auth/password.ts";
import { foundOrganisation } from "./modules/organisations/founding.ts";
import { professionnelBody, TEST_PASSWORD } from "./test/accounts.ts";
import { type ApiProcess, freePort, startApiProcess, stopAllApiProcesses } from "./test/api-process.ts";
import { createTestDatabase, type TestDatabase } from "./test/database.ts";
import { call, eventWithOneSession, expectStatus } from "./test/http-calls.ts";
import { startTestSmtpServer, type TestSmtpServer } from "./test/smtp.ts";

// The mail outbox under real processes (docs/decisions/021-mail-outbox.md): API processes
// (node src/main.ts) on one PostgreSQL database, each running its mail worker, all sending to one
// real SMTP server (test/smtp.ts). Each registration writes one "registration_confirmed" message in
// its transaction; the workers claim due rows with FOR UPDATE SKIP LOCKED and a lease. These tests
// show that two workers never send a message twice (a batch that outlasts its lease included),
// that a message survives a crash before or in the middle of its sending, and that a refused
// message is sent again. PGlite is one connection in one process, so this needs PostgreSQL
// (TEST_DATABASE_URL, as in CI); plain `npm test` skips it.

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.info("mail-delivery.test.ts skipped: it needs PostgreSQL (TEST_DATABASE_URL), as in CI.");
}

/** The workers' rhythm in these tests: a round every 200 ms, a first retry 200 ms after a refusal. */
const POLL_MS = 200;

const databases: TestDatabase[] = [];
const smtpServers: TestSmtpServer[] = [];
afterAll(async () => {
  // Processes first (they hold connections), then the databases and the SMTP servers.
  await stopAllApiProcesses();
  await Promise.all(databases.map((database) => database.destroy()));
  await Promise.all(smtpServers.map((smtp) => smtp.close()));
});

async function freshDatabase(): Promise<TestDatabase & { url: string }> {
  const database = await createTestDatabase();
  databases.push(database);
  if (!database.url) throw new Error("createTestDatabase gave no PostgreSQL URL");
  return database as TestDatabase & { url: string };
}

/** A real SMTP server that also notes when each message arrived (by Message-ID). */
async function smtpServer(): Promise<TestSmtpServer & { arrivals: Map<string, number> }> {
  const smtp = await startTestSmtpServer();
  smtpServers.push(smtp);
  const arrivals = new Map<string, number>();
  smtp.onMessage = (mail) => {
    if (!arrivals.has(mail.messageId)) arrivals.set(mail.messageId, Date.now());
  };
  return Object.assign(smtp, { arrivals });
}

/** An API process whose worker sends to `smtp` every 200 ms, retrying 200 ms after a refusal. */
async function startMailingApi(
  database: { url: string },
  smtp: TestSmtpServer,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const port = await freePort();
  return startApiProcess({
    databaseUrl: database.url,
    port,
    env: {
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: String(POLL_MS),
      MAIL_RETRY_BASE_MS: "200",
      PUBLIC_URL: `http://localhost:${port}`,
      ...env,
    },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still waiting after ${timeoutMs} ms: ${what}`);
    await sleep(50);
  }
}

function register(api: ApiProcess, session: { eventId: number; sessionId: number }, email: string) {
  return expectStatus(
    call(api.url, "POST", "/api/participations", {
      prenom: "Inès",
      nom: "Moreau",
      email,
      telephone: "06 11 22 33 44",
      nombre_places: 1,
      demandes_speciales: "",
      motivation: "Voir l'opéra au théâtre antique.",
      event_id: session.eventId,
      session_id: session.sessionId,
    }),
    201,
  );
}

/**
 * An organiser written straight into the database, then logged in through the API: a sign-up
 * through the API also writes the account's address confirmation (issue 28), a message these
 * tests, which count the registrations' messages one by one, must not meet.
 */
async function organiserToken(database: TestDatabase, api: ApiProcess): Promise<string> {
  const { email, first_name, last_name, organization, siret, description } = professionnelBody();
  const [organiser] = await database.db
    .insert(users)
    .values({
      first_name,
      last_name,
      email,
      password_hash: await hashPassword(TEST_PASSWORD),
      role: "professionnel",
      organization,
      siret,
      description,
      verification_status: "verified",
    })
    .returning();
  // As a sign-up would: the organiser founds their organisation (issue 30), which publishes at once.
  await foundOrganisation(database.db, organiser!);
  const login = await expectStatus(
    call(api.url, "POST", "/api/auth/login", { email, password: TEST_PASSWORD }),
    200,
  );
  return login.token as string;
}

function outbox(database: TestDatabase) {
  return database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
}

async function everyMessageSent(database: TestDatabase): Promise<boolean> {
  return (await outbox(database)).every((row) => row.sent_at !== null);
}

/**
 * What the SMTP server received, against the outbox: exactly one message per row, to the row's
 * recipient, under the row's Message-ID (kept across attempts), each address once.
 */
async function expectEachMessageOnce(database: TestDatabase, smtp: TestSmtpServer, emails: string[]) {
  const rows = await outbox(database);
  expect(rows).toHaveLength(emails.length);
  expect(rows.map((row) => row.kind)).toEqual(emails.map(() => "registration_confirmed"));
  expect(rows.filter((row) => row.sent_at === null || row.dropped_at !== null)).toEqual([]);
  expect(smtp.received).toHaveLength(emails.length);
  const messageIds = smtp.received.map((mail) => mail.messageId);
  expect(new Set(messageIds).size).toBe(emails.length);
  expect([...messageIds].sort()).toEqual(rows.map((row) => row.message_id).sort());
  for (const email of emails) expect(smtp.to(email), email).toHaveLength(1);
  for (const row of rows) {
    const [mail] = smtp.to(row.recipient);
    expect(mail?.messageId, row.recipient).toBe(row.message_id);
    expect(mail?.subject).toContain("Chorégies");
  }
  return rows;
}

describe.skipIf(!serverUrl)(
  "mail delivery with API processes on PostgreSQL (needs TEST_DATABASE_URL)",
  () => {
    it("sends each of 60 confirmations exactly once when two processes' workers poll the same outbox", async () => {
      const started = Date.now();
      const database = await freshDatabase();
      const smtp = await smtpServer();
      // Each message is one SMTP connection, which smtp-server greets 100 ms late (its early-talker
      // check): a worker's batch lasts long enough that the other worker's rounds come while rows
      // are due, and both claim from the same outbox at the same time.
      // Each process signs its envelope, so that the server tells which worker sent what.
      const [a, b] = await Promise.all([
        startMailingApi(database, smtp, {
          MAIL_FROM: "Culture & Patrimoine <envoi-a@culture-patrimoine.fr>",
        }),
        startMailingApi(database, smtp, {
          MAIL_FROM: "Culture & Patrimoine <envoi-b@culture-patrimoine.fr>",
        }),
      ]);
      const session = await eventWithOneSession(a!.url, 500, await organiserToken(database, a!));

      // Three bursts of 20 concurrent registrations, split over both processes.
      const emails = Array.from({ length: 60 }, (_, index) => `inscrit-${index}@exemple.fr`);
      const sendStart = Date.now();
      for (let burst = 0; burst < 3; burst++) {
        await Promise.all(
          emails
            .slice(burst * 20, burst * 20 + 20)
            .map((email, index) => register(index % 2 === 0 ? a! : b!, session, email)),
        );
        await sleep(150);
      }
      const registeredMs = Date.now() - sendStart;
      await smtp.waitFor(60, 30_000);
      await waitUntil("every outbox row sent", () => everyMessageSent(database));
      const deliveredMs = Date.now() - sendStart;
      // A few more rounds of both workers: nothing more is sent.
      await sleep(5 * POLL_MS);

      const rows = await expectEachMessageOnce(database, smtp, emails);
      expect(smtp.received).toHaveLength(60);
      expect(rows.map((row) => row.attempts)).toEqual(emails.map(() => 1));
      expect(smtp.refusals).toBe(0);
      // Both workers sent a share, interleaved in time: they claimed from the outbox side by side.
      const byA = smtp.received.filter((mail) => mail.from === "envoi-a@culture-patrimoine.fr").length;
      const byB = smtp.received.filter((mail) => mail.from === "envoi-b@culture-patrimoine.fr").length;
      expect(byA + byB).toBe(60);
      expect(byA).toBeGreaterThan(0);
      expect(byB).toBeGreaterThan(0);
      const switches = smtp.received.filter(
        (mail, index) => index > 0 && mail.from !== smtp.received[index - 1]!.from,
      ).length;

      console.info(
        `two workers: 60 registrations in ${registeredMs} ms, 60 messages received (${new Set(smtp.received.map((m) => m.messageId)).size} distinct Message-IDs) ` +
          `${deliveredMs} ms after the first; process A sent ${byA}, process B ${byB}, the sender changed ${switches} times ` +
          `in the order of arrival; whole test ${Date.now() - started} ms`,
      );
      await Promise.all([a!.stop(), b!.stop()]);
    }, 90_000);

    it("keeps the messages of a process killed before sending them, and sends them once after a restart", async () => {
      const started = Date.now();
      const database = await freshDatabase();
      const smtp = await smtpServer();
      // An hour between rounds: the worker's first round runs at start-up, then it sleeps.
      const a = await startMailingApi(database, smtp, { MAIL_POLL_MS: "3600000" });
      const session = await eventWithOneSession(a.url, 100, await organiserToken(database, a));
      const emails = Array.from({ length: 8 }, (_, index) => `avant-envoi-${index}@exemple.fr`);
      await Promise.all(emails.map((email) => register(a, session, email)));
      await sleep(3 * POLL_MS);
      await a.kill("SIGKILL");

      // Written with the registrations, never claimed, nothing received.
      const waiting = await outbox(database);
      expect(waiting).toHaveLength(8);
      for (const row of waiting) {
        expect(row).toMatchObject({ sent_at: null, locked_until: null, attempts: 0, dropped_at: null });
      }
      expect(smtp.received).toHaveLength(0);

      const restart = Date.now();
      const b = await startMailingApi(database, smtp);
      const readyMs = Date.now() - restart;
      await smtp.waitFor(8);
      await waitUntil("every outbox row sent", () => everyMessageSent(database));
      const deliveredMs = Date.now() - restart;
      await sleep(5 * POLL_MS);

      const rows = await expectEachMessageOnce(database, smtp, emails);
      expect(rows.map((row) => row.attempts)).toEqual(emails.map(() => 1));
      // The same messages as written before the crash: the Message-IDs did not change.
      expect(rows.map((row) => row.message_id)).toEqual(waiting.map((row) => row.message_id));

      console.info(
        `kill before sending: 8 messages waiting in the outbox, 0 received; the new process answered in ${readyMs} ms ` +
          `and 8 messages (8 addresses, once each) were received ${deliveredMs} ms after its start; whole test ${Date.now() - started} ms`,
      );
      await b.stop();
    }, 60_000);

    it("sends once, after the lease, the messages of a process killed while the server held its DATA", async () => {
      const started = Date.now();
      const database = await freshDatabase();
      const smtp = await smtpServer();
      // The lease must outlast B's start-up (3.5 to 8 s here), so that B's worker runs while A's rows
      // are still leased: a 2 s lease would have ended before B could look at them.
      const leaseMs = 15_000;
      const fromA = "envoi-a@culture-patrimoine.fr";
      const fromB = "envoi-b@culture-patrimoine.fr";
      // The server never answers DATA: a worker hangs in its first message.
      smtp.hold();
      const a = await startMailingApi(database, smtp, {
        MAIL_FROM: `Culture & Patrimoine <${fromA}>`,
        MAIL_LEASE_SECONDS: String(leaseMs / 1000),
      });
      const session = await eventWithOneSession(a.url, 100, await organiserToken(database, a));
      const emails = Array.from({ length: 6 }, (_, index) => `pendant-envoi-${index}@exemple.fr`);
      await Promise.all(emails.map((email) => register(a, session, email)));
      await waitUntil("A's message held in DATA", () => smtp.heldCount === 1);

      // The rows A claimed (leased until locked_until), and those it had no round left to claim.
      const beforeB = await outbox(database);
      const claimed = beforeB.filter((row) => row.locked_until !== null);
      const unclaimed = beforeB.filter((row) => row.locked_until === null);
      expect(claimed.length).toBeGreaterThan(0);
      for (const row of claimed) expect(row).toMatchObject({ sent_at: null, attempts: 1 });
      for (const row of unclaimed) expect(row).toMatchObject({ sent_at: null, attempts: 0 });
      const leaseEnd = Math.min(...claimed.map((row) => row.locked_until!.getTime()));
      const claimedAt = leaseEnd - leaseMs;

      // B starts while A hangs: its worker claims what A left (and hangs on it too), not A's rows.
      const restart = Date.now();
      const b = await startMailingApi(database, smtp, { MAIL_FROM: `Culture & Patrimoine <${fromB}>` });
      const readyAt = Date.now();
      expect(readyAt, "B must be up before A's lease ends: raise leaseMs").toBeLessThan(leaseEnd - 1000);
      const heldBeforeKill = unclaimed.length > 0 ? 2 : 1;
      await waitUntil("B's message held in DATA too", () => smtp.heldCount === heldBeforeKill);
      for (const row of (await outbox(database)).filter((row) => claimed.some((c) => c.id === row.id))) {
        expect(row, "A's row untouched by B").toMatchObject({ sent_at: null, attempts: 1 });
      }

      await a.kill("SIGKILL");
      const killedAt = Date.now();
      // The server sees A's connection close; the message it held for A is then not delivered,
      // while B's, whose connection is alive, is.
      await waitUntil("the server sees A's connection close", () => smtp.heldCount === heldBeforeKill - 1);
      smtp.release();
      await smtp.waitFor(6, leaseMs + 15_000);
      await waitUntil("every outbox row sent", () => everyMessageSent(database));
      await sleep(5 * POLL_MS);

      expect(smtp.discarded).toBe(1);
      const rows = await expectEachMessageOnce(database, smtp, emails);
      expect(smtp.received.filter((mail) => mail.from !== fromB)).toEqual([]);
      const arrivalOf = (row: { message_id: string }) => smtp.arrivals.get(row.message_id)!;
      // B sent what A had not claimed at once, but A's rows only once their lease had ended (to a few
      // milliseconds: the database and this test read the same clock), on their second attempt.
      for (const row of unclaimed) expect(arrivalOf(row), row.recipient).toBeLessThan(leaseEnd);
      for (const row of claimed) {
        expect(arrivalOf(row), row.recipient).toBeGreaterThanOrEqual(row.locked_until!.getTime() - 5);
        expect(arrivalOf(row) - claimedAt, row.recipient).toBeGreaterThanOrEqual(leaseMs - 5);
      }
      const attempts = new Map(rows.map((row) => [row.id, row.attempts]));
      for (const row of claimed) expect(attempts.get(row.id), row.recipient).toBe(2);
      for (const row of unclaimed) expect(attempts.get(row.id), row.recipient).toBe(1);

      const claimedArrivals = claimed.map(arrivalOf);
      const unclaimedArrivals = unclaimed.map(arrivalOf);
      console.info(
        `kill mid-send: A claimed ${claimed.length} of 6 messages (lease ${leaseMs} ms) and hung in DATA; ` +
          `B answered ${readyAt - restart} ms after its start, ${readyAt - claimedAt} ms after A's claim, and ` +
          `${unclaimed.length > 0 ? `sent the ${unclaimed.length} others ${Math.min(...unclaimedArrivals) - claimedAt}–${Math.max(...unclaimedArrivals) - claimedAt} ms after A's claim` : "had nothing else to send"}; ` +
          `A killed ${killedAt - claimedAt} ms after its claim; its held message discarded (${smtp.discarded}); ` +
          `A's messages arrived ${Math.min(...claimedArrivals) - claimedAt}–${Math.max(...claimedArrivals) - claimedAt} ms after its claim ` +
          `(${Math.min(...claimedArrivals) - leaseEnd} ms after the lease ended); 6 received, once each; whole test ${Date.now() - started} ms`,
      );
      await b.stop();
    }, 90_000);

    it("sends each message once when a batch takes longer than the lease and the other worker is idle", async () => {
      const started = Date.now();
      const database = await freshDatabase();
      const smtp = await smtpServer();
      // 30 confirmations written by a process whose worker sleeps (an hour between rounds), then kept
      // from being due while the two senders start, as the eve reminders of a whole session are.
      const writer = await startMailingApi(database, smtp, { MAIL_POLL_MS: "3600000" });
      const session = await eventWithOneSession(writer.url, 100, await organiserToken(database, writer));
      const emails = Array.from({ length: 30 }, (_, index) => `lot-${index}@exemple.fr`);
      await Promise.all(emails.map((email) => register(writer, session, email)));
      await writer.stop();
      await database.db.update(mailOutbox).set({ send_after: sql`now() + interval '1 hour'` });

      // A 3 s lease, and a server slow enough that each message takes about 300 ms (smtp-server's
      // late greeting, then 150 ms more before answering DATA): one send stays well within the
      // lease, but a batch of 20 outlasts it, while the worker that claimed the other 10 (or none)
      // is done and polls again. Before the worker renewed the lease of each row before sending it,
      // the idle worker claimed the batch's last rows again and both processes sent them.
      smtp.slowDown(150);
      const leaseMs = 3000;
      const fromA = "envoi-a@culture-patrimoine.fr";
      const fromB = "envoi-b@culture-patrimoine.fr";
      const [a, b] = await Promise.all([
        startMailingApi(database, smtp, {
          MAIL_FROM: `Culture & Patrimoine <${fromA}>`,
          MAIL_LEASE_SECONDS: String(leaseMs / 1000),
        }),
        startMailingApi(database, smtp, {
          MAIL_FROM: `Culture & Patrimoine <${fromB}>`,
          MAIL_LEASE_SECONDS: String(leaseMs / 1000),
        }),
      ]);
      const dueAt = Date.now();
      await database.db.update(mailOutbox).set({ send_after: sql`now()` });
      await smtp.waitFor(30);
      await waitUntil("every outbox row sent", () => everyMessageSent(database));
      const deliveredMs = Date.now() - dueAt;
      await sleep(5 * POLL_MS);

      const rows = await expectEachMessageOnce(database, smtp, emails);
      expect(smtp.received).toHaveLength(30);
      const byA = smtp.received.filter((mail) => mail.from === fromA).length;
      const byB = smtp.received.filter((mail) => mail.from === fromB).length;
      // Rows claimed again (taken over from a batch whose lease had ended) were sent by the taker
      // alone: each claim counts an attempt, each row was sent once.
      const takenOver = rows.filter((row) => row.attempts > 1).length;

      console.info(
        `batch longer than the lease: 30 messages due at once, 30 received (${new Set(smtp.received.map((m) => m.messageId)).size} distinct) ` +
          `${deliveredMs} ms later; process A sent ${byA}, process B ${byB}; ${takenOver} rows claimed again (taken over ` +
          `after the lease of ${leaseMs} ms), each sent once; whole test ${Date.now() - started} ms`,
      );
      await Promise.all([a!.stop(), b!.stop()]);
    }, 90_000);

    it("sends once each, on a second attempt, three messages the server refused for a while", async () => {
      const started = Date.now();
      const database = await freshDatabase();
      const smtp = await smtpServer();
      // A first retry 2 s after a refusal (not 200 ms): see below.
      const retryBaseMs = 2000;
      const api = await startMailingApi(database, smtp, { MAIL_RETRY_BASE_MS: String(retryBaseMs) });
      const session = await eventWithOneSession(api.url, 100, await organiserToken(database, api));
      const emails = Array.from({ length: 3 }, (_, index) => `refus-${index}@exemple.fr`);
      // The server holds the worker's first message while the three registrations are written,
      // then refuses three messages. Each of the three must be refused once: the two others are
      // claimed in the rounds that follow the release, well before the first one's retry is due.
      // (A worker sends a batch in the order of the rows' ids, so a retry due in the same round as
      // a newer message's first attempt goes first: with a 200 ms delay, on a loaded machine, the
      // first message could be refused twice and the last one never.)
      smtp.hold();
      smtp.refuseNext(3);
      await Promise.all(emails.map((email) => register(api, session, email)));
      await waitUntil("the first message held in DATA", () => smtp.heldCount === 1);
      const releasedAt = Date.now();
      smtp.release();
      await smtp.waitFor(3);
      await waitUntil("every outbox row sent", () => everyMessageSent(database));
      const deliveredMs = Date.now() - releasedAt;
      await sleep(5 * POLL_MS);

      expect(smtp.refusals).toBe(3);
      const rows = await expectEachMessageOnce(database, smtp, emails);
      for (const row of rows) {
        expect(row, row.recipient).toMatchObject({ attempts: 2, last_error: null });
        // Refused after the release, then sent again once its retry delay had passed.
        expect(smtp.arrivals.get(row.message_id)! - releasedAt).toBeGreaterThanOrEqual(retryBaseMs);
      }
      const arrivals = rows.map((row) => smtp.arrivals.get(row.message_id)! - releasedAt);

      console.info(
        `refusals: 3 messages refused once (451), received once each ${Math.min(...arrivals)}–${Math.max(...arrivals)} ms ` +
          `after the server answered again (first retry after ${retryBaseMs} ms), all sent ${deliveredMs} ms after; ` +
          `whole test ${Date.now() - started} ms`,
      );
      await api.stop();
    }, 60_000);
  },
);
