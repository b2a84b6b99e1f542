import type { PasswordResetRequestBody } from "@culture-patrimoine/contract/schemas/mail";
import { useMutation } from "@tanstack/react-query";
import { apiCommand } from "../../../lib/api-client.ts";

/** POST /api/auth/password-reset-request → 202, alike whether an account has this address or not. */
export function requestPasswordReset(body: PasswordResetRequestBody): Promise<void> {
  return apiCommand("/auth/password-reset-request", { method: "POST", body, auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
