import { z } from "zod";
import { VERIFICATION_STATUSES } from "../constants.ts";

const countSchema = z.number().int().nonnegative();

/**
 * GET /api/dashboard: the four counters of the personal space (SPEC §2) for the caller, plus their
 * routes and sites. `participants_total` is the number of places registered to the caller's events
 * (DESIGN.md §5), not the caller's own registrations (`participations`). `siret_missing` is true
 * for an organiser who signed up with neither SIRET nor RNA: the dashboard asks them to complete it
 * (docs/decisions/016-organiser-without-siret.md).
 */
export const dashboardSchema = z.object({
  events: countSchema,
  participants_total: countSchema,
  lieux: countSchema,
  parcours: countSchema,
  sites: countSchema,
  participations: countSchema,
  siret_missing: z.boolean(),
  /**
   * An organiser's verification (issue 29): « à vérifier », verified or refused, with the reason
   * of the last decision; null for other roles. Added fields: an older answer reads as null.
   */
  verification_status: z.enum(VERIFICATION_STATUSES).nullable().default(null),
  verification_reason: z.string().nullable().default(null),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
