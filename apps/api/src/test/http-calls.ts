import { expect } from "vitest";
import { professionnelBody } from "./accounts.ts";

// Real HTTP to real API processes (api-process.ts): the calls the multi-process tests share
// (booking-concurrency.test.ts, mail-delivery.test.ts).

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

export async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  { timeoutMs = 30_000 }: { timeoutMs?: number } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
}

export async function expectStatus(
  answer: Promise<Answer>,
  status: number,
): Promise<Record<string, unknown>> {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`expected ${status}, got ${got}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * An organiser, a venue and a free event with one session per capacity (a week apart, in that
 * order), all through the API. `organiserToken`: an organiser already logged in, instead of a
 * sign-up (which also writes the address confirmation e-mail).
 */
export async function eventWithSessions(base: string, capacities: number[], organiserToken?: string) {
  const token =
    organiserToken ??
    (await expectStatus(call(base, "POST", "/api/auth/register", professionnelBody()), 201)).token;
  const auth = { authorization: `Bearer ${token}` };
  const lieu = await expectStatus(
    call(base, "POST", "/api/lieux", { nom: "Théâtre antique", ville: "Orange", pays: "France" }, auth),
    201,
  );
  const body = {
    title: "Les Chorégies d'Orange",
    description: "Opéra en plein air au théâtre antique.",
    category: "Musique",
    price: null,
    image_url: "https://exemple.fr/choregies.jpg",
    lieu_id: lieu.id as number,
    sessions: capacities.map((capacity, index) => ({
      starts_at: `2031-07-${String(14 + 7 * index).padStart(2, "0")}T21:30`,
      ends_at: `2031-07-${String(14 + 7 * index).padStart(2, "0")}T23:45`,
      capacity,
    })),
  };
  const event = await expectStatus(call(base, "POST", "/api/events", body, auth), 201);
  const sessions = event.sessions as { id: number; capacity: number; places_taken: number }[];
  expect(sessions.map(({ capacity, places_taken }) => ({ capacity, places_taken }))).toEqual(
    capacities.map((capacity) => ({ capacity, places_taken: 0 })),
  );
  // The organiser's header and the body sent, for tests that edit the event afterwards.
  return { eventId: event.id as number, sessionIds: sessions.map((session) => session.id), auth, body };
}

/** An organiser, a venue and a free event with one session of `capacity` places, all through the API. */
export async function eventWithOneSession(base: string, capacity: number, organiserToken?: string) {
  const { sessionIds, ...made } = await eventWithSessions(base, [capacity], organiserToken);
  return { ...made, sessionId: sessionIds[0]! };
}
