import type { PasswordResetBody } from "@culture-patrimoine/contract/schemas/mail";
import { useMutation } from "@tanstack/react-query";
import { apiCommand } from "../../../lib/api-client.ts";

/**
 * POST /api/auth/password-reset → 204. The link's token is the credential: no bearer token goes
 * with it, and every session of the account is revoked on success.
 */
export function resetPassword(body: PasswordResetBody): Promise<void> {
  return apiCommand("/auth/password-reset", { method: "POST", body, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
