import { z } from "zod";
import { SESSION_CAPACITY_MAX, SESSIONS_MAX } from "../constants.ts";
import { validationMessages as m } from "../messages.ts";
import { eventDateTimeSchema, idSchema, nullableOf, parseNumberInput, whenFieldsValid } from "./common.ts";

/** Places a session offers: a whole number, or blank/null for "unlimited". */
export const sessionCapacitySchema = nullableOf(
  z.preprocess(
    parseNumberInput,
    z
      .number({ error: m.sessionCapacityInvalid })
      .int({ error: m.sessionCapacityInvalid })
      .min(1, { error: m.sessionCapacityInvalid })
      .max(SESSION_CAPACITY_MAX, { error: m.sessionCapacityInvalid }),
  ),
);

/**
 * One session of an event as the event form sends it. With an `id` it edits that session of the
 * event; without, it adds one. Times are Paris wall-clock or ISO instants, stored as instants.
 */
export const sessionInputSchema = z
  .object({
    id: idSchema.optional(),
    starts_at: z
      .string({ error: m.sessionStartRequired })
      .trim()
      .min(1, { error: m.sessionStartRequired })
      .pipe(eventDateTimeSchema),
    ends_at: nullableOf(eventDateTimeSchema),
    capacity: sessionCapacitySchema,
  })
  .refine((session) => !session.ends_at || Date.parse(session.ends_at) >= Date.parse(session.starts_at), {
    error: m.sessionEndBeforeStart,
    path: ["ends_at"],
    when: whenFieldsValid("starts_at", "ends_at"),
  });
export type SessionInput = z.output<typeof sessionInputSchema>;
export type SessionInputValues = z.input<typeof sessionInputSchema>;

/**
 * The whole set of an event's sessions (event create/edit): sessions of the event left out are
 * removed, which is refused (409) for a session with registrations.
 */
export const sessionListInputSchema = z
  .array(sessionInputSchema, { error: m.sessionsRequired })
  .min(1, { error: m.sessionsRequired })
  .max(SESSIONS_MAX, { error: m.sessionsTooMany })
  .refine(
    (sessions) => {
      const ids = sessions.flatMap((session) => (session.id === undefined ? [] : [session.id]));
      return new Set(ids).size === ids.length;
    },
    { error: m.sessionDuplicate },
  );

/** Where a session stands for a visitor; `past` once it has started. */
export const SESSION_STATES = ["open", "full", "cancelled", "past"] as const;
export type SessionState = (typeof SESSION_STATES)[number];

/** A session as the API answers it: public, with what is left. */
export const sessionSchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  /** null: unlimited. */
  capacity: z.number().int().nullable(),
  places_taken: z.number().int(),
  /** null: unlimited. */
  places_left: z.number().int().nullable(),
  /** Places asked by the people waiting (0 when nobody waits). */
  waitlist_places: z.number().int(),
  state: z.enum(SESSION_STATES),
  cancelled_at: z.string().nullable(),
});
export type SessionResponse = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.array(sessionSchema);

/** GET/POST /api/events/{id}/sessions/{sessionId}/… */
export const sessionParamsSchema = z.object({ id: idSchema, sessionId: idSchema });
