import { atParisDayOf } from "@culture-patrimoine/contract/dates";
import { eventMessages, validationMessages } from "@culture-patrimoine/contract/messages";
import type { EventBody, EventChangePreview } from "@culture-patrimoine/contract/schemas/event";
import type { SessionInput } from "@culture-patrimoine/contract/schemas/event-session";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { eventSessions, events, lieux, participations } from "../../db/schema.ts";
import { type AppDeps, nowOf } from "../../deps.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { assertMember } from "../../lib/ownership.ts";
import type { AuthContext } from "../../lib/sessions.ts";
import { enqueueForParticipations, placeLabel, type SessionChangePayload } from "../mail/outbox.ts";

// What an event's edit changes for the people registered (issue 28): a session moved (its start
// or its end), or the event's venue changed, is announced to every confirmed and waiting
// registration of each session concerned that is neither cancelled nor started, by a
// session_changed message written in the edit's own transaction, and the session's iCalendar
// SEQUENCE goes up so that calendars replace their entry. The preview the event form shows before
// saving counts the same people with the same functions.

/** Which of date_start / date_end a client sent as bare days ("2026-12-10"): a SPEC client's form. */
export interface DatesSentAsDays {
  date_start: boolean;
  date_end: boolean;
}

export const NO_DAYS: DatesSentAsDays = { date_start: false, date_end: false };

export interface StoredSession {
  id: number;
  starts_at: Date;
  ends_at: Date | null;
  cancelled_at: Date | null;
  capacity: number | null;
}

const storedSession = {
  id: eventSessions.id,
  starts_at: eventSessions.starts_at,
  ends_at: eventSessions.ends_at,
  cancelled_at: eventSessions.cancelled_at,
  capacity: eventSessions.capacity,
};

/**
 * Every session of the event, locked for the rest of the edit (the event row is locked first):
 * a registration arriving meanwhile waits for the COMMIT and then sees the new times, or was
 * committed before and is among the people told.
 */
export function lockSessionsOfEvent(tx: Database, eventId: number): Promise<StoredSession[]> {
  return tx
    .select(storedSession)
    .from(eventSessions)
    .where(eq(eventSessions.event_id, eventId))
    .orderBy(asc(eventSessions.id))
    .for("update");
}

/**
 * The sessions a PUT makes (replaceSessions' whole set), or undefined when it keeps them all (a
 * SPEC client's PUT on an event of several sessions). Without `sessions`, the one session moves to
 * the body's dates; a date sent as a bare day (decision 021's addendum) is that day at the
 * session's own Paris time of day, so a day left as it was changes nothing; a date with its time
 * is that instant, as before. A bare end day on a session without an end takes the start's time.
 */
export function wantedSessions(
  existing: readonly StoredSession[],
  body: EventBody,
  days: DatesSentAsDays,
): SessionInput[] | undefined {
  if (body.sessions) return body.sessions;
  if (existing.length === 0) {
    return [{ starts_at: body.date_start ?? "", ends_at: body.date_end, capacity: null }];
  }
  const [only] = existing;
  if (!only || existing.length > 1) return undefined;
  // The schema requires date_start when sessions are absent.
  const sent = new Date(body.date_start ?? "");
  const starts = days.date_start ? atParisDayOf(only.starts_at, sent) : sent;
  let ends = body.date_end ? new Date(body.date_end) : null;
  if (ends && days.date_end) ends = atParisDayOf(only.ends_at ?? starts, ends);
  // The schema compared the dates as sent; with a kept time of day the end may now come first.
  if (ends && ends.getTime() < starts.getTime()) {
    throw new ValidationError([{ path: "date_end", message: validationMessages.eventEndBeforeStart }]);
  }
  return [
    {
      id: only.id,
      starts_at: starts.toISOString(),
      ends_at: ends ? ends.toISOString() : null,
      capacity: only.capacity,
    },
  ];
}

export interface SessionChange {
  id: number;
  from: { starts_at: Date; ends_at: Date | null };
  to: { starts_at: Date; ends_at: Date | null };
}

function sameInstant(a: Date | null, b: Date | null): boolean {
  return (a?.getTime() ?? null) === (b?.getTime() ?? null);
}

/**
 * The sessions whose people must hear of the edit: kept, neither cancelled nor started, and moved
 * (start or end) or at a venue that changed. A title, a description, a price or a capacity
 * changes nothing anyone's calendar holds.
 */
export function sessionsToAnnounce(
  existing: readonly StoredSession[],
  wanted: readonly SessionInput[] | undefined,
  venueChanged: boolean,
  now: Date,
): SessionChange[] {
  const wantedById = new Map((wanted ?? []).map((session) => [session.id, session]));
  const changes: SessionChange[] = [];
  for (const session of existing) {
    if (session.cancelled_at || session.starts_at.getTime() <= now.getTime()) continue;
    const next = wanted ? wantedById.get(session.id) : undefined;
    // Left out of the whole set: removed, which only a session without registrations may be.
    if (wanted && !next) continue;
    const from = { starts_at: session.starts_at, ends_at: session.ends_at };
    const to = next
      ? { starts_at: new Date(next.starts_at), ends_at: next.ends_at ? new Date(next.ends_at) : null }
      : from;
    const moved = !sameInstant(from.starts_at, to.starts_at) || !sameInstant(from.ends_at, to.ends_at);
    if (moved || venueChanged) changes.push({ id: session.id, from, to });
  }
  return changes;
}

export interface VenueChange {
  changed: boolean;
  from: string | null;
  to: string | null;
}

/** The event's venue before the edit and the one the body names, as people read them. */
export async function venueChangeOf(tx: Database, eventId: number, lieuId: number): Promise<VenueChange> {
  const [current] = await tx
    .select({ lieu_id: events.lieu_id, lieu: { nom: lieux.nom, ville: lieux.ville } })
    .from(events)
    .leftJoin(lieux, eq(lieux.id, events.lieu_id))
    .where(eq(events.id, eventId));
  const from = placeLabel(current?.lieu ?? null);
  if (current?.lieu_id === lieuId) return { changed: false, from, to: from };
  const [next] = await tx
    .select({ nom: lieux.nom, ville: lieux.ville })
    .from(lieux)
    .where(eq(lieux.id, lieuId));
  return { changed: true, from, to: placeLabel(next ?? null) };
}

const toldStatuses = ["confirmed", "waitlisted"] as const;

/**
 * Raises the SEQUENCE of each changed session and writes one session_changed message per
 * confirmed or waiting registration of it, in the caller's transaction (decision 021): the change
 * and its messages exist together or not at all.
 */
export async function announceSessionChanges(
  tx: Database,
  changes: readonly SessionChange[],
  venue: VenueChange,
): Promise<void> {
  if (changes.length === 0) return;
  await tx
    .update(eventSessions)
    .set({ sequence: sql`${eventSessions.sequence} + 1` })
    .where(
      inArray(
        eventSessions.id,
        changes.map((change) => change.id),
      ),
    );
  for (const change of changes) {
    const people = await tx
      .select({ id: participations.id })
      .from(participations)
      .where(and(eq(participations.session_id, change.id), inArray(participations.status, toldStatuses)));
    const payload: SessionChangePayload = {
      from: {
        starts_at: change.from.starts_at.toISOString(),
        ends_at: change.from.ends_at?.toISOString() ?? null,
        place: venue.from,
      },
      to: {
        starts_at: change.to.starts_at.toISOString(),
        ends_at: change.to.ends_at?.toISOString() ?? null,
        place: venue.to,
      },
    };
    await enqueueForParticipations(
      tx,
      "session_changed",
      people.map((person) => person.id),
      payload,
    );
  }
}

/**
 * POST /api/events/{id}/change-preview: how many people the same body sent as a PUT would tell
 * (the event form says it before saving). The event's owner only; nothing is written.
 */
export async function previewEventChange(
  deps: Pick<AppDeps, "db" | "now">,
  auth: AuthContext,
  eventId: number,
  body: EventBody,
  days: DatesSentAsDays,
): Promise<EventChangePreview> {
  const { db } = deps;
  const [event] = await db
    .select({ organisation_id: events.organisation_id, lieu_id: events.lieu_id })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw new NotFoundError(eventMessages.notFound);
  assertMember(event.organisation_id, auth);
  const existing = await db
    .select(storedSession)
    .from(eventSessions)
    .where(eq(eventSessions.event_id, eventId))
    .orderBy(asc(eventSessions.id));
  const changes = sessionsToAnnounce(
    existing,
    wantedSessions(existing, body, days),
    event.lieu_id !== body.lieu_id,
    nowOf(deps),
  );
  if (changes.length === 0) return { people_to_notify: 0 };
  const [counted] = await db
    .select({ people: count() })
    .from(participations)
    .where(
      and(
        inArray(
          participations.session_id,
          changes.map((change) => change.id),
        ),
        inArray(participations.status, toldStatuses),
      ),
    );
  return { people_to_notify: Number(counted?.people ?? 0) };
}
