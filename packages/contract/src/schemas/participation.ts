import { z } from "zod";
import {
  CANCELLED_BY,
  PARTICIPATION_STATUSES,
  PAYMENT_MODES,
  PLACES_MAX,
  PLACES_MIN,
  TEXT_MAX,
} from "../constants.ts";
import { validationMessages as m } from "../messages.ts";
import {
  emailSchema,
  flagSchema,
  nullableText,
  paginationQuerySchema,
  parseNumberInput,
  queryIdSchema,
  requiredId,
  requiredText,
} from "./common.ts";
import { phoneSchema } from "./user.ts";

/** Card fields of the registration form: collected in the browser, never sent (SPEC §3). */
export const CARD_FIELDS = ["nom_carte", "numero_carte", "date_expiration", "cvv"] as const;

/** 1 to 4 places; the select of the form gives "1".."4". */
const placesSchema = z.preprocess(
  parseNumberInput,
  z
    .number({ error: m.placesRange })
    .int({ error: m.placesRange })
    .min(PLACES_MIN, { error: m.placesRange })
    .max(PLACES_MAX, { error: m.placesRange }),
);

const participantFields = {
  prenom: requiredText(m.participantFirstNameRequired, 100),
  nom: requiredText(m.participantLastNameRequired, 100),
  email: emailSchema,
  telephone: z
    .string({ error: m.participantPhoneRequired })
    .trim()
    .min(1, { error: m.participantPhoneRequired })
    .pipe(phoneSchema),
  nombre_places: placesSchema,
  demandes_speciales: nullableText(),
  motivation: requiredText(m.participantMotivationRequired, TEXT_MAX),
};

/**
 * POST /api/participations. `montant_paye`, `payment_status` and `user_id` that SPEC's client sends
 * are dropped: the server computes the amount from the event price, and the user comes from the
 * token when there is one. A body that carries any card field is refused outright (one issue per
 * card field, message cardDataRefused), so that a client leaking card data finds out at once.
 */
export const participationBodySchema = z.preprocess(
  (value, ctx) => {
    if (typeof value === "object" && value !== null) {
      const body = value as Record<string, unknown>;
      for (const field of CARD_FIELDS) {
        if (body[field] !== undefined) {
          ctx.addIssue({ code: "custom", message: m.cardDataRefused, path: [field], input: body[field] });
        }
      }
    }
    return value;
  },
  z.object({
    ...participantFields,
    event_id: requiredId(m.participationEventRequired),
    /** The session; may be left out when the event has exactly one session still to come. */
    session_id: queryIdSchema,
    /** When the session is full: wait for places instead of being refused (docs/decisions/019). */
    join_waitlist: flagSchema,
  }),
);
export type ParticipationBody = z.output<typeof participationBodySchema>;
export type ParticipationBodyInput = z.input<typeof participationBodySchema>;

const participationSessionSchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});

/**
 * A registration as the API answers it; `Event` is there when a user lists theirs or reads one.
 * Booking fields (docs/decisions/019-booking-core.md) are additions to SPEC §3.
 */
export const participationSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  telephone: z.string(),
  nombre_places: z.number().int(),
  demandes_speciales: z.string().nullable(),
  motivation: z.string().nullable(),
  /** Euros, decided by the server (event price × places, 0 when free): the amount due. */
  montant_paye: z.number(),
  /**
   * free, on_site (to pay at the venue), pending (online payment awaited), paid, or — its places
   * released — failed (refused by the provider) or expired (not paid by payment_due_at).
   */
  payment_status: z.string(),
  user_id: z.number().int().nullable(),
  event_id: z.number().int(),
  ticket_code: z.string(),
  created_at: z.string(),
  session_id: z.number().int(),
  session: participationSessionSchema,
  status: z.enum(PARTICIPATION_STATUSES),
  payment_mode: z.enum(PAYMENT_MODES),
  /** 1 for the first in line; null unless waitlisted. */
  waitlist_position: z.number().int().nullable(),
  promoted_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.enum(CANCELLED_BY).nullable(),
  checked_in_at: z.string().nullable(),
  /** Last instant its holder may cancel it free of charge (48 h before the session). */
  cancellable_until: z.string(),
  /**
   * An online payment's deadline: its places are held until then, and released if it is not paid
   * by then. Null when nothing is to be paid online, and while waitlisted (it starts at promotion).
   * An addition to SPEC §3.
   */
  payment_due_at: z.string().nullable(),
  Event: z
    .object({
      id: z.number().int(),
      title: z.string(),
      date_start: z.string(),
      date_end: z.string().nullable(),
      lieu: z.object({ id: z.number().int(), nom: z.string(), ville: z.string() }).nullable().optional(),
    })
    .optional(),
});
export type ParticipationResponse = z.infer<typeof participationSchema>;
export const participationListSchema = z.array(participationSchema);

/** GET /api/participations?user_id= (the server answers only the caller's own). */
export const participationListQuerySchema = paginationQuerySchema.extend({ user_id: queryIdSchema });
export type ParticipationListQuery = z.output<typeof participationListQuerySchema>;

/** POST /api/participations/{id}/cancel: the ticket code stands for the holder without an account. */
export const cancelParticipationBodySchema = z
  .object({ ticket_code: z.string().max(100).optional() })
  .optional()
  .default({});

/** GET /api/tickets/{code}. */
export const ticketParamsSchema = z.object({
  code: z.string().min(1, { error: m.ticketCodeRequired }).max(100),
});

/** POST /api/tickets/{code}/checkout: where to pay, and whether it is a demonstration. */
export const checkoutSchema = z.object({
  provider: z.enum(["simulation"]),
  demonstration: z.boolean(),
  checkout_url: z.string(),
});
export type CheckoutResponse = z.infer<typeof checkoutSchema>;

/** POST /api/tickets/{code}/simulated-payment: the outcome the demonstration page simulates. */
export const simulatedPaymentBodySchema = z.object({
  outcome: z.enum(["success", "failure"], { error: m.paymentOutcomeInvalid }),
});

/** Luhn check of a card number made of digits only. */
export function hasValidLuhnKey(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** A card printed "MM/AA" can be used until the last day of that month. */
function isExpired(expiry: string, now: Date): boolean {
  const match = EXPIRY_PATTERN.exec(expiry);
  if (!match) return true;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year * 12 + month < now.getFullYear() * 12 + (now.getMonth() + 1);
}

function paymentCardFields(now: () => Date) {
  return {
    nom_carte: requiredText(m.cardNameRequired, 100),
    numero_carte: z
      .string({ error: m.cardNumberInvalid })
      .transform((value) => value.replace(/[\s-]/g, ""))
      .refine((digits) => /^\d{13,19}$/.test(digits) && hasValidLuhnKey(digits), {
        error: m.cardNumberInvalid,
      }),
    date_expiration: z
      .string({ error: m.cardExpiryInvalid })
      .transform((value) => value.replace(/\s/g, ""))
      .refine((value) => EXPIRY_PATTERN.test(value), { error: m.cardExpiryInvalid, abort: true })
      .refine((value) => !isExpired(value, now()), { error: m.cardExpired }),
    cvv: z
      .string({ error: m.cardCvvInvalid })
      .trim()
      .regex(/^\d{3,4}$/, { error: m.cardCvvInvalid }),
  };
}

/**
 * The card block of the registration form, for the browser only. `now` is read at each check
 * (tests pass a fixed date; a page left open over a month end still sees the right month).
 */
export function createPaymentCardSchema(now: () => Date = () => new Date()) {
  return z.object(paymentCardFields(now));
}
export const paymentCardSchema = createPaymentCardSchema();

/** The whole registration form (SPEC §2): participant fields and card fields; the event is the page's. */
export function createParticipationFormSchema(now: () => Date = () => new Date()) {
  return z.object({ ...participantFields, ...paymentCardFields(now) });
}
export const participationFormSchema = createParticipationFormSchema();
