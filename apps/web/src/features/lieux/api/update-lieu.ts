import { type LieuBodyInput, lieuSchema } from "@culture-patrimoine/contract/schemas/lieu";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** PUT /api/lieux/{id} (its owner only, 403 otherwise). */
export function useUpdateLieu(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LieuBodyInput) => apiRequest(`/lieux/${id}`, lieuSchema, { method: "PUT", body }),
    // Events and routes show their venue's name and city. Not awaited: the page moves on at once.
    onSuccess: () => {
      for (const key of ["lieux", "events", "parcours", "dashboard"]) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}
