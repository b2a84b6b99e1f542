import { bookingMessages, eventMessages } from "@culture-patrimoine/contract/messages";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventSessions } from "../../db/schema.ts";
import { registerProfessionnel } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { insertEvent, insertLieu } from "../../test/rows.ts";

// « Ajouter à mon agenda »: the file is read back by an iCalendar parser (ical.js), as a calendar
// application would, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

const PUBLIC_URL = "https://culture.example";
let ctx: TestContext;
let eventId: number;
let otherEventId: number;
/** Sessions of the event: the 28 March 2027 (the day Paris moves to summer time), then a later one. */
let dstSessionId: number;
let laterSessionId: number;
let cancelledSessionId: number;
let otherSessionId: number;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL });
  const organiserId = (await registerProfessionnel(ctx.app)).user.id;
  const lieu = await insertLieu(ctx.database.db, organiserId, {
    nom: "Maison des Canuts",
    ville: "Lyon",
    adresse: "10 rue d’Ivry",
    code_postal: "69004",
  });
  const event = await insertEvent(ctx.database.db, organiserId, {
    title: "Visite des traboules, Lyon; « le vieux Lyon »",
    description: "Une balade d’une cour à l’autre.\nRendez-vous devant la maison.",
    // 10:00 in Paris on the day of the change to summer time (UTC+2 from 03:00): 08:00 UTC.
    date_start: new Date("2027-03-28T08:00:00Z"),
    date_end: new Date("2027-03-28T09:30:00Z"),
    lieu_id: lieu.id,
  });
  eventId = event.id;
  const [first] = await ctx.database.db
    .select({ id: eventSessions.id })
    .from(eventSessions)
    .where(eq(eventSessions.event_id, eventId));
  dstSessionId = first!.id;
  const added = await ctx.database.db
    .insert(eventSessions)
    .values([
      // 14:30 in Paris in winter time (UTC+1): 13:30 UTC.
      { event_id: eventId, starts_at: new Date("2027-11-20T13:30:00Z"), ends_at: null },
      {
        event_id: eventId,
        starts_at: new Date("2027-12-04T13:30:00Z"),
        ends_at: new Date("2027-12-04T15:00:00Z"),
        cancelled_at: new Date(),
      },
    ])
    .returning({ id: eventSessions.id });
  laterSessionId = added[0]!.id;
  cancelledSessionId = added[1]!.id;
  const other = await insertEvent(ctx.database.db, organiserId, { title: "Autre événement" });
  otherEventId = other.id;
  const [otherSession] = await ctx.database.db
    .select({ id: eventSessions.id })
    .from(eventSessions)
    .where(eq(eventSessions.event_id, otherEventId));
  otherSessionId = otherSession!.id;
});
afterAll(() => ctx.close());

function download(url: string) {
  return ctx.app.inject({ method: "GET", url, headers: { host: "evil.example" } });
}

/** The VEVENTs of a file as a calendar application reads them. */
function readEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      end: vevent.hasProperty("dtend") ? event.endDate.toJSDate().toISOString() : null,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: String(vevent.getFirstPropertyValue("url")),
      status: String(vevent.getFirstPropertyValue("status")),
    };
  });
}

describe("GET /api/events/{id}/calendar.ics", () => {
  it("answers every session of the event as a calendar file to download", async () => {
    const response = await download(`/api/events/${eventId}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="visite-des-traboules-lyon-le-vieux-lyon.ics"',
    );
    expect(response.body.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    for (const line of response.body.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    const events = readEvents(response.body);
    expect(events.map((event) => event.start)).toEqual([
      "2027-03-28T08:00:00.000Z",
      "2027-11-20T13:30:00.000Z",
      "2027-12-04T13:30:00.000Z",
    ]);
    const [first, later, cancelled] = events;
    expect(first).toEqual({
      uid: `seance-${dstSessionId}@culture-patrimoine.fr`,
      start: "2027-03-28T08:00:00.000Z",
      end: "2027-03-28T09:30:00.000Z",
      summary: "Visite des traboules, Lyon; « le vieux Lyon »",
      location: "Maison des Canuts, 10 rue d’Ivry, 69004 Lyon",
      description: `Une balade d’une cour à l’autre. Rendez-vous devant la maison.\n\nPage de l’événement\u00a0: ${PUBLIC_URL}/events/${eventId}`,
      url: `${PUBLIC_URL}/events/${eventId}`,
      status: "CONFIRMED",
    });
    // A session without an end has no DTEND (a calendar shows it as a moment).
    expect(later?.end).toBeNull();
    // A cancelled session keeps its UID, marked cancelled: a calendar that has it updates it.
    expect(cancelled?.uid).toBe(`seance-${cancelledSessionId}@culture-patrimoine.fr`);
    expect(cancelled?.status).toBe("CANCELLED");
    // Addresses come from PUBLIC_URL, never from the request's Host header.
    expect(response.body).not.toContain("evil.example");
  });

  it("answers one session with ?session=, the same UID each time, its day in the file name", async () => {
    const first = await download(`/api/events/${eventId}/calendar.ics?session=${laterSessionId}`);
    const again = await download(`/api/events/${eventId}/calendar.ics?session=${laterSessionId}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-disposition"]).toBe(
      'attachment; filename="visite-des-traboules-lyon-le-vieux-lyon-2027-11-20.ics"',
    );
    const [event] = readEvents(first.body);
    expect(readEvents(first.body)).toHaveLength(1);
    expect(event?.start).toBe("2027-11-20T13:30:00.000Z");
    expect(readEvents(again.body)[0]?.uid).toBe(event?.uid);
    expect(event?.uid).toBe(`seance-${laterSessionId}@culture-patrimoine.fr`);
  });

  it("answers a cancelled session marked cancelled", async () => {
    const response = await download(`/api/events/${eventId}/calendar.ics?session=${cancelledSessionId}`);
    expect(response.statusCode).toBe(200);
    expect(readEvents(response.body).map((event) => event.status)).toEqual(["CANCELLED"]);
  });

  it("answers 404 with a French message for an unknown event", async () => {
    const response = await download("/api/events/999999/calendar.ics");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toEqual({ error: eventMessages.notFound, code: "NOT_FOUND" });
  });

  it("answers 404 for an unknown session and for a session of another event", async () => {
    for (const session of [999999, otherSessionId]) {
      const response = await download(`/api/events/${eventId}/calendar.ics?session=${session}`);
      expect(response.statusCode, String(session)).toBe(404);
      expect(response.json()).toEqual({ error: bookingMessages.sessionNotFound, code: "NOT_FOUND" });
    }
    // The other event answers its own session.
    const own = await download(`/api/events/${otherEventId}/calendar.ics?session=${otherSessionId}`);
    expect(own.statusCode).toBe(200);
  });

  it("leaves LOCATION out for an event without a venue, and answers HEAD like GET", async () => {
    const response = await download(`/api/events/${otherEventId}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("LOCATION:");
    expect(readEvents(response.body)).toHaveLength(1);
    const head = await ctx.app.inject({ method: "HEAD", url: `/api/events/${otherEventId}/calendar.ics` });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(head.headers["content-disposition"]).toBe('attachment; filename="autre-evenement.ics"');
  });

  it("is described in the OpenAPI document as a text/calendar file", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const operation = doc.paths["/api/events/{id}/calendar.ics"]?.get;
    expect(Object.keys(operation?.responses?.["200"]?.content ?? {})).toEqual(["text/calendar"]);
    expect(operation?.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      "id",
      "session",
    ]);
  });

  it("refuses a malformed event or session id with 400", async () => {
    for (const url of [
      "/api/events/abc/calendar.ics",
      "/api/events/0/calendar.ics",
      `/api/events/${eventId}/calendar.ics?session=abc`,
      `/api/events/${eventId}/calendar.ics?session=-3`,
    ]) {
      const response = await download(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe("VALIDATION_ERROR");
    }
  });
});
