import {
  type ParticipationBodyInput,
  participationSchema,
} from "@culture-patrimoine/contract/schemas/participation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/**
 * POST /api/participations → 201, the registration with its ticket code. The token goes with it
 * when there is one (the registration is then the member's); anonymous visitors register too.
 */
export function createParticipation(body: ParticipationBodyInput) {
  return apiRequest("/participations", participationSchema, { method: "POST", body });
}

export function useCreateParticipation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParticipation,
    onSuccess: () => {
      // The member's list of registrations and the organiser's counters changed.
      void queryClient.invalidateQueries({ queryKey: ["participations"] });
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
    },
  });
}
