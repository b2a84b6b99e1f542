import { LIST_MAX_LIMIT } from "@culture-patrimoine/contract/constants";
import { ownEventSchema } from "@culture-patrimoine/contract/schemas/event";
import { useChoicesFor, useQueryFor } from "./query-hooks.ts";
import { queryKeys } from "./query-keys.ts";
import { listQueryOptions, type OwnListOwner } from "./query-options.ts";

/**
 * GET /api/events/user/{me}: the acting organisation's events, listed on the dashboard and offered
 * by the programme form (a programme line belongs to one of them). Every moderation state, with its
 * state.
 */
export const ownEventsQueryOptions = ({ userId, organisationId }: OwnListOwner) =>
  listQueryOptions(queryKeys.events.ownedBy(organisationId), {
    path: `/events/user/${userId}`,
    schema: ownEventSchema,
    query: { limit: LIST_MAX_LIMIT },
  });

/** Nothing is fetched while the session acts for no organisation (`organisationId` null). */
export const useOwnEvents = (userId: number, organisationId: number | null) =>
  useQueryFor(organisationId, (id) => ownEventsQueryOptions({ userId, organisationId: id }));

export const useOwnEventsChoices = (userId: number, organisationId: number | null) =>
  useChoicesFor(organisationId, (id) => ownEventsQueryOptions({ userId, organisationId: id }));
