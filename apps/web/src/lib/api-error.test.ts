import { apiErrorMessages } from "@culture-patrimoine/contract/messages";
import { describe, expect, it } from "vitest";
import { ApiError, errorMessage, toApiError } from "./api-error.ts";

describe("toApiError", () => {
  it("keeps the server's message, code and field details", async () => {
    const error = await toApiError(400, {
      error: "Email invalide",
      code: "VALIDATION_ERROR",
      details: [{ path: "email", message: "Email invalide" }],
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_ERROR", message: "Email invalide" });
    expect(error.details).toEqual([{ path: "email", message: "Email invalide" }]);
  });

  it("reads a conflict without details", async () => {
    const error = await toApiError(409, { error: apiErrorMessages.EMAIL_TAKEN, code: "EMAIL_TAKEN" });
    expect(error).toMatchObject({ status: 409, code: "EMAIL_TAKEN", details: [] });
  });

  it("keeps the places left of a full session", async () => {
    const error = await toApiError(409, { error: "Complet", code: "SESSION_FULL", places_left: 1 });
    expect(error).toMatchObject({ code: "SESSION_FULL", placesLeft: 1 });
  });

  it("keeps the wait announced by a 429", async () => {
    const error = await toApiError(
      429,
      { error: "Trop de tentatives", code: "TOO_MANY_LOGIN_ATTEMPTS" },
      120,
    );
    expect(error.retryAfterSeconds).toBe(120);
  });

  it.each([
    [400, "VALIDATION_ERROR"],
    [401, "UNAUTHORIZED"],
    [403, "FORBIDDEN"],
    [404, "NOT_FOUND"],
    [429, "TOO_MANY_REQUESTS"],
    [502, "SERVICE_UNAVAILABLE"],
    [500, "INTERNAL_ERROR"],
    [418, "INTERNAL_ERROR"],
  ] as const)("gives a generic French message for a malformed %i body", async (status, code) => {
    for (const body of [null, "<html>Bad gateway</html>", { message: "nope" }, { error: "", code: "X" }]) {
      const error = await toApiError(status, body);
      expect(error.code).toBe(code);
      expect(error.message).toBe(apiErrorMessages[code]);
      expect(error.details).toEqual([]);
    }
  });

  it("drops details that do not have the documented shape", async () => {
    const error = await toApiError(400, {
      error: "Invalide",
      code: "VALIDATION_ERROR",
      details: [{ field: "x" }],
    });
    expect(error.message).toBe(apiErrorMessages.VALIDATION_ERROR);
  });
});

describe("errorMessage", () => {
  it("reads an ApiError's message and falls back for anything else", () => {
    expect(errorMessage(new ApiError(403, "FORBIDDEN", "Interdit"), "Autre")).toBe("Interdit");
    expect(errorMessage(new Error("boom"), "Autre")).toBe("Autre");
  });
});
