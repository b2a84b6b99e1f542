import {
  type EmailChangeConfirmBody,
  emailChangeConfirmResponseSchema,
} from "@culture-patrimoine/contract/schemas/mail";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/**
 * POST /api/users/email-change/confirm → the account and its new address. The link's token is the
 * credential (it may be opened on a device without a session), so no bearer token goes with it.
 */
export function confirmEmailChange(body: EmailChangeConfirmBody) {
  return apiRequest("/users/email-change/confirm", emailChangeConfirmResponseSchema, {
    method: "POST",
    body,
    auth: false,
  });
}

export const useConfirmEmailChange = () => useChangeMutation("emailChangeConfirmed", confirmEmailChange);
