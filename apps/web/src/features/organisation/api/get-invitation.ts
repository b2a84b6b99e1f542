import { invitationPreviewSchema } from "@culture-patrimoine/contract/schemas/organisation";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/** GET /api/invitations/{token}: what the link invites to; public, 404 INVITATION_INVALID when it is not valid. */
export const invitationQueryOptions = (token: string) =>
  requestQueryOptions(queryKeys.organisations.invitation(token), {
    path: `/invitations/${encodeURIComponent(token)}`,
    schema: invitationPreviewSchema,
    auth: false,
  });

export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));
