import { apiCommand } from "../../../lib/api-client.ts";

/** POST /api/auth/logout revokes the session on the server (DESIGN.md §4); it has no body. */
export function logout(): Promise<void> {
  return apiCommand("/auth/logout", { method: "POST", expireSessionOn401: false });
}
