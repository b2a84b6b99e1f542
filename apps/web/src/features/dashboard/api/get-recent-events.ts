import { recentEventListSchema } from "@culture-patrimoine/contract/schemas/event";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** GET /api/events/recent?exclude_user_id={me}: what the other organisers published last. */
export function recentEventsQueryOptions(excludeUserId: number) {
  return queryOptions({
    queryKey: ["events", "recent", { exclude_user_id: excludeUserId }] as const,
    queryFn: ({ signal }) =>
      apiRequest("/events/recent", recentEventListSchema, {
        query: { exclude_user_id: excludeUserId },
        auth: false,
        signal,
      }),
  });
}

export function useRecentEvents(excludeUserId: number) {
  return useQuery(recentEventsQueryOptions(excludeUserId));
}
