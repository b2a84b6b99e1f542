import type { EventCategory } from "@culture-patrimoine/contract/constants";
import { eventSchema } from "@culture-patrimoine/contract/schemas/event";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiList } from "../../../lib/api-client.ts";

export interface EventsParams {
  /** Accent- and case-insensitive search in title and description (done by the API). */
  q?: string;
  category?: EventCategory;
  user_id?: number;
  /** Only events not over yet: what a visitor is looking for. */
  upcoming?: boolean;
  limit?: number;
  offset?: number;
}

export const eventsQueryKey = (params: EventsParams = {}) => ["events", "list", params] as const;

/** GET /api/events → { items, total } (total from X-Total-Count). */
export function eventsQueryOptions(params: EventsParams = {}) {
  return queryOptions({
    queryKey: eventsQueryKey(params),
    queryFn: ({ signal }) => apiList("/events", eventSchema, { query: { ...params }, signal }),
  });
}

/** The previous page stays on screen while the next search or page loads (no blank flash). */
export function useEvents(params: EventsParams = {}) {
  return useQuery({ ...eventsQueryOptions(params), placeholderData: keepPreviousData });
}
