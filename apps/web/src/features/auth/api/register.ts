import { authResponseSchema, type RegisterInput } from "@culture-patrimoine/contract/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/auth/register → 201 { token, user }. */
export function registerAccount(body: RegisterInput) {
  return apiRequest("/auth/register", authResponseSchema, { method: "POST", body, auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
