import { checkoutSchema, participationSchema } from "@culture-patrimoine/contract/schemas/participation";
import { useMutation } from "@tanstack/react-query";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/tickets/{code}/checkout → where to pay (here the demonstration page). */
export function startCheckout(code: string) {
  return apiRequest(`/tickets/${encodeURIComponent(code)}/checkout`, checkoutSchema, {
    method: "POST",
    auth: false,
  });
}

export const useStartCheckout = () => useMutation({ mutationFn: startCheckout });

export interface SimulatedPayment {
  code: string;
  outcome: "success" | "failure";
}

/** POST /api/tickets/{code}/simulated-payment → the registration, paid on success. */
export function simulatePayment({ code, outcome }: SimulatedPayment) {
  return apiRequest(`/tickets/${encodeURIComponent(code)}/simulated-payment`, participationSchema, {
    method: "POST",
    body: { outcome },
    auth: false,
  });
}

export const useSimulatePayment = () => useChangeMutation("participationPaid", simulatePayment);
