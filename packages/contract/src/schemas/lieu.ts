import { z } from "zod";
import { ACCESSIBILITY_FAMILIES, DEFAULT_COUNTRY, SHORT_TEXT_MAX } from "../constants.ts";
import { validationMessages as m } from "../messages.ts";
import {
  accessibilityBodyFields,
  accessibilityQuerySchema,
  accessibilityResponseFields,
} from "./accessibility.ts";
import {
  nullableText,
  nullableWebsiteSchema,
  paginationQuerySchema,
  queryIdSchema,
  requiredText,
} from "./common.ts";
import {
  departementCountsSchema,
  departementQuerySchema,
  filterCountSchema,
  searchTextQuerySchema,
  villeCountsSchema,
  villeQuerySchema,
} from "./list-filters.ts";
import { addressSchema, coordinateFields, coordinatesPair, postcodeSchema } from "./map.ts";
import { moderationStatusField, ownerModerationFields } from "./moderation-fields.ts";
import { imageAltSchema, imageReferenceSchema } from "./picture.ts";

/** A country name; absent or blank means France (SPEC §9), the case of nearly every place. */
export const countrySchema = z.preprocess(
  (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
  z.string({ error: m.tooLong }).trim().max(100, { error: m.tooLong }).default(DEFAULT_COUNTRY),
);

/**
 * POST /api/lieux and PUT /api/lieux/{id}. SPEC's client also sends user_id: it is dropped, the
 * owner is the user of the token.
 */
const lieuBodyFields = z.object({
  nom: requiredText(m.lieuNameRequired, SHORT_TEXT_MAX),
  ville: requiredText(m.lieuCityRequired, 100),
  pays: countrySchema,
  image: imageReferenceSchema,
  /** Text alternative of the picture (additive, docs/decisions/032-pictures.md). */
  image_alt: imageAltSchema,
  description: nullableText(),
  site_web: nullableWebsiteSchema,
  // Additions of issue 14 (docs/decisions/034): absent keeps the stored value on an update.
  adresse: addressSchema,
  code_postal: postcodeSchema,
  ...coordinateFields,
  /** The families of the "Tourisme & Handicap" label it welcomes, and details (issue 14, decision 033). */
  ...accessibilityBodyFields,
});
export const lieuBodySchema = lieuBodyFields.check(coordinatesPair);
export type LieuBody = z.output<typeof lieuBodySchema>;
export type LieuBodyInput = z.input<typeof lieuBodySchema>;

export const lieuSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  ville: z.string(),
  pays: z.string(),
  image: z.string().nullable(),
  /** Text alternative of the picture; null: decorative (docs/decisions/032-pictures.md). */
  image_alt: z.string().nullable(),
  description: z.string().nullable(),
  site_web: z.string().nullable(),
  adresse: z.string().nullable(),
  code_postal: z.string().nullable(),
  /** From the postcode: "69", "2A", "971"… (null without a postcode). */
  departement: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  ...accessibilityResponseFields,
  user_id: z.number().int(),
  /** The organisation that owns it (issue 30); `user_id` is the member who created it. */
  organisation_id: z.number().int(),
  created_at: z.string(),
  ...moderationStatusField,
});
export type LieuResponse = z.infer<typeof lieuSchema>;
export const lieuListSchema = z.array(lieuSchema);

/**
 * GET /api/lieux/user/{me} (the organiser's own venues, every state) and GET /api/lieux/{id}/preview
 * (its owner or an administrator): the venue plus what only they read of its moderation.
 */
export const ownLieuSchema = lieuSchema.extend(ownerModerationFields);
export type OwnLieuResponse = z.infer<typeof ownLieuSchema>;
export const ownLieuListSchema = z.array(ownLieuSchema);

/**
 * GET /api/lieux, ?user_id= for an organiser's public venues, and the filters of issue 32 (all
 * optional, kept in the list page's address): a text search, a city or a département, and the
 * accessibility families every venue listed must welcome. GET /api/lieux/counts takes the same.
 */
export const lieuListQuerySchema = paginationQuerySchema.extend({
  user_id: queryIdSchema,
  q: searchTextQuerySchema,
  ville: villeQuerySchema,
  departement: departementQuerySchema,
  accessibility: accessibilityQuerySchema,
});
export type LieuListQuery = z.output<typeof lieuListQuerySchema>;
export type LieuListQueryInput = z.input<typeof lieuListQuerySchema>;

/**
 * GET /api/lieux/counts: for each choice of each filter, how many published venues it would give
 * with the other filters as they stand. Exact (the venues are few).
 */
export const lieuFilterCountsSchema = z.object({
  /** Venues of the filters as they stand. */
  total: filterCountSchema,
  villes: villeCountsSchema,
  departements: departementCountsSchema,
  accessibility: z.record(z.enum(ACCESSIBILITY_FAMILIES), filterCountSchema),
});
export type LieuFilterCounts = z.infer<typeof lieuFilterCountsSchema>;
