import {
  type InvitationBody,
  pendingInvitationSchema,
} from "@culture-patrimoine/contract/schemas/organisation";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/**
 * POST /api/organisations/{id}/invitations (responsable): 409 ALREADY_MEMBER for a member; a second
 * invitation to the same address replaces the first.
 */
export function inviteMember({ organisationId, body }: { organisationId: number; body: InvitationBody }) {
  return apiRequest(`/organisations/${organisationId}/invitations`, pendingInvitationSchema, {
    method: "POST",
    body,
  });
}

export const useInviteMember = () => useChangeMutation("organisationMembersChanged", inviteMember);
