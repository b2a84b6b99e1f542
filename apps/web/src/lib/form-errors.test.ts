import { apiErrorMessages } from "@culture-patrimoine/contract/messages";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error.ts";
import { applyServerErrors } from "./form-errors.ts";

interface Form {
  name: string;
  email: string;
  siret: string;
}
const mapping = { fields: ["name", "email", "siret"] as const, aliases: { first_name: "name" as const } };

describe("applyServerErrors", () => {
  it("sets each detail on its field, focusing the first one", () => {
    const setError = vi.fn();
    const error = new ApiError(400, "VALIDATION_ERROR", "Email invalide", [
      { path: "email", message: "Email invalide" },
      { path: "siret", message: "Le SIRET doit contenir 14 chiffres" },
    ]);
    expect(applyServerErrors<Form>(error, setError, mapping)).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      "email",
      { type: "server", message: "Email invalide" },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      "siret",
      { type: "server", message: "Le SIRET doit contenir 14 chiffres" },
      { shouldFocus: false },
    );
  });

  it("follows aliases and keeps only the first message of a field", () => {
    const setError = vi.fn();
    const error = new ApiError(400, "VALIDATION_ERROR", "x", [
      { path: "first_name", message: "Le nom doit contenir au moins 2 caractères" },
      { path: "name", message: "Second" },
    ]);
    applyServerErrors<Form>(error, setError, mapping);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError.mock.calls[0]?.[0]).toBe("name");
  });

  it("puts a duplicate e-mail (409 without details) on the email field", () => {
    const setError = vi.fn();
    const error = new ApiError(409, "EMAIL_TAKEN", apiErrorMessages.EMAIL_TAKEN);
    expect(applyServerErrors<Form>(error, setError, mapping)).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      "email",
      { type: "server", message: apiErrorMessages.EMAIL_TAKEN },
      { shouldFocus: true },
    );
  });

  it("ignores unknown paths, errors without details and non-API errors", () => {
    const setError = vi.fn();
    expect(
      applyServerErrors<Form>(
        new ApiError(400, "VALIDATION_ERROR", "x", [{ path: "role", message: "Rôle" }]),
        setError,
        mapping,
      ),
    ).toBe(false);
    expect(applyServerErrors<Form>(new ApiError(500, "INTERNAL_ERROR", "x"), setError, mapping)).toBe(false);
    expect(applyServerErrors<Form>(new Error("boom"), setError, mapping)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
