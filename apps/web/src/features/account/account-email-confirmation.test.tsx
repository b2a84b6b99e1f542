import { EMAIL_CONFIRMATION_VALID_DAYS } from "@culture-patrimoine/contract/constants";
import {
  apiErrorMessages,
  emailConfirmationMessages as m,
  validationMessages,
} from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { PublicUser } from "@culture-patrimoine/contract/schemas/user";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "../../api/query-keys.ts";
import { domText } from "../../test/dom-text.ts";
import {
  expectNoAxeViolations,
  renderAt,
  sentBody,
  signInAs,
  stubApi,
} from "../../test/form-test-harness.tsx";
import { linkRefused, mailLinkToken, serviceDown } from "../../test/mail-link.ts";
import { AccountEmailConfirmationPage } from "./account-email-confirmation-page.tsx";
import { SettingsPage } from "./settings-page.tsx";

// Issue 28: an account's address can be confirmed. The settings say whether it is and send the
// link again; the link's page confirms it with a button.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const EMAIL = "henri@example.fr";
const RESEND = "/api/users/7/email-confirmation";

function account(confirmedAt: string | null): PublicUser {
  return {
    id: 7,
    first_name: "Henri",
    last_name: "Langlois",
    email: EMAIL,
    phone: null,
    address: null,
    city: null,
    organization: null,
    siret: null,
    rna: null,
    description: null,
    role: "participant",
    created_at: "2026-01-05T10:00:00+01:00",
    email_confirmed_at: confirmedAt,
  };
}

function renderSettings(
  confirmedAt: string | null,
  resend: { status: number; body: unknown; headers?: Record<string, string> },
) {
  signInAs("participant", 7);
  const api = stubApi([
    { method: "GET", path: "/api/users/7", answer: { status: 200, body: account(confirmedAt) } },
    {
      method: "GET",
      path: "/api/users/7/email-preferences",
      answer: { status: 200, body: { reminders: true, organiser_digest: false } },
    },
    { method: "POST", path: RESEND, answer: resend },
  ]);
  return {
    api,
    ...renderAt(<SettingsPage />, { pattern: paths.settings.pattern, url: paths.settings.getHref(7) }),
  };
}

const resendButton = () => screen.getByRole("button", { name: m.resend });

describe("the settings' address confirmation notice", () => {
  it("says an address is not confirmed yet, and sends the link again on request", async () => {
    const { api, container } = renderSettings(null, { status: 202, body: { email: EMAIL } });
    expect(await screen.findByRole("heading", { name: m.notConfirmedTitle })).toBeTruthy();
    expect(screen.getByText(domText(m.notConfirmed(EMAIL)))).toBeTruthy();
    await expectNoAxeViolations(container);

    await userEvent.click(resendButton());
    // Said in a live region beside the button.
    const said = await screen.findByText(domText(m.resent(EMAIL, EMAIL_CONFIRMATION_VALID_DAYS)));
    expect(said.getAttribute("role")).toBe("status");
    const call = api.mock.calls.find(([url]) => String(url).endsWith(RESEND));
    expect(call?.[1]?.method).toBe("POST");
    expect(new Headers(call?.[1]?.headers).get("Authorization")).toMatch(/^Bearer /);
    await expectNoAxeViolations(container);
  });

  it("says why the link was not sent again (too many links in an hour)", async () => {
    renderSettings(null, {
      status: 429,
      body: { error: m.tooMany, code: "TOO_MANY_REQUESTS" },
      headers: { "Retry-After": "3600" },
    });
    await userEvent.click(await screen.findByRole("button", { name: m.resend }));
    expect((await screen.findByRole("alert")).textContent).toBe(m.tooMany);
    expect(resendButton()).toHaveProperty("disabled", false);
  });

  it("says a confirmed address is confirmed, and offers no link", async () => {
    const { container } = renderSettings("2026-01-06T09:30:00+01:00", { status: 409, body: {} });
    expect(await screen.findByText(domText(m.confirmed(EMAIL)))).toBeTruthy();
    expect(screen.queryByRole("heading", { name: m.notConfirmedTitle })).toBeNull();
    expect(screen.queryByRole("button", { name: m.resend })).toBeNull();
    await expectNoAxeViolations(container);
  });
});

const CONFIRM = "/api/users/email-confirmation/confirm";
const token = mailLinkToken(EMAIL);

function renderLinkPage(url = paths.confirmAccountEmail.getHref(token)) {
  return renderAt(<AccountEmailConfirmationPage />, { pattern: paths.confirmAccountEmail.pattern, url });
}

describe("the address confirmation link's page", () => {
  it("shows the address, changes nothing on opening, and confirms it on the button", async () => {
    signInAs("participant", 7);
    const api = stubApi([
      {
        method: "POST",
        path: CONFIRM,
        answer: {
          status: 200,
          body: { id: 7, email: EMAIL, email_confirmed_at: "2026-01-06T09:30:00+01:00" },
        },
      },
    ]);
    const { container, router, queryClient } = renderLinkPage();
    queryClient.setQueryData(queryKeys.users.detail(7), account(null));
    queryClient.setQueryData(queryKeys.participations.ofUser(7), []);
    await waitFor(() => expect(router.state.location.hash).toBe(""));
    expect(screen.getByText(domText(m.intro(EMAIL)))).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole("button", { name: m.confirm }));
    const done = await screen.findByRole("heading", { name: m.doneTitle });
    expect(sentBody(api, CONFIRM)).toEqual({ token });
    expect(new Headers(api.mock.calls[0]?.[1]?.headers).get("Authorization")).toBeNull();
    expect(screen.getByText(domText(m.done(EMAIL)))).toBeTruthy();
    // The account's page and its registrations (those made without it now count) are refetched.
    expect(queryClient.getQueryState(queryKeys.users.detail(7))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.participations.ofUser(7))?.isInvalidated).toBe(true);
    expect(screen.getByRole("link", { name: m.openDashboard })).toHaveProperty(
      "pathname",
      paths.dashboard.getHref(),
    );
    await waitFor(() => expect(document.activeElement).toBe(done.parentElement));
    await expectNoAxeViolations(container);
  });

  it("says why a refused link does not work, and where to ask for another", async () => {
    stubApi([linkRefused(CONFIRM, m.linkInvalid)]);
    renderLinkPage();
    await userEvent.click(screen.getByRole("button", { name: m.confirm }));
    expect(await screen.findByRole("heading", { name: m.linkInvalidTitle })).toBeTruthy();
    expect(screen.getByText(domText(m.linkInvalid))).toBeTruthy();
    expect(screen.getByRole("link", { name: m.logIn })).toHaveProperty("pathname", paths.auth.getHref());
  });

  it("refuses a link cut short without calling the server", async () => {
    const api = stubApi([]);
    renderLinkPage(paths.confirmAccountEmail.getHref("tronque"));
    expect(await screen.findByText(domText(validationMessages.mailLinkInvalid))).toBeTruthy();
    expect(screen.queryByRole("button", { name: m.confirm })).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it("keeps the button after a failure that is not the link's", async () => {
    stubApi([serviceDown(CONFIRM)]);
    renderLinkPage();
    await userEvent.click(screen.getByRole("button", { name: m.confirm }));
    expect((await screen.findByRole("alert")).textContent).toContain(apiErrorMessages.SERVICE_UNAVAILABLE);
    expect(screen.getByRole("button", { name: m.confirm })).toBeTruthy();
  });
});
