import { LIST_MAX_LIMIT } from "@culture-patrimoine/contract/constants";
import { participationSchema } from "@culture-patrimoine/contract/schemas/participation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiList } from "../../../lib/api-client.ts";

/** GET /api/participations?user_id={me}: one's own registrations, each with its event. */
export function myParticipationsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ["participations", "of-user", userId] as const,
    queryFn: ({ signal }) =>
      apiList("/participations", participationSchema, {
        query: { user_id: userId, limit: LIST_MAX_LIMIT },
        signal,
      }),
  });
}

export function useMyParticipations(userId: number) {
  return useQuery(myParticipationsQueryOptions(userId));
}
