import { z } from "zod";
import { EVENT_CATEGORIES, PAYMENT_MODES, SHORT_TEXT_MAX } from "../constants.ts";
import { isFreePrice } from "../event-rules.ts";
import { validationMessages as m } from "../messages.ts";
import { accessibilityBodyFields, accessibilityResponseFields } from "./accessibility.ts";
import {
  enumField,
  eventDateTimeSchema,
  flagSchema,
  idSchema,
  keysetPaginationQuerySchema,
  nullableOf,
  nullableText,
  priceSchema,
  queryIdSchema,
  requiredId,
  requiredText,
  whenFieldsValid,
} from "./common.ts";
import { eventListFilterFields, refineEventListQuery } from "./event-filters.ts";
import { sessionListInputSchema, sessionSchema } from "./event-session.ts";
import { searchTextQuerySchema } from "./list-filters.ts";
import { moderationStatusField, ownerModerationFields } from "./moderation-fields.ts";
import { imageAltSchema, imageReferenceSchema } from "./picture.ts";

const eventCategorySchema = enumField(EVENT_CATEGORIES, m.eventCategoryRequired, m.categoryInvalid);

/**
 * POST /api/events and PUT /api/events/{id} (a PUT replaces every field). Dates may be Paris
 * wall-clock times or ISO instants and come out as ISO UTC strings; an empty price means free
 * (null). The owner comes from the token: `user_id` and `id` in a body are dropped.
 *
 * `sessions` (additive, docs/decisions/019-booking-core.md) is the whole set of the event's
 * sessions; `date_start`/`date_end` are then optional and the event's dates become the first start
 * and the last end. Without `sessions` (a SPEC client), the event has one session, from
 * `date_start` to `date_end`. `payment_mode` defaults to free for a free price, on site otherwise.
 */
export const eventBodySchema = z
  .object({
    title: requiredText(m.eventTitleRequired, SHORT_TEXT_MAX),
    description: nullableText(),
    category: eventCategorySchema,
    date_start: nullableOf(eventDateTimeSchema),
    date_end: nullableOf(eventDateTimeSchema),
    price: priceSchema,
    payment_mode: z.enum(PAYMENT_MODES, { error: m.paymentModeInvalid }).optional(),
    image_url: imageReferenceSchema,
    /** Text alternative of the picture (additive, docs/decisions/032-pictures.md). */
    image_alt: imageAltSchema,
    lieu_id: requiredId(m.eventLieuRequired),
    sessions: sessionListInputSchema.optional(),
    ...accessibilityBodyFields,
  })
  // date_start is required unless the sessions give the dates; checked even when other fields
  // fail, so that an empty form shows every message at once.
  .refine((event) => event.sessions !== undefined || Boolean(event.date_start), {
    error: m.eventDateStartRequired,
    path: ["date_start"],
    when: whenFieldsValid("date_start", "sessions"),
  })
  .refine(
    (event) =>
      !event.date_end || !event.date_start || Date.parse(event.date_end) >= Date.parse(event.date_start),
    {
      error: m.eventEndBeforeStart,
      path: ["date_end"],
      when: whenFieldsValid("date_start", "date_end"),
    },
  )
  .refine((event) => event.payment_mode !== "free" || isFreePrice(event.price), {
    error: m.paymentModeFreeWithPrice,
    path: ["payment_mode"],
    when: whenFieldsValid("price", "payment_mode"),
  })
  .refine(
    (event) => event.payment_mode === undefined || event.payment_mode === "free" || !isFreePrice(event.price),
    {
      error: m.paymentModePaidWithoutPrice,
      path: ["payment_mode"],
      when: whenFieldsValid("price", "payment_mode"),
    },
  );
export type EventBody = z.output<typeof eventBodySchema>;
export type EventBodyInput = z.input<typeof eventBodySchema>;

export const eventLieuSummarySchema = z.object({ id: z.number().int(), nom: z.string(), ville: z.string() });

/** An event as the API answers it, with its venue (null once the venue is deleted). */
export const eventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(EVENT_CATEGORIES),
  date_start: z.string(),
  date_end: z.string().nullable(),
  price: z.number().nullable(),
  payment_mode: z.enum(PAYMENT_MODES),
  image_url: z.string().nullable(),
  /** Text alternative of the picture; null: decorative (docs/decisions/032-pictures.md). */
  image_alt: z.string().nullable(),
  lieu_id: z.number().int().nullable(),
  user_id: z.number().int(),
  /** The organisation that owns it (issue 30); `user_id` is the member who created it. */
  organisation_id: z.number().int(),
  created_at: z.string(),
  lieu: eventLieuSummarySchema.nullable(),
  /** The next session not started and not cancelled, or null when none is left. */
  next_session: sessionSchema.nullable(),
  /** Every session, in time order: in the answer of one event (GET/POST/PUT), not in lists. */
  sessions: z.array(sessionSchema).optional(),
  /** The families of the "Tourisme & Handicap" label the event welcomes, and details (issue 14). */
  ...accessibilityResponseFields,
  /** Lists sorted by distance (`sort=distance`): kilometres to the venue, null when it has no position. */
  distance_km: z.number().nullable().optional(),
  ...moderationStatusField,
});
export type EventResponse = z.infer<typeof eventSchema>;

export const eventListSchema = z.array(eventSchema);

/**
 * GET /api/events/user/{me} (the organiser's own events, every state) and GET /api/events/{id}/preview
 * (its owner or an administrator): the event plus what only they read of its moderation.
 */
export const ownEventSchema = eventSchema.extend(ownerModerationFields);
export type OwnEventResponse = z.infer<typeof ownEventSchema>;
export const ownEventListSchema = z.array(ownEventSchema);

/**
 * POST /api/events/{id}/change-preview (issue 28): how many registrations, confirmed or waiting, the
 * same body sent as a PUT would tell by e-mail (a session moved, the venue changed). Owner only.
 */
export const eventChangePreviewSchema = z.object({ people_to_notify: z.number().int() });
export type EventChangePreview = z.infer<typeof eventChangePreviewSchema>;

/** GET /api/events: pagination, accent- and case-insensitive search, category, owner. */
export const eventListQuerySchema = keysetPaginationQuerySchema
  .extend({
    q: searchTextQuerySchema,
    // The list's "all categories" choice sends an empty category.
    category: z.preprocess(
      (value) => (typeof value === "string" ? value.trim().normalize("NFC") || undefined : value),
      z.enum(EVENT_CATEGORIES, { error: m.categoryInvalid }).optional(),
    ),
    user_id: queryIdSchema,
    /** The events of one venue (its page, issue 14). */
    lieu_id: queryIdSchema,
    /** `true`: only events not over yet (end, or start when there is no end, still to come). */
    upcoming: flagSchema,
    /** Dates, place, free, accessibility, sort by distance (issue 14, decision 033). */
    ...eventListFilterFields,
  })
  .superRefine(refineEventListQuery);
export type EventListQuery = z.output<typeof eventListQuerySchema>;

/** GET /api/events/user/{userId}. */
export const eventUserParamsSchema = z.object({ userId: idSchema });

/** GET /api/events/recent?exclude_user_id= (organiser dashboard: what the others publish). */
export const recentEventsQuerySchema = z.object({ exclude_user_id: queryIdSchema });
export type RecentEventsQuery = z.output<typeof recentEventsQuerySchema>;

export const recentEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date_start: z.string(),
  date_end: z.string().nullable(),
  category: z.enum(EVENT_CATEGORIES),
});
export type RecentEvent = z.infer<typeof recentEventSchema>;
export const recentEventListSchema = z.array(recentEventSchema);
