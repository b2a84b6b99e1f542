import { encodeEmailChangeClaim } from "@culture-patrimoine/contract/email-change-token";
import { apiErrorMessages } from "@culture-patrimoine/contract/messages";
import type { stubApi } from "./form-test-harness.tsx";

// The pages of a link sent by e-mail that confirms an address (a new one, an account's own): the
// link's token, and the server's answers that are the same for both.

type Route = Parameters<typeof stubApi>[0][number];

/** A link's token for `email` (account 7): the claim the page reads, then a signature it never checks. */
export function mailLinkToken(email: string): string {
  return `${encodeEmailChangeClaim({ userId: 7, sessionId: 31, email, expiresAt: 1_900_000_000 })}${"S".repeat(32)}`;
}

/** The server refuses the link itself (expired, or the account changed since): a 400 on `token`. */
export function linkRefused(path: string, message: string): Route {
  return {
    method: "POST",
    path,
    answer: {
      status: 400,
      body: { error: message, code: "VALIDATION_ERROR", details: [{ path: "token", message }] },
    },
  };
}

/** A failure that is not the link's: the service is down for a moment. */
export function serviceDown(path: string): Route {
  return {
    method: "POST",
    path,
    answer: {
      status: 503,
      body: { error: apiErrorMessages.SERVICE_UNAVAILABLE, code: "SERVICE_UNAVAILABLE" },
    },
  };
}
