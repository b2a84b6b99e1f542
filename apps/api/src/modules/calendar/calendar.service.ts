import { parisDay } from "@culture-patrimoine/contract/french-dates";
import { bookingMessages, eventMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { excerpt } from "@culture-patrimoine/contract/text";
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { eventSessions, events, lieux } from "../../db/schema.ts";
import { NotFoundError } from "../../errors.ts";
import { type CalendarEntry, calendarFileOf } from "../mail/ics.ts";

// « Ajouter à mon agenda » (issue 14): an event's sessions as an iCalendar file, built by the same
// writer as the confirmation e-mail's attachment (mail/ics.ts: instants in UTC, RFC 5545 escaping
// and folding). Each session has its own stable UID, so downloading the file again updates the
// entries a calendar already has instead of adding copies (docs/decisions/035).

export interface CalendarDownload {
  fileName: string;
  body: string;
}

/** The UID of a session's entry: the same in every file that holds it, whatever the request's host. */
export function sessionUid(sessionId: number): string {
  return `seance-${sessionId}@culture-patrimoine.fr`;
}

/** "Concert d’orgue à Lyon !" → "concert-d-orgue-a-lyon": a file name every system accepts. */
export function fileSlug(text: string): string {
  const slug = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "evenement";
}

/** The venue as a calendar shows it: name, street, postcode and city, as much as is known. */
function locationOf(lieu: {
  nom: string | null;
  adresse: string | null;
  code_postal: string | null;
  ville: string | null;
}): string | null {
  if (lieu.nom === null) return null;
  const town = [lieu.code_postal, lieu.ville].filter(Boolean).join(" ");
  return [lieu.nom, lieu.adresse, town].filter(Boolean).join(", ");
}

/**
 * GET /api/events/{id}/calendar.ics[?session=]: every session of the event, or the one asked for
 * (404 when it is not one of this event's). A cancelled session stays in the file, marked cancelled.
 */
export async function eventCalendar(
  db: Database,
  publicUrl: string,
  eventId: number,
  sessionId: number | undefined,
  now: Date,
): Promise<CalendarDownload> {
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      nom: lieux.nom,
      adresse: lieux.adresse,
      code_postal: lieux.code_postal,
      ville: lieux.ville,
    })
    .from(events)
    // Public: a hidden event is not found, a hidden venue is no location (issue 29).
    .leftJoin(lieux, and(eq(lieux.id, events.lieu_id), lieux.is_public))
    .where(and(eq(events.id, eventId), events.is_public))
    .limit(1);
  if (!event) throw new NotFoundError(eventMessages.notFound);

  const filter: SQL | undefined = and(
    eq(eventSessions.event_id, eventId),
    sessionId === undefined ? undefined : eq(eventSessions.id, sessionId),
  );
  const sessions = await db
    .select({
      id: eventSessions.id,
      starts_at: eventSessions.starts_at,
      ends_at: eventSessions.ends_at,
      cancelled_at: eventSessions.cancelled_at,
    })
    .from(eventSessions)
    .where(filter)
    .orderBy(asc(eventSessions.starts_at), asc(eventSessions.id));
  if (sessions.length === 0) throw new NotFoundError(bookingMessages.sessionNotFound);

  const url = `${publicUrl}${paths.eventDetail.getHref(event.id)}`;
  const about = event.description?.trim() ? `${excerpt(event.description, 300)}\n\n` : "";
  const entries: CalendarEntry[] = sessions.map((session) => ({
    uid: sessionUid(session.id),
    start: session.starts_at,
    end: session.ends_at,
    summary: event.title,
    location: locationOf(event),
    description: `${about}Page de l’événement\u00a0: ${url}`,
    url,
    stamp: now,
    status: session.cancelled_at ? "CANCELLED" : "CONFIRMED",
  }));
  const [only] = sessions;
  const day = sessionId !== undefined && only ? `-${parisDay(only.starts_at)}` : "";
  return {
    fileName: `${fileSlug(event.title)}${day}.ics`,
    body: calendarFileOf(entries, "Agenda"),
  };
}
