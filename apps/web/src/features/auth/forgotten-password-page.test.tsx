import { PASSWORD_RESET_VALID_MINUTES } from "@culture-patrimoine/contract/constants";
import {
  apiErrorMessages,
  authMessages,
  passwordResetMessages as m,
  validationMessages,
} from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { domText } from "../../test/dom-text.ts";
import { expectNoAxeViolations, renderAt, sentBody, stubApi } from "../../test/form-test-harness.tsx";
import { AuthPage } from "./auth-page.tsx";
import { ForgottenPasswordPage } from "./forgotten-password-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const REQUEST = "/api/auth/password-reset-request";
const accepted = { method: "POST", path: REQUEST, answer: { status: 202, body: {} } };

function renderPage() {
  const pattern = paths.forgottenPassword.pattern;
  return renderAt(<ForgottenPasswordPage />, { pattern, url: pattern });
}

const emailField = () => screen.getByLabelText(/^Email/);
const submit = () => screen.getByRole("button", { name: m.requestSubmit });

describe("forgotten password page", () => {
  it("sends the address, then says the same thing whether an account exists or not", async () => {
    const api = stubApi([accepted]);
    const { container } = renderPage();
    await expectNoAxeViolations(container);
    await userEvent.type(emailField(), "  Louise.Michel@Example.fr ");
    await userEvent.click(submit());

    const outcome = await screen.findByRole("heading", { name: m.requestSentTitle });
    expect(sentBody(api, REQUEST)).toEqual({ email: "louise.michel@example.fr" });
    expect(
      screen.getByText(domText(m.requestSent("louise.michel@example.fr", PASSWORD_RESET_VALID_MINUTES))),
    ).toBeTruthy();
    expect(screen.getByText(/valable une heure/)).toBeTruthy();
    expect(screen.getByText(domText(m.requestSentSpam))).toBeTruthy();
    // The form is gone, and the focus is on what replaced it.
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(outcome.parentElement));
    expect(screen.getByRole("link", { name: m.backToLogin })).toHaveProperty("pathname", "/auth");
    await expectNoAxeViolations(container);

    // Another address: back to the form, focus in the field.
    await userEvent.click(screen.getByRole("button", { name: m.requestAgain }));
    expect(document.activeElement).toBe(emailField());
  });

  it("checks the address before sending anything", async () => {
    const api = stubApi([accepted]);
    renderPage();
    await userEvent.click(submit());
    expect(await screen.findByText(validationMessages.emailInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(emailField());
    await userEvent.type(emailField(), "pas-une-adresse");
    await userEvent.click(submit());
    expect(await screen.findByText(validationMessages.emailInvalid)).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it("says how long to wait after too many requests, and keeps the form", async () => {
    stubApi([
      {
        method: "POST",
        path: REQUEST,
        answer: {
          status: 429,
          body: { error: apiErrorMessages.TOO_MANY_REQUESTS, code: "TOO_MANY_REQUESTS" },
          headers: { "Retry-After": "600" },
        },
      },
    ]);
    const { container } = renderPage();
    await userEvent.type(emailField(), "louise@example.fr");
    await userEvent.click(submit());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(m.requestFailed);
    expect(alert.textContent).toContain(m.tooManyRequests(10));
    expect(emailField()).toHaveProperty("value", "louise@example.fr");
    expect(screen.queryByRole("heading", { name: m.requestSentTitle })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("puts a server's refusal of the address under the field", async () => {
    stubApi([
      {
        method: "POST",
        path: REQUEST,
        answer: {
          status: 400,
          body: {
            error: apiErrorMessages.VALIDATION_ERROR,
            code: "VALIDATION_ERROR",
            details: [{ path: "email", message: validationMessages.emailInvalid }],
          },
        },
      },
    ]);
    renderPage();
    await userEvent.type(emailField(), "louise@example.fr");
    await userEvent.click(submit());
    expect(await screen.findByText(validationMessages.emailInvalid)).toBeTruthy();
    expect(emailField().getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("is reached from the login tab with the address already typed", async () => {
    const router = createMemoryRouter(
      [
        { path: paths.auth.pattern, element: <AuthPage /> },
        { path: paths.forgottenPassword.pattern, element: <ForgottenPasswordPage /> },
      ],
      { initialEntries: [paths.auth.getHref()] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.type(emailField(), "louise@example.fr");
    await userEvent.click(screen.getByRole("link", { name: authMessages.forgottenPasswordTitle }));
    expect(router.state.location.pathname).toBe(paths.forgottenPassword.pattern);
    expect(router.state.location.search).toBe("");
    expect(await screen.findByRole("button", { name: m.requestSubmit })).toBeTruthy();
    expect(emailField()).toHaveProperty("value", "louise@example.fr");
  });
});
