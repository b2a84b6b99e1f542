import { passwordResetMessages } from "@culture-patrimoine/contract/messages";
import { errorMessage, isApiError } from "../../../lib/api-error.ts";

/**
 * Why a reset call failed, in French: after too many requests, how long to wait (from the
 * answer's Retry-After); otherwise the server's own message, or `fallback` for an unknown error.
 */
export function resetFailureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 429) {
    const seconds = error.retryAfterSeconds;
    return passwordResetMessages.tooManyRequests(seconds === undefined ? undefined : Math.ceil(seconds / 60));
  }
  return errorMessage(error, fallback);
}
