import {
  recoveryCodesSchema,
  type SecondFactorCodeBody,
  type SecondFactorDisableBody,
  secondFactorEnrolmentSchema,
  secondFactorStatusSchema,
} from "@culture-patrimoine/contract/schemas/second-factor";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useQueryFor } from "../../../api/query-hooks.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";
import { apiCommand, apiRequest } from "../../../lib/api-client.ts";

// One's own second factor (issue 29): /api/users/{id}/second-factor…, the owner's only.

const pathOf = (userId: number) => `/users/${userId}/second-factor`;

export const secondFactorQueryOptions = (userId: number) =>
  requestQueryOptions(queryKeys.users.secondFactor(userId), {
    path: pathOf(userId),
    schema: secondFactorStatusSchema,
  });

export const useSecondFactor = (userId: number | null) => useQueryFor(userId, secondFactorQueryOptions);

export function useStartEnrolment(userId: number) {
  return useMutation({
    mutationFn: () =>
      apiRequest(`${pathOf(userId)}/enrolment`, secondFactorEnrolmentSchema, { method: "POST" }),
  });
}

/** Confirmation and regeneration answer the recovery codes once; the status is read again after. */
function useRecoveryCodesCall(userId: number, step: "confirmation" | "recovery-codes") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondFactorCodeBody) =>
      apiRequest(`${pathOf(userId)}/${step}`, recoveryCodesSchema, { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.secondFactor(userId) }),
  });
}

export const useConfirmEnrolment = (userId: number) => useRecoveryCodesCall(userId, "confirmation");
export const useRegenerateRecoveryCodes = (userId: number) => useRecoveryCodesCall(userId, "recovery-codes");

export function useDisableSecondFactor(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondFactorDisableBody) =>
      apiCommand(`${pathOf(userId)}/disable`, { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.secondFactor(userId) }),
  });
}
