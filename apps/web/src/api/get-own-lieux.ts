import { lieuSchema } from "@culture-patrimoine/contract/schemas/lieu";
import { useQueryFor } from "./query-hooks.ts";
import { ownListQueryOptions } from "./query-options.ts";

/**
 * GET /api/lieux?user_id={me}: the organiser's own venues, those they may edit (the dashboard).
 * The forms offer every venue (get-lieux-choices.ts).
 */
export const ownLieuxQueryOptions = (userId: number) => ownListQueryOptions("lieux", lieuSchema, userId);

/** The dashboard's list. */
export const useOwnLieux = (userId: number | null) => useQueryFor(userId, ownLieuxQueryOptions);
