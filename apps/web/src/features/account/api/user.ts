import {
  publicUserSchema,
  type UserUpdateInput,
  userUpdateResponseSchema,
} from "@culture-patrimoine/contract/schemas/user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useQueryFor } from "../../../api/query-hooks.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { updateSessionUser } from "../../../lib/session.ts";

/** GET /api/users/{id}: one's own account only (403 otherwise). */
export const userQueryOptions = (id: number) =>
  requestQueryOptions(queryKeys.users.detail(id), { path: `/users/${id}`, schema: publicUserSchema });

export const useUser = (id: number | null) => useQueryFor(id, userQueryOptions);

/** PUT /api/users/{id}: the account as saved, with `pending_email` when a new address awaits its link. */
export function updateUser(id: number, body: UserUpdateInput) {
  return apiRequest(`/users/${id}`, userUpdateResponseSchema, { method: "PUT", body });
}

/**
 * The answer is the account itself, so it replaces the cached one instead of being fetched again;
 * the stored user follows, so a new name or e-mail shows in the header at once.
 */
export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserUpdateInput) => updateUser(id, body),
    onSuccess: (answer) => {
      const { pending_email: _pending, ...user } = answer;
      queryClient.setQueryData(queryKeys.users.detail(user.id), user);
      updateSessionUser(user);
    },
  });
}
