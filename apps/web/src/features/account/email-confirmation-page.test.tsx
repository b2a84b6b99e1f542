import { mailChannelMessages } from "@culture-patrimoine/contract/email-texts";
import {
  apiErrorMessages,
  emailChangeMessages as m,
  validationMessages,
} from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "../../api/query-keys.ts";
import { getSession } from "../../lib/session.ts";
import { domText } from "../../test/dom-text.ts";
import {
  expectNoAxeViolations,
  renderAt,
  sentBody,
  signInAs,
  stubApi,
} from "../../test/form-test-harness.tsx";
import { linkRefused, mailLinkToken, serviceDown } from "../../test/mail-link.ts";
import { EmailConfirmationPage } from "./email-confirmation-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const CONFIRM = "/api/users/email-change/confirm";
const NEW_EMAIL = "henri.langlois@cinematheque.fr";
const token = mailLinkToken(NEW_EMAIL);
const confirmed = {
  method: "POST",
  path: CONFIRM,
  answer: { status: 200, body: { id: 7, email: NEW_EMAIL } },
};

function renderPage(url = paths.confirmEmail.getHref(token)) {
  return renderAt(<EmailConfirmationPage />, { pattern: paths.confirmEmail.pattern, url });
}

const confirmButton = () => screen.getByRole("button", { name: m.confirm });

describe("new address confirmation page", () => {
  it("shows the address, changes nothing on opening, and confirms it on the button", async () => {
    signInAs("participant", 7);
    const api = stubApi([confirmed]);
    const { container, router, queryClient } = renderPage();
    queryClient.setQueryData(queryKeys.users.detail(7), { id: 7 });
    await waitFor(() => expect(router.state.location.hash).toBe(""));
    expect(screen.getByText(m.intro(NEW_EMAIL))).toBeTruthy();
    await expectNoAxeViolations(container);
    expect(api).not.toHaveBeenCalled();

    await userEvent.click(confirmButton());
    const done = await screen.findByRole("heading", { name: m.doneTitle });
    expect(sentBody(api, CONFIRM)).toEqual({ token });
    // The link alone is the credential.
    expect(new Headers(api.mock.calls[0]?.[1]?.headers).get("Authorization")).toBeNull();
    expect(screen.getByText(m.done(NEW_EMAIL))).toBeTruthy();
    // This browser's session is the account's: it shows the new address at once.
    expect(getSession()?.user.email).toBe(NEW_EMAIL);
    expect(queryClient.getQueryState(queryKeys.users.detail(7))?.isInvalidated).toBe(true);
    expect(screen.getByRole("link", { name: m.openSettings })).toHaveProperty(
      "pathname",
      paths.settings.getHref(7),
    );
    await waitFor(() => expect(document.activeElement).toBe(done.parentElement));
    await expectNoAxeViolations(container);
  });

  it("works without a session, and offers to log in", async () => {
    stubApi([confirmed]);
    renderPage();
    await userEvent.click(confirmButton());
    expect(await screen.findByRole("heading", { name: m.doneTitle })).toBeTruthy();
    expect(screen.getByRole("link", { name: m.logIn })).toHaveProperty("pathname", paths.auth.getHref());
    expect(getSession()).toBeNull();
  });

  it("leaves another account's session alone", async () => {
    signInAs("participant", 12);
    stubApi([confirmed]);
    renderPage();
    await userEvent.click(confirmButton());
    await screen.findByRole("heading", { name: m.doneTitle });
    expect(getSession()?.user.email).toBe("henri@example.fr");
  });

  it.each([
    ["without a token", paths.confirmEmail.getHref()],
    ["with a token cut short", `${paths.confirmEmail.pattern}#jeton=${token.slice(0, 30)}`],
  ])("explains a link %s, without a button", async (_case, url) => {
    const api = stubApi([]);
    const { container } = renderPage(url);
    expect(screen.getByRole("heading", { name: m.linkInvalidTitle })).toBeTruthy();
    expect(screen.getByText(domText(validationMessages.mailLinkInvalid))).toBeTruthy();
    expect(screen.queryByRole("button", { name: m.confirm })).toBeNull();
    await expectNoAxeViolations(container);
    expect(api).not.toHaveBeenCalled();
  });

  it("says why the server refused the link, with the way to ask again", async () => {
    signInAs("participant", 7);
    stubApi([linkRefused(CONFIRM, mailChannelMessages.emailChangeLinkInvalid)]);
    const { container } = renderPage();
    await userEvent.click(confirmButton());
    expect(await screen.findByRole("heading", { name: m.linkInvalidTitle })).toBeTruthy();
    expect(screen.getByText(domText(mailChannelMessages.emailChangeLinkInvalid))).toBeTruthy();
    expect(screen.getByRole("link", { name: m.openSettings })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("keeps the button after a failure that is not the link's", async () => {
    stubApi([serviceDown(CONFIRM)]);
    renderPage();
    await userEvent.click(confirmButton());
    expect(await screen.findByText(apiErrorMessages.SERVICE_UNAVAILABLE)).toBeTruthy();
    expect(confirmButton()).toBeTruthy();
  });
});
