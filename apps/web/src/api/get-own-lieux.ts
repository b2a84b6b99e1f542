import { ownLieuSchema } from "@culture-patrimoine/contract/schemas/lieu";
import { useQueryFor } from "./query-hooks.ts";
import { type OwnListOwner, ownListQueryOptions } from "./query-options.ts";

/**
 * GET /api/lieux/user/{me}: the acting organisation's venues, those its members may edit, in every
 * moderation state (the dashboard). The forms offer the public venues and these
 * (get-lieux-choices.ts).
 */
export const ownLieuxQueryOptions = (owner: OwnListOwner) =>
  ownListQueryOptions("lieux", ownLieuSchema, owner);

/** The dashboard's list; nothing is fetched while the session acts for no organisation. */
export const useOwnLieux = (userId: number, organisationId: number | null) =>
  useQueryFor(organisationId, (id) => ownLieuxQueryOptions({ userId, organisationId: id }));
