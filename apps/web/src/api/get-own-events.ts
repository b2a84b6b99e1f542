import { LIST_MAX_LIMIT } from "@culture-patrimoine/contract/constants";
import { ownEventSchema } from "@culture-patrimoine/contract/schemas/event";
import { useChoicesFor, useQueryFor } from "./query-hooks.ts";
import { queryKeys } from "./query-keys.ts";
import { listQueryOptions } from "./query-options.ts";

/**
 * GET /api/events/user/{me}: the organiser's own events, listed on the dashboard and offered by the
 * programme form (a programme line belongs to one of them). Every moderation state, with its state.
 */
export const ownEventsQueryOptions = (userId: number) =>
  listQueryOptions(queryKeys.events.ownedBy(userId), {
    path: `/events/user/${userId}`,
    schema: ownEventSchema,
    query: { limit: LIST_MAX_LIMIT },
  });

export const useOwnEvents = (userId: number | null) => useQueryFor(userId, ownEventsQueryOptions);

export const useOwnEventsChoices = (userId: number | null) => useChoicesFor(userId, ownEventsQueryOptions);
