import { z } from "zod";
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT, SHORT_TEXT_MAX, TEXT_MAX } from "../constants.ts";
import { validationMessages as m } from "../messages.ts";

/** Positive integer id, as a path parameter or a body field; strings of digits are accepted. */
export const idSchema = z.coerce
  .number({ error: "Identifiant invalide" })
  .int({ error: "Identifiant invalide" })
  .positive({ error: "Identifiant invalide" })
  .max(2_147_483_647, { error: "Identifiant invalide" });

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
export function optionalText(max = TEXT_MAX) {
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

export const urlSchema = z
  .string({ error: m.invalidUrl })
  .trim()
  .max(2000, { error: m.tooLong })
  .pipe(z.url({ protocol: /^https?$/, error: m.invalidUrl }));

export const optionalUrlSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  urlSchema.nullish(),
);

/** `limit`/`offset` of every list (DESIGN.md §4). */
export const paginationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const errorDetailSchema = z.object({ path: z.string(), message: z.string() });

/** The one error body of the API (DESIGN.md §4). */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.array(errorDetailSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
