import { z } from "zod";
import { MODERATION_STATUSES, VERIFICATION_STATUSES } from "../constants.ts";
import { organiserAdminMessages as m } from "../messages.ts";
import { paginationQuerySchema } from "./common.ts";

// Administrators verify organisers (issue 29, decision 047): the list of organisers by state, one
// organiser's file, the Sirene lookup and the decision, with the reason the organiser is sent.

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);

const filterShape = {
  status: z.preprocess(blankToUndefined, verificationStatusSchema.optional()),
  q: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
};

/** The list's filters: a state (blank: all), a search in structure, names, e-mail, SIRET, RNA. */
export const organiserFilterSchema = z.object(filterShape);

/** GET /api/admin/organisers: the filters and `limit`/`offset`. */
export const organiserListQuerySchema = paginationQuerySchema.extend(filterShape);
export type OrganiserListQuery = z.infer<typeof organiserListQuerySchema>;
export type OrganiserListFilter = Omit<OrganiserListQuery, "limit" | "offset">;

/** What the Sirene lookup found: the establishment active, closed, unknown, or no answer. */
export const IDENTITY_CHECK_STATES = ["active", "closed", "not_found", "unavailable"] as const;
export type IdentityCheckState = (typeof IDENTITY_CHECK_STATES)[number];

export const identityCheckSchema = z.object({
  state: z.enum(IDENTITY_CHECK_STATES),
  /** The legal unit's name as Sirene knows it, to compare with the one the organiser gave. */
  name: z.string().nullable(),
  city: z.string().nullable(),
  checked_at: z.string(),
});
export type IdentityCheck = z.infer<typeof identityCheckSchema>;

/** One row of the list; `identity_check` null: never looked up (no SIRET, or Sirene off). */
export const organiserSummarySchema = z.object({
  id: z.number().int(),
  organization: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  siret: z.string().nullable(),
  rna: z.string().nullable(),
  verification_status: verificationStatusSchema,
  identity_check: identityCheckSchema.nullable(),
  created_at: z.string(),
});
export type OrganiserSummary = z.infer<typeof organiserSummarySchema>;

export const organiserListSchema = z.array(organiserSummarySchema);

const countsByStateSchema = z.object(
  Object.fromEntries(MODERATION_STATUSES.map((status) => [status, z.number().int().nonnegative()])) as {
    [K in (typeof MODERATION_STATUSES)[number]]: z.ZodNumber;
  },
);

/** GET /api/admin/organisers/{id}: the file an administrator decides on. */
export const organiserDetailSchema = organiserSummarySchema.extend({
  phone: z.string().nullable(),
  city: z.string().nullable(),
  description: z.string().nullable(),
  verification_reason: z.string().nullable(),
  verified_at: z.string().nullable(),
  identity_checked_at: z.string().nullable(),
  suspended_at: z.string().nullable(),
  /** Whether this server may ask Sirene (SIRENE_API_URL set) — and it only knows SIRETs. */
  sirene_enabled: z.boolean(),
  content: z.object({
    event: countsByStateSchema,
    parcours: countsByStateSchema,
    site: countsByStateSchema,
    lieu: countsByStateSchema,
  }),
});
export type OrganiserDetail = z.infer<typeof organiserDetailSchema>;

const reasonText = z.string({ error: m.reasonRequired }).trim();

/** POST /api/admin/organisers/{id}/verify: a reason is optional (blank: none). */
export const verifyOrganiserBodySchema = z.object({
  reason: z.preprocess(blankToUndefined, reasonText.max(1000, { error: m.reasonTooLong }).optional()),
});
export type VerifyOrganiserBody = z.infer<typeof verifyOrganiserBodySchema>;

/** POST /api/admin/organisers/{id}/refuse: the reason is required, the organiser receives it. */
export const refuseOrganiserBodySchema = z.object({
  reason: reasonText.min(3, { error: m.reasonRequired }).max(1000, { error: m.reasonTooLong }),
});
export type RefuseOrganiserBody = z.infer<typeof refuseOrganiserBodySchema>;
