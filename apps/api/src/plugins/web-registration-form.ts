// The registration form sent without JavaScript (issue 33, decision 053): a plain
// <form method="post"> to /events/{id}/register, which the server turns into the JSON API's own
// request (POST /api/participations, in-process): the same zod schema, service, rules, waiting
// list, queue and Idempotency-Key. What this file holds is the translation and the cross-site check.
import { IDEMPOTENCY_KEY_HEADER } from "@culture-patrimoine/contract/constants";
import type { FastifyRequest } from "fastify";

/** The hidden field that carries the form's Idempotency-Key (apps/web plain-registration.ts). */
export const IDEMPOTENCY_FIELD = "idempotency_key";

/** The form's own fields, as the inputs name them (the JSON body's names). */
const TEXT_FIELDS = ["prenom", "nom", "email", "telephone", "motivation", "demandes_speciales"] as const;
const FORM_FIELDS = [...TEXT_FIELDS, "nombre_places", "session_id", "join_waitlist", IDEMPOTENCY_FIELD];

/** An application/x-www-form-urlencoded body: each field's last value (a button overrides a select). */
export function parseFormBody(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (FORM_FIELDS.includes(name)) values[name] = value;
  }
  return values;
}

/** A whole number written by an input, else the text as it is (the API's schema then refuses it). */
function numberOrText(value: string | undefined): number | string | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  return /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value;
}

/**
 * The JSON body of POST /api/participations, as the React form builds it (toParticipationBody):
 * texts as typed, the optional request null when empty, places and session as numbers.
 */
export function participationBodyOf(
  values: Record<string, string>,
  eventId: number,
): Record<string, unknown> {
  const body: Record<string, unknown> = { event_id: eventId };
  for (const name of TEXT_FIELDS) body[name] = values[name] ?? "";
  if (!values.demandes_speciales?.trim()) body.demandes_speciales = null;
  body.nombre_places = numberOrText(values.nombre_places) ?? "";
  const session = numberOrText(values.session_id);
  if (session !== undefined) body.session_id = session;
  if (values.join_waitlist === "true") body.join_waitlist = true;
  return body;
}

/** The headers of the in-process request: the form's key as the API's Idempotency-Key. */
export function participationHeaders(values: Record<string, string>): Record<string, string> {
  const key = values[IDEMPOTENCY_FIELD]?.trim();
  return {
    "content-type": "application/json",
    accept: "application/json",
    ...(key ? { [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: key } : {}),
  };
}

/**
 * A registration is anonymous (SPEC), so a forged cross-site form could not act for anyone; it is
 * refused all the same, so that no other site can register people: a browser says where a form
 * comes from in Sec-Fetch-Site (same-origin is ours; "none" is the visitor's own action) and in
 * Origin. A request with neither header is no browser's form and is accepted like the JSON API.
 */
export function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site !== "same-origin" && site !== "none";
  const origin = request.headers.origin;
  if (typeof origin !== "string" || origin === "") return false;
  if (origin === "null") return true;
  const allowed = new Set<string>();
  try {
    allowed.add(new URL(publicUrl).origin);
  } catch {
    // No public address: the request's own host only.
  }
  allowed.add(`${request.protocol}://${request.host}`);
  return !allowed.has(origin);
}
