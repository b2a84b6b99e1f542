import { LIST_MAX_LIMIT } from "@culture-patrimoine/contract/constants";
import { eventSchema } from "@culture-patrimoine/contract/schemas/event";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiList } from "../../../lib/api-client.ts";

/**
 * GET /api/events/user/{me}: the organiser's own events. The programme form lists the same events
 * under the same key and shape, so both screens share one cached answer.
 */
export function ownEventsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ["events", "owned-by", userId] as const,
    queryFn: ({ signal }) =>
      apiList(`/events/user/${userId}`, eventSchema, { query: { limit: LIST_MAX_LIMIT }, signal }),
  });
}

export function useOwnEvents(userId: number) {
  return useQuery(ownEventsQueryOptions(userId));
}
