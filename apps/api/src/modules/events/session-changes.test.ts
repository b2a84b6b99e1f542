import { eventMessages, validationMessages } from "@culture-patrimoine/contract/messages";
import { and, eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventSessions, mailOutbox, participations } from "../../db/schema.ts";
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
  type EventAnswer,
  eventWithSessions,
  postEvent,
  registered,
  registration,
  type SessionBody,
  testClock,
} from "../../test/booking.ts";
import { type MailTestApp, PUBLIC_URL, startMailTestApp } from "../../test/mail-app.ts";
import { insertLieu } from "../../test/rows.ts";
import type { ReceivedMail, TestSmtpServer } from "../../test/smtp.ts";

// Issue 28, point 3 and point 4's first bullet: a session moved (day or time), its venue changed
// or the session cancelled reaches every holder and every waiting person, by an e-mail written in
// the transaction of the change, with a calendar update (same UID, higher SEQUENCE, REQUEST or
// CANCEL, RFC 5546) for those who hold the entry; a SPEC client's date-only edit keeps the time.
// Mails are received by a real SMTP server; calendar files are read back with ical.js.

const NO_REPLY = "ne-pas-repondre@exemple.fr";
const nb = "\u00a0";
const clock = testClock();
let mailApp: MailTestApp;
let ctx: TestContext;
let smtp: TestSmtpServer;
let owner: RegisteredUser;
let canuts: number;
let celestins: number;

beforeAll(async () => {
  mailApp = await startMailTestApp({ MAIL_FROM: `Culture & Patrimoine <${NO_REPLY}>` }, { now: clock.now });
  ({ ctx, smtp } = mailApp);
  owner = await registerProfessionnel(ctx.app);
  canuts = (await insertLieu(ctx.database.db, owner.user.id, { nom: "Maison des Canuts", ville: "Lyon" })).id;
  celestins = (
    await insertLieu(ctx.database.db, owner.user.id, { nom: "Théâtre des Célestins", ville: "Lyon" })
  ).id;
});
afterAll(() => mailApp.close());
beforeEach(() => {
  smtp.received.length = 0;
});
afterEach(() => clock.reset());

const deliver = () => mailApp.deliver();

/** Sends what is due, then forgets it: the next step reads only its own messages. */
const deliverAndForget = () => mailApp.deliverAndForget();

function newEvent(sessions: SessionBody[], extra: Record<string, unknown> = {}) {
  return postEvent(
    ctx.app,
    owner.token,
    eventWithSessions(canuts, sessions, { title: "Visite des traboules", ...extra }),
  );
}

/** An event of one session (12 December, 20:30 to 22:30) held by one person, whose mails are sent. */
async function oneSessionHeld() {
  const event = await newEvent([
    { starts_at: "2037-12-12T20:30", ends_at: "2037-12-12T22:30", capacity: 10 },
  ]);
  const holder = await person(event.id, undefined);
  await deliverAndForget();
  const [session] = asSent(event);
  if (!session) throw new Error("one session expected");
  return { event, holder, session };
}

/** The web form's PUT: the whole set of sessions, each saved one with its id. */
function putSessions(event: EventAnswer, sessions: SessionBody[], extra: Record<string, unknown> = {}) {
  return ctx.app.inject({
    method: "PUT",
    url: `/api/events/${event.id}`,
    headers: bearer(owner.token),
    payload: eventWithSessions(canuts, sessions, { title: "Visite des traboules", ...extra }),
  });
}

/** The saved sessions of an answer, sent back as the form sends them (Paris wall-clock times). */
function asSent(event: EventAnswer): SessionBody[] {
  return event.sessions.map((session) => ({
    id: session.id,
    starts_at: session.starts_at,
    ends_at: session.ends_at,
    capacity: session.capacity,
  }));
}

/** A SPEC §7 client's PUT: date_start/date_end as its form holds them, no sessions. */
function specPut(eventId: number, dates: { date_start: string; date_end: string | null }, lieuId = canuts) {
  return ctx.app.inject({
    method: "PUT",
    url: `/api/events/${eventId}`,
    headers: bearer(owner.token),
    payload: {
      title: "Visite des traboules",
      description: "Portes ouvertes",
      category: "Visite",
      ...dates,
      price: 0,
      lieu_id: lieuId,
    },
  });
}

async function person(eventId: number, sessionId: number | undefined, extra: Record<string, unknown> = {}) {
  const email = uniqueEmail("visiteur");
  const created = await registered(
    ctx.app,
    registration(eventId, { email, ...(sessionId && { session_id: sessionId }), ...extra }),
  );
  return { email, created };
}

async function changeMailsOf(participationId: number) {
  return ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.participation_id, participationId), eq(mailOutbox.kind, "session_changed")));
}

async function sequenceOf(sessionId: number): Promise<number | undefined> {
  const [row] = await ctx.database.db
    .select({ sequence: eventSessions.sequence })
    .from(eventSessions)
    .where(eq(eventSessions.id, sessionId));
  return row?.sequence;
}

function onlyMailTo(address: string): ReceivedMail {
  const mails = smtp.to(address);
  expect(mails.map((mail) => mail.subject)).toHaveLength(1);
  return mails[0] as ReceivedMail;
}

interface CalendarOfMail {
  method: string;
  contentType: string;
  uid: string;
  sequence: number;
  status: string;
  start: string;
  end: string | null;
  location: string | null;
  organizer: string;
  attendees: string[];
}

/** The mail's calendar file read back by ical.js, with the iTIP properties RFC 5546 requires. */
function calendarOf(mail: ReceivedMail): CalendarOfMail | null {
  const file = mail.attachments.find((attachment) => attachment.filename === "seance.ics");
  if (!file) return null;
  const root = new ICAL.Component(ICAL.parse(file.content.toString("utf8")));
  const vevent = root.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT in the calendar file");
  const event = new ICAL.Event(vevent);
  const header = file.headers.get("content-type") as { value: string; params: Record<string, string> };
  return {
    method: String(root.getFirstPropertyValue("method")),
    contentType: `${header.value}; method=${header.params.method}`,
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue("status")),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate ? event.endDate.toJSDate().toISOString() : null,
    location: event.location,
    organizer: String(vevent.getFirstPropertyValue("organizer")),
    attendees: vevent.getAllProperties("attendee").map((property) => String(property.getFirstValue())),
  };
}

/** The calendar file of the confirmation a holder received. */
function confirmationCalendar(email: string): CalendarOfMail {
  const mail = smtp.to(email).find((item) => item.subject.startsWith("Inscription confirmée"));
  if (!mail) throw new Error(`no confirmation to ${email}`);
  const calendar = calendarOf(mail);
  if (!calendar) throw new Error("no calendar file in the confirmation");
  return calendar;
}

describe("calendar files of a registration", () => {
  it("make the confirmation an iTIP REQUEST from the no-reply organiser to the holder, SEQUENCE 0", async () => {
    const event = await newEvent([
      { starts_at: "2037-12-12T20:30", ends_at: "2037-12-12T22:30", capacity: 10 },
    ]);
    const holder = await person(event.id, undefined);
    await deliver();
    const calendar = confirmationCalendar(holder.email);
    expect(calendar).toMatchObject({
      method: "REQUEST",
      contentType: "text/calendar; method=REQUEST",
      uid: `billet-${holder.created.ticket_code}@culture-patrimoine.fr`,
      sequence: 0,
      status: "CONFIRMED",
      start: "2037-12-12T19:30:00.000Z",
      end: "2037-12-12T21:30:00.000Z",
      organizer: `mailto:${NO_REPLY}`,
      attendees: [`mailto:${holder.email}`],
    });
  });
});

describe("a session moved by the organiser", () => {
  it("tells each holder and waiting person of that session, with a calendar update for the holder", async () => {
    const event = await newEvent([
      { starts_at: "2037-12-12T20:30", ends_at: "2037-12-12T22:30", capacity: 1 },
      { starts_at: "2037-12-19T20:30", ends_at: "2037-12-19T22:30", capacity: 10 },
    ]);
    const [moved, kept] = event.sessions;
    if (!moved || !kept) throw new Error("two sessions expected");
    const holder = await person(event.id, moved.id);
    const waiting = await person(event.id, moved.id, { join_waitlist: true });
    const leaver = await person(event.id, moved.id, { join_waitlist: true });
    const other = await person(event.id, kept.id);
    expect(waiting.created.status).toBe("waitlisted");
    expect(
      (await cancel(ctx.app, leaver.created.id, { ticket_code: leaver.created.ticket_code })).statusCode,
    ).toBe(200);
    await deliver();
    const confirmation = confirmationCalendar(holder.email);
    smtp.received.length = 0;

    const sessions = asSent(event);
    sessions[0] = { ...sessions[0], starts_at: "2037-12-13T20:30", ends_at: "2037-12-13T22:30" };
    const response = await putSessions(event, sessions);
    expect(response.statusCode).toBe(200);
    expect(response.json().sessions[0].starts_at).toBe("2037-12-13T20:30:00+01:00");
    // Written in the edit's transaction: one message per person to tell, none for the others.
    expect(await changeMailsOf(holder.created.id)).toHaveLength(1);
    expect(await changeMailsOf(waiting.created.id)).toHaveLength(1);
    expect(await changeMailsOf(leaver.created.id)).toHaveLength(0);
    expect(await changeMailsOf(other.created.id)).toHaveLength(0);
    expect(await sequenceOf(moved.id)).toBe(1);
    expect(await sequenceOf(kept.id)).toBe(0);

    await deliver();
    const sentence = `Votre séance du samedi 12 décembre à 20${nb}h${nb}30 est déplacée au dimanche 13 décembre à 20${nb}h${nb}30.`;
    const held = onlyMailTo(holder.email);
    expect(held.subject).toBe(`Séance déplacée${nb}: Visite des traboules`);
    for (const part of [held.text, held.html]) expect(part).toContain(sentence);
    expect(held.text).toContain(`Dimanche 13 décembre 2037, 20${nb}h${nb}30 – 22${nb}h${nb}30`);
    expect(held.text).toContain(`${PUBLIC_URL}/billet/${holder.created.ticket_code}`);
    expect(calendarOf(held)).toMatchObject({
      method: "REQUEST",
      contentType: "text/calendar; method=REQUEST",
      uid: confirmation.uid,
      sequence: 1,
      status: "CONFIRMED",
      start: "2037-12-13T19:30:00.000Z",
      end: "2037-12-13T21:30:00.000Z",
      organizer: `mailto:${NO_REPLY}`,
      attendees: [`mailto:${holder.email}`],
    });

    const told = onlyMailTo(waiting.email);
    expect(told.text).toContain(sentence);
    expect(told.text).toContain("liste d’attente");
    // A waiting person has no entry in their calendar (the waiting list's mail carries none).
    expect(calendarOf(told)).toBeNull();
    expect(smtp.to(leaver.email)).toHaveLength(0);
    expect(smtp.to(other.email)).toHaveLength(0);
  });

  it("announces a new time on the same day, then a new end, each with a higher SEQUENCE", async () => {
    const { event, holder, session } = await oneSessionHeld();

    expect(
      (await putSessions(event, [{ ...session, starts_at: "2037-12-12T18:00", ends_at: "2037-12-12T20:00" }]))
        .statusCode,
    ).toBe(200);
    await deliver();
    const earlier = onlyMailTo(holder.email);
    expect(earlier.text).toContain(
      `Votre séance du samedi 12 décembre à 20${nb}h${nb}30 est déplacée au samedi 12 décembre à 18${nb}h.`,
    );
    expect(calendarOf(earlier)).toMatchObject({ sequence: 1, start: "2037-12-12T17:00:00.000Z" });

    smtp.received.length = 0;
    expect(
      (await putSessions(event, [{ ...session, starts_at: "2037-12-12T18:00", ends_at: "2037-12-12T21:15" }]))
        .statusCode,
    ).toBe(200);
    await deliver();
    const longer = onlyMailTo(holder.email);
    expect(longer.subject).toBe(`Séance modifiée${nb}: Visite des traboules`);
    expect(longer.text).toContain(
      `Votre séance du samedi 12 décembre à 18${nb}h se termine désormais à 21${nb}h${nb}15.`,
    );
    expect(calendarOf(longer)).toMatchObject({ sequence: 2, end: "2037-12-12T20:15:00.000Z" });
  });

  it("tells an unpaid online hold without a ticket or calendar entry, and a paid one with its update", async () => {
    const online = { price: 12, payment_mode: "online" };
    const event = await newEvent([{ starts_at: "2037-12-12T20:30", capacity: 10 }], online);
    const unpaid = await person(event.id, undefined);
    const paid = await person(event.id, undefined);
    expect(unpaid.created.payment_status).toBe("pending");
    const payment = await ctx.app.inject({
      method: "POST",
      url: `/api/tickets/${paid.created.ticket_code}/simulated-payment`,
      payload: { outcome: "success" },
    });
    expect(payment.statusCode).toBe(200);
    await deliverAndForget();
    const [session] = asSent(event);
    expect(
      (await putSessions(event, [{ ...session, starts_at: "2037-12-13T20:30" }], online)).statusCode,
    ).toBe(200);
    await deliver();
    const hold = onlyMailTo(unpaid.email);
    expect(hold.text).toContain("est déplacée au dimanche 13 décembre");
    expect(hold.text).toContain("Ce message n’est pas un billet.");
    expect(hold.text).not.toContain("Code du billet");
    expect(calendarOf(hold)).toBeNull();
    expect(calendarOf(onlyMailTo(paid.email))).toMatchObject({ method: "REQUEST", sequence: 1 });
  });

  it("sends nothing for a change of title, description, price or capacity, and keeps the SEQUENCE", async () => {
    const { event, holder, session } = await oneSessionHeld();
    const response = await putSessions(event, [{ ...session, capacity: 25 }], {
      title: "Visite des traboules, version longue",
      description: "Deux heures dans le vieux Lyon.",
    });
    expect(response.statusCode).toBe(200);
    expect(await changeMailsOf(holder.created.id)).toHaveLength(0);
    expect(await sequenceOf(session.id ?? 0)).toBe(0);
    await deliver();
    expect(smtp.to(holder.email)).toHaveLength(0);
  });

  it("writes neither the move nor its mails when the edit is refused", async () => {
    const event = await newEvent([
      { starts_at: "2037-12-12T20:30", capacity: 10 },
      { starts_at: "2037-12-19T20:30", capacity: 10 },
    ]);
    const [first, second] = event.sessions;
    if (!first || !second) throw new Error("two sessions expected");
    const holder = await person(event.id, first.id);
    await person(event.id, second.id);
    await deliverAndForget();
    // Moves the first session and removes the second, which has registrations: 409, all or nothing.
    const [firstSent] = asSent(event);
    const refused = await putSessions(event, [{ ...firstSent, starts_at: "2037-12-13T20:30" }]);
    expect(refused.statusCode).toBe(409);
    expect(await changeMailsOf(holder.created.id)).toHaveLength(0);
    expect(await sequenceOf(first.id)).toBe(0);
    const [row] = await ctx.database.db.select().from(eventSessions).where(eq(eventSessions.id, first.id));
    expect(row?.starts_at.toISOString()).toBe("2037-12-12T19:30:00.000Z");
  });
});

describe("the venue changed", () => {
  it("tells the people of every session not started, not those of a past one, and moves LOCATION", async () => {
    const event = await newEvent([
      { starts_at: "2037-12-05T20:30", capacity: 10 },
      { starts_at: "2037-12-12T20:30", capacity: 10 },
      { starts_at: "2037-12-19T20:30", capacity: 10 },
      { starts_at: "2037-12-26T20:30", capacity: 10 },
    ]);
    const [past, second, third] = event.sessions;
    if (!past || !second || !third) throw new Error("four sessions expected");
    const before = await person(event.id, past.id);
    const early = await person(event.id, second.id);
    const late = await person(event.id, third.id);
    await deliver();
    const uid = confirmationCalendar(late.email).uid;
    smtp.received.length = 0;

    // The first session is over by now; the fourth has nobody to tell.
    clock.set("2037-12-06T10:00:00Z");
    const response = await putSessions(event, asSent(event), { lieu_id: celestins });
    expect(response.statusCode).toBe(200);
    expect(await changeMailsOf(before.created.id)).toHaveLength(0);
    const written = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .innerJoin(participations, eq(participations.id, mailOutbox.participation_id))
      .where(and(eq(participations.event_id, event.id), eq(mailOutbox.kind, "session_changed")));
    expect(written[0]?.n).toBe(2);

    await deliver();
    expect(smtp.to(before.email)).toHaveLength(0);
    const mail = onlyMailTo(late.email);
    expect(mail.subject).toBe(`Changement de lieu${nb}: Visite des traboules`);
    expect(mail.text).toContain(
      `Votre séance du samedi 19 décembre à 20${nb}h${nb}30 aura lieu à un autre endroit${nb}: Théâtre des Célestins, Lyon (au lieu de Maison des Canuts, Lyon).`,
    );
    expect(calendarOf(mail)).toMatchObject({
      method: "REQUEST",
      uid,
      sequence: 1,
      location: "Théâtre des Célestins, Lyon",
    });
    expect(onlyMailTo(early.email).text).toContain("Théâtre des Célestins, Lyon");
  });
});

describe("cancellations remove the calendar entry", () => {
  it("gives a cancelled session's mail METHOD:CANCEL with the same UID and a higher SEQUENCE", async () => {
    const event = await newEvent([{ starts_at: "2037-12-12T20:30", capacity: 10 }]);
    const [session] = event.sessions;
    const holder = await person(event.id, undefined);
    await deliver();
    const confirmation = confirmationCalendar(holder.email);
    smtp.received.length = 0;

    const cancelled = await ctx.app.inject({
      method: "POST",
      url: `/api/events/${event.id}/sessions/${session?.id}/cancel`,
      headers: bearer(owner.token),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await sequenceOf(session?.id ?? 0)).toBe(1);
    await deliver();
    const mail = onlyMailTo(holder.email);
    expect(mail.subject).toBe(`Séance annulée${nb}: Visite des traboules`);
    const calendar = calendarOf(mail);
    expect(calendar).toMatchObject({
      method: "CANCEL",
      contentType: "text/calendar; method=CANCEL",
      uid: confirmation.uid,
      status: "CANCELLED",
      organizer: `mailto:${NO_REPLY}`,
      attendees: [`mailto:${holder.email}`],
    });
    expect(calendar?.sequence).toBeGreaterThan(confirmation.sequence);
  });

  it("gives the holder's own cancellation, and the organiser's, METHOD:CANCEL; a waiting person had no entry", async () => {
    const event = await newEvent([{ starts_at: "2037-12-12T20:30", capacity: 2 }]);
    const holder = await person(event.id, undefined);
    const cancelledByOrganiser = await person(event.id, undefined);
    const waiting = await person(event.id, undefined, { join_waitlist: true });
    expect(waiting.created.status).toBe("waitlisted");
    await deliver();
    const confirmation = confirmationCalendar(holder.email);
    smtp.received.length = 0;

    expect(
      (await cancel(ctx.app, waiting.created.id, { ticket_code: waiting.created.ticket_code })).statusCode,
    ).toBe(200);
    expect(
      (await cancel(ctx.app, holder.created.id, { ticket_code: holder.created.ticket_code })).statusCode,
    ).toBe(200);
    expect((await cancel(ctx.app, cancelledByOrganiser.created.id, { token: owner.token })).statusCode).toBe(
      200,
    );
    await deliver();
    const own = onlyMailTo(holder.email);
    expect(own.subject).toBe(`Inscription annulée${nb}: Visite des traboules`);
    const calendar = calendarOf(own);
    expect(calendar).toMatchObject({ method: "CANCEL", uid: confirmation.uid, status: "CANCELLED" });
    expect(calendar?.sequence).toBeGreaterThan(confirmation.sequence);
    expect(calendarOf(onlyMailTo(cancelledByOrganiser.email))).toMatchObject({
      method: "CANCEL",
      uid: `billet-${cancelledByOrganiser.created.ticket_code}@culture-patrimoine.fr`,
    });
    expect(calendarOf(onlyMailTo(waiting.email))).toBeNull();
  });
});

describe("a SPEC client's date-only edit (PUT without sessions)", () => {
  async function bookedEvening(starts: string, ends: string | null) {
    const event = await newEvent([{ starts_at: starts, ends_at: ends, capacity: 10 }]);
    const holder = await person(event.id, undefined);
    await deliverAndForget();
    return { event, holder };
  }

  it("keeps the time when the day is the session's own, and tells nobody", async () => {
    const { event, holder } = await bookedEvening("2037-12-10T20:30", "2037-12-10T22:30");
    // What the SPEC client's form sends back: the answer's dates cut before "T".
    const read = (await ctx.app.inject({ method: "GET", url: `/api/events/${event.id}` })).json();
    const response = await specPut(event.id, {
      date_start: read.date_start.split("T")[0],
      date_end: read.date_end.split("T")[0],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      date_start: "2037-12-10T20:30:00+01:00",
      date_end: "2037-12-10T22:30:00+01:00",
    });
    expect(response.json().sessions[0]).toMatchObject({
      starts_at: "2037-12-10T20:30:00+01:00",
      ends_at: "2037-12-10T22:30:00+01:00",
    });
    expect(await changeMailsOf(holder.created.id)).toHaveLength(0);
    expect(await sequenceOf(event.sessions[0]?.id ?? 0)).toBe(0);
    await deliver();
    expect(smtp.to(holder.email)).toHaveLength(0);
  });

  it("moves the session to another day at its own time of day, across a change of time, and announces it", async () => {
    const { event, holder } = await bookedEvening("2037-07-11T20:30", "2037-07-11T22:30");
    const response = await specPut(event.id, { date_start: "2037-11-07", date_end: "2037-11-07" });
    expect(response.statusCode).toBe(200);
    expect(response.json().sessions[0]).toMatchObject({
      id: event.sessions[0]?.id,
      starts_at: "2037-11-07T20:30:00+01:00",
      ends_at: "2037-11-07T22:30:00+01:00",
      capacity: 10,
    });
    await deliver();
    const mail = onlyMailTo(holder.email);
    expect(mail.text).toContain(
      `Votre séance du samedi 11 juillet à 20${nb}h${nb}30 est déplacée au samedi 7 novembre à 20${nb}h${nb}30.`,
    );
    expect(calendarOf(mail)).toMatchObject({
      sequence: 1,
      start: "2037-11-07T19:30:00.000Z",
      end: "2037-11-07T21:30:00.000Z",
    });
  });

  it("moves the session to a full ISO date and time as before, and announces it", async () => {
    const { event, holder } = await bookedEvening("2037-12-10T20:30", null);
    const same = await specPut(event.id, { date_start: "2037-12-10T20:30:00+01:00", date_end: null });
    expect(same.statusCode).toBe(200);
    expect(await changeMailsOf(holder.created.id)).toHaveLength(0);
    const moved = await specPut(event.id, { date_start: "2037-12-10T18:00:00+01:00", date_end: null });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().sessions[0].starts_at).toBe("2037-12-10T18:00:00+01:00");
    await deliver();
    expect(onlyMailTo(holder.email).text).toContain(
      `Votre séance du jeudi 10 décembre à 20${nb}h${nb}30 est déplacée au jeudi 10 décembre à 18${nb}h.`,
    );
  });

  it("refuses an end that the kept time of day would put before the start, and changes nothing", async () => {
    const { event, holder } = await bookedEvening("2037-12-10T20:30", "2037-12-10T22:30");
    const response = await specPut(event.id, {
      date_start: "2037-12-11",
      date_end: "2037-12-11T10:00:00+01:00",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: "date_end", message: validationMessages.eventEndBeforeStart },
    ]);
    const read = (await ctx.app.inject({ method: "GET", url: `/api/events/${event.id}` })).json();
    expect(read.sessions[0].starts_at).toBe("2037-12-10T20:30:00+01:00");
    expect(await changeMailsOf(holder.created.id)).toHaveLength(0);
  });
});

describe("POST /api/events/{id}/change-preview: how many people an edit would tell", () => {
  it("answers the event's owner alone, with the count the edit then writes", async () => {
    const event = await newEvent([
      { starts_at: "2037-12-12T20:30", capacity: 1 },
      { starts_at: "2037-12-19T20:30", capacity: 10 },
    ]);
    const [first, second] = event.sessions;
    if (!first || !second) throw new Error("two sessions expected");
    await person(event.id, first.id);
    await person(event.id, first.id, { join_waitlist: true });
    const leaver = await person(event.id, first.id, { join_waitlist: true });
    await cancel(ctx.app, leaver.created.id, { ticket_code: leaver.created.ticket_code });
    await person(event.id, second.id);
    const sessions = asSent(event);
    sessions[0] = { ...sessions[0], starts_at: "2037-12-12T18:00" };
    const body = eventWithSessions(canuts, sessions, { title: "Visite des traboules" });
    const preview = (token?: string, payload: object = body) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/events/${event.id}/change-preview`,
        payload,
        ...(token && { headers: bearer(token) }),
      });

    expect((await preview()).statusCode).toBe(401);
    const participant = await registerUser(ctx.app);
    expect((await preview(participant.token)).statusCode).toBe(403);
    const otherOrganiser = await registerProfessionnel(ctx.app);
    const refused = await preview(otherOrganiser.token);
    expect(refused.statusCode).toBe(403);
    const missing = await ctx.app.inject({
      method: "POST",
      url: "/api/events/999999/change-preview",
      payload: body,
      headers: bearer(owner.token),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(eventMessages.notFound);

    const answer = await preview(owner.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ people_to_notify: 2 });
    const untouched = await preview(
      owner.token,
      eventWithSessions(canuts, asSent(event), { title: "Autre titre" }),
    );
    expect(untouched.json()).toEqual({ people_to_notify: 0 });
    const venue = await preview(
      owner.token,
      eventWithSessions(canuts, asSent(event), { title: "Visite des traboules", lieu_id: celestins }),
    );
    expect(venue.json()).toEqual({ people_to_notify: 3 });

    // Nothing changed by the previews; the edit then writes as many messages as announced.
    const written = async () =>
      (
        await ctx.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .innerJoin(participations, eq(participations.id, mailOutbox.participation_id))
          .where(and(eq(participations.event_id, event.id), eq(mailOutbox.kind, "session_changed")))
      )[0]?.n;
    expect(await written()).toBe(0);
    expect((await putSessions(event, sessions)).statusCode).toBe(200);
    expect(await written()).toBe(2);
  });
});
