import { apiErrorMessages, passwordResetMessages } from "@culture-patrimoine/contract/messages";
import { describe, expect, it } from "vitest";
import { ApiError, networkError } from "../../../lib/api-error.ts";
import { resetFailureMessage } from "./reset-failure-message.ts";

const fallback = "Repli";

describe("resetFailureMessage", () => {
  it("says how many minutes to wait after too many requests, rounded up", () => {
    const limited = new ApiError(429, "TOO_MANY_REQUESTS", apiErrorMessages.TOO_MANY_REQUESTS, [], 61);
    expect(resetFailureMessage(limited, fallback)).toBe(
      "Trop de demandes en peu de temps. Réessayez dans 2\u00a0minutes.",
    );
    const oneMinute = new ApiError(429, "TOO_MANY_REQUESTS", apiErrorMessages.TOO_MANY_REQUESTS, [], 30);
    expect(resetFailureMessage(oneMinute, fallback)).toBe(passwordResetMessages.tooManyRequests(1));
  });

  it("asks to come back later when the answer gave no delay", () => {
    const limited = new ApiError(429, "TOO_MANY_REQUESTS", apiErrorMessages.TOO_MANY_REQUESTS);
    expect(resetFailureMessage(limited, fallback)).toBe(
      "Trop de demandes en peu de temps. Réessayez un peu plus tard.",
    );
  });

  it("gives the server's message otherwise, and the fallback for an unknown error", () => {
    expect(resetFailureMessage(networkError(), fallback)).toBe(apiErrorMessages.NETWORK_ERROR);
    expect(resetFailureMessage(new Error("boom"), fallback)).toBe(fallback);
  });
});
