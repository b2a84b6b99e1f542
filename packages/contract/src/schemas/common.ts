import { z } from "zod";
import { fr } from "zod/locales";
import {
  LIST_CURSOR_PATTERN,
  LIST_MAX_LIMIT,
  LIST_UNPAGED_CAP,
  PRICE_MAX,
  SHORT_TEXT_MAX,
  TEXT_MAX,
} from "../constants.ts";
import { parisLocalToIso } from "../dates.ts";
import { validationMessages as m } from "../messages.ts";

// Every field has its own French message from messages.ts; zod's French locale is the safety net
// for a rule that forgot one, so that no English text ever reaches a user or a client.
z.config(fr());

// An id written as text (a path, a query, a multipart field) is its canonical decimal form only:
// Number() would also read "0x10", "1e1", " 16", "16.0", "+16" and "016" as numbers, so that one
// resource would answer at many addresses (/api/events/0x10 was event 16).
const CANONICAL_ID = /^[1-9][0-9]*$/;

/** Positive integer id, as a path parameter or a body field: a JSON number or canonical digits. */
export const idSchema = z.preprocess(
  (value) => (typeof value === "string" ? (CANONICAL_ID.test(value) ? Number(value) : Number.NaN) : value),
  z
    .number({ error: m.idInvalid })
    .int({ error: m.idInvalid })
    .positive({ error: m.idInvalid })
    .max(2_147_483_647, { error: m.idInvalid }),
);

export const idParamsSchema = z.object({ id: idSchema });

/** Trimmed text that must not be empty, with the field's own "required" message. */
export function requiredText(requiredMessage: string, max = SHORT_TEXT_MAX) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: m.tooLong });
}

/** Optional free text: absent, null and blank all mean "none" and become null. */
function optionalText(max = TEXT_MAX) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    z.string({ error: m.tooLong }).trim().max(max, { error: m.tooLong }).nullish(),
  );
}

export const emailSchema = z
  .string({ error: m.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, { error: m.emailInvalid })
  .pipe(z.email({ error: m.emailInvalid }));

/** Calendar date as YYYY-MM-DD that really exists (no 31 February). */
export const isoDateSchema = z.iso.date({ error: m.invalidDate });

/** Time of day HH:MM (seconds accepted and dropped). */
export const timeSchema = z
  .string({ error: m.invalidTime })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: m.invalidTime })
  .transform((value) => value.slice(0, 5));

const urlSchema = z
  .string({ error: m.invalidUrl })
  .trim()
  .max(2000, { error: m.tooLong })
  .pipe(z.url({ protocol: /^https?$/, error: m.invalidUrl }));

const optionalUrlSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  urlSchema.nullish(),
);

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * Makes an absent optional field null, so that a full update (PUT) clears a column instead of
 * leaving it untouched, and the API never has to tell undefined from null.
 */
function orNull<T extends z.ZodType>(schema: T) {
  return schema.transform((value: z.output<T>) => value ?? null);
}

/** Optional free text that comes out as string or null, never undefined. */
export function nullableText(max = TEXT_MAX) {
  return orNull(optionalText(max));
}

/** Optional http(s) URL that comes out as string or null, never undefined. */
export const nullableUrlSchema = orNull(optionalUrlSchema);

// A host name with at least one dot, an optional port, then nothing or a path/query/fragment.
const BARE_HOST = /^[^\s/:?#@]+\.[^\s/:?#@]+(?::\d+)?(?:[/?#]|$)/;

/**
 * People type a website as "www.exemple.fr": without a scheme it gets "https://" (what a browser
 * would try first). Anything else is left for urlSchema to judge, so "mailto:" or "n/a" is refused.
 */
export function withWebScheme(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  if (trimmed.startsWith("//")) return `https:${trimmed}`;
  return BARE_HOST.test(trimmed) ? `https://${trimmed}` : trimmed;
}

/** A website field (site_web, website): optional, "www.exemple.fr" stored as "https://www.exemple.fr". */
export const nullableWebsiteSchema = orNull(
  z.preprocess((value) => (isBlank(value) ? null : withWebScheme(value)), urlSchema.nullish()),
);

/** Absent, null or blank means "none" (null); anything else must satisfy `schema`. */
export function nullableOf<T extends z.ZodType>(schema: T) {
  return orNull(z.preprocess((value) => (isBlank(value) ? null : value), schema.nullish()));
}

/**
 * A reference the entity cannot do without (lieu_id, event_id...): absent, null or blank gets the
 * field's own message (the form shows "Le lieu est obligatoire", not "Identifiant invalide").
 */
export function requiredId(requiredMessage: string) {
  return z.preprocess((value, ctx) => {
    if (isBlank(value)) ctx.addIssue({ code: "custom", message: requiredMessage, input: value });
    return value;
  }, idSchema);
}

/** An optional reference: absent, null or blank become null. */
export const optionalIdSchema = nullableOf(idSchema);

/** A filter of a list by id (`?user_id=`): blank is the same as absent. */
export const queryIdSchema = z.preprocess(
  (value) => (isBlank(value) ? undefined : value),
  idSchema.optional(),
);

/**
 * A closed choice (category, difficulty). Values are trimmed and put in Unicode NFC, because a
 * decomposed "é" (some keyboards and multipart encoders send one) must still match "Conférence".
 * Absent or blank gets `requiredMessage`, an unknown value `invalidMessage`.
 */
export function enumField<const T extends readonly [string, ...string[]]>(
  values: T,
  requiredMessage: string,
  invalidMessage: string,
  /** Maps what people write to a value of the set (synonyms); runs on the trimmed NFC text. */
  canonical: (value: string) => string = (value) => value,
) {
  return z.preprocess(
    (value) => {
      if (isBlank(value)) return undefined;
      return typeof value === "string" ? canonical(value.trim().normalize("NFC")) : value;
    },
    z.enum(values, { error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) }),
  );
}

/**
 * Numbers typed in a form or sent as multipart text: "12", "12.5" and "12,5" (French decimal comma)
 * become numbers, blank becomes undefined, anything else NaN (refused by z.number). Strict on
 * purpose: Number() alone would read "0x10" as 16 and "1e3" as 1000.
 */
export function parseNumberInput(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  return /^-?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(",", ".")) : Number.NaN;
}

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.round(value * 100) / 100 === value;
}

/** A price in euros from 0 to PRICE_MAX; absent, null or blank means free and becomes null. */
export const priceSchema = orNull(
  z.preprocess(
    parseNumberInput,
    z
      .number({ error: m.invalidNumber })
      .min(0, { error: m.priceNegative })
      .max(PRICE_MAX, { error: m.priceTooHigh })
      .refine(hasAtMostTwoDecimals, { error: m.priceInvalid })
      .nullish(),
  ),
);

/** A yes/no choice; checkbox values "true"/"false" and "on" are read too, absent means false. */
export const flagSchema = z.preprocess(
  (value) => {
    if (value === "true" || value === "on") return true;
    if (value === "false" || value === "" || value === null) return false;
    return value;
  },
  z.boolean({ error: m.booleanInvalid }).default(false),
);

/**
 * Lets a cross-field rule (end after start) run as soon as the fields it reads are valid, even when
 * other fields are not, so that a form shows every error at once. Without it, zod skips object
 * refinements whenever any field failed.
 */
export function whenFieldsValid(...fields: string[]) {
  return (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === "object" &&
    payload.value !== null &&
    // An issue without a path is about the input as a whole (not an object): nothing to compare.
    payload.issues.every((issue) => issue.path?.length && !fields.includes(String(issue.path[0])));
}

function wholeNumberQuery(message: string, min: number, max: number) {
  return z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .optional(),
  );
}

/**
 * `limit`/`offset` of every list (DESIGN.md §4). Without `limit` a list is complete up to
 * LIST_UNPAGED_CAP rows: SPEC's client never sends one and must not see a silently cut list.
 */
export const paginationQuerySchema = z.object({
  limit: wholeNumberQuery(m.listLimitInvalid, 1, LIST_MAX_LIMIT).transform(
    (limit) => limit ?? LIST_UNPAGED_CAP,
  ),
  offset: wholeNumberQuery(m.listOffsetInvalid, 0, 1_000_000).transform((offset) => offset ?? 0),
});

/** A keyset cursor (LIST_CURSOR_PATTERN) as a query parameter; blank means none. */
export const afterQuerySchema = z.preprocess(
  (value) => (isBlank(value) ? undefined : value),
  z
    .string({ error: m.listCursorInvalid })
    .regex(LIST_CURSOR_PATTERN, { error: m.listCursorInvalid })
    .refine((value) => !Number.isNaN(Date.parse(LIST_CURSOR_PATTERN.exec(value)?.[2] ?? "")), {
      error: m.listCursorInvalid,
    })
    .optional(),
);

/** `limit`/`offset`, and `after` (keyset) for the events lists, whose next link carries it. */
export const keysetPaginationQuerySchema = paginationQuerySchema.extend({ after: afterQuerySchema });

const errorDetailSchema = z.object({ path: z.string(), message: z.string() });

/** The one error body of the API (DESIGN.md §4). */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.array(errorDetailSchema).optional(),
  /** A full session (409 SESSION_FULL): how many places are still free. */
  places_left: z.number().int().optional(),
  /** A login that needs its second factor (401 SECOND_FACTOR_REQUIRED): the step's signed token. */
  challenge: z.string().optional(),
});

/**
 * An event date as typed or sent (see parisLocalToIso), parsed into an ISO UTC string for storage;
 * answers go through toParisIso.
 */
export const eventDateTimeSchema = z
  .string({ error: m.invalidDate })
  .max(64, { error: m.invalidDate })
  .transform((value, ctx) => {
    const iso = parisLocalToIso(value);
    if (iso === null) {
      ctx.addIssue({ code: "custom", message: m.invalidDate });
      return z.NEVER;
    }
    return iso;
  });
