import { ownSiteSchema } from "@culture-patrimoine/contract/schemas/site";
import { useQueryFor } from "../../../api/query-hooks.ts";
import { type OwnListOwner, ownListQueryOptions } from "../../../api/query-options.ts";

/**
 * GET /api/sites/user/{me}: the acting organisation's heritage sites in every moderation state (only
 * the dashboard lists them).
 */
export const ownSitesQueryOptions = (owner: OwnListOwner) =>
  ownListQueryOptions("sites", ownSiteSchema, owner);

/** Nothing is fetched while the session acts for no organisation (`organisationId` null). */
export const useOwnSites = (userId: number, organisationId: number | null) =>
  useQueryFor(organisationId, (id) => ownSitesQueryOptions({ userId, organisationId: id }));
