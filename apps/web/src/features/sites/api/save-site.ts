import { type SiteBodyInput, siteSchema } from "@culture-patrimoine/contract/schemas/site";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/sites, or PUT /api/sites/{id} when `id` is given (its owner only, 403 otherwise). */
export function useSaveSite(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteBodyInput) =>
      id === null
        ? apiRequest("/sites", siteSchema, { method: "POST", body })
        : apiRequest(`/sites/${id}`, siteSchema, { method: "PUT", body }),
    // A route shows its sites and their number. Not awaited: the page moves on at once.
    onSuccess: () => {
      for (const key of ["sites", "parcours", "dashboard"])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
