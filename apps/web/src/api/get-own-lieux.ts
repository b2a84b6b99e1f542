import { lieuSchema } from "@culture-patrimoine/contract/schemas/lieu";
import { useChoicesFor, useQueryFor } from "./query-hooks.ts";
import { ownListQueryOptions } from "./query-options.ts";

/**
 * GET /api/lieux?user_id={me}: the organiser's own venues, the only ones an event, a route or a
 * site may use (the API refuses any other). The dashboard and the three forms share this answer.
 */
export const ownLieuxQueryOptions = (userId: number) => ownListQueryOptions("lieux", lieuSchema, userId);

/** The dashboard's list. */
export const useOwnLieux = (userId: number | null) => useQueryFor(userId, ownLieuxQueryOptions);

/** The venues a form offers. */
export const useOwnLieuxChoices = (userId: number | null) => useChoicesFor(userId, ownLieuxQueryOptions);
