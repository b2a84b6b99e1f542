import { ownParcoursSchema } from "@culture-patrimoine/contract/schemas/parcours";
import { useChoicesFor, useQueryFor } from "./query-hooks.ts";
import { type OwnListOwner, ownListQueryOptions } from "./query-options.ts";

/**
 * GET /api/parcours/user/{me}: the acting organisation's routes in every moderation state, listed on
 * the dashboard and offered by the site form (a site may join only one of them).
 */
export const ownParcoursQueryOptions = (owner: OwnListOwner) =>
  ownListQueryOptions("parcours", ownParcoursSchema, owner);

/** Nothing is fetched while the session acts for no organisation (`organisationId` null). */
export const useOwnParcours = (userId: number, organisationId: number | null) =>
  useQueryFor(organisationId, (id) => ownParcoursQueryOptions({ userId, organisationId: id }));

export const useOwnParcoursChoices = (userId: number, organisationId: number | null) =>
  useChoicesFor(organisationId, (id) => ownParcoursQueryOptions({ userId, organisationId: id }));
