import { type LieuBodyInput, lieuSchema } from "@culture-patrimoine/contract/schemas/lieu";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/lieux (professionnel): the answer carries the new id, for the route form that follows. */
export function useCreateLieu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LieuBodyInput) => apiRequest("/lieux", lieuSchema, { method: "POST", body }),
    // Not awaited: the page moves on at once, the lists refresh in the background.
    onSuccess: () => {
      for (const key of ["lieux", "dashboard"]) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
