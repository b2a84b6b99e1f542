import { LIST_MAX_LIMIT } from "@culture-patrimoine/contract/constants";
import { parcoursSchema } from "@culture-patrimoine/contract/schemas/parcours";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiList } from "../../../lib/api-client.ts";

/** GET /api/parcours?user_id={me}: the organiser's own routes. */
export function ownParcoursQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ["parcours", "owned-by", userId] as const,
    queryFn: ({ signal }) =>
      apiList("/parcours", parcoursSchema, { query: { user_id: userId, limit: LIST_MAX_LIMIT }, signal }),
  });
}

export function useOwnParcours(userId: number) {
  return useQuery(ownParcoursQueryOptions(userId));
}
