import { z } from "zod";

const countSchema = z.number().int().nonnegative();

/**
 * Figures counted from the database for the home and about pages (DESIGN.md §5), replacing SPEC's
 * two contradictory sets of fixed claims.
 */
export const statsSchema = z.object({
  events: countSchema,
  parcours: countSchema,
  places: countSchema,
  participations: countSchema,
});
export type Stats = z.infer<typeof statsSchema>;
