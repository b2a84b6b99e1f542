// The registration form works without JavaScript too (decision 053): it is a plain
// <form method="post"> that the server answers, with the ticket (303) or with the form again. The
// values below reach the form through the query cache, so that the server's render and the
// browser's hydration read the same ones.
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { newIdempotencyKey } from "../utils/idempotency-key.ts";

/** The form's hidden field that carries the Idempotency-Key of a plain submission. */
export const IDEMPOTENCY_FIELD = "idempotency_key";

/** What the server answered a refused plain submission: the values sent, the API's messages. */
export interface RegistrationAttempt {
  /** The fields as sent (text, as the inputs hold them). */
  values: Record<string, string>;
  /** The API's field messages (`path` is the field's name). */
  errors: { path: string; message: string }[];
  /** The API's message, shown when no field carries it. */
  message: string;
  /** A full session (409 SESSION_FULL): how many places are left. */
  full: { placesLeft: number } | null;
}

/**
 * One key per display of the form: a query, so that the server draws it into the page and the
 * browser hydrates the same. A double submission sends it twice and the API answers once.
 */
export function usePlainRegistrationKey(eventId: number): string | undefined {
  return useQuery({
    queryKey: queryKeys.registrationForms.key(eventId),
    queryFn: () => newIdempotencyKey(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  }).data;
}

/** The server's answer to a refused plain submission of this event's form, if the page is one. */
export function useRegistrationAttempt(eventId: number): RegistrationAttempt | null {
  return (
    useQuery({
      queryKey: queryKeys.registrationForms.attempt(eventId),
      queryFn: () => null as RegistrationAttempt | null,
      enabled: false,
      staleTime: Number.POSITIVE_INFINITY,
    }).data ?? null
  );
}

/** Put by the server's render before it renders a refused form (entry-server.tsx). */
export function seedRegistrationAttempt(
  queryClient: QueryClient,
  eventId: number,
  attempt: RegistrationAttempt,
): void {
  queryClient.setQueryData(queryKeys.registrationForms.attempt(eventId), attempt);
}
