import { parcoursDetailSchema } from "@culture-patrimoine/contract/schemas/parcours";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export const parcoursQueryKey = (id: number) => ["parcours", "detail", id] as const;

/** GET /api/parcours/{id}: the route with its venue and its sites (the steps, in order). */
export function parcoursQueryOptions(id: number) {
  return queryOptions({
    queryKey: parcoursQueryKey(id),
    queryFn: ({ signal }) => apiRequest(`/parcours/${id}`, parcoursDetailSchema, { signal, auth: false }),
  });
}

export function useParcours(id: number | null) {
  return useQuery({ ...parcoursQueryOptions(id ?? 0), enabled: id !== null });
}
