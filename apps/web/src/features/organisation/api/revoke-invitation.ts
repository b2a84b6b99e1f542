import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiCommand } from "../../../lib/api-client.ts";

/** DELETE /api/organisations/{id}/invitations/{invitationId} (responsable): the link stops working. */
export function revokeInvitation({
  organisationId,
  invitationId,
}: {
  organisationId: number;
  invitationId: number;
}) {
  return apiCommand(`/organisations/${organisationId}/invitations/${invitationId}`, { method: "DELETE" });
}

export const useRevokeInvitation = () => useChangeMutation("organisationMembersChanged", revokeInvitation);
