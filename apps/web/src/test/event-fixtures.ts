import type { EventResponse, OwnEventResponse } from "@culture-patrimoine/contract/schemas/event";
import type { SessionResponse } from "@culture-patrimoine/contract/schemas/event-session";

/** A session as the API answers it: open, unlimited, nobody registered, unless told otherwise. */
export function sessionFixture(overrides: Partial<SessionResponse> = {}): SessionResponse {
  const capacity = overrides.capacity ?? null;
  const placesTaken = overrides.places_taken ?? 0;
  return {
    id: 1,
    event_id: 1,
    starts_at: "2030-06-14T20:30:00+02:00",
    ends_at: null,
    capacity,
    places_taken: placesTaken,
    places_left: capacity === null ? null : Math.max(capacity - placesTaken, 0),
    waitlist_places: 0,
    state: "open",
    cancelled_at: null,
    ...overrides,
  };
}

/**
 * An event as the API answers it (GET /api/events/{id}): free, on one open session at its dates,
 * unless told otherwise. `next_session` and `sessions` follow the dates given, not each other:
 * pass them when a test is about them.
 */
export function eventFixture(overrides: Partial<EventResponse> = {}): EventResponse {
  const id = overrides.id ?? 1;
  const date_start = overrides.date_start ?? "2030-06-14T20:30:00+02:00";
  const date_end = overrides.date_end === undefined ? null : overrides.date_end;
  const session = sessionFixture({ id: id * 100, event_id: id, starts_at: date_start, ends_at: date_end });
  return {
    id,
    title: "Concert d'orgue",
    description: null,
    category: "Musique",
    date_start,
    date_end,
    price: null,
    payment_mode: overrides.price ? "on_site" : "free",
    image_url: null,
    image_alt: null,
    lieu_id: null,
    user_id: 2,
    organisation_id: 2,
    created_at: "2026-01-01T10:00:00.000Z",
    lieu: null,
    accessibility: [],
    accessibility_details: null,
    next_session: session,
    sessions: [session],
    moderation_status: "published",
    ...overrides,
  };
}

/** An event as its owner reads it (own list, GET /api/events/{id}/preview): published, account active. */
export function ownEventFixture(overrides: Partial<OwnEventResponse> = {}): OwnEventResponse {
  return { ...eventFixture(overrides), moderation_reason: null, owner_suspended: false, ...overrides };
}
