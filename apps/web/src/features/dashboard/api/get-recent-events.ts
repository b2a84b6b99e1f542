import { recentEventListSchema } from "@culture-patrimoine/contract/schemas/event";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/** GET /api/events/recent?exclude_user_id={me}: what the other organisers published last. */
export const recentEventsQueryOptions = (excludeUserId: number) =>
  requestQueryOptions(queryKeys.events.recent(excludeUserId), {
    path: "/events/recent",
    schema: recentEventListSchema,
    query: { exclude_user_id: excludeUserId },
    auth: false,
  });

export const useRecentEvents = (excludeUserId: number) => useQuery(recentEventsQueryOptions(excludeUserId));
