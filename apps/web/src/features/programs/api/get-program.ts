import { programSchema } from "@culture-patrimoine/contract/schemas/program";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** GET /api/programs/{id}: the line to edit, with its event and the event's organiser. */
export function programQueryOptions(id: number) {
  return queryOptions({
    queryKey: ["programs", "detail", id] as const,
    queryFn: ({ signal }) => apiRequest(`/programs/${id}`, programSchema, { signal }),
  });
}

export function useProgram(id: number | null) {
  return useQuery({ ...programQueryOptions(id ?? 0), enabled: id !== null });
}
