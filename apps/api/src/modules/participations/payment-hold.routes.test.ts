import { toParisIso } from "@culture-patrimoine/contract/dates";
import { bookingMessages, checkInMessages } from "@culture-patrimoine/contract/messages";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventSessions, mailOutbox, participations } from "../../db/schema.ts";
import { bearer, type RegisteredUser, registerProfessionnel, uniqueEmail } from "../../test/accounts.ts";
import type { TestContext } from "../../test/app.ts";
import { eventWithSessions, postEvent, registered, registration, testClock } from "../../test/booking.ts";
import { type MailTestApp, PUBLIC_URL, startMailTestApp } from "../../test/mail-app.ts";
import { insertLieu } from "../../test/rows.ts";
import type { ReceivedMail, TestSmtpServer } from "../../test/smtp.ts";
import { releaseLapsedHolds } from "./payment-hold.ts";

// An online registration holds its places for PAYMENT_HOLD_MINUTES: the provider's refusal or the
// end of that time releases them to the waiting list, in order; until it is paid its ticket is no
// ticket (no QR, « paiement en attente » at the door). On PGlite and, with TEST_DATABASE_URL,
// PostgreSQL, where the two concurrent expiry rounds below really run side by side. The mails are
// received by the tests' real SMTP server.

const HOLD_MINUTES = 15;
const MINUTE = 60_000;
// Sunday 4 May 2031, 10:00 in Paris (UTC+2).
const T0 = new Date("2031-05-04T08:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

const clock = testClock();
let mailApp: MailTestApp;
let ctx: TestContext;
let smtp: TestSmtpServer;
let owner: RegisteredUser;
let lieuId: number;

beforeAll(async () => {
  mailApp = await startMailTestApp(
    { PAYMENT_HOLD_MINUTES: String(HOLD_MINUTES), MAIL_RETRY_BASE_MS: "1" },
    { now: clock.now },
  );
  ({ ctx, smtp } = mailApp);
  owner = await registerProfessionnel(ctx.app);
  lieuId = (await insertLieu(ctx.database.db, owner.user.id, { nom: "Musée de l’imprimerie", ville: "Lyon" }))
    .id;
});
afterAll(() => mailApp.close());
beforeEach(() => {
  clock.set(T0);
  smtp.received.length = 0;
});
afterEach(() => clock.reset());

/** One mail worker round, as an API process runs it. */
const deliver = () => mailApp.deliver();

/** One expiry round, as each API process runs it every minute. */
function expiryRound() {
  return releaseLapsedHolds({ db: ctx.database.db, now: clock.now(), holdMinutes: HOLD_MINUTES });
}

async function onlineEvent(capacity: number | null, startsAt = "2031-05-04T18:00") {
  return postEvent(
    ctx.app,
    owner.token,
    eventWithSessions(lieuId, [{ starts_at: startsAt, ends_at: null, capacity }], {
      title: "Atelier de typographie",
      price: 12,
      payment_mode: "online",
    }),
  );
}

type Answer = Record<string, unknown> & { id: number; ticket_code: string; email: string };

function person(eventId: number, places: number, extra: Record<string, unknown> = {}): Promise<Answer> {
  return registered(
    ctx.app,
    registration(eventId, { email: uniqueEmail("visiteur"), nombre_places: places, ...extra }),
  );
}

const outcome = (code: string, result: "success" | "failure") =>
  ctx.app.inject({
    method: "POST",
    url: `/api/tickets/${code}/simulated-payment`,
    payload: { outcome: result },
  });

const ticket = (code: string) => ctx.app.inject({ url: `/api/tickets/${code}` });

const door = (code: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/check-ins",
    headers: bearer(owner.token),
    payload: { ticket_code: code },
  });

async function stored(id: number) {
  const [row] = await ctx.database.db.select().from(participations).where(eq(participations.id, id));
  if (!row) throw new Error(`registration ${id} vanished`);
  return row;
}

async function placesTaken(eventId: number): Promise<number> {
  const [session] = await ctx.database.db
    .select({ taken: eventSessions.places_taken })
    .from(eventSessions)
    .where(eq(eventSessions.event_id, eventId));
  return session?.taken ?? -1;
}

async function outboxCount(kind: string, participationId: number): Promise<number> {
  const rows = await ctx.database.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.kind, kind as "payment_released"), eq(mailOutbox.participation_id, participationId)),
    );
  return rows.length;
}

function onlyMailTo(address: string): ReceivedMail {
  const mails = smtp.to(address);
  expect(mails.map((mail) => mail.subject)).toHaveLength(1);
  return mails[0] as ReceivedMail;
}

const ticketLink = (code: string) => `${PUBLIC_URL}/billet/${code}`;
/** "10 h 15" as French texts write it (no-break spaces). */
const clockText = (hour: number, minute: number) => `${hour}\u00a0h\u00a0${String(minute).padStart(2, "0")}`;

describe("an online registration holds its places until a deadline", () => {
  it("answers its deadline, and its mail says to pay before it with no QR code and no calendar file", async () => {
    const event = await onlineEvent(4);
    const created = await person(event.id, 2);
    expect(created).toMatchObject({
      status: "confirmed",
      payment_status: "pending",
      payment_due_at: toParisIso(at(HOLD_MINUTES)),
    });
    expect(await placesTaken(event.id)).toBe(2);
    const read = await ticket(created.ticket_code);
    expect(read.json().payment_due_at).toBe("2031-05-04T10:15:00+02:00");

    await deliver();
    const awaited = onlyMailTo(created.email);
    expect(awaited.subject).toContain("Paiement attendu");
    expect(awaited.text).toContain(`dimanche 4 mai à ${clockText(10, 15)}`);
    expect(awaited.text).toContain(ticketLink(created.ticket_code));
    expect(awaited.text).toContain("démonstration");
    expect(awaited.attachments).toEqual([]);

    // Paid: the ticket itself follows, with its QR code and its calendar file.
    smtp.received.length = 0;
    const paid = await outcome(created.ticket_code, "success");
    expect(paid.statusCode).toBe(200);
    expect(paid.json().payment_status).toBe("paid");
    await deliver();
    const ticketMail = onlyMailTo(created.email);
    expect(ticketMail.subject).toContain("Paiement reçu");
    expect(ticketMail.attachments.map((file) => file.contentType).sort()).toEqual([
      "image/png",
      "text/calendar",
    ]);
  });

  it("sends no ticket nor payment request for a pending registration cancelled before its mail went out", async () => {
    // A week ahead: its holder may still cancel free of charge.
    const event = await onlineEvent(4, "2031-05-11T18:00");
    const created = await person(event.id, 1);
    const cancelled = await ctx.app.inject({
      method: "POST",
      url: `/api/participations/${created.id}/cancel`,
      payload: { ticket_code: created.ticket_code },
    });
    expect(cancelled.statusCode).toBe(200);
    await deliver();
    const mails = smtp.to(created.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Inscription annulée\u00a0: Atelier de typographie"]);
    expect(await placesTaken(event.id)).toBe(0);
  });

  it("releases at once on a refusal, serves the waiting list in order, and starts each promoted deadline then", async () => {
    const event = await onlineEvent(2);
    const payer = await person(event.id, 2);
    const first = await person(event.id, 1, { join_waitlist: true });
    const tooLarge = await person(event.id, 2, { join_waitlist: true });
    const third = await person(event.id, 1, { join_waitlist: true });
    for (const waiting of [first, tooLarge, third]) {
      expect(waiting).toMatchObject({
        status: "waitlisted",
        payment_status: "pending",
        payment_due_at: null,
      });
    }

    clock.set(at(5));
    const refused = await outcome(payer.ticket_code, "failure");
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      status: "cancelled",
      cancelled_by: "payment",
      payment_status: "failed",
      cancelled_at: toParisIso(at(5)),
    });
    // In order of arrival, each entry whose places fit: the 2-place entry keeps its rank.
    for (const promoted of [first, third]) {
      expect((await ticket(promoted.ticket_code)).json()).toMatchObject({
        status: "confirmed",
        payment_status: "pending",
        promoted_at: toParisIso(at(5)),
        payment_due_at: toParisIso(at(5 + HOLD_MINUTES)),
      });
    }
    expect((await ticket(tooLarge.ticket_code)).json()).toMatchObject({
      status: "waitlisted",
      waitlist_position: 1,
    });
    expect(await placesTaken(event.id)).toBe(2);

    await deliver();
    const released = smtp.to(payer.email).find((mail) => mail.subject.includes("Places libérées"));
    expect(released?.text).toContain("refusé");
    expect(released?.text).toContain(`${PUBLIC_URL}/events/${event.id}`);
    expect(released?.attachments.filter((file) => file.contentType === "image/png")).toEqual([]);
    const placeMail = smtp.to(first.email).find((mail) => mail.subject.includes("Place obtenue"));
    if (!placeMail) throw new Error("no « place obtenue » mail");
    expect(placeMail.text).toContain(`dimanche 4 mai à ${clockText(10, 20)}`);
    expect(placeMail.text).toContain(ticketLink(first.ticket_code));
    expect(placeMail.attachments).toEqual([]);
  });

  it("expires unpaid holds in rounds that two processes may run at once: each released once, the waiting list served once", async () => {
    const event = await onlineEvent(2);
    const a = await person(event.id, 1);
    const b = await person(event.id, 1);
    const waiting = await person(event.id, 1, { join_waitlist: true });

    clock.set(at(HOLD_MINUTES - 1));
    expect(await expiryRound()).toBe(0);

    clock.set(at(HOLD_MINUTES + 1));
    const counts = await Promise.all([expiryRound(), expiryRound()]);
    expect(counts[0] + counts[1]).toBe(2);
    for (const lapsed of [a, b]) {
      const row = await stored(lapsed.id);
      expect(row).toMatchObject({ status: "cancelled", cancelled_by: "payment", payment_status: "expired" });
      // Released as of its deadline: a read before the round said the same.
      expect(row.cancelled_at?.toISOString()).toBe(at(HOLD_MINUTES).toISOString());
      expect(await outboxCount("payment_released", lapsed.id)).toBe(1);
    }
    expect(await stored(waiting.id)).toMatchObject({ status: "confirmed", payment_status: "pending" });
    expect((await stored(waiting.id)).payment_due_at?.toISOString()).toBe(
      at(2 * HOLD_MINUTES + 1).toISOString(),
    );
    expect(await outboxCount("place_obtained", waiting.id)).toBe(1);
    expect(await placesTaken(event.id)).toBe(1);

    expect(await expiryRound()).toBe(0);
    expect(await placesTaken(event.id)).toBe(1);

    await deliver();
    const released = onlyMailTo(a.email);
    expect(released.subject).toContain("Places libérées");
    expect(released.text).toContain(`n’a pas été reçu avant le dimanche 4 mai à ${clockText(10, 15)}`);
    expect(released.text).toContain(`${PUBLIC_URL}/events/${event.id}`);
  });

  it("tells the truth on reads and at the door after the deadline, before any round", async () => {
    // The session starts at 10:30: its door is open from 9:30.
    const event = await onlineEvent(5, "2031-05-04T10:30");
    const unpaid = await person(event.id, 1);
    const lapsing = await person(event.id, 2);
    const payer = await person(event.id, 1);

    const pending = await door(unpaid.ticket_code);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({
      result: "payment_pending",
      message: checkInMessages.payment_pending,
      attendee: { id: unpaid.id, checked_in_at: null },
    });
    expect((await stored(unpaid.id)).checked_in_at).toBeNull();

    expect((await outcome(payer.ticket_code, "success")).statusCode).toBe(200);
    expect((await door(payer.ticket_code)).json().result).toBe("checked_in");

    clock.set(at(HOLD_MINUTES));
    expect((await ticket(unpaid.ticket_code)).json()).toMatchObject({
      status: "cancelled",
      cancelled_by: "payment",
      payment_status: "expired",
      cancelled_at: toParisIso(at(HOLD_MINUTES)),
    });
    const refused = await door(lapsing.ticket_code);
    expect(refused.json()).toMatchObject({ result: "cancelled", attendee: { checked_in_at: null } });
    expect(await stored(lapsing.id)).toMatchObject({ payment_status: "expired", checked_in_at: null });
    expect(await placesTaken(event.id)).toBe(1);
  });

  it("refuses a success after the deadline with a clear message, and the places are released", async () => {
    const event = await onlineEvent(3);
    const late = await person(event.id, 3);
    clock.set(at(HOLD_MINUTES + 5));
    const response = await outcome(late.ticket_code, "success");
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(bookingMessages.paymentExpired);
    expect(await stored(late.id)).toMatchObject({ status: "cancelled", payment_status: "expired" });
    expect(await placesTaken(event.id)).toBe(0);
    // A failure after the deadline changes nothing more either.
    expect((await outcome(late.ticket_code, "failure")).statusCode).toBe(409);
    expect(await outboxCount("payment_released", late.id)).toBe(1);
  });

  it("answers an unknown code, a free event's ticket, a double success and a success then a failure", async () => {
    const unknown = await outcome("x".repeat(32), "success");
    expect(unknown.statusCode).toBe(404);

    const free = await postEvent(
      ctx.app,
      owner.token,
      eventWithSessions(lieuId, [{ starts_at: "2031-05-04T18:00", capacity: 10 }], { price: null }),
    );
    const freeTicket = await person(free.id, 1);
    expect(freeTicket).toMatchObject({ payment_status: "free", payment_due_at: null });
    const notOnline = await outcome(freeTicket.ticket_code, "success");
    expect(notOnline.statusCode).toBe(409);
    expect(notOnline.json().error).toBe(bookingMessages.paymentNotOnline);

    const event = await onlineEvent(4);
    const twice = await person(event.id, 2);
    expect((await outcome(twice.ticket_code, "success")).statusCode).toBe(200);
    const again = await outcome(twice.ticket_code, "success");
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(bookingMessages.paymentNotPending);
    const thenRefused = await outcome(twice.ticket_code, "failure");
    expect(thenRefused.statusCode).toBe(409);
    expect(await stored(twice.id)).toMatchObject({ status: "confirmed", payment_status: "paid" });
    expect(await placesTaken(event.id)).toBe(2);
    expect(await outboxCount("payment_released", twice.id)).toBe(0);
  });

  it("keeps a SPEC client's registration working (no session_id, no token, a date-only event)", async () => {
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/events",
      headers: bearer(owner.token),
      payload: {
        title: "Nuit de la typographie",
        description: "Ateliers et démonstrations.",
        category: "Exposition",
        date_start: "2031-12-10",
        date_end: "2031-12-10",
        price: 12,
        payment_mode: "online",
        image_url: null,
        lieu_id: lieuId,
      },
    });
    expect(created.statusCode).toBe(201);
    const email = uniqueEmail("spec");
    // SPEC §3's body: the client says "paid" and an amount of its own; the server decides both.
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/participations",
      payload: {
        nom: "Girard",
        prenom: "Léa",
        email,
        telephone: "06 11 22 33 44",
        nombre_places: 2,
        demandes_speciales: "",
        motivation: "Curiosité",
        montant_paye: 0,
        payment_status: "paid",
        user_id: null,
        event_id: created.json().id,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email,
      montant_paye: 24,
      payment_status: "pending",
      status: "confirmed",
      payment_due_at: toParisIso(at(HOLD_MINUTES)),
    });
  });
});
