import { apiErrorMessages, secondFactorMessages as t } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSession } from "../../../lib/session.ts";
import {
  expectNoAxeViolations,
  fill,
  renderAt,
  sentBody,
  stubApi,
} from "../../../test/form-test-harness.tsx";
import { LoginForm } from "./login-form.tsx";

// Login's second step (issue 29): after the password, a 401 SECOND_FACTOR_REQUIRED asks for the
// code of the authenticator app, or a recovery code.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const LOGIN = "/api/auth/login";
const STEP = "/api/auth/login/second-factor";
const EMAIL = "organisatrice@example.fr";
const CHALLENGE = "c".repeat(60);
const user = {
  id: 9,
  first_name: "Rosa",
  last_name: "Bonheur",
  email: EMAIL,
  phone: null,
  address: null,
  city: null,
  organization: "Atelier",
  siret: null,
  description: null,
  role: "professionnel",
  created_at: "2026-11-23T10:00:00+01:00",
};
const required = {
  method: "POST",
  path: LOGIN,
  answer: {
    status: 401,
    body: {
      error: apiErrorMessages.SECOND_FACTOR_REQUIRED,
      code: "SECOND_FACTOR_REQUIRED",
      challenge: CHALLENGE,
    },
  },
};
const loggedIn = { status: 200, body: { token: "t".repeat(43), user, device_token: "d".repeat(43) } };

function renderForm() {
  const onLoggedIn = vi.fn();
  const pattern = paths.auth.pattern;
  return { ...renderAt(<LoginForm onLoggedIn={onLoggedIn} />, { pattern, url: pattern }), onLoggedIn };
}

async function passwordStep() {
  fill(screen.getByLabelText(/^Email/), EMAIL);
  fill(screen.getByLabelText(/^Mot de passe/), "Une-phrase-de-passe-2026");
  await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));
  return screen.findByLabelText(new RegExp(`^${t.codeLabel}`));
}

describe("login's second step", () => {
  it("asks for the app's code after the password, focused, numeric, one-time-code; then logs in", async () => {
    const api = stubApi([required, { method: "POST", path: STEP, answer: loggedIn }]);
    const { container, onLoggedIn } = renderForm();
    const field = await passwordStep();
    expect(field.getAttribute("autocomplete")).toBe("one-time-code");
    expect(field.getAttribute("inputmode")).toBe("numeric");
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(getSession()).toBeNull();
    await expectNoAxeViolations(container);
    fill(field, "123 456");
    await userEvent.click(screen.getByRole("button", { name: t.submit }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(sentBody(api, STEP)).toEqual({ challenge: CHALLENGE, code: "123456" });
    expect(getSession()?.user.id).toBe(9);
  });

  it("says in French under the field that a code is wrong, and checks its format first", async () => {
    stubApi([
      required,
      {
        method: "POST",
        path: STEP,
        answer: {
          status: 401,
          body: { error: apiErrorMessages.INVALID_SECOND_FACTOR_CODE, code: "INVALID_SECOND_FACTOR_CODE" },
        },
      },
    ]);
    const { container } = renderForm();
    const field = await passwordStep();
    fill(field, "12");
    await userEvent.click(screen.getByRole("button", { name: t.submit }));
    await waitFor(() => expect(container.textContent).toContain(t.codeFormat));
    fill(field, "654321");
    await userEvent.click(screen.getByRole("button", { name: t.submit }));
    expect((await screen.findAllByText(apiErrorMessages.INVALID_SECOND_FACTOR_CODE)).length).toBeGreaterThan(
      0,
    );
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(container);
  });

  it("switches to a recovery code and sends it", async () => {
    const api = stubApi([required, { method: "POST", path: STEP, answer: loggedIn }]);
    const { onLoggedIn } = renderForm();
    await passwordStep();
    await userEvent.click(screen.getByRole("button", { name: t.useRecoveryCode }));
    const field = screen.getByLabelText(new RegExp(`^${t.recoveryCodeLabel}`));
    await waitFor(() => expect(document.activeElement).toBe(field));
    fill(field, "ABCD-2345");
    await userEvent.click(screen.getByRole("button", { name: t.submit }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(sentBody(api, STEP)).toEqual({ challenge: CHALLENGE, recovery_code: "abcd2345" });
  });

  it("goes back to the password with the server's message when the challenge expired", async () => {
    stubApi([
      required,
      {
        method: "POST",
        path: STEP,
        answer: {
          status: 401,
          body: {
            error: apiErrorMessages.INVALID_SECOND_FACTOR_CHALLENGE,
            code: "INVALID_SECOND_FACTOR_CHALLENGE",
          },
        },
      },
    ]);
    renderForm();
    fill(await passwordStep(), "123456");
    await userEvent.click(screen.getByRole("button", { name: t.submit }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(apiErrorMessages.INVALID_SECOND_FACTOR_CHALLENGE);
    expect(screen.getByLabelText(/^Mot de passe/)).toBeTruthy();
  });
});
