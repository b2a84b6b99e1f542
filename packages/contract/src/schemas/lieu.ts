import { z } from "zod";
import { DEFAULT_COUNTRY, SHORT_TEXT_MAX } from "../constants.ts";
import { validationMessages as m } from "../messages.ts";
import { accessibilityBodyFields, accessibilityResponseFields } from "./accessibility.ts";
import {
  nullableText,
  nullableUrlSchema,
  nullableWebsiteSchema,
  paginationQuerySchema,
  queryIdSchema,
  requiredText,
} from "./common.ts";

/** A country name; absent or blank means France (SPEC §9), the case of nearly every place. */
export const countrySchema = z.preprocess(
  (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
  z.string({ error: m.tooLong }).trim().max(100, { error: m.tooLong }).default(DEFAULT_COUNTRY),
);

/**
 * POST /api/lieux and PUT /api/lieux/{id}. SPEC's client also sends user_id: it is dropped, the
 * owner is the user of the token.
 */
export const lieuBodySchema = z.object({
  nom: requiredText(m.lieuNameRequired, SHORT_TEXT_MAX),
  ville: requiredText(m.lieuCityRequired, 100),
  pays: countrySchema,
  image: nullableUrlSchema,
  description: nullableText(),
  site_web: nullableWebsiteSchema,
  /** The families of the "Tourisme & Handicap" label it welcomes, and details (issue 14, decision 033). */
  ...accessibilityBodyFields,
});
export type LieuBody = z.output<typeof lieuBodySchema>;
export type LieuBodyInput = z.input<typeof lieuBodySchema>;

export const lieuSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  ville: z.string(),
  pays: z.string(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  site_web: z.string().nullable(),
  ...accessibilityResponseFields,
  user_id: z.number().int(),
  created_at: z.string(),
});
export type LieuResponse = z.infer<typeof lieuSchema>;
export const lieuListSchema = z.array(lieuSchema);

/** GET /api/lieux, and ?user_id= for an organiser's own venues (dashboard). */
export const lieuListQuerySchema = paginationQuerySchema.extend({ user_id: queryIdSchema });
export type LieuListQuery = z.output<typeof lieuListQuerySchema>;
