import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { refreshForOrganisation } from "../../../api/switch-organisation.ts";
import { apiCommand } from "../../../lib/api-client.ts";

interface RemoveMember {
  organisationId: number;
  userId: number;
}

/**
 * DELETE /api/organisations/{id}/members/{userId}: a responsable removes anyone, any member removes
 * themselves (leaves); 409 LAST_RESPONSABLE for the last responsable.
 */
export function removeMember({ organisationId, userId }: RemoveMember) {
  return apiCommand(`/organisations/${organisationId}/members/${userId}`, { method: "DELETE" });
}

export const useRemoveMember = () => useChangeMutation("organisationMembersChanged", removeMember);

/**
 * Leaving: the session no longer acts for the organisation, so everything cached is read again,
 * except the team just left.
 */
export function useLeaveOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (_nothing, { organisationId }) =>
      refreshForOrganisation(queryClient, { spare: queryKeys.organisations.members(organisationId) }),
  });
}
