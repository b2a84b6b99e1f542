import { ownSiteSchema } from "@culture-patrimoine/contract/schemas/site";
import { useQueryFor } from "../../../api/query-hooks.ts";
import { ownListQueryOptions } from "../../../api/query-options.ts";

/**
 * GET /api/sites/user/{me}: the organiser's own heritage sites in every moderation state (only the
 * dashboard lists them).
 */
export const ownSitesQueryOptions = (userId: number) => ownListQueryOptions("sites", ownSiteSchema, userId);

export const useOwnSites = (userId: number | null) => useQueryFor(userId, ownSitesQueryOptions);
