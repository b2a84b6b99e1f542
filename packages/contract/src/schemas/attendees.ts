import { z } from "zod";
import { CANCELLED_BY, PARTICIPATION_STATUSES } from "../constants.ts";
import { validationMessages as m } from "../messages.ts";
import { queryIdSchema } from "./common.ts";
import { sessionSchema } from "./event-session.ts";

// The organiser's side of booking: who registered, and the door (docs/decisions/019-booking-core.md).

/** A session with its counts, for its organiser. */
export const attendeeSessionSchema = sessionSchema.extend({
  registrations: z.number().int(),
  waitlist_entries: z.number().int(),
  checked_in_places: z.number().int(),
});

/** One registration as its organiser sees it: no ticket code (the ticket is its holder's). */
export const attendeeSchema = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
  telephone: z.string(),
  nombre_places: z.number().int(),
  demandes_speciales: z.string().nullable(),
  status: z.enum(PARTICIPATION_STATUSES),
  waitlist_position: z.number().int().nullable(),
  montant_paye: z.number(),
  payment_status: z.string(),
  /** An online payment's deadline (its places are released after it), or null. */
  payment_due_at: z.string().nullable(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.enum(CANCELLED_BY).nullable(),
  checked_in_at: z.string().nullable(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/** GET /api/events/{id}/attendees. */
export const attendeeListSchema = z.object({
  event: z.object({ id: z.number().int(), title: z.string() }),
  sessions: z.array(attendeeSessionSchema),
  attendees: z.array(attendeeSchema),
});
export type AttendeeList = z.infer<typeof attendeeListSchema>;

/** ?session_id= narrows the list and the CSV to one session. */
export const attendeeQuerySchema = z.object({ session_id: queryIdSchema });

/**
 * POST /api/check-ins: the code read from the QR (or typed), the event being scanned, and the
 * session being checked (without it, the event's session under way or the next: sessionToCheck).
 */
export const checkInBodySchema = z.object({
  ticket_code: z
    .string({ error: m.ticketCodeRequired })
    .trim()
    .min(1, { error: m.ticketCodeRequired })
    .max(200, { error: m.ticketCodeRequired })
    // A QR holds the ticket's address: keep its last segment.
    .transform((value) => value.replace(/^.*\/billet\//, "").replace(/[?#].*$/, "")),
  event_id: queryIdSchema,
  session_id: queryIdSchema,
});
export type CheckInBody = z.output<typeof checkInBodySchema>;

export const CHECK_IN_RESULTS = [
  "checked_in",
  "already_checked_in",
  "cancelled",
  "session_cancelled",
  "waitlisted",
  "other_event",
  "unknown",
  /** A ticket of another session of the event, not over. */
  "wrong_session",
  /** A ticket of a session whose door has closed (isSessionOver). */
  "session_over",
  /** An online registration whose payment is awaited: no entry until it is paid. */
  "payment_pending",
] as const;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];

export const checkInResponseSchema = z.object({
  result: z.enum(CHECK_IN_RESULTS),
  /** What the scanner shows, in French. */
  message: z.string(),
  /** The registration, except for a ticket of another event or an unknown code. */
  attendee: z
    .object({
      id: z.number().int(),
      prenom: z.string(),
      nom: z.string(),
      nombre_places: z.number().int(),
      event_title: z.string(),
      session: z.object({ id: z.number().int(), starts_at: z.string(), ends_at: z.string().nullable() }),
      checked_in_at: z.string().nullable(),
    })
    .nullable(),
  /**
   * The session being checked and who came in: null when none is known (no event named, and the
   * code leads to none of the caller's events; or every session of the event is over or cancelled).
   */
  checked_session: z
    .object({
      id: z.number().int(),
      starts_at: z.string(),
      ends_at: z.string().nullable(),
      /** People in (places of confirmed registrations checked in). */
      checked_in_places: z.number().int(),
      /** People expected (places of confirmed registrations: the session's places_taken). */
      expected_places: z.number().int(),
    })
    .nullable(),
});
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;
