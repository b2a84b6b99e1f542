import { z } from "zod";
import { DEPARTEMENT_PATTERN, SEARCH_MAX } from "../constants.ts";
import { eventFilterMessages as f, validationMessages as m } from "../messages.ts";

// Query parameters and count answers that several public lists share (issue 14 for the events,
// issue 32 for venues, sites and routes): a text search, a city, a département. Every one optional,
// blank meaning absent, so a SPEC client sending none gets the list as before.

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/** `q`: the words searched (French full-text search, accents and case ignored). */
export const searchTextQuerySchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.string({ error: m.searchInvalid }).trim().max(SEARCH_MAX, { error: m.searchInvalid }).optional(),
);

/** `ville`: the venue's city, accents and case ignored. */
export const villeQuerySchema = z.preprocess(
  blankToUndefined,
  z.string({ error: f.villeInvalid }).trim().max(100, { error: f.villeInvalid }).optional(),
);

/** `departement`: the venue's département, from its postcode ("69", "2A", "971"). */
export const departementQuerySchema = z.preprocess(
  (value) => (typeof value === "string" ? blankToUndefined(value.trim().toUpperCase()) : value),
  z
    .string({ error: f.departementInvalid })
    .regex(DEPARTEMENT_PATTERN, { error: f.departementInvalid })
    .optional(),
);

/** How many items a choice of a filter would give. */
export const filterCountSchema = z.number().int().nonnegative();

/**
 * The cities with the most items (and the chosen one), each with the items it would give the other
 * filters applied. `ville` is the city as most items write it; send it back as `ville`.
 */
export const villeCountsSchema = z.array(z.object({ ville: z.string(), count: filterCountSchema }));

/** The départements with the most items (and the chosen one), as `villeCountsSchema`. */
export const departementCountsSchema = z.array(z.object({ code: z.string(), count: filterCountSchema }));
