import { IDEMPOTENCY_KEY_HEADER } from "@culture-patrimoine/contract/constants";
import {
  type ParticipationBodyInput,
  participationSchema,
} from "@culture-patrimoine/contract/schemas/participation";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export interface CreateParticipationInput {
  body: ParticipationBodyInput;
  /** One key per submission: the server answers a repeat of it once (double click, retry). */
  idempotencyKey: string;
}

/**
 * POST /api/participations → 201, the registration with its ticket code. The token goes with it
 * when there is one (the registration is then the member's); anonymous visitors register too.
 */
export function createParticipation({ body, idempotencyKey }: CreateParticipationInput) {
  return apiRequest("/participations", participationSchema, {
    method: "POST",
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** The member's registrations, the event's places left and the counters refresh in the background. */
export function useCreateParticipation() {
  return useChangeMutation("participationCreated", createParticipation, { refresh: "background" });
}
