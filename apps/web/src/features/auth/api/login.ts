import { authResponseSchema, type LoginBody } from "@culture-patrimoine/contract/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/auth/login; no token is sent, so a 401 here is "wrong password", not "session expired". */
export function login(body: LoginBody) {
  return apiRequest("/auth/login", authResponseSchema, { method: "POST", body, auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
