import { authResponseSchema } from "@culture-patrimoine/contract/schemas/auth";
import type { LoginSecondFactorBody } from "@culture-patrimoine/contract/schemas/second-factor";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/auth/login/second-factor: the challenge of the password step, with a code (issue 29). */
export function loginSecondFactor(body: LoginSecondFactorBody) {
  return apiRequest("/auth/login/second-factor", authResponseSchema, { method: "POST", body, auth: false });
}

export function useLoginSecondFactor() {
  return useMutation({ mutationFn: loginSecondFactor });
}
