import { z } from "zod";
import { SEARCH_MAX, type SearchKind } from "../constants.ts";
import { validationMessages as m, searchMessages as s } from "../messages.ts";
import { eventSchema } from "./event.ts";
import { lieuSchema } from "./lieu.ts";
import { parcoursSchema } from "./parcours.ts";
import { siteSchema } from "./site.ts";

// One search across kinds (issue 32): GET /api/search answers, for each kind, how many published
// items the words find and the most relevant few, and the /recherche page shows them grouped.

/** Items of each kind answered when `limit` is absent, and the most a client may ask for. */
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;

/** GET /api/search: `q` is required (the events list's limits), `limit` counts per kind. */
export const searchQuerySchema = z.object({
  q: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string({ error: (issue) => (issue.input === undefined ? s.queryRequired : m.searchInvalid) })
      .trim()
      .max(SEARCH_MAX, { error: m.searchInvalid }),
  ),
  limit: z.preprocess(
    (value) =>
      value === undefined || (typeof value === "string" && value.trim() === "") ? undefined : value,
    z.coerce
      .number({ error: s.limitInvalid })
      .int({ error: s.limitInvalid })
      .min(1, { error: s.limitInvalid })
      .max(SEARCH_LIMIT_MAX, { error: s.limitInvalid })
      .default(SEARCH_LIMIT_DEFAULT),
  ),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchQueryInput = z.input<typeof searchQuerySchema>;

/**
 * One kind's results: the matches counted (up to the lists' bound, LIST_COUNT_BOUND; `bounded`:
 * more may match) and the first `limit` items, most relevant first, as the kind's list answers them.
 */
function groupOf<T extends z.ZodType>(item: T) {
  return z.object({ total: z.number().int().nonnegative(), bounded: z.boolean(), items: z.array(item) });
}

/**
 * The answer. Events: those not over yet (GET /api/events?upcoming=true), each as that list answers
 * it; routes without their steps (`sitesCount` counts them). When nothing at all matched and a typo
 * correction finds something, the groups are the corrected search's and `corrected` says its words.
 */
export const searchResultsSchema = z.object({
  /** The words searched, as received (trimmed). */
  q: z.string(),
  /** The corrected search whose results these are (« concert » for « conert »), else null. */
  corrected: z.string().nullable(),
  events: groupOf(eventSchema),
  lieux: groupOf(lieuSchema),
  parcours: groupOf(parcoursSchema),
  sites: groupOf(siteSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
export type SearchGroup<K extends SearchKind> = SearchResults[K];
