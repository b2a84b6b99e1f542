import {
  apiErrorMessages,
  emailPreferencesMessages as m,
  validationMessages,
} from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
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
import { RemindersOffPage } from "./reminders-off-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const OFF = "/api/mail/reminders-off";
const token = "Zk3mP0q_Lr8-sT2uVw4xYa6bCd1eFg9hIj5kLm7nOp0";
const answering = (scope: "account" | "registration") => ({
  method: "POST",
  path: OFF,
  answer: { status: 200, body: { scope } },
});

function renderPage(url = paths.remindersOff.getHref(token)) {
  return renderAt(<RemindersOffPage />, { pattern: paths.remindersOff.pattern, url });
}

const offButton = () => screen.getByRole("button", { name: m.remindersOff });

describe("reminders off page", () => {
  it("changes nothing on opening, takes the token out of the address, and stops the reminders on the button", async () => {
    signInAs("participant", 7);
    const api = stubApi([answering("account")]);
    const { container, router, queryClient } = renderPage();
    queryClient.setQueryData(queryKeys.users.emailPreferences(7), {
      reminders: true,
      organiser_digest: false,
    });
    await waitFor(() => expect(router.state.location.hash).toBe(""));
    expect(screen.getByText(domText(m.remindersOffIntro))).toBeTruthy();
    await expectNoAxeViolations(container);
    expect(api).not.toHaveBeenCalled();

    await userEvent.click(offButton());
    const done = await screen.findByRole("heading", { name: m.remindersOffDoneTitle });
    expect(sentBody(api, OFF)).toEqual({ token });
    // Sent without the session's token: the link alone is the credential.
    expect(new Headers(api.mock.calls[0]?.[1]?.headers).get("Authorization")).toBeNull();
    expect(screen.getByText(/Vous ne recevrez plus de rappels pour vos inscriptions\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: m.openSettings })).toHaveProperty(
      "pathname",
      paths.settings.getHref(7),
    );
    // The settings page will show the change.
    expect(queryClient.getQueryState(queryKeys.users.emailPreferences(7))?.isInvalidated).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(done.parentElement));
    await expectNoAxeViolations(container);
  });

  it("says a registration's reminders stopped, with no settings link for a visitor", async () => {
    stubApi([answering("registration")]);
    renderPage();
    await userEvent.click(offButton());
    expect(await screen.findByText(m.remindersOffRegistration)).toBeTruthy();
    expect(screen.queryByRole("link", { name: m.openSettings })).toBeNull();
  });

  it("says an account's reminders stopped, without a settings link for a visitor not logged in", async () => {
    stubApi([answering("account")]);
    renderPage();
    await userEvent.click(offButton());
    expect(await screen.findByText(domText(m.remindersOffAccount))).toBeTruthy();
    expect(screen.queryByRole("link", { name: m.openSettings })).toBeNull();
  });

  it.each([
    ["without a token", paths.remindersOff.getHref()],
    ["with a token cut short", `${paths.remindersOff.pattern}#jeton=Zk3m`],
  ])("explains a link %s, without a button", async (_case, url) => {
    signInAs("participant", 7);
    const api = stubApi([]);
    const { container } = renderPage(url);
    expect(screen.getByRole("heading", { name: m.linkInvalidTitle })).toBeTruthy();
    expect(screen.getByText(domText(validationMessages.mailLinkInvalid))).toBeTruthy();
    expect(screen.getByRole("link", { name: m.openSettings })).toHaveProperty(
      "pathname",
      paths.settings.getHref(7),
    );
    expect(screen.queryByRole("button", { name: m.remindersOff })).toBeNull();
    await expectNoAxeViolations(container);
    expect(api).not.toHaveBeenCalled();
  });

  it("says a forged link was refused", async () => {
    const refused = "Ce lien n’est pas valable.";
    stubApi([
      {
        method: "POST",
        path: OFF,
        answer: {
          status: 400,
          body: {
            error: apiErrorMessages.VALIDATION_ERROR,
            code: "VALIDATION_ERROR",
            details: [{ path: "token", message: refused }],
          },
        },
      },
    ]);
    renderPage();
    await userEvent.click(offButton());
    const title = await screen.findByRole("heading", { name: m.linkInvalidTitle });
    expect(screen.getByText(refused)).toBeTruthy();
    expect(screen.queryByRole("button", { name: m.remindersOff })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(title.parentElement));
  });

  it("keeps the button after a failure that another try may mend", async () => {
    stubApi([
      {
        method: "POST",
        path: OFF,
        answer: {
          status: 503,
          body: { error: apiErrorMessages.SERVICE_UNAVAILABLE, code: "SERVICE_UNAVAILABLE" },
        },
      },
    ]);
    renderPage();
    await userEvent.click(offButton());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(m.remindersOffFailed);
    expect(alert.textContent).toContain(apiErrorMessages.SERVICE_UNAVAILABLE);
    expect(offButton()).toHaveProperty("disabled", false);
  });
});
