import { myOrganisationsSchema } from "@culture-patrimoine/contract/schemas/organisation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshForOrganisation } from "../../../api/switch-organisation.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/**
 * POST /api/invitations/{token}/accept (signed in): the account joins and its session acts for the
 * organisation at once; 403 INVITATION_OTHER_EMAIL for another address, 404 INVITATION_INVALID.
 */
export function acceptInvitation(token: string) {
  return apiRequest(`/invitations/${encodeURIComponent(token)}/accept`, myOrganisationsSchema, {
    method: "POST",
  });
}

/** Accepting changes the organisation the session acts for: everything cached is read again. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (mine) => refreshForOrganisation(queryClient, { mine }),
  });
}
