import { type MemberRoleBody, memberSchema } from "@culture-patrimoine/contract/schemas/organisation";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

interface ChangeRole {
  organisationId: number;
  userId: number;
  body: MemberRoleBody;
}

/** PATCH /api/organisations/{id}/members/{userId} (responsable): 409 LAST_RESPONSABLE if none would be left. */
export function changeMemberRole({ organisationId, userId, body }: ChangeRole) {
  return apiRequest(`/organisations/${organisationId}/members/${userId}`, memberSchema, {
    method: "PATCH",
    body,
  });
}

export const useChangeMemberRole = () => useChangeMutation("organisationMembersChanged", changeMemberRole);
