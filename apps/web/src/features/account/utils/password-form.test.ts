import { validationMessages } from "@culture-patrimoine/contract/messages";
import { describe, expect, it } from "vitest";
import { passwordFormIssues, toPasswordBody } from "./password-form.ts";

describe("password form", () => {
  it("sends the new and the current password, never the confirmation", () => {
    expect(
      toPasswordBody({
        current_password: "Ancien-Secret-1",
        password: "Nouveau-Secret-2",
        confirmPassword: "x",
      }),
    ).toEqual({ current_password: "Ancien-Secret-1", password: "Nouveau-Secret-2" });
  });

  it("asks for the current password and a matching confirmation", () => {
    expect(
      passwordFormIssues({ current_password: "", password: "Nouveau-Secret-2", confirmPassword: "" }),
    ).toEqual([
      { path: "current_password", message: validationMessages.currentPasswordRequired },
      { path: "confirmPassword", message: validationMessages.confirmPasswordRequired },
    ]);
    expect(
      passwordFormIssues({ current_password: "a", password: "Nouveau-Secret-2", confirmPassword: "Autre" }),
    ).toEqual([{ path: "confirmPassword", message: validationMessages.passwordsMismatch }]);
    expect(
      passwordFormIssues({
        current_password: "a",
        password: "Nouveau-Secret-2",
        confirmPassword: "Nouveau-Secret-2",
      }),
    ).toEqual([]);
  });
});
