import { z } from "zod";
import {
  PARCOURS_DIFFICULTIES,
  PARCOURS_DURATION_MAX,
  PARCOURS_DURATION_MIN,
  type ParcoursDifficulty,
  SHORT_TEXT_MAX,
  TEXT_MAX,
} from "../constants.ts";
import { validationMessages as m } from "../messages.ts";
import {
  enumField,
  paginationQuerySchema,
  parseNumberInput,
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
import { moderationStatusField, ownerModerationFields } from "./moderation-fields.ts";
import { imageAltSchema } from "./picture.ts";
import { siteSchema } from "./site.ts";

/** Whole minutes; multipart sends "90", a JSON client may send 90. */
const durationSchema = z.preprocess(
  parseNumberInput,
  z
    .number({ error: m.parcoursDurationInvalid })
    .int({ error: m.parcoursDurationInvalid })
    .min(PARCOURS_DURATION_MIN, { error: m.parcoursDurationInvalid })
    .max(PARCOURS_DURATION_MAX, { error: m.parcoursDurationInvalid }),
);

/** Case, accents and spacing dropped: "Modéré", "modere" and " MODERE " compare equal. */
function foldDifficulty(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").trim().toLowerCase().replace(/\s+/g, " ");
}

// The words people and other clients use for the three levels (French first, then English).
const DIFFICULTY_SYNONYMS: Record<string, ParcoursDifficulty> = {
  facile: "facile",
  "tres facile": "facile",
  simple: "facile",
  debutant: "facile",
  easy: "facile",
  modere: "modéré",
  moderee: "modéré",
  moyen: "modéré",
  moyenne: "modéré",
  intermediaire: "modéré",
  medium: "modéré",
  moderate: "modéré",
  difficile: "difficile",
  "tres difficile": "difficile",
  dur: "difficile",
  avance: "difficile",
  expert: "difficile",
  sportif: "difficile",
  difficult: "difficile",
  hard: "difficile",
};

/**
 * A route's difficulty as people write it ("Facile", "Moyen", "modere", "hard"), stored as one of
 * PARCOURS_DIFFICULTIES; an unknown word is refused with the accepted values in the message.
 */
const difficultySchema = enumField(
  PARCOURS_DIFFICULTIES,
  m.parcoursDifficultyRequired,
  m.parcoursDifficultyInvalid,
  (value) => DIFFICULTY_SYNONYMS[foldDifficulty(value)] ?? value,
);

/**
 * The text fields of POST /api/parcours/create and PUT /api/parcours/{id} (multipart: every value
 * arrives as a string; the image file is checked apart). SPEC's client sends user_id (default 1):
 * it is dropped, the owner is the user of the token.
 */
export const parcoursBodySchema = z.object({
  title: requiredText(m.parcoursTitleRequired, SHORT_TEXT_MAX),
  description: requiredText(m.parcoursDescriptionRequired, TEXT_MAX),
  theme: requiredText(m.parcoursThemeRequired, SHORT_TEXT_MAX),
  difficulty: difficultySchema,
  duration: durationSchema,
  lieu_id: requiredId(m.parcoursLieuRequired),
  /** Text alternative of the picture (additive; SPEC's form has none, docs/decisions/032-pictures.md). */
  image_alt: imageAltSchema,
});
export type ParcoursBody = z.output<typeof parcoursBodySchema>;
export type ParcoursBodyInput = z.input<typeof parcoursBodySchema>;

const parcoursLieuSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  ville: z.string(),
  pays: z.string(),
});

/**
 * A route, as the web's lists read it (the API answers its `Sites` too: parcoursDetailSchema).
 * `image` is a file name served under /uploads; `Lieu` is null once the venue is deleted;
 * `sitesCount` is counted. `participants` (0) and `rating` (4.5) are SPEC's
 * columns with SPEC's defaults, kept for SPEC clients: nothing counts or rates, so our pages show
 * neither.
 */
export const parcoursSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  theme: z.string(),
  difficulty: z.enum(PARCOURS_DIFFICULTIES),
  duration: z.number().int(),
  image: z.string().nullable(),
  /** Text alternative of the picture; null: decorative (docs/decisions/032-pictures.md). */
  image_alt: z.string().nullable(),
  lieu_id: z.number().int().nullable(),
  user_id: z.number().int(),
  /** The organisation that owns it (issue 30); `user_id` is the member who created it. */
  organisation_id: z.number().int(),
  participants: z.number().int().nonnegative(),
  rating: z.number(),
  sitesCount: z.number().int().nonnegative(),
  created_at: z.string(),
  Lieu: parcoursLieuSchema.nullable(),
  ...moderationStatusField,
});
export type ParcoursResponse = z.infer<typeof parcoursSchema>;

/**
 * GET /api/parcours/{id}, and each route of GET /api/parcours: the route with its sites (the steps,
 * in order), as SPEC §3 gives a route its `Sites`, whose count a SPEC client shows as steps.
 */
export const parcoursDetailSchema = parcoursSchema.extend({ Sites: z.array(siteSchema) });
export type ParcoursDetailResponse = z.infer<typeof parcoursDetailSchema>;
export const parcoursListSchema = z.array(parcoursDetailSchema);

/**
 * GET /api/parcours/user/{me} (the organiser's own routes, every state) and
 * GET /api/parcours/{id}/preview (its owner or an administrator): the route plus what only they read
 * of its moderation. Its `Lieu` and `Sites` are what the public may see, or the owner's own.
 */
export const ownParcoursSchema = parcoursDetailSchema.extend(ownerModerationFields);
export type OwnParcoursResponse = z.infer<typeof ownParcoursSchema>;
export const ownParcoursListSchema = z.array(ownParcoursSchema);

/**
 * GET /api/parcours, ?user_id= for an organiser's own routes (site form), ?lieu_id= for the routes
 * of one venue (its page, issue 14).
 */
export const parcoursListQuerySchema = paginationQuerySchema.extend({
  user_id: queryIdSchema,
  lieu_id: queryIdSchema,
  /** Issue 32's filters (all optional, kept in the list page's address): a text search… */
  q: searchTextQuerySchema,
  /** …a theme, as written on the routes, case and accents ignored… */
  theme: z.preprocess(
    (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
    z
      .string({ error: m.parcoursThemeFilterInvalid })
      .trim()
      .max(SHORT_TEXT_MAX, { error: m.parcoursThemeFilterInvalid })
      .optional(),
  ),
  /** …a difficulty (the form's words are read too: « moyen » is modéré)… */
  difficulty: z.preprocess(
    (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
    difficultySchema.optional(),
  ),
  /** …and the city or département of the route's venue. */
  ville: villeQuerySchema,
  departement: departementQuerySchema,
});
export type ParcoursListQuery = z.output<typeof parcoursListQuerySchema>;
export type ParcoursListQueryInput = z.input<typeof parcoursListQuerySchema>;

/**
 * GET /api/parcours/counts (same parameters as the list): for each choice of each filter, how many
 * published routes it would give with the other filters as they stand. Exact (the routes are few).
 */
export const parcoursFilterCountsSchema = z.object({
  /** Routes of the filters as they stand. */
  total: filterCountSchema,
  /**
   * Every theme of the published routes (and the chosen one), most routes first; `theme` is the
   * theme as most routes write it: send it back as `theme`.
   */
  themes: z.array(z.object({ theme: z.string(), count: filterCountSchema })),
  difficulty: z.record(z.enum(PARCOURS_DIFFICULTIES), filterCountSchema),
  villes: villeCountsSchema,
  departements: departementCountsSchema,
});
export type ParcoursFilterCounts = z.infer<typeof parcoursFilterCountsSchema>;
