import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/** GET /api/events/{id}/statistics: the event's registrations per day and its sessions' figures. */
export const eventStatisticsQueryOptions = (eventId: number) =>
  requestQueryOptions(queryKeys.statistics.event(eventId), {
    path: `/events/${eventId}/statistics`,
    schema: () =>
      import("@culture-patrimoine/contract/schemas/statistics").then(
        (schemas) => schemas.eventStatisticsSchema,
      ),
  });

/** `eventId` is null when the address holds no valid id: nothing is fetched. */
export const useEventStatistics = (eventId: number | null) =>
  useQuery({ ...eventStatisticsQueryOptions(eventId ?? 0), enabled: eventId !== null, staleTime: 0 });
