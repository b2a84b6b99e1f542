import { LIST_MAX_LIMIT } from "@culture-patrimoine/contract/constants";
import { eventSchema } from "@culture-patrimoine/contract/schemas/event";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiList } from "../../../lib/api-client.ts";

/**
 * GET /api/events/user/{me}: the events a programme line may belong to. Same key and shape as the
 * dashboard's list, so both share one cached answer.
 */
export function ownEventsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ["events", "owned-by", userId] as const,
    queryFn: ({ signal }) =>
      apiList(`/events/user/${userId}`, eventSchema, { query: { limit: LIST_MAX_LIMIT }, signal }),
  });
}

/** Fetched again each time the form opens: an event created in another tab must be offered too. */
export function useOwnEvents(userId: number) {
  return useQuery({ ...ownEventsQueryOptions(userId), refetchOnMount: "always" });
}
