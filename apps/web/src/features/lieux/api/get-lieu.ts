import { lieuSchema } from "@culture-patrimoine/contract/schemas/lieu";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** GET /api/lieux/{id}: one venue, to edit it. */
export function lieuQueryOptions(id: number) {
  return queryOptions({
    queryKey: ["lieux", "detail", id] as const,
    queryFn: ({ signal }) => apiRequest(`/lieux/${id}`, lieuSchema, { signal }),
  });
}

export function useLieu(id: number | null) {
  return useQuery({ ...lieuQueryOptions(id ?? 0), enabled: id !== null });
}
