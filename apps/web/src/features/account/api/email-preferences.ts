import { type EmailPreferences, emailPreferencesSchema } from "@culture-patrimoine/contract/schemas/mail";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useQueryFor } from "../../../api/query-hooks.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";
import { apiRequest } from "../../../lib/api-client.ts";

const pathOf = (userId: number) => `/users/${userId}/email-preferences`;

/** GET /api/users/{id}/email-preferences: one's own only (403 otherwise). */
export const emailPreferencesQueryOptions = (userId: number) =>
  requestQueryOptions(queryKeys.users.emailPreferences(userId), {
    path: pathOf(userId),
    schema: emailPreferencesSchema,
  });

export const useEmailPreferences = (userId: number | null) =>
  useQueryFor(userId, emailPreferencesQueryOptions);

/** PUT /api/users/{id}/email-preferences → the preferences as saved. */
export function updateEmailPreferences(userId: number, body: EmailPreferences) {
  return apiRequest(pathOf(userId), emailPreferencesSchema, { method: "PUT", body });
}

/** The answer is the saved preferences, so it replaces the cached ones instead of a new GET. */
export function useUpdateEmailPreferences(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailPreferences) => updateEmailPreferences(userId, body),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.users.emailPreferences(userId), saved),
  });
}
