import { IDEMPOTENCY_KEY_HEADER } from "@culture-patrimoine/contract/constants";
import type { LightMyRequestResponse } from "fastify";
import type { App } from "../app.ts";
import { bearer } from "./accounts.ts";

// The booking core's tests talk to it through HTTP only: events with sessions, registrations,
// cancellations. Rows of other modules (venues) come from rows.ts.

export const DAY_MS = 86_400_000;

/** A settable clock for buildApp's deps.now: the real time until a test sets it. */
export function testClock() {
  let fixed: Date | null = null;
  return {
    now: () => fixed ?? new Date(),
    set(instant: string | Date) {
      fixed = new Date(instant);
    },
    reset() {
      fixed = null;
    },
  };
}

/** A Paris wall-clock time `days` from now at `time`, as the event form sends it ("2031-05-04T10:00"). */
export function daysAhead(days: number, time = "10:00"): string {
  return `${new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)}T${time}`;
}

export interface SessionBody {
  id?: number;
  starts_at: string;
  ends_at?: string | null;
  capacity?: number | null;
}

/** A POST/PUT /api/events body with sessions (date_start/date_end derived by the API). */
export function eventWithSessions(
  lieuId: number,
  sessions: SessionBody[],
  overrides: Record<string, unknown> = {},
) {
  return {
    title: "Visite guidée des remparts",
    description: "Une heure sur le chemin de ronde.",
    category: "Visite",
    price: null,
    image_url: null,
    lieu_id: lieuId,
    sessions,
    ...overrides,
  };
}

export interface SessionAnswer {
  id: number;
  event_id: number;
  starts_at: string;
  ends_at: string | null;
  capacity: number | null;
  places_taken: number;
  places_left: number | null;
  waitlist_places: number;
  state: string;
  cancelled_at: string | null;
}

export interface EventAnswer {
  id: number;
  date_start: string;
  date_end: string | null;
  sessions: SessionAnswer[];
  next_session: SessionAnswer | null;
  [key: string]: unknown;
}

/** Creates an event through the API; fails loudly when refused. */
export async function postEvent(app: App, token: string, body: object): Promise<EventAnswer> {
  const response = await app.inject({
    method: "POST",
    url: "/api/events",
    headers: bearer(token),
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`postEvent: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A valid POST /api/participations body for an event. */
export function registration(eventId: number, overrides: Record<string, unknown> = {}) {
  return {
    prenom: "Inès",
    nom: "Moreau",
    email: "ines.moreau@exemple.fr",
    telephone: "06 11 22 33 44",
    nombre_places: 1,
    demandes_speciales: "",
    motivation: "Découvrir les remparts.",
    event_id: eventId,
    ...overrides,
  };
}

/** POST /api/participations, with a token and an Idempotency-Key when given. */
export function register(
  app: App,
  body: object,
  options: { token?: string; key?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/api/participations",
    payload: body,
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.key !== undefined ? { [IDEMPOTENCY_KEY_HEADER]: options.key } : {}),
    },
  });
}

/** Registers and answers the participation; fails loudly unless 201. */
export async function registered(app: App, body: object, token?: string) {
  const response = await register(app, body, token ? { token } : {});
  if (response.statusCode !== 201) throw new Error(`register: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** POST /api/participations/{id}/cancel, with a token or a ticket code. */
export function cancel(app: App, id: number, options: { token?: string; ticket_code?: string } = {}) {
  return app.inject({
    method: "POST",
    url: `/api/participations/${id}/cancel`,
    payload: options.ticket_code === undefined ? {} : { ticket_code: options.ticket_code },
    headers: options.token ? bearer(options.token) : {},
  });
}

/** GET /api/events/{id}/sessions, as anyone reads it. */
export async function sessionsOf(app: App, eventId: number): Promise<SessionAnswer[]> {
  const response = await app.inject({ method: "GET", url: `/api/events/${eventId}/sessions` });
  if (response.statusCode !== 200) throw new Error(`sessions: ${response.statusCode} ${response.body}`);
  return response.json();
}
