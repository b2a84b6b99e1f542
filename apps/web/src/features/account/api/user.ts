import { publicUserSchema, type UserUpdateInput } from "@culture-patrimoine/contract/schemas/user";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { updateSessionUser } from "../../../lib/session.ts";

export const userQueryKey = (id: number) => ["users", id] as const;

/** GET /api/users/{id}: one's own account only (403 otherwise). */
export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: userQueryKey(id),
    queryFn: ({ signal }) => apiRequest(`/users/${id}`, publicUserSchema, { signal }),
  });
}

export function useUser(id: number | null) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null });
}

/** PUT /api/users/{id}; the stored user follows, so a new name or e-mail shows in the header at once. */
export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserUpdateInput) =>
      apiRequest(`/users/${id}`, publicUserSchema, { method: "PUT", body }),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey(user.id), user);
      updateSessionUser(user);
    },
  });
}
