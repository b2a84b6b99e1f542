import { randomBytes } from "node:crypto";
import { bookingMessages, checkInMessages, validationMessages } from "@culture-patrimoine/contract/messages";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { participations } from "../../db/schema.ts";
import { bearer, type RegisteredUser, registerProfessionnel, registerUser } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import {
  cancel,
  type EventAnswer,
  eventWithSessions,
  postEvent,
  registered,
  registration,
  testClock,
} from "../../test/booking.ts";
import { parseCsv } from "../../test/csv.ts";
import { insertLieu } from "../../test/rows.ts";
import { ATTENDEE_CSV_HEADER } from "./attendees.service.ts";

// The organiser's side of booking: the list of registrants (JSON and CSV) and the door scanner,
// with who may see what (names, e-mails and phones reach the event's owner only).

const clock = testClock();
let ctx: TestContext;
let owner: RegisteredUser;
let otherPro: RegisteredUser;
let participant: RegisteredUser;
let lieuId: number;
let otherLieuId: number;

beforeAll(async () => {
  ctx = await createTestApp({}, { now: clock.now });
  [owner, otherPro, participant] = await Promise.all([
    registerProfessionnel(ctx.app),
    registerProfessionnel(ctx.app),
    registerUser(ctx.app),
  ]);
  lieuId = (await insertLieu(ctx.database.db, owner.user.id)).id;
  otherLieuId = (await insertLieu(ctx.database.db, otherPro.user.id)).id;
});
afterAll(() => ctx.close());
afterEach(() => clock.reset());

const auth = (user: RegisteredUser | undefined) => (user ? bearer(user.token) : {});

function newEvent(
  sessions: { starts_at: string; ends_at?: string | null; capacity?: number | null }[],
  by: RegisteredUser = owner,
  extra: Record<string, unknown> = {},
): Promise<EventAnswer> {
  return postEvent(
    ctx.app,
    by.token,
    eventWithSessions(by === owner ? lieuId : otherLieuId, sessions, extra),
  );
}

const oneSessionEvent = (by: RegisteredUser = owner, capacity = 10) =>
  newEvent([{ starts_at: "2031-05-04T10:00", ends_at: null, capacity }], by);

/** By the owner unless told; `null` for an anonymous caller. */
function checkIn(payload: Record<string, unknown>, user: RegisteredUser | null = owner) {
  return ctx.app.inject({ method: "POST", url: "/api/check-ins", headers: auth(user ?? undefined), payload });
}

async function storedCheckIn(id: number) {
  const [row] = await ctx.database.db
    .select({ checked_in_at: participations.checked_in_at })
    .from(participations)
    .where(eq(participations.id, id));
  return row?.checked_in_at ?? null;
}

describe("GET /api/events/{id}/attendees and attendees.csv", () => {
  const tricky = {
    prenom: 'Zoé "la Grande"; Renée',
    nom: "Lefèvre-Ågård",
    email: "zoe.lefevre@exemple.fr",
    telephone: "06 98 76 54 32",
    demandes_speciales: "Fauteuil roulant\nrampe d’accès ; merci",
  };
  let event: EventAnswer;
  let ids: { zoe: number; full: number; waiting: number; cancelled: number; second: number };

  beforeAll(async () => {
    event = await newEvent([
      { starts_at: "2031-05-04T10:00", ends_at: "2031-05-04T12:00", capacity: 4 },
      { starts_at: "2031-05-11T10:00", ends_at: null, capacity: null },
    ]);
    const [first, second] = event.sessions;
    const zoe = await registered(
      ctx.app,
      registration(event.id, { ...tricky, session_id: first?.id, nombre_places: 2 }),
    );
    const full = await registered(
      ctx.app,
      registration(event.id, { session_id: first?.id, nombre_places: 2, nom: '=HYPERLINK("http://x")' }),
    );
    const waiting = await registered(
      ctx.app,
      registration(event.id, { session_id: first?.id, nombre_places: 1, join_waitlist: true }),
    );
    const cancelled = await registered(
      ctx.app,
      registration(event.id, { session_id: second?.id, nombre_places: 3 }),
    );
    expect((await cancel(ctx.app, cancelled.id, { ticket_code: cancelled.ticket_code })).statusCode).toBe(
      200,
    );
    const other = await registered(
      ctx.app,
      registration(event.id, { session_id: second?.id, nombre_places: 1 }),
    );
    expect((await checkIn({ ticket_code: zoe.ticket_code, event_id: event.id })).json().result).toBe(
      "checked_in",
    );
    ids = { zoe: zoe.id, full: full.id, waiting: waiting.id, cancelled: cancelled.id, second: other.id };
  });

  it("answers the owner every registration by session, with the counts of each session", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/events/${event.id}/attendees`,
      headers: auth(owner),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const list = response.json();
    expect(list.event).toEqual({ id: event.id, title: event.title });
    expect(list.sessions).toEqual([
      expect.objectContaining({
        id: event.sessions[0]?.id,
        places_taken: 4,
        places_left: 0,
        waitlist_places: 1,
        state: "full",
        registrations: 2,
        waitlist_entries: 1,
        checked_in_places: 2,
      }),
      expect.objectContaining({
        id: event.sessions[1]?.id,
        places_taken: 1,
        places_left: null,
        registrations: 1,
        waitlist_entries: 0,
        checked_in_places: 0,
      }),
    ]);
    expect(list.attendees.map((attendee: { id: number }) => attendee.id)).toEqual([
      ids.zoe,
      ids.full,
      ids.waiting,
      ids.cancelled,
      ids.second,
    ]);
    expect(list.attendees[0]).toEqual({
      id: ids.zoe,
      session_id: event.sessions[0]?.id,
      prenom: tricky.prenom,
      nom: tricky.nom,
      email: tricky.email,
      telephone: tricky.telephone,
      nombre_places: 2,
      demandes_speciales: tricky.demandes_speciales,
      status: "confirmed",
      waitlist_position: null,
      montant_paye: 0,
      payment_status: "free",
      payment_due_at: null,
      created_at: expect.any(String),
      cancelled_at: null,
      cancelled_by: null,
      checked_in_at: expect.any(String),
    });
    expect(list.attendees[2]).toMatchObject({ status: "waitlisted", waitlist_position: 1 });
    expect(list.attendees[3]).toMatchObject({ status: "cancelled", cancelled_by: "participant" });
    expect(list.attendees[0]).not.toHaveProperty("ticket_code");
  });

  it("narrows to one session with ?session_id=, and answers 404 for a session of another event", async () => {
    const url = `/api/events/${event.id}/attendees?session_id=${event.sessions[1]?.id}`;
    const one = (await ctx.app.inject({ method: "GET", url, headers: auth(owner) })).json();
    expect(one.sessions.map((session: { id: number }) => session.id)).toEqual([event.sessions[1]?.id]);
    expect(one.attendees.map((attendee: { id: number }) => attendee.id)).toEqual([ids.cancelled, ids.second]);
    const foreign = await oneSessionEvent();
    const wrong = await ctx.app.inject({
      method: "GET",
      url: `/api/events/${event.id}/attendees?session_id=${foreign.sessions[0]?.id}`,
      headers: auth(owner),
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toBe(bookingMessages.sessionNotFound);
  });

  it("answers a CSV a French spreadsheet opens: BOM, « ; », French headers, fields that round-trip", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/events/${event.id}/attendees.csv`,
      headers: auth(owner),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="inscrits-evenement-${event.id}.csv"`,
    );
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const text = response.body;
    expect(text.startsWith("\ufeff")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual([...ATTENDEE_CSV_HEADER]);
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row).toHaveLength(ATTENDEE_CSV_HEADER.length);
    const column = (name: (typeof ATTENDEE_CSV_HEADER)[number]) => ATTENDEE_CSV_HEADER.indexOf(name);
    const zoe = rows[0] ?? [];
    expect(zoe[column("Séance")]).toBe("04/05/2031 10:00");
    expect(zoe[column("Prénom")]).toBe(tricky.prenom);
    expect(zoe[column("Nom")]).toBe(tricky.nom);
    expect(zoe[column("E-mail")]).toBe(tricky.email);
    expect(zoe[column("Téléphone")]).toBe(tricky.telephone);
    expect(zoe[column("Places")]).toBe("2");
    expect(zoe[column("Statut")]).toBe("Confirmée");
    expect(zoe[column("Montant (€)")]).toBe("0,00");
    expect(zoe[column("Paiement")]).toBe("Gratuit");
    expect(zoe[column("Demandes particulières")]).toBe(tricky.demandes_speciales);
    expect(zoe[column("Entrée enregistrée le")]).not.toBe("");
    // A cell a spreadsheet would run as a formula is defused.
    expect(rows[1]?.[column("Nom")]).toBe('\'=HYPERLINK("http://x")');
    expect(rows[2]?.[column("Statut")]).toBe("Liste d’attente");
    expect(rows[2]?.[column("Rang en liste d’attente")]).toBe("1");
    expect(rows[3]?.[column("Annulé le")]).not.toBe("");

    const narrowed = await ctx.app.inject({
      method: "GET",
      url: `/api/events/${event.id}/attendees.csv?session_id=${event.sessions[1]?.id}`,
      headers: auth(owner),
    });
    expect(parseCsv(narrowed.body.slice(1))).toHaveLength(3);
  });

  it.each([
    ["anonymous", undefined, 401],
    ["a participant", () => participant, 403],
    ["another professionnel", () => otherPro, 403],
  ])(
    "refuses the list and the CSV to %s (%d), without a single registrant's detail",
    async (_, who, status) => {
      for (const path of ["attendees", "attendees.csv"]) {
        const response = await ctx.app.inject({
          method: "GET",
          url: `/api/events/${event.id}/${path}`,
          headers: auth(who?.()),
        });
        expect(response.statusCode).toBe(status);
        expect(response.body).not.toContain(tricky.email);
        expect(response.body).not.toContain("Lefèvre");
      }
    },
  );

  it("never shows e-mails or phones in public answers (event, sessions, lists)", async () => {
    const urls = [
      `/api/events/${event.id}`,
      `/api/events/${event.id}/sessions`,
      `/api/events?user_id=${owner.user.id}`,
      `/api/events/user/${otherPro.user.id}`,
      "/api/events/recent",
    ];
    for (const url of urls) {
      for (const who of [undefined, participant, otherPro]) {
        const response = await ctx.app.inject({ method: "GET", url, headers: auth(who) });
        expect(response.body).not.toContain(tricky.email);
        expect(response.body).not.toContain(tricky.telephone);
        expect(response.body).not.toContain("ines.moreau@exemple.fr");
      }
    }
  });

  it("answers 404 for an unknown event", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/events/999999/attendees",
      headers: auth(owner),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("POST /api/check-ins", () => {
  it("records a valid ticket once; a second scan says when the first was, and changes nothing", async () => {
    const event = await oneSessionEvent();
    const ticket = await registered(
      ctx.app,
      registration(event.id, { prenom: "Léa", nom: "Martin", nombre_places: 3 }),
    );
    clock.set("2031-05-04T07:50:00Z");
    const first = await checkIn({ ticket_code: ticket.ticket_code, event_id: event.id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      result: "checked_in",
      message: checkInMessages.checked_in,
      attendee: {
        id: ticket.id,
        prenom: "Léa",
        nom: "Martin",
        nombre_places: 3,
        event_title: event.title,
        session: { id: event.sessions[0]?.id, starts_at: "2031-05-04T10:00:00+02:00", ends_at: null },
        checked_in_at: "2031-05-04T09:50:00+02:00",
      },
      checked_session: {
        id: event.sessions[0]?.id,
        starts_at: "2031-05-04T10:00:00+02:00",
        ends_at: null,
        checked_in_places: 3,
        expected_places: 3,
      },
    });
    clock.set("2031-05-04T07:58:00Z");
    const second = await checkIn({ ticket_code: ticket.ticket_code, event_id: event.id });
    expect(second.json()).toMatchObject({
      result: "already_checked_in",
      message: checkInMessages.already_checked_in,
      attendee: { id: ticket.id, checked_in_at: "2031-05-04T09:50:00+02:00" },
    });
    expect((await storedCheckIn(ticket.id))?.toISOString()).toBe("2031-05-04T07:50:00.000Z");
  });

  it("says cancelled for a cancelled registration and waitlisted for a waiting one, recording nothing", async () => {
    const event = await oneSessionEvent(owner, 1);
    const gone = await registered(ctx.app, registration(event.id));
    expect((await cancel(ctx.app, gone.id, { ticket_code: gone.ticket_code })).statusCode).toBe(200);
    await registered(ctx.app, registration(event.id));
    const waiting = await registered(ctx.app, registration(event.id, { join_waitlist: true }));
    const cancelled = await checkIn({ ticket_code: gone.ticket_code, event_id: event.id });
    expect(cancelled.json()).toMatchObject({ result: "cancelled", message: checkInMessages.cancelled });
    const waitlisted = await checkIn({ ticket_code: waiting.ticket_code });
    expect(waitlisted.json()).toMatchObject({
      result: "waitlisted",
      message: checkInMessages.waitlisted,
      attendee: { id: waiting.id, checked_in_at: null },
    });
    expect(await storedCheckIn(gone.id)).toBeNull();
    expect(await storedCheckIn(waiting.id)).toBeNull();
  });

  it("answers other_event for a ticket of another event, without its holder, and records nothing", async () => {
    const event = await oneSessionEvent();
    const sibling = await oneSessionEvent();
    const foreign = await oneSessionEvent(otherPro);
    const siblingTicket = await registered(ctx.app, registration(sibling.id, { prenom: "Hugo" }));
    const foreignTicket = await registered(ctx.app, registration(foreign.id, { prenom: "Nadia" }));
    const own = await checkIn({ ticket_code: siblingTicket.ticket_code, event_id: event.id });
    const checkedSession = {
      id: event.sessions[0]?.id,
      starts_at: "2031-05-04T10:00:00+02:00",
      ends_at: null,
      checked_in_places: 0,
      expected_places: 0,
    };
    expect(own.json()).toEqual({
      result: "other_event",
      message: checkInMessages.other_event,
      attendee: null,
      checked_session: checkedSession,
    });
    // Without an event named, nothing of the foreign event: not even which session it checks.
    for (const [payload, checked_session] of [
      [{ ticket_code: foreignTicket.ticket_code, event_id: event.id }, checkedSession],
      [{ ticket_code: foreignTicket.ticket_code }, null],
    ] as const) {
      const response = await checkIn(payload);
      expect(response.json()).toEqual({
        result: "other_event",
        message: checkInMessages.other_event,
        attendee: null,
        checked_session,
      });
      expect(response.body).not.toContain("Nadia");
    }
    expect(await storedCheckIn(siblingTicket.id)).toBeNull();
    expect(await storedCheckIn(foreignTicket.id)).toBeNull();
    // Without event_id, any ticket of one's own events is valid.
    expect((await checkIn({ ticket_code: siblingTicket.ticket_code })).json().result).toBe("checked_in");
  });

  it.each([
    ["a forged code of the right shape", randomBytes(24).toString("base64url")],
    ["a code of the wrong shape", "pas-un-billet"],
    ["a code with SQL in it", "' or 1=1 --"],
  ])("answers unknown for %s", async (_, code) => {
    const response = await checkIn({ ticket_code: code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: "unknown",
      message: checkInMessages.unknown,
      attendee: null,
      checked_session: null,
    });
  });

  it("reads the whole ticket address from a QR code", async () => {
    const event = await oneSessionEvent();
    const ticket = await registered(ctx.app, registration(event.id));
    const response = await checkIn({
      ticket_code: `https://culture-patrimoine.exemple.fr/billet/${ticket.ticket_code}?source=qr#haut`,
      event_id: event.id,
    });
    expect(response.json()).toMatchObject({ result: "checked_in", attendee: { id: ticket.id } });
  });

  it("refuses an event not owned (403), an unknown event (404), an empty code (400), participants and anonymous callers", async () => {
    const event = await oneSessionEvent();
    const foreign = await oneSessionEvent(otherPro);
    const ticket = await registered(ctx.app, registration(event.id));
    const notOwned = await checkIn({ ticket_code: ticket.ticket_code, event_id: foreign.id });
    expect(notOwned.statusCode).toBe(403);
    expect(notOwned.json().error).toBe(bookingMessages.notOwnEvent);
    expect((await checkIn({ ticket_code: ticket.ticket_code, event_id: 999_999 })).statusCode).toBe(404);
    const empty = await checkIn({ ticket_code: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toContainEqual({
      path: "ticket_code",
      message: validationMessages.ticketCodeRequired,
    });
    expect((await checkIn({ ticket_code: ticket.ticket_code }, participant)).statusCode).toBe(403);
    expect((await checkIn({ ticket_code: ticket.ticket_code }, null)).statusCode).toBe(401);
    expect(await storedCheckIn(ticket.id)).toBeNull();
  });

  it("records one entry when two phones scan the same ticket at once", async () => {
    const event = await oneSessionEvent();
    const ticket = await registered(ctx.app, registration(event.id));
    const answers = await Promise.all([
      checkIn({ ticket_code: ticket.ticket_code, event_id: event.id }),
      checkIn({ ticket_code: ticket.ticket_code, event_id: event.id }),
    ]);
    const results = answers.map((answer) => answer.json().result).sort();
    expect(results).toEqual(["already_checked_in", "checked_in"]);
    const times = answers.map((answer) => answer.json().attendee.checked_in_at);
    expect(times[0]).toBe(times[1]);
  });
});

describe("POST /api/check-ins: the session being checked", () => {
  // Three evenings at 20:30 Paris time: Wednesday 4 June (over), Saturday 14 June (tonight) and
  // Tuesday 24 June 2031 (in ten days). Tickets are bought on 1 June, before all of them.
  const sessions = [
    { starts_at: "2031-06-04T20:30", ends_at: "2031-06-04T22:00", capacity: 50 },
    { starts_at: "2031-06-14T20:30", ends_at: "2031-06-14T22:00", capacity: 50 },
    { starts_at: "2031-06-24T20:30", ends_at: null, capacity: 50 },
  ];
  const tonightAt = (time: string) => `2031-06-14T${time}:00+02:00`;

  async function threeEvenings() {
    clock.set("2031-06-01T10:00:00+02:00");
    const event = await newEvent(sessions);
    const [past, tonight, inTenDays] = event.sessions.map((session) => session.id) as [
      number,
      number,
      number,
    ];
    const ticketFor = (session_id: number, extra: Record<string, unknown> = {}) =>
      registered(ctx.app, registration(event.id, { session_id, ...extra }));
    return { event, past, tonight, inTenDays, ticketFor };
  }

  it("refuses a ticket for the session in ten days, naming its session, and records nothing", async () => {
    const { event, tonight, inTenDays, ticketFor } = await threeEvenings();
    const later = await ticketFor(inTenDays, { prenom: "Hugo", nombre_places: 2 });
    clock.set(tonightAt("20:10"));
    for (const payload of [
      { ticket_code: later.ticket_code, event_id: event.id, session_id: tonight },
      { ticket_code: later.ticket_code, event_id: event.id },
      { ticket_code: later.ticket_code },
    ]) {
      const response = await checkIn(payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        result: "wrong_session",
        message: "Ce billet est pour la séance du mardi 24 juin à 20\u00a0h\u00a030.",
        attendee: {
          id: later.id,
          prenom: "Hugo",
          session: { id: inTenDays, starts_at: "2031-06-24T20:30:00+02:00" },
          checked_in_at: null,
        },
        checked_session: { id: tonight },
      });
    }
    expect(await storedCheckIn(later.id)).toBeNull();
  });

  it("refuses a ticket for a session already over, even when that session is the one chosen", async () => {
    const { event, past, tonight, ticketFor } = await threeEvenings();
    const old = await ticketFor(past);
    clock.set(tonightAt("20:10"));
    for (const session_id of [tonight, past]) {
      const response = await checkIn({ ticket_code: old.ticket_code, event_id: event.id, session_id });
      expect(response.json()).toMatchObject({
        result: "session_over",
        message: checkInMessages.session_over("mercredi 4 juin à 20\u00a0h\u00a030"),
        attendee: { id: old.id, session: { id: past } },
        checked_session: { id: session_id },
      });
    }
    expect(checkInMessages.session_over("mercredi 4 juin à 20\u00a0h\u00a030")).toBe(
      "Séance terminée\u00a0: ce billet était pour la séance du mercredi 4 juin à 20\u00a0h\u00a030.",
    );
    expect(await storedCheckIn(old.id)).toBeNull();
  });

  it("lets in the chosen session's ticket and says how many of its people came in", async () => {
    const { event, past, tonight, inTenDays, ticketFor } = await threeEvenings();
    const lea = await ticketFor(tonight, { prenom: "Léa", nombre_places: 3 });
    const ines = await ticketFor(tonight, { nombre_places: 2 });
    const gone = await ticketFor(tonight, { nombre_places: 4 });
    expect((await cancel(ctx.app, gone.id, { ticket_code: gone.ticket_code })).statusCode).toBe(200);
    await ticketFor(inTenDays, { nombre_places: 4 });
    await ticketFor(past, { nombre_places: 1 });
    clock.set(tonightAt("20:10"));

    const response = await checkIn({ ticket_code: lea.ticket_code, event_id: event.id, session_id: tonight });
    expect(response.json()).toEqual({
      result: "checked_in",
      message: checkInMessages.checked_in,
      attendee: {
        id: lea.id,
        prenom: "Léa",
        nom: "Moreau",
        nombre_places: 3,
        event_title: event.title,
        session: {
          id: tonight,
          starts_at: "2031-06-14T20:30:00+02:00",
          ends_at: "2031-06-14T22:00:00+02:00",
        },
        checked_in_at: "2031-06-14T20:10:00+02:00",
      },
      // 3 of the 5 places still booked for tonight (the cancelled 4 and other evenings left out).
      checked_session: {
        id: tonight,
        starts_at: "2031-06-14T20:30:00+02:00",
        ends_at: "2031-06-14T22:00:00+02:00",
        checked_in_places: 3,
        expected_places: 5,
      },
    });
    expect((await storedCheckIn(lea.id))?.toISOString()).toBe("2031-06-14T18:10:00.000Z");
    // A code nobody holds still tells the door where it stands.
    expect((await checkIn({ ticket_code: "pas-un-billet", event_id: event.id })).json()).toMatchObject({
      result: "unknown",
      attendee: null,
      checked_session: { id: tonight, checked_in_places: 3, expected_places: 5 },
    });
    const second = await checkIn({ ticket_code: ines.ticket_code, event_id: event.id });
    expect(second.json()).toMatchObject({
      result: "checked_in",
      checked_session: { id: tonight, checked_in_places: 5, expected_places: 5 },
    });
    const attendees = await ctx.app.inject({
      method: "GET",
      url: `/api/events/${event.id}/attendees?session_id=${tonight}`,
      headers: auth(owner),
    });
    expect(attendees.json().sessions[0]).toMatchObject({ checked_in_places: 5, places_taken: 5 });
  });

  it("checks, without session_id, the session under way or else the next one to start", async () => {
    const { event, past, tonight, inTenDays, ticketFor } = await threeEvenings();
    const tonightTicket = await ticketFor(tonight);
    const laterTicket = await ticketFor(inTenDays);
    const checkedAt = async (instant: string, ticket_code: string) => {
      clock.set(instant);
      return (await checkIn({ ticket_code, event_id: event.id })).json();
    };
    // Between the first evening and tonight: tonight is next.
    expect((await checkedAt("2031-06-10T12:00:00+02:00", "pas-un-billet")).checked_session.id).toBe(tonight);
    // Doors open an hour before: at 19:25 tonight is still only the next, at 19:35 it is under way.
    expect((await checkedAt(tonightAt("19:35"), tonightTicket.ticket_code)).result).toBe("checked_in");
    // After tonight's end, the session in ten days is next: tonight's ticket is refused as over.
    const afterTonight = await checkedAt(tonightAt("22:30"), tonightTicket.ticket_code);
    expect(afterTonight).toMatchObject({ result: "session_over", checked_session: { id: inTenDays } });
    // After every session: none to check, and each ticket says what it was.
    const afterAll = await checkedAt("2031-06-25T12:00:00+02:00", laterTicket.ticket_code);
    expect(afterAll).toMatchObject({ result: "session_over", checked_session: null });
    expect(await storedCheckIn(laterTicket.id)).toBeNull();
    expect(past).toBeLessThan(tonight);
  });

  it("answers 400 with a French message for a session that is not one of the event's", async () => {
    const { event, tonight, ticketFor } = await threeEvenings();
    const sibling = await newEvent([{ starts_at: "2031-06-14T20:30", ends_at: null, capacity: 5 }]);
    const ticket = await ticketFor(tonight);
    clock.set(tonightAt("20:10"));
    for (const payload of [
      { ticket_code: ticket.ticket_code, event_id: event.id, session_id: 999_999 },
      { ticket_code: ticket.ticket_code, session_id: 999_999 },
      { ticket_code: ticket.ticket_code, event_id: event.id, session_id: sibling.sessions[0]?.id },
    ]) {
      const response = await checkIn(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: bookingMessages.sessionNotFound,
        code: "VALIDATION_ERROR",
        details: [{ path: "session_id", message: bookingMessages.sessionNotFound }],
      });
    }
    const invalid = await checkIn({ ticket_code: ticket.ticket_code, session_id: "ce soir" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details).toContainEqual({
      path: "session_id",
      message: validationMessages.idInvalid,
    });
    // A session of another of one's events, named alone, checks that event: this ticket is not of it.
    const alone = await checkIn({ ticket_code: ticket.ticket_code, session_id: sibling.sessions[0]?.id });
    expect(alone.json()).toMatchObject({ result: "other_event", attendee: null });
    expect(await storedCheckIn(ticket.id)).toBeNull();
  });

  it("lets only the event's owner check one of its sessions (403 for another organiser)", async () => {
    const { event, tonight, ticketFor } = await threeEvenings();
    const ticket = await ticketFor(tonight);
    clock.set(tonightAt("20:10"));
    for (const payload of [
      { ticket_code: ticket.ticket_code, event_id: event.id, session_id: tonight },
      { ticket_code: ticket.ticket_code, session_id: tonight },
    ]) {
      const response = await checkIn(payload, otherPro);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(bookingMessages.notOwnEvent);
      expect(response.body).not.toContain("Moreau");
    }
    // Another organiser naming their own event with the owner's session: not a session of theirs.
    const theirs = await newEvent([{ starts_at: "2031-06-14T20:30", ends_at: null }], otherPro);
    const mixed = await checkIn(
      { ticket_code: ticket.ticket_code, event_id: theirs.id, session_id: tonight },
      otherPro,
    );
    expect(mixed.statusCode).toBe(400);
    expect(await storedCheckIn(ticket.id)).toBeNull();
  });
});

describe("authorization of the booking endpoints", () => {
  type Caller = "anonymous" | "participant" | "another professionnel" | "owner";
  const callers: Caller[] = ["anonymous", "participant", "another professionnel", "owner"];
  const userOf = (caller: Caller) =>
    ({ anonymous: undefined, participant, "another professionnel": otherPro, owner })[caller];

  interface Fixture {
    event: EventAnswer;
    sessionId: number;
    registrationId: number;
    ticketCode: string;
  }
  const rows: [string, (fixture: Fixture) => InjectOptions, Record<Caller, number>][] = [
    [
      "GET /api/events/{id}/attendees",
      (f) => ({ method: "GET", url: `/api/events/${f.event.id}/attendees` }),
      { anonymous: 401, participant: 403, "another professionnel": 403, owner: 200 },
    ],
    [
      "GET /api/events/{id}/attendees.csv",
      (f) => ({ method: "GET", url: `/api/events/${f.event.id}/attendees.csv` }),
      { anonymous: 401, participant: 403, "another professionnel": 403, owner: 200 },
    ],
    [
      "POST /api/check-ins with event_id",
      (f) => ({
        method: "POST",
        url: "/api/check-ins",
        payload: { ticket_code: f.ticketCode, event_id: f.event.id },
      }),
      { anonymous: 401, participant: 403, "another professionnel": 403, owner: 200 },
    ],
    [
      "POST /api/check-ins with session_id",
      (f) => ({
        method: "POST",
        url: "/api/check-ins",
        payload: { ticket_code: f.ticketCode, session_id: f.sessionId },
      }),
      { anonymous: 401, participant: 403, "another professionnel": 403, owner: 200 },
    ],
    [
      "POST /api/events/{id}/sessions/{sessionId}/cancel",
      (f) => ({ method: "POST", url: `/api/events/${f.event.id}/sessions/${f.sessionId}/cancel` }),
      { anonymous: 401, participant: 403, "another professionnel": 403, owner: 200 },
    ],
    [
      "POST /api/participations/{id}/cancel without the code",
      (f) => ({ method: "POST", url: `/api/participations/${f.registrationId}/cancel`, payload: {} }),
      { anonymous: 401, participant: 403, "another professionnel": 403, owner: 200 },
    ],
    [
      "PUT /api/events/{id} with sessions",
      (f) => ({
        method: "PUT",
        url: `/api/events/${f.event.id}`,
        payload: eventWithSessions(lieuId, [
          { id: f.sessionId, starts_at: "2031-05-04T10:00", ends_at: null, capacity: 20 },
        ]),
      }),
      { anonymous: 401, participant: 403, "another professionnel": 403, owner: 200 },
    ],
    [
      "GET /api/events/{id}/sessions",
      (f) => ({ method: "GET", url: `/api/events/${f.event.id}/sessions` }),
      { anonymous: 200, participant: 200, "another professionnel": 200, owner: 200 },
    ],
    [
      "GET /api/tickets/{code}",
      (f) => ({ method: "GET", url: `/api/tickets/${f.ticketCode}` }),
      { anonymous: 200, participant: 200, "another professionnel": 200, owner: 200 },
    ],
  ];

  it.each(rows)("%s", async (_, request, expected) => {
    const event = await oneSessionEvent();
    const created = await registered(ctx.app, registration(event.id, { nombre_places: 2 }));
    const fixture = {
      event,
      sessionId: event.sessions[0]?.id ?? 0,
      registrationId: created.id,
      ticketCode: created.ticket_code,
    };
    const answered: Record<string, number> = {};
    // The owner last: some of these requests change the event.
    for (const caller of callers) {
      const options = request(fixture);
      const response = await ctx.app.inject({ ...options, headers: auth(userOf(caller)) });
      answered[caller] = response.statusCode;
    }
    expect(answered).toEqual(expected);
  });
});
