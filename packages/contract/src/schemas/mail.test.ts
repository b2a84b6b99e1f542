import { describe, expect, it } from "vitest";
import { validationMessages as m } from "../messages.ts";
import {
  emailPreferencesSchema,
  passwordResetBodySchema,
  passwordResetFormSchema,
  passwordResetRequestBodySchema,
  remindersOffBodySchema,
} from "./mail.ts";

const token = "kGkQdob0v_iqH0815d6zMYEoYh55C-WlCAuIaC5BCa0";

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];
}

describe("e-mail channel payloads", () => {
  it("reads a reset request's address like the login does", () => {
    expect(passwordResetRequestBodySchema.parse({ email: "  Camille@Exemple.FR " })).toEqual({
      email: "camille@exemple.fr",
    });
    expect(messagesOf(passwordResetRequestBodySchema.safeParse({ email: "pas-une-adresse" }))).toEqual([
      ["email", m.emailInvalid],
    ]);
  });

  it("takes a link's token as sent, and refuses a cut or altered one in French", () => {
    expect(passwordResetBodySchema.parse({ token, password: "Un-nouveau-chemin-2027" }).token).toBe(token);
    for (const bad of ["court", `${token}!`, "", 42]) {
      expect(messagesOf(remindersOffBodySchema.safeParse({ token: bad }))).toEqual([
        ["token", m.mailLinkInvalid],
      ]);
    }
  });

  it("asks for a new password by the rules of sign-up", () => {
    expect(messagesOf(passwordResetBodySchema.safeParse({ token, password: "court" }))).toEqual([
      ["password", m.passwordTooShort],
    ]);
    expect(messagesOf(passwordResetBodySchema.safeParse({ token, password: "password123" }))).toEqual([
      ["password", m.passwordTooCommon],
    ]);
  });

  it("checks in the form that the password was typed twice alike", () => {
    const form = (confirmation: string) =>
      passwordResetFormSchema.safeParse({
        token,
        password: "Un-nouveau-chemin-2027",
        password_confirmation: confirmation,
      });
    expect(form("Un-nouveau-chemin-2027").success).toBe(true);
    expect(messagesOf(form("Un-autre-chemin-2027"))).toEqual([
      ["password_confirmation", m.passwordsMismatch],
    ]);
    expect(messagesOf(form(""))).toEqual([["password_confirmation", m.confirmPasswordRequired]]);
  });

  it("takes e-mail preferences as two booleans, nothing else", () => {
    expect(emailPreferencesSchema.parse({ reminders: false, organiser_digest: true })).toEqual({
      reminders: false,
      organiser_digest: true,
    });
    expect(
      messagesOf(emailPreferencesSchema.safeParse({ reminders: "non", organiser_digest: true })),
    ).toEqual([["reminders", m.booleanInvalid]]);
  });
});
