import { type LocationBodyInput, locationSchema } from "@culture-patrimoine/contract/schemas/location";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/locations (professionnel): SPEC's "add a cultural place" form. */
export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocationBodyInput) =>
      apiRequest("/locations", locationSchema, { method: "POST", body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["locations"] }),
  });
}
