import { FREE_CANCELLATION_HOURS } from "@culture-patrimoine/contract/constants";
import { cancellationDeadline } from "@culture-patrimoine/contract/event-rules";
import { parisHourDaysBefore } from "@culture-patrimoine/contract/french-dates";
import { eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, participations, passwordResetTokens } from "../../db/schema.ts";
import {
  bearer,
  type RegisteredUser,
  registerProfessionnel,
  registerUser,
  uniqueEmail,
} from "../../test/accounts.ts";
import type { TestContext } from "../../test/app.ts";
import {
  cancel,
  eventWithSessions,
  postEvent,
  registered,
  registration,
  testClock,
} from "../../test/booking.ts";
import { type MailTestApp, PUBLIC_URL, startMailTestApp } from "../../test/mail-app.ts";
import { insertLieu } from "../../test/rows.ts";
import type { ReceivedMail, TestSmtpServer } from "../../test/smtp.ts";
import { scheduleDueMail } from "./schedule.ts";

// Every message of the e-mail channel, received by a real SMTP server (smtp-server) from the real
// transport (nodemailer over TCP), on PGlite and on PostgreSQL. The worker's rounds are run by the
// test (deliverDueMail, scheduleDueMail) instead of its timer, so that each step is deterministic.

const clock = testClock();
let mailApp: MailTestApp;
let ctx: TestContext;
let smtp: TestSmtpServer;
let owner: RegisteredUser;
let lieuId: number;

beforeAll(async () => {
  mailApp = await startMailTestApp(
    { MAIL_RETRY_BASE_MS: "1", MAIL_FROM: "Culture & Patrimoine <ne-pas-repondre@exemple.fr>" },
    { now: clock.now },
  );
  ({ ctx, smtp } = mailApp);
  owner = await registerProfessionnel(ctx.app);
  lieuId = (await insertLieu(ctx.database.db, owner.user.id, { nom: "Maison des Canuts", ville: "Lyon" })).id;
  // The organiser's address confirmation (sent at sign-up) is not what these tests look at.
  await deliver();
});
afterAll(() => mailApp.close());
beforeEach(() => {
  smtp.received.length = 0;
});
afterEach(() => clock.reset());

/** One worker round, as the API process runs it. */
const deliver = () => mailApp.deliver();

const HOUR = 3_600_000;

/** A Paris wall-clock string `hours` from now, rounded to the hour ("2031-05-04T10:00"). */
function parisLocalIn(hours: number): string {
  const instant = new Date(Date.now() + hours * HOUR);
  const parts = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
  }).format(instant);
  return `${parts.replace(" ", "T")}:00`;
}

async function newEvent(
  sessions: { starts_at: string; ends_at?: string | null; capacity?: number | null }[],
  extra = {},
) {
  return postEvent(
    ctx.app,
    owner.token,
    eventWithSessions(lieuId, sessions, { title: "Visite des traboules", ...extra }),
  );
}

function onlyMailTo(address: string): ReceivedMail {
  const mails = smtp.to(address);
  expect(mails.map((mail) => mail.subject)).toHaveLength(1);
  return mails[0] as ReceivedMail;
}

/** The message's header lines as sent, unfolded. */
function rawHeaders(mail: ReceivedMail): string {
  const raw = mail.raw.toString("utf8");
  return raw
    .slice(0, raw.indexOf("\r\n\r\n"))
    .replace(/\r\n[ \t]+/g, " ")
    .replace(/\r\n/g, "\n");
}

async function outboxOf(participationId: number) {
  return ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.participation_id, participationId));
}

describe("registration e-mails", () => {
  it("sends the confirmation with the session, place, amount, ticket link, QR code and a valid .ics", async () => {
    const event = await newEvent(
      [{ starts_at: parisLocalIn(24 * 10), ends_at: parisLocalIn(24 * 10 + 2), capacity: 20 }],
      { price: 12, payment_mode: "on_site" },
    );
    const email = uniqueEmail("visiteuse");
    const created = await registered(ctx.app, registration(event.id, { email, nombre_places: 2 }));
    expect(await deliver()).toMatchObject({ sent: 1, retried: 0 });

    const mail = onlyMailTo(email);
    expect(mail.subject).toBe("Inscription confirmée\u00a0: Visite des traboules");
    expect(mail.from).toBe("ne-pas-repondre@exemple.fr");
    const ticketLink = `${PUBLIC_URL}/billet/${created.ticket_code}`;
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Bonjour Inès,");
      expect(part).toContain("Maison des Canuts, Lyon");
      expect(part).toContain("2\u00a0places");
      expect(part).toContain("24\u00a0€");
      expect(part).toContain("Sur place, à l’entrée");
      expect(part).toContain(ticketLink);
      expect(part).toContain(created.ticket_code);
    }
    // The deadline is written in French, Paris time: "… à 10 h 00".
    expect(mail.text).toMatch(
      /Annulation gratuite jusqu’au\u00a0: \p{L}+ \d{1,2}(er)? \p{L}+ à \d{1,2}\u00a0h\u00a0\d{2}/u,
    );
    expect(mail.html).toContain('<html lang="fr">');
    // No remote image, no tracking: the only image is the attached QR code.
    expect(mail.html).not.toMatch(/<img[^>]+src="https?:/);
    expect(mail.html).toMatch(/<img src="cid:[^"]+" [^>]*alt="QR code du billet/);

    const qr = mail.attachments.find((attachment) => attachment.contentType === "image/png");
    expect(qr?.cid).toBeTruthy();
    expect(qr?.content.subarray(1, 4).toString()).toBe("PNG");
    const ics = mail.attachments.find((attachment) => attachment.filename === "seance.ics");
    expect(ics?.contentType).toContain("text/calendar");
    const vevent = new ICAL.Component(ICAL.parse(ics?.content.toString("utf8") ?? "")).getFirstSubcomponent(
      "vevent",
    );
    if (!vevent) throw new Error("no VEVENT");
    const calendarEvent = new ICAL.Event(vevent);
    const session = event.sessions[0];
    expect(calendarEvent.startDate.toJSDate().getTime()).toBe(new Date(session?.starts_at ?? "").getTime());
    expect(calendarEvent.summary).toBe("Visite des traboules");
    expect(calendarEvent.location).toBe("Maison des Canuts, Lyon");
    expect(calendarEvent.description).toContain(ticketLink);

    const [row] = await outboxOf(created.id);
    expect(row).toMatchObject({ kind: "registration_confirmed", attempts: 1, recipient: email });
    expect(row?.sent_at).not.toBeNull();
    expect(mail.messageId).toBe(row?.message_id);
    // Nothing left to send: a second round sends nothing again.
    expect(await deliver()).toMatchObject({ sent: 0 });
  });

  it("writes no message when the registration is refused", async () => {
    const event = await newEvent([{ starts_at: parisLocalIn(24 * 10), capacity: 1 }]);
    await registered(ctx.app, registration(event.id, { email: uniqueEmail() }));
    const before = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    const refused = await ctx.app.inject({
      method: "POST",
      url: "/api/participations",
      payload: registration(event.id, { email: uniqueEmail() }),
    });
    expect(refused.statusCode).toBe(409);
    const after = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it("tells a waiting person their rank, then sends the ticket when a place comes free", async () => {
    const event = await newEvent([{ starts_at: parisLocalIn(24 * 10), capacity: 1 }]);
    const first = uniqueEmail("premier");
    const waiting = uniqueEmail("attente");
    const holder = await registered(ctx.app, registration(event.id, { email: first }));
    const entry = await registered(ctx.app, registration(event.id, { email: waiting, join_waitlist: true }));
    expect(entry.status).toBe("waitlisted");
    await deliver();
    const joined = onlyMailTo(waiting);
    expect(joined.subject).toBe("Liste d’attente\u00a0: Visite des traboules");
    expect(joined.text).toContain("Rang sur la liste d’attente\u00a0: 1");
    expect(joined.attachments).toHaveLength(0);

    smtp.received.length = 0;
    expect((await cancel(ctx.app, holder.id, { ticket_code: holder.ticket_code })).statusCode).toBe(200);
    await deliver();
    expect(onlyMailTo(first).subject).toBe("Inscription annulée\u00a0: Visite des traboules");
    const obtained = onlyMailTo(waiting);
    expect(obtained.subject).toBe("Place obtenue\u00a0: Visite des traboules");
    expect(obtained.text).toContain(`${PUBLIC_URL}/billet/${entry.ticket_code}`);
    expect(obtained.attachments.map((attachment) => attachment.filename).sort()).toEqual([
      "billet-qr.png",
      "seance.ics",
    ]);
  });

  it("says who cancelled: the visitor, the organiser, or the session's cancellation", async () => {
    const event = await newEvent([
      { starts_at: parisLocalIn(24 * 10), capacity: 10 },
      { starts_at: parisLocalIn(24 * 11), capacity: 10 },
    ]);
    const [first, second] = event.sessions;
    const byOrganiser = uniqueEmail("organisateur");
    const bySession = uniqueEmail("seance");
    const a = await registered(
      ctx.app,
      registration(event.id, { email: byOrganiser, session_id: first?.id }),
    );
    await registered(ctx.app, registration(event.id, { email: bySession, session_id: second?.id }));
    expect((await cancel(ctx.app, a.id, { token: owner.token })).statusCode).toBe(200);
    const cancelled = await ctx.app.inject({
      method: "POST",
      url: `/api/events/${event.id}/sessions/${second?.id}/cancel`,
      headers: bearer(owner.token),
    });
    expect(cancelled.statusCode).toBe(200);
    await deliver();
    const organiserMail = smtp.to(byOrganiser).find((mail) => mail.subject.startsWith("Inscription annulée"));
    expect(organiserMail?.text).toContain(
      "L’organisateur, Musée des Confluences, a annulé votre inscription",
    );
    const sessionMail = smtp.to(bySession).find((mail) => mail.subject.startsWith("Séance annulée"));
    expect(sessionMail?.subject).toBe("Séance annulée\u00a0: Visite des traboules");
    expect(sessionMail?.text).toContain("a annulé la séance");
  });
});

describe("reminders", () => {
  /** A registration made now for a session `hours` ahead; the clock then moves as the test says. */
  async function registeredFor(hours: number, overrides: Record<string, unknown> = {}) {
    const event = await newEvent([{ starts_at: parisLocalIn(hours), capacity: 10 }]);
    const email = uniqueEmail("rappel");
    const created = await registered(ctx.app, registration(event.id, { email, ...overrides }));
    const start = new Date(event.sessions[0]?.starts_at ?? "");
    await mailApp.deliverAndForget();
    return { event, email, created, start };
  }

  async function roundAt(instant: Date) {
    clock.set(instant);
    await scheduleDueMail(ctx.database.db, instant);
    return deliver();
  }

  it("reminds 24 h before the free cancellation ends, once, with the deadline and an opt-out link", async () => {
    const { email, start, created } = await registeredFor(24 * 6);
    const leadMs = (FREE_CANCELLATION_HOURS + 24) * HOUR;
    await roundAt(new Date(start.getTime() - leadMs - 60_000));
    expect(smtp.to(email)).toHaveLength(0);
    await roundAt(new Date(start.getTime() - leadMs + 60_000));
    const mail = onlyMailTo(email);
    expect(mail.subject).toMatch(/^Rappel\u00a0: Visite des traboules, /);
    expect(mail.text).toContain("annulez avant le");
    expect(mail.text).toContain(`${PUBLIC_URL}/rappels/desactiver#jeton=`);
    const headers = rawHeaders(mail);
    expect(headers).toMatch(
      new RegExp(
        `^List-Unsubscribe: <${PUBLIC_URL}/api/mail/reminders-off/r[0-9a-z]+[A-Za-z0-9_-]{32}>$`,
        "m",
      ),
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // Later rounds, even in another process, find the dedupe key and write nothing more.
    await roundAt(new Date(start.getTime() - leadMs + 2 * HOUR));
    expect(smtp.to(email)).toHaveLength(1);
    const rows = await outboxOf(created.id);
    expect(rows.filter((row) => row.kind === "cancellation_reminder")).toHaveLength(1);
    expect(cancellationDeadline(start).getTime()).toBe(start.getTime() - FREE_CANCELLATION_HOURS * HOUR);
  });

  it("reminds on the eve at 18 h Paris time, with the QR code", async () => {
    const { email, start } = await registeredFor(24 * 6);
    // 18:00 Paris on the day before the session's day.
    const eveInstant = parisHourDaysBefore(start, 1, 18);
    expect(eveInstant.getTime()).toBeLessThan(start.getTime());
    await roundAt(new Date(eveInstant.getTime() - 60_000));
    expect(smtp.to(email).filter((mail) => mail.subject.startsWith("C’est demain"))).toHaveLength(0);
    await roundAt(new Date(eveInstant.getTime() + 60_000));
    const mail = smtp.to(email).find((item) => item.subject.startsWith("C’est demain"));
    expect(mail?.subject).toBe("C’est demain\u00a0: Visite des traboules");
    expect(mail?.attachments.some((attachment) => attachment.contentType === "image/png")).toBe(true);
  });

  it("sends no reminder for a cancelled registration or a cancelled session, even one already written", async () => {
    const cancelledFirst = await registeredFor(24 * 6);
    expect(
      (await cancel(ctx.app, cancelledFirst.created.id, { ticket_code: cancelledFirst.created.ticket_code }))
        .statusCode,
    ).toBe(200);
    const sessionCancelled = await registeredFor(24 * 6);
    // Written while still on, cancelled before the worker's round: composed to nothing, dropped.
    const lateCancel = await registeredFor(24 * 6);
    const leadMs = (FREE_CANCELLATION_HOURS + 24) * HOUR;
    const at = new Date(lateCancel.start.getTime() - leadMs + 60_000);
    clock.set(at);
    await scheduleDueMail(ctx.database.db, at);
    await ctx.app.inject({
      method: "POST",
      url: `/api/events/${sessionCancelled.event.id}/sessions/${sessionCancelled.event.sessions[0]?.id}/cancel`,
      headers: bearer(owner.token),
    });
    clock.reset();
    expect(
      (await cancel(ctx.app, lateCancel.created.id, { ticket_code: lateCancel.created.ticket_code }))
        .statusCode,
    ).toBe(200);
    smtp.received.length = 0;
    clock.set(at);
    const report = await deliver();
    expect(report.dropped).toBeGreaterThanOrEqual(1);
    for (const { email } of [cancelledFirst, sessionCancelled, lateCancel]) {
      expect(smtp.to(email).filter((mail) => mail.subject.startsWith("Rappel"))).toHaveLength(0);
    }
    const [dropped] = (await outboxOf(lateCancel.created.id)).filter(
      (row) => row.kind === "cancellation_reminder",
    );
    expect(dropped?.dropped_at).not.toBeNull();
    expect(dropped?.sent_at).toBeNull();
  });

  it("stops reminders from the link of a reminder, without an account, and refuses a forged link", async () => {
    const { email, start, created } = await registeredFor(24 * 6);
    const leadMs = (FREE_CANCELLATION_HOURS + 24) * HOUR;
    await roundAt(new Date(start.getTime() - leadMs + 60_000));
    const link = /rappels\/desactiver#jeton=([A-Za-z0-9_-]+)/.exec(onlyMailTo(email).text)?.[1];
    expect(link).toBeTruthy();
    const forged = await ctx.app.inject({
      method: "POST",
      url: "/api/mail/reminders-off",
      payload: { token: `${link?.slice(0, -4)}AAAA` },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().details[0].path).toBe("token");
    const off = await ctx.app.inject({
      method: "POST",
      url: "/api/mail/reminders-off",
      payload: { token: link },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ scope: "registration" });
    const [row] = await ctx.database.db
      .select()
      .from(participations)
      .where(eq(participations.id, created.id));
    expect(row?.reminders_enabled).toBe(false);
    smtp.received.length = 0;
    const eveRound = new Date(start.getTime() - 5 * HOUR);
    await roundAt(eveRound);
    expect(smtp.to(email)).toHaveLength(0);
  });

  it("answers the one-click unsubscribe POST of mail clients (RFC 8058)", async () => {
    const { start, email } = await registeredFor(24 * 6);
    await roundAt(new Date(start.getTime() - (FREE_CANCELLATION_HOURS + 23) * HOUR));
    const header = /^List-Unsubscribe: <([^>]+)>$/m.exec(rawHeaders(onlyMailTo(email)))?.[1];
    const url = new URL(header ?? "");
    const response = await ctx.app.inject({
      method: "POST",
      url: url.pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode).toBe(200);
  });

  it("follows the account's preference: reminders off in the settings, none sent", async () => {
    const person = await registerUser(ctx.app);
    const put = await ctx.app.inject({
      method: "PUT",
      url: `/api/users/${person.user.id}/email-preferences`,
      headers: bearer(person.token),
      payload: { reminders: false, organiser_digest: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ reminders: false, organiser_digest: true });
    const { start, email } = await registeredFor(24 * 6, {});
    // The registration above is anonymous; make one with the account too.
    const event = await newEvent([{ starts_at: parisLocalIn(24 * 6), capacity: 10 }]);
    const mine = uniqueEmail("compte");
    await registered(ctx.app, registration(event.id, { email: mine }), person.token);
    await mailApp.deliverAndForget();
    await roundAt(new Date(start.getTime() - (FREE_CANCELLATION_HOURS + 23) * HOUR));
    expect(smtp.to(mine)).toHaveLength(0);
    expect(smtp.to(email)).toHaveLength(1);
  });
});

describe("e-mail preferences", () => {
  it("are the owner's alone: 401 without a token, 403 for someone else, 400 on a malformed body", async () => {
    const person = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const url = `/api/users/${person.user.id}/email-preferences`;
    expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url, headers: bearer(other.token) })).statusCode).toBe(403);
    const put = (payload: unknown, token = person.token) =>
      ctx.app.inject({ method: "PUT", url, headers: bearer(token), payload: payload as object });
    expect((await put({ reminders: false, organiser_digest: false }, other.token)).statusCode).toBe(403);
    const malformed = await put({ reminders: "peut-être" });
    expect(malformed.statusCode).toBe(400);
    const read = await ctx.app.inject({ method: "GET", url, headers: bearer(person.token) });
    expect(read.json()).toEqual({ reminders: true, organiser_digest: true });
  });
});

describe("organiser digest", () => {
  it("sends each morning the registrations of the day before, once, unless turned off", async () => {
    const organiser = await registerProfessionnel(ctx.app);
    const quiet = await registerProfessionnel(ctx.app);
    const venue = (await insertLieu(ctx.database.db, organiser.user.id)).id;
    const quietVenue = (await insertLieu(ctx.database.db, quiet.user.id)).id;
    const event = await postEvent(
      ctx.app,
      organiser.token,
      eventWithSessions(venue, [{ starts_at: parisLocalIn(24 * 20), capacity: 10 }], {
        title: "Concert d’orgue",
      }),
    );
    const quietEvent = await postEvent(
      ctx.app,
      quiet.token,
      eventWithSessions(quietVenue, [{ starts_at: parisLocalIn(24 * 20), capacity: 10 }]),
    );
    await ctx.app.inject({
      method: "PUT",
      url: `/api/users/${quiet.user.id}/email-preferences`,
      headers: bearer(quiet.token),
      payload: { reminders: true, organiser_digest: false },
    });
    await registered(ctx.app, registration(event.id, { email: uniqueEmail(), nombre_places: 3 }));
    await registered(ctx.app, registration(event.id, { email: uniqueEmail() }));
    await registered(ctx.app, registration(quietEvent.id, { email: uniqueEmail() }));
    await mailApp.deliverAndForget();

    // The next 8 h 30 Paris time: the registrations above fall in « the 24 hours before 8 h ».
    const todayAtEight = parisHourDaysBefore(new Date(), 0, 8);
    const nextEight =
      todayAtEight.getTime() > Date.now()
        ? todayAtEight
        : parisHourDaysBefore(new Date(Date.now() + 24 * HOUR), 0, 8);
    const morning = new Date(nextEight.getTime() + 30 * 60_000);
    clock.set(morning);
    expect(await scheduleDueMail(ctx.database.db, morning)).toBeGreaterThanOrEqual(1);
    expect(await scheduleDueMail(ctx.database.db, new Date(morning.getTime() + HOUR))).toBe(0);
    await deliver();
    const digest = onlyMailTo(organiser.user.email);
    expect(digest.subject).toBe("2\u00a0nouvelles inscriptions à vos événements");
    expect(digest.text).toContain("Concert d’orgue\u00a0: 4\u00a0places confirmées");
    expect(digest.text).toContain(`${PUBLIC_URL}/events/${event.id}/inscrits`);
    expect(smtp.to(quiet.user.email)).toHaveLength(0);
  });
});

describe("password reset", () => {
  const request = (email: string) =>
    ctx.app.inject({ method: "POST", url: "/api/auth/password-reset-request", payload: { email } });
  const reset = (token: string, password: string) =>
    ctx.app.inject({ method: "POST", url: "/api/auth/password-reset", payload: { token, password } });

  /** An account whose sign-up e-mail (the address confirmation) is already sent and forgotten. */
  async function signedUp() {
    const person = await registerUser(ctx.app);
    await mailApp.deliverAndForget();
    return person;
  }

  function tokenIn(mail: ReceivedMail): string {
    const token = /reinitialiser-mot-de-passe#jeton=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no reset link in: ${mail.text}`);
    return token;
  }

  it("answers alike for an unknown address and sends nothing", async () => {
    const known = await signedUp();
    const a = await request(known.user.email);
    const b = await request(uniqueEmail("inconnu"));
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.body).toBe(b.body);
    await deliver();
    expect(smtp.received.map((mail) => mail.to[0])).toEqual([known.user.email.toLowerCase()]);
  });

  it("sets the new password with the mailed link once, closes every session and tells the owner", async () => {
    const person = await signedUp();
    const secondSession = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: person.user.email, password: person.password },
    });
    expect(secondSession.statusCode).toBe(200);
    expect((await request(person.user.email.toUpperCase())).statusCode).toBe(202);
    await deliver();
    const mail = onlyMailTo(person.user.email);
    expect(mail.subject).toBe("Réinitialisation de votre mot de passe");
    expect(mail.text).toContain("une seule fois, pendant une heure");
    const token = tokenIn(mail);
    // Once sent, the raw token is no longer in the outbox.
    const rows = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.user_id, person.user.id));
    expect(rows.find((row) => row.kind === "password_reset")?.payload).toEqual({});

    expect((await reset(token, "Azerty")).statusCode).toBe(400);
    const done = await reset(token, "Un-nouveau-chemin-2027");
    expect(done.statusCode).toBe(204);
    for (const old of [person.token, secondSession.json().token]) {
      const me = await ctx.app.inject({
        method: "GET",
        url: `/api/users/${person.user.id}`,
        headers: bearer(old),
      });
      expect(me.statusCode).toBe(401);
    }
    const login = (password: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: person.user.email, password },
      });
    expect((await login(person.password)).statusCode).toBe(401);
    expect((await login("Un-nouveau-chemin-2027")).statusCode).toBe(200);

    const again = await reset(token, "Encore-un-autre-2028");
    expect(again.statusCode).toBe(400);
    expect(again.json().details[0]).toMatchObject({ path: "token" });
    expect(again.json().error).toContain("n’est plus valable");

    smtp.received.length = 0;
    await deliver();
    expect(onlyMailTo(person.user.email).subject).toBe("Votre mot de passe a été modifié");
  });

  it("refuses an expired link, a forged one and a malformed one", async () => {
    const person = await signedUp();
    await request(person.user.email);
    await deliver();
    const token = tokenIn(onlyMailTo(person.user.email));
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.user_id, person.user.id));
    expect((await reset(token, "Un-nouveau-chemin-2027")).statusCode).toBe(400);
    expect((await reset("A".repeat(43), "Un-nouveau-chemin-2027")).statusCode).toBe(400);
    const malformed = await reset("court", "Un-nouveau-chemin-2027");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].path).toBe("token");
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: person.user.email, password: person.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it("sends at most three links an hour to one account, however many requests", async () => {
    const person = await signedUp();
    for (let i = 0; i < 6; i += 1) expect((await request(person.user.email)).statusCode).toBe(202);
    await deliver();
    expect(smtp.to(person.user.email)).toHaveLength(3);
  });
});

describe("delivery", () => {
  it("retries a message the server refused for a while, and it arrives exactly once", async () => {
    const event = await newEvent([{ starts_at: parisLocalIn(24 * 10), capacity: 10 }]);
    const email = uniqueEmail("reessai");
    const created = await registered(ctx.app, registration(event.id, { email }));
    smtp.refuseNext(1);
    expect(await deliver()).toMatchObject({ sent: 0, retried: 1 });
    expect(smtp.to(email)).toHaveLength(0);
    const [waiting] = await outboxOf(created.id);
    expect(waiting?.last_error).toContain("451");
    expect(waiting?.locked_until).toBeNull();
    // Its retry is due a millisecond later (MAIL_RETRY_BASE_MS): delivery rounds go on until it is sent.
    await expect.poll(deliver, { timeout: 20_000, interval: 5 }).toMatchObject({ sent: 1 });
    expect(await deliver()).toMatchObject({ sent: 0 });
    expect(smtp.to(email)).toHaveLength(1);
    const [sent] = await outboxOf(created.id);
    expect(sent).toMatchObject({ attempts: 2 });
    expect(sent?.sent_at).not.toBeNull();
  });

  it("a stopping worker finishes the message under way and gives the rest of its batch back, unspent", async () => {
    const event = await newEvent([{ starts_at: parisLocalIn(24 * 10), capacity: 10 }]);
    const emails = [uniqueEmail("arret-a"), uniqueEmail("arret-b"), uniqueEmail("arret-c")];
    const created = [];
    for (const email of emails) created.push(await registered(ctx.app, registration(event.id, { email })));
    // The stop arrives while the first message is being sent.
    let checks = 0;
    const report = await mailApp.deliver(() => {
      checks += 1;
      return checks > 1;
    });
    expect(report).toMatchObject({ sent: 1 });
    const rows = (await Promise.all(created.map((row) => outboxOf(row.id)))).flat();
    const sent = rows.filter((row) => row.sent_at !== null);
    const givenBack = rows.filter((row) => row.sent_at === null);
    expect(sent).toHaveLength(1);
    expect(givenBack).toHaveLength(2);
    // Given back as if never claimed: due at once for another process, no attempt spent.
    for (const row of givenBack) expect(row).toMatchObject({ locked_until: null, attempts: 0 });
    expect(await deliver()).toMatchObject({ sent: 2 });
    for (const email of emails) expect(smtp.to(email)).toHaveLength(1);
  });

  it("gives up after the last attempt and keeps the reason", async () => {
    const event = await newEvent([{ starts_at: parisLocalIn(24 * 10), capacity: 10 }]);
    const created = await registered(ctx.app, registration(event.id, { email: uniqueEmail("abandon") }));
    smtp.refuseNext(ctx.config.mail.maxAttempts);
    for (let i = 0; i < ctx.config.mail.maxAttempts; i += 1) {
      await deliver();
      // The next attempt is due now, whatever its delay.
      await ctx.database.db
        .update(mailOutbox)
        .set({ send_after: sql`now()` })
        .where(eq(mailOutbox.participation_id, created.id));
    }
    const [row] = await outboxOf(created.id);
    expect(row?.dropped_at).not.toBeNull();
    expect(row?.sent_at).toBeNull();
    expect(row?.attempts).toBe(ctx.config.mail.maxAttempts);
  });
});
