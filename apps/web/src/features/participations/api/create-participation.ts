import {
  type ParticipationBodyInput,
  participationSchema,
} from "@culture-patrimoine/contract/schemas/participation";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/**
 * POST /api/participations → 201, the registration with its ticket code. The token goes with it
 * when there is one (the registration is then the member's); anonymous visitors register too.
 */
export function createParticipation(body: ParticipationBodyInput) {
  return apiRequest("/participations", participationSchema, { method: "POST", body });
}

/** The member's list of registrations and the organiser's counters refresh in the background. */
export function useCreateParticipation() {
  return useChangeMutation("participationCreated", createParticipation, { refresh: "background" });
}
