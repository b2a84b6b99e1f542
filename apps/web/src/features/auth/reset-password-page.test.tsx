import {
  apiErrorMessages,
  passwordResetMessages as m,
  validationMessages,
} from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSession } from "../../lib/session.ts";
import { domText } from "../../test/dom-text.ts";
import {
  expectNoAxeViolations,
  fill,
  renderAt,
  sentBody,
  signInAs,
  stubApi,
} from "../../test/form-test-harness.tsx";
import { ResetPasswordPage } from "./reset-password-page.tsx";
import { deviceTokenFor } from "./utils/device-tokens.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const RESET = "/api/auth/password-reset";
const token = "q3VbX1o_9-fk2Lw0aZ8cRt5yUe7iOp4sDg6hJk1lMn0";
const newPassword = "Patrimoine-Vivant-2027";

const refusal = (path: string, message: string) => ({
  method: "POST",
  path: RESET,
  answer: {
    status: 400,
    body: {
      error: apiErrorMessages.VALIDATION_ERROR,
      code: "VALIDATION_ERROR",
      details: [{ path, message }],
    },
  },
});

function renderPage(url = paths.resetPassword.getHref(token)) {
  return renderAt(<ResetPasswordPage />, { pattern: paths.resetPassword.pattern, url });
}

const passwordField = () => screen.getByLabelText(/^Nouveau mot de passe/);
const confirmField = () => screen.getByLabelText(/^Confirmation du mot de passe/);
const submit = () => screen.getByRole("button", { name: m.resetSubmit });

async function choose(password: string, confirmation = password) {
  fill(passwordField(), password);
  fill(confirmField(), confirmation);
  await userEvent.click(submit());
}

describe("reset password page", () => {
  it("takes the token out of the address, sends it with the new password, then logs this browser out", async () => {
    signInAs("participant");
    const api = stubApi([{ method: "POST", path: RESET, answer: { status: 204 } }]);
    const { container, router } = renderPage();
    await waitFor(() => expect(router.state.location.hash).toBe(""));
    expect(router.state.location.pathname).toBe(paths.resetPassword.pattern);
    expect(
      screen.getByText(domText("8 caractères minimum\u00a0; évitez les mots de passe trop courants")),
    ).toBeTruthy();
    await expectNoAxeViolations(container);

    await choose(newPassword);
    const done = await screen.findByRole("heading", { name: m.resetDoneTitle });
    expect(sentBody(api, RESET)).toEqual({ token, password: newPassword });
    expect(screen.getByText(/toutes vos sessions ont été fermées/)).toBeTruthy();
    expect(screen.getByRole("link", { name: m.login })).toHaveProperty("pathname", paths.auth.getHref());
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem("token")).toBeNull();
    // The link vouches for this browser at its next login (docs/decisions/024).
    expect(await deviceTokenFor("qui.que.ce.soit@example.fr")).toBe(token);
    await waitFor(() => expect(document.activeElement).toBe(done.parentElement));
    await expectNoAxeViolations(container);
  });

  it("reads a token given in the query string too, and takes it out as well", async () => {
    const api = stubApi([{ method: "POST", path: RESET, answer: { status: 204 } }]);
    const { router } = renderPage(`${paths.resetPassword.pattern}?jeton=${token}`);
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await choose(newPassword);
    await screen.findByRole("heading", { name: m.resetDoneTitle });
    expect(sentBody(api, RESET)).toEqual({ token, password: newPassword });
  });

  it.each([
    ["without a token", paths.resetPassword.getHref()],
    ["with a token cut short", `${paths.resetPassword.pattern}#jeton=q3VbX1o`],
  ])("explains a link %s and offers a new one, without a form", async (_case, url) => {
    const api = stubApi([]);
    const { container } = renderPage(url);
    expect(screen.getByRole("heading", { name: m.linkIncompleteTitle })).toBeTruthy();
    expect(screen.getByText(domText(validationMessages.mailLinkInvalid))).toBeTruthy();
    expect(screen.getByRole("link", { name: m.askNewLink })).toHaveProperty(
      "pathname",
      paths.forgottenPassword.getHref(),
    );
    expect(screen.queryByLabelText(/^Nouveau mot de passe/)).toBeNull();
    await expectNoAxeViolations(container);
    expect(api).not.toHaveBeenCalled();
  });

  it("starts over with another link opened in the same tab, where only the fragment changes", async () => {
    stubApi([{ method: "POST", path: RESET, answer: { status: 204 } }]);
    const { router } = renderPage(`${paths.resetPassword.pattern}#jeton=q3VbX1o`);
    expect(screen.getByRole("heading", { name: m.linkIncompleteTitle })).toBeTruthy();
    // The whole link, pasted in the same tab.
    await act(() => router.navigate(paths.resetPassword.getHref(token)));
    await choose(newPassword);
    await screen.findByRole("heading", { name: m.resetDoneTitle });
    await waitFor(() => expect(router.state.location.hash).toBe(""));

    await act(() => router.navigate(paths.resetPassword.getHref(`${token.slice(1)}A`)));
    expect(await screen.findByLabelText(/^Nouveau mot de passe/)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: m.resetDoneTitle })).toBeNull();
    await waitFor(() => expect(router.state.location.hash).toBe(""));
  });

  it("checks both passwords before sending anything", async () => {
    const api = stubApi([]);
    renderPage();
    await userEvent.click(submit());
    expect(await screen.findByText(validationMessages.passwordTooShort)).toBeTruthy();
    expect(screen.getByText(validationMessages.confirmPasswordRequired)).toBeTruthy();

    await choose(newPassword, "Patrimoine-Vivant-2028");
    expect(await screen.findByText(validationMessages.passwordsMismatch)).toBeTruthy();
    expect(confirmField().getAttribute("aria-invalid")).toBe("true");

    await choose("password", "password");
    expect(await screen.findByText(domText(validationMessages.passwordTooCommon))).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it("says a refused link is dead, and offers a new one", async () => {
    const refused = "Ce lien de réinitialisation n’est plus valable\u00a0: demandez-en un nouveau.";
    stubApi([refusal("token", refused)]);
    const { container } = renderPage();
    await choose(newPassword);
    const title = await screen.findByRole("heading", { name: m.linkExpiredTitle });
    expect(screen.getByText(domText(refused))).toBeTruthy();
    expect(screen.getByRole("link", { name: m.askNewLink })).toHaveProperty(
      "pathname",
      paths.forgottenPassword.getHref(),
    );
    expect(screen.queryByLabelText(/^Nouveau mot de passe/)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(title.parentElement));
    await expectNoAxeViolations(container);
  });

  it("puts the server's refusal of the password under its field, and keeps this browser's session", async () => {
    signInAs("participant");
    stubApi([refusal("password", validationMessages.passwordTooCommon)]);
    renderPage();
    await choose(newPassword);
    expect(await screen.findByText(domText(validationMessages.passwordTooCommon))).toBeTruthy();
    expect(passwordField().getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("heading", { name: m.resetDoneTitle })).toBeNull();
    expect(getSession()).not.toBeNull();
  });

  it("says how long to wait after too many attempts, and keeps the form", async () => {
    stubApi([
      {
        method: "POST",
        path: RESET,
        answer: {
          status: 429,
          body: { error: apiErrorMessages.TOO_MANY_REQUESTS, code: "TOO_MANY_REQUESTS" },
          headers: { "Retry-After": "60" },
        },
      },
    ]);
    renderPage();
    await choose(newPassword);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(m.resetFailed);
    expect(alert.textContent).toContain(m.tooManyRequests(1));
    expect(passwordField()).toHaveProperty("value", newPassword);
  });
});
