import { eventSchema } from "@culture-patrimoine/contract/schemas/event";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export const eventQueryKey = (id: number) => ["events", "detail", id] as const;

/** GET /api/events/{id}. */
export function eventQueryOptions(id: number) {
  return queryOptions({
    queryKey: eventQueryKey(id),
    queryFn: ({ signal }) => apiRequest(`/events/${id}`, eventSchema, { signal }),
  });
}

/** `id` is null when the address holds no valid id: nothing is fetched. */
export function useEvent(id: number | null) {
  return useQuery({ ...eventQueryOptions(id ?? 0), enabled: id !== null });
}
