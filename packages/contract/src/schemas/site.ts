import { z } from "zod";
import {
  ACCESSIBILITY_FAMILIES,
  SHORT_TEXT_MAX,
  SITE_CATEGORIES,
  SITE_SERVICE_MAX_LENGTH,
  SITE_SERVICES_MAX,
  TEXT_MAX,
} from "../constants.ts";
import { validationMessages as m } from "../messages.ts";
import { accessibilityQuerySchema } from "./accessibility.ts";
import {
  emailSchema,
  enumField,
  nullableOf,
  nullableText,
  nullableWebsiteSchema,
  optionalIdSchema,
  paginationQuerySchema,
  queryIdSchema,
  requiredId,
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
import { coordinateFields, coordinatesPair } from "./map.ts";
import { moderationStatusField, ownerModerationFields } from "./moderation-fields.ts";
import { imageAltSchema, imageReferenceSchema } from "./picture.ts";
import { phoneSchema } from "./user.ts";

const serviceItemSchema = z
  .string({ error: m.servicesInvalid })
  .trim()
  .min(1, { error: m.servicesInvalid })
  .max(SITE_SERVICE_MAX_LENGTH, { error: m.tooLong });

/** The services of a site as a list: at most SITE_SERVICES_MAX short texts. */
const servicesListSchema = z
  .array(serviceItemSchema, { error: m.servicesInvalid })
  .max(SITE_SERVICES_MAX, { error: m.servicesTooMany });

/**
 * `services` of a site body: SPEC's client sends a JSON-encoded string ("[\"Parking disponible\"]"),
 * a newer one may send the array itself. Both give a string[]; absent, null or blank give [].
 */
const servicesSchema = z.preprocess((value, ctx) => {
  if (value === undefined || value === null) return [];
  if (typeof value !== "string") return value;
  if (value.trim() === "") return [];
  try {
    return JSON.parse(value);
  } catch {
    ctx.addIssue({ code: "custom", message: m.servicesInvalid, input: value });
    return value;
  }
}, servicesListSchema.default([]));

// Fields whose names are the same in the form state and in the body (SPEC §3).
const sharedSiteFields = {
  name: requiredText(m.siteNameRequired, SHORT_TEXT_MAX),
  categorie: enumField(SITE_CATEGORIES, m.siteCategoryRequired, m.categoryInvalid),
  description: requiredText(m.siteDescriptionRequired, TEXT_MAX),
  adresse: nullableText(300),
  // Its point on the map (additive, docs/decisions/034): absent keeps the stored one on an update.
  ...coordinateFields,
  heure_ouverture: nullableText(SHORT_TEXT_MAX),
  tarif: nullableText(SHORT_TEXT_MAX),
  telephone: nullableOf(phoneSchema),
  email: nullableOf(emailSchema),
  site_web: nullableWebsiteSchema,
  parcours_id: requiredId(m.siteRouteRequired),
  image: imageReferenceSchema,
  /** Text alternative of the picture (additive, docs/decisions/032-pictures.md). */
  image_alt: imageAltSchema,
};

/**
 * POST /api/sites and PUT /api/sites/{id}, with SPEC's "as sent" names. `user_id` is dropped:
 * the owner is the user of the token.
 */
const siteBodyFields = z.object({
  ...sharedSiteFields,
  services: servicesSchema,
  transport: nullableText(),
  periode_historique: nullableText(SHORT_TEXT_MAX),
  style_architectural: nullableText(SHORT_TEXT_MAX),
  points_interet: nullableText(),
  lieu_id: optionalIdSchema,
});
export const siteBodySchema = siteBodyFields.check(coordinatesPair);
export type SiteBody = z.output<typeof siteBodySchema>;
export type SiteBodyInput = z.input<typeof siteBodySchema>;

/**
 * The site form's own state (SPEC §3 "form state" names), checked with the same rules as the body;
 * the web app maps it to the body names before sending.
 */
const siteFormFields = z.object({
  ...sharedSiteFields,
  services: servicesListSchema,
  transport_en_commun: nullableText(),
  periode: nullableText(SHORT_TEXT_MAX),
  style: nullableText(SHORT_TEXT_MAX),
  particularites: nullableText(),
  id_lieu: optionalIdSchema,
});
export const siteFormValuesSchema = siteFormFields.check(coordinatesPair);
export type SiteFormOutput = z.output<typeof siteFormValuesSchema>;

/** A site as the API answers it: `services` is a JSON-encoded string (SPEC §7). */
export const siteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categorie: z.enum(SITE_CATEGORIES),
  description: z.string(),
  adresse: z.string().nullable(),
  heure_ouverture: z.string().nullable(),
  tarif: z.string().nullable(),
  telephone: z.string().nullable(),
  email: z.string().nullable(),
  site_web: z.string().nullable(),
  services: z.string(),
  transport: z.string().nullable(),
  periode_historique: z.string().nullable(),
  style_architectural: z.string().nullable(),
  points_interet: z.string().nullable(),
  lieu_id: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  // null once its route is deleted: a site outlives its route (docs/decisions/004-delete-behaviour.md).
  parcours_id: z.number().int().nullable(),
  user_id: z.number().int(),
  /** The organisation that owns it (issue 30); `user_id` is the member who created it. */
  organisation_id: z.number().int(),
  image: z.string().nullable(),
  /** Text alternative of the picture; null: decorative (docs/decisions/032-pictures.md). */
  image_alt: z.string().nullable(),
  created_at: z.string(),
  ...moderationStatusField,
});
export type SiteResponse = z.infer<typeof siteSchema>;
export const siteListSchema = z.array(siteSchema);

/**
 * GET /api/sites: pagination, the sites of one route, or of one owner, and the filters of issue 32
 * (all optional, kept in the list page's address): a text search, a category, and the city,
 * département and accessibility of the site's venue (`lieu_id`; a site without a published venue
 * has none of them). GET /api/sites/counts takes the same.
 */
export const siteListQuerySchema = paginationQuerySchema.extend({
  parcours_id: queryIdSchema,
  user_id: queryIdSchema,
  q: searchTextQuerySchema,
  // The list's "all categories" choice sends an empty category.
  categorie: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().normalize("NFC") || undefined : value),
    z.enum(SITE_CATEGORIES, { error: m.categoryInvalid }).optional(),
  ),
  ville: villeQuerySchema,
  departement: departementQuerySchema,
  accessibility: accessibilityQuerySchema,
});
export type SiteListQuery = z.output<typeof siteListQuerySchema>;
export type SiteListQueryInput = z.input<typeof siteListQuerySchema>;

/**
 * GET /api/sites/counts: for each choice of each filter, how many published sites it would give
 * with the other filters as they stand. Exact (the sites are few).
 */
export const siteFilterCountsSchema = z.object({
  /** Sites of the filters as they stand. */
  total: filterCountSchema,
  categorie: z.record(z.enum(SITE_CATEGORIES), filterCountSchema),
  villes: villeCountsSchema,
  departements: departementCountsSchema,
  /** By the families the site's venue welcomes. */
  accessibility: z.record(z.enum(ACCESSIBILITY_FAMILIES), filterCountSchema),
});
export type SiteFilterCounts = z.infer<typeof siteFilterCountsSchema>;

/** A neighbouring step of a site's route: the previous or the next site to visit. */
const siteStepNeighbourSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * Where a site stands in its route (issue 14): « Étape 3 sur 7 », the previous and next sites in
 * the visit's order (the route's sites by id, as GET /api/parcours/{id} lists them).
 */
export const siteRouteStepSchema = z.object({
  parcours_id: z.number().int(),
  parcours_title: z.string(),
  position: z.number().int().positive(),
  total: z.number().int().positive(),
  previous: siteStepNeighbourSchema.nullable(),
  next: siteStepNeighbourSchema.nullable(),
});
export type SiteRouteStep = z.infer<typeof siteRouteStepSchema>;

/**
 * GET /api/sites/{id}: the site (SPEC §7 fields unchanged) plus, as additions, its venue and its
 * place in its route (null when it has none).
 */
export const siteDetailSchema = siteSchema.extend({
  lieu: z.object({ id: z.number().int(), nom: z.string(), ville: z.string() }).nullable(),
  step: siteRouteStepSchema.nullable(),
});
export type SiteDetailResponse = z.infer<typeof siteDetailSchema>;

/** GET /api/sites/user/{me}: the organiser's own sites, every state, with what only they read. */
export const ownSiteSchema = siteSchema.extend(ownerModerationFields);
export type OwnSiteResponse = z.infer<typeof ownSiteSchema>;
export const ownSiteListSchema = z.array(ownSiteSchema);

/** GET /api/sites/{id}/preview (its owner or an administrator): the detail plus its moderation. */
export const sitePreviewSchema = siteDetailSchema.extend(ownerModerationFields);
export type SitePreviewResponse = z.infer<typeof sitePreviewSchema>;
