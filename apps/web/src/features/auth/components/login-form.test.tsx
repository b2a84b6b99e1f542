import { authMessages } from "@culture-patrimoine/contract/messages";
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
import { deviceTokenFor, rememberDeviceToken, rememberResetLink } from "../utils/device-tokens.ts";
import { LoginForm } from "./login-form.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const LOGIN = "/api/auth/login";
const EMAIL = "louise.michel@example.fr";
const PASSWORD = "Une-phrase-de-passe-2026";
const user = {
  id: 7,
  first_name: "Louise",
  last_name: "Michel",
  email: EMAIL,
  phone: null,
  address: null,
  city: null,
  organization: null,
  siret: null,
  description: null,
  role: "participant",
  created_at: "2026-11-23T10:00:00+01:00",
};
const KNOWN_TOKEN = "k".repeat(43);
const NEW_TOKEN = "n".repeat(43);

function renderForm() {
  const onLoggedIn = vi.fn();
  const pattern = paths.auth.pattern;
  const rendered = renderAt(<LoginForm onLoggedIn={onLoggedIn} />, { pattern, url: pattern });
  return { ...rendered, onLoggedIn };
}

async function logIn(email = EMAIL) {
  fill(screen.getByLabelText(/^Email/), email);
  fill(screen.getByLabelText(/^Mot de passe/), PASSWORD);
  await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));
}

const loggedIn = (deviceToken: string) => ({
  method: "POST",
  path: LOGIN,
  answer: { status: 200, body: { token: "t".repeat(43), user, device_token: deviceToken } },
});

describe("login form and device tokens", () => {
  it("sends this browser's token for the account and keeps the one answered", async () => {
    await rememberDeviceToken(EMAIL, KNOWN_TOKEN);
    const api = stubApi([loggedIn(KNOWN_TOKEN)]);
    const { container, onLoggedIn } = renderForm();
    await expectNoAxeViolations(container);
    await logIn("  Louise.Michel@Example.fr ");
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(sentBody(api, LOGIN)).toEqual({ email: EMAIL, password: PASSWORD, device_token: KNOWN_TOKEN });
    expect(getSession()?.user.id).toBe(7);
  });

  it("sends no token from a new browser (as SPEC's client) and keeps the one answered", async () => {
    const api = stubApi([loggedIn(NEW_TOKEN)]);
    const { onLoggedIn } = renderForm();
    await logIn();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(sentBody(api, LOGIN)).toEqual({ email: EMAIL, password: PASSWORD });
    expect(await deviceTokenFor(EMAIL)).toBe(NEW_TOKEN);
  });

  it("sends a reset link's token after a password reset in this browser", async () => {
    const link = "l".repeat(43);
    await rememberDeviceToken(EMAIL, KNOWN_TOKEN);
    rememberResetLink(link);
    const api = stubApi([loggedIn(link)]);
    const { onLoggedIn } = renderForm();
    await logIn();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(sentBody(api, LOGIN)).toMatchObject({ device_token: link });
    expect(await deviceTokenFor("quelqu.un@example.fr")).toBeUndefined();
  });

  it("shows how long to wait and the reset link, with the address, when attempts are held back", async () => {
    const message = authMessages.tooManyAttempts(15 * 60);
    stubApi([
      {
        method: "POST",
        path: LOGIN,
        answer: {
          status: 429,
          body: { error: message, code: "TOO_MANY_LOGIN_ATTEMPTS" },
          headers: { "Retry-After": "900" },
        },
      },
    ]);
    const { container, onLoggedIn, router } = renderForm();
    await logIn();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(message);
    expect(getSession()).toBeNull();
    expect(onLoggedIn).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    const links = screen.getAllByRole("link", { name: authMessages.forgottenPasswordTitle });
    const inAlert = links.find((link) => alert.contains(link));
    expect(inAlert).toBeDefined();
    await userEvent.click(inAlert as HTMLElement);
    expect(router.state.location.pathname).toBe(paths.forgottenPassword.getHref());
    expect(router.state.location.state).toEqual({ email: EMAIL });
  });
});
