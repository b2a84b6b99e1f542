import { ownLieuSchema } from "@culture-patrimoine/contract/schemas/lieu";
import { useQueryFor } from "./query-hooks.ts";
import { ownListQueryOptions } from "./query-options.ts";

/**
 * GET /api/lieux/user/{me}: the organiser's own venues, those they may edit, in every moderation
 * state (the dashboard). The forms offer the public venues and these (get-lieux-choices.ts).
 */
export const ownLieuxQueryOptions = (userId: number) => ownListQueryOptions("lieux", ownLieuSchema, userId);

/** The dashboard's list. */
export const useOwnLieux = (userId: number | null) => useQueryFor(userId, ownLieuxQueryOptions);
