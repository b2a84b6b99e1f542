import { LIST_MAX_LIMIT } from "@culture-patrimoine/contract/constants";
import { parcoursListSchema } from "@culture-patrimoine/contract/schemas/parcours";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** GET /api/parcours?user_id=: the organiser's own routes, the only ones a site may join. */
export function ownParcoursQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ["parcours", "own", userId] as const,
    queryFn: ({ signal }) =>
      apiRequest("/parcours", parcoursListSchema, {
        query: { user_id: userId, limit: LIST_MAX_LIMIT },
        signal,
      }),
  });
}

export function useOwnParcours(userId: number | null) {
  return useQuery({ ...ownParcoursQueryOptions(userId ?? 0), enabled: userId !== null });
}
