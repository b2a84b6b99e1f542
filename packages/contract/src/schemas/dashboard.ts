import { z } from "zod";

const countSchema = z.number().int().nonnegative();

/**
 * GET /api/dashboard: the four counters of the personal space (SPEC §2) for the caller, plus their
 * routes and sites. `participants_total` is the number of places registered to the caller's events
 * (DESIGN.md §5), not the caller's own registrations (`participations`). `siret_missing` is true
 * for an organiser who signed up without a SIRET: the dashboard asks them to complete it
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
});
export type Dashboard = z.infer<typeof dashboardSchema>;
