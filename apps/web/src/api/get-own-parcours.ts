import { ownParcoursSchema } from "@culture-patrimoine/contract/schemas/parcours";
import { useChoicesFor, useQueryFor } from "./query-hooks.ts";
import { ownListQueryOptions } from "./query-options.ts";

/**
 * GET /api/parcours/user/{me}: the organiser's own routes in every moderation state, listed on the
 * dashboard and offered by the site form (a site may join only one of them).
 */
export const ownParcoursQueryOptions = (userId: number) =>
  ownListQueryOptions("parcours", ownParcoursSchema, userId);

export const useOwnParcours = (userId: number | null) => useQueryFor(userId, ownParcoursQueryOptions);

export const useOwnParcoursChoices = (userId: number | null) =>
  useChoicesFor(userId, ownParcoursQueryOptions);
