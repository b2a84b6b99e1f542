import {
  type EmailConfirmationConfirmBody,
  emailConfirmationConfirmResponseSchema,
  emailConfirmationRequestResponseSchema,
} from "@culture-patrimoine/contract/schemas/mail";
import { useMutation } from "@tanstack/react-query";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/users/{id}/email-confirmation → where the new link went (one's own account only). */
export function requestEmailConfirmation(userId: number) {
  return apiRequest(`/users/${userId}/email-confirmation`, emailConfirmationRequestResponseSchema, {
    method: "POST",
  });
}

export const useRequestEmailConfirmation = () => useMutation({ mutationFn: requestEmailConfirmation });

/**
 * POST /api/users/email-confirmation/confirm → the account and since when its address is
 * confirmed. The link's token is the credential (it may be opened on a device without a session).
 */
export function confirmAccountEmail(body: EmailConfirmationConfirmBody) {
  return apiRequest("/users/email-confirmation/confirm", emailConfirmationConfirmResponseSchema, {
    method: "POST",
    body,
    auth: false,
  });
}

export const useConfirmAccountEmail = () => useChangeMutation("emailConfirmed", confirmAccountEmail);
