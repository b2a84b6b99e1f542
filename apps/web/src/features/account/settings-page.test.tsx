import type { Role } from "@culture-patrimoine/contract/constants";
import { EMAIL_CHANGE_VALID_HOURS } from "@culture-patrimoine/contract/constants";
import {
  accountMessages,
  apiErrorMessages,
  emailChangeMessages,
  emailPreferencesMessages as m,
  secondFactorMessages,
  toastTitles,
  validationMessages,
} from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { EmailPreferences } from "@culture-patrimoine/contract/schemas/mail";
import type { PublicUser } from "@culture-patrimoine/contract/schemas/user";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../lib/toast.ts";
import { domText } from "../../test/dom-text.ts";
import {
  expectNoAxeViolations,
  fill,
  renderAt,
  sentBody,
  signInAs,
  stubApi,
} from "../../test/form-test-harness.tsx";
import { ProfilePage } from "./profile-page.tsx";
import { SettingsPage } from "./settings-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const PREFERENCES = "/api/users/7/email-preferences";

function account(role: Role): PublicUser {
  return {
    id: 7,
    first_name: "Henri",
    last_name: "Langlois",
    email: "henri@example.fr",
    phone: null,
    address: null,
    city: null,
    organization: role === "professionnel" ? "Cinémathèque des Quais" : null,
    siret: null,
    rna: null,
    description: null,
    role,
    created_at: "2026-01-05T10:00:00+01:00",
    email_confirmed_at: null,
  };
}

function renderSettings(
  role: Role,
  preferences: EmailPreferences | { status: number; body: unknown },
  at: "settings" | "profile" = "settings",
) {
  signInAs(role, 7);
  const api = stubApi([
    { method: "GET", path: "/api/users/7", answer: { status: 200, body: account(role) } },
    {
      method: "GET",
      path: PREFERENCES,
      answer: "status" in preferences ? preferences : { status: 200, body: preferences },
    },
    {
      method: "PUT",
      path: PREFERENCES,
      answer: (init) => ({ status: 200, body: JSON.parse(String(init.body)) }),
    },
    // An organiser's settings also show the second factor (its own tests: second-factor-section).
    {
      method: "GET",
      path: "/api/users/7/second-factor",
      answer: {
        status: 200,
        body: { enabled: false, enabled_at: null, required: false, recovery_codes_left: 0 },
      },
    },
  ]);
  const rendered =
    at === "settings"
      ? renderAt(<SettingsPage />, { pattern: paths.settings.pattern, url: paths.settings.getHref(7) })
      : renderAt(<ProfilePage />, { pattern: paths.profile.pattern, url: paths.profile.getHref() });
  return { api, ...rendered };
}

const remindersBox = () => screen.getByLabelText(new RegExp(`^${m.reminders}`)) as HTMLInputElement;
const digestBox = () =>
  screen.queryByLabelText(new RegExp(`^${m.organiserDigest}`)) as HTMLInputElement | null;
const saveButton = () => screen.getByRole("button", { name: m.save });

describe("one account, one page at /profile and /settings/{id} (issue 33)", () => {
  it.each(["profile", "settings"] as const)("/%s shows the one form with every field of both", async (at) => {
    const { container } = renderSettings("professionnel", { reminders: true, organiser_digest: false }, at);
    await screen.findByRole("button", { name: "Valider" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Mon compte");
    expect(screen.getAllByRole("form").map((form) => form.getAttribute("aria-label") ?? "")).toContain(
      "Paramètres du compte",
    );
    for (const label of [
      /^Prénom/,
      /^Nom/,
      /^Email/,
      /^Téléphone/,
      /^Adresse/,
      /^Ville/,
      /^Organisation/,
      /^Description/,
    ]) {
      expect(screen.getAllByLabelText(label).length, String(label)).toBeGreaterThan(0);
    }
    expect((screen.getByLabelText(/^Type de compte/) as HTMLSelectElement).disabled).toBe(true);
    // What is saved apart stays on the same page: the password, the e-mails, the second factor.
    expect(screen.getByRole("heading", { level: 2, name: /mot de passe/i })).toBeTruthy();
    expect(await screen.findByLabelText(new RegExp(`^${m.reminders}`))).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

describe("settings page: e-mail preferences", () => {
  it("shows a participant's reminders box with its hint, and saves it apart from the account", async () => {
    const { api, container } = renderSettings("participant", { reminders: true, organiser_digest: false });
    expect(await screen.findByRole("heading", { name: m.sectionTitle })).toBeTruthy();
    await screen.findByRole("button", { name: m.save });
    expect(remindersBox().checked).toBe(true);
    expect(screen.getByText(m.remindersHint)).toBeTruthy();
    // The digest is about one's own events: organisers only.
    expect(digestBox()).toBeNull();
    await expectNoAxeViolations(container);

    await userEvent.click(remindersBox());
    await userEvent.click(saveButton());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(toastTitles.success, m.saveSuccess));
    expect(sentBody(api, PREFERENCES)).toEqual({ reminders: false, organiser_digest: false });
    expect(sentBody(api, "/api/users/7")).toBeUndefined();
    expect(remindersBox().checked).toBe(false);
  });

  it("offers an organiser the morning digest too", async () => {
    const { api } = renderSettings("professionnel", { reminders: false, organiser_digest: true });
    await screen.findByRole("button", { name: m.save });
    expect(remindersBox().checked).toBe(false);
    expect(digestBox()?.checked).toBe(true);
    await userEvent.click(digestBox() as HTMLInputElement);
    await userEvent.click(remindersBox());
    await userEvent.click(saveButton());
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(sentBody(api, PREFERENCES)).toEqual({ reminders: true, organiser_digest: false });
    // The second factor's section is offered, not an error.
    expect(await screen.findByRole("button", { name: secondFactorMessages.start })).toBeTruthy();
  });

  it("says when the preferences cannot be loaded, and keeps the account's form", async () => {
    const { container } = renderSettings("participant", {
      status: 503,
      body: { error: apiErrorMessages.SERVICE_UNAVAILABLE, code: "SERVICE_UNAVAILABLE" },
    });
    expect(await screen.findByText(m.loadFailed)).toBeTruthy();
    expect(screen.getByText(apiErrorMessages.SERVICE_UNAVAILABLE)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Valider" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: m.save })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("says a refused save in a toast and under the box concerned", async () => {
    signInAs("participant", 7);
    stubApi([
      { method: "GET", path: "/api/users/7", answer: { status: 200, body: account("participant") } },
      {
        method: "GET",
        path: PREFERENCES,
        answer: { status: 200, body: { reminders: true, organiser_digest: false } },
      },
      {
        method: "PUT",
        path: PREFERENCES,
        answer: {
          status: 400,
          body: {
            error: apiErrorMessages.VALIDATION_ERROR,
            code: "VALIDATION_ERROR",
            details: [{ path: "reminders", message: validationMessages.booleanInvalid }],
          },
        },
      },
    ]);
    renderAt(<SettingsPage />, { pattern: paths.settings.pattern, url: paths.settings.getHref(7) });
    await screen.findByRole("button", { name: m.save });
    await userEvent.click(saveButton());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(m.saveFailed, apiErrorMessages.VALIDATION_ERROR),
    );
    expect(screen.getByText(domText(validationMessages.booleanInvalid))).toBeTruthy();
    expect(remindersBox().getAttribute("aria-invalid")).toBe("true");
  });
});

describe("settings page: changing the e-mail address", () => {
  const USER = "/api/users/7";
  const NEW_EMAIL = "henri.langlois@cinematheque.fr";
  // The account's form: the page's password section below it has a « Mot de passe actuel » too.
  const accountForm = () => within(screen.getByRole("form", { name: "Paramètres du compte" }));
  const currentPassword = () =>
    accountForm().queryByLabelText(new RegExp(`^${emailChangeMessages.currentPasswordLabel}`));

  function renderWithSave(answer: (body: Record<string, unknown>) => { status: number; body: unknown }) {
    signInAs("participant", 7);
    const api = stubApi([
      { method: "GET", path: USER, answer: { status: 200, body: account("participant") } },
      {
        method: "GET",
        path: PREFERENCES,
        answer: { status: 200, body: { reminders: true, organiser_digest: false } },
      },
      { method: "PUT", path: USER, answer: (init) => answer(JSON.parse(String(init.body))) },
    ]);
    const rendered = renderAt(<SettingsPage />, {
      pattern: paths.settings.pattern,
      url: paths.settings.getHref(7),
    });
    return { api, ...rendered };
  }

  const emailInput = () => screen.getByLabelText(/^Email/) as HTMLInputElement;

  it("asks for the current password only once another address is typed", async () => {
    const { container } = renderWithSave(() => ({ status: 200, body: account("participant") }));
    await screen.findByRole("button", { name: "Valider" });
    expect(currentPassword()).toBeNull();
    fill(emailInput(), NEW_EMAIL);
    expect(
      await accountForm().findByLabelText(new RegExp(`^${emailChangeMessages.currentPasswordLabel}`)),
    ).toBeTruthy();
    expect(screen.getByText(emailChangeMessages.currentPasswordHint)).toBeTruthy();
    await expectNoAxeViolations(container);
    // The same address in capitals is not another one.
    fill(emailInput(), "HENRI@example.fr");
    await waitFor(() => expect(currentPassword()).toBeNull());
  });

  it("without the password: the rest is saved, the page stays and says where the link went", async () => {
    const { api, container, router } = renderWithSave((body) => ({
      status: 200,
      body: { ...account("participant"), last_name: body.last_name, pending_email: body.email },
    }));
    await screen.findByRole("button", { name: "Valider" });
    fill(emailInput(), NEW_EMAIL);
    fill(screen.getByLabelText(/^Nom/), "Langlois-Bernard");
    await userEvent.click(screen.getByRole("button", { name: "Valider" }));

    const notice = await screen.findByRole("heading", { name: emailChangeMessages.pendingTitle });
    const body = sentBody(api, USER) as Record<string, unknown>;
    expect(body).toMatchObject({ email: NEW_EMAIL, last_name: "Langlois-Bernard" });
    expect(body).not.toHaveProperty("current_password");
    expect(
      screen.getByText(domText(emailChangeMessages.pending(NEW_EMAIL, EMAIL_CHANGE_VALID_HOURS))),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.settings.getHref(7));
    // The form shows the address the account still has.
    expect(emailInput().value).toBe("henri@example.fr");
    await waitFor(() => expect(document.activeElement).toBe(notice.parentElement));
    await expectNoAxeViolations(container);
  });

  it("with the password: sends it, and the address changes at once", async () => {
    const { api, router } = renderWithSave((body) => ({
      status: 200,
      body: { ...account("participant"), email: body.email },
    }));
    await screen.findByRole("button", { name: "Valider" });
    fill(emailInput(), NEW_EMAIL);
    fill(
      await accountForm().findByLabelText(new RegExp(`^${emailChangeMessages.currentPasswordLabel}`)),
      "Mon-mot-de-passe-2026",
    );
    await userEvent.click(screen.getByRole("button", { name: "Valider" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(toastTitles.success, emailChangeMessages.changed),
    );
    expect(sentBody(api, USER)).toMatchObject({
      email: NEW_EMAIL,
      current_password: "Mon-mot-de-passe-2026",
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home.getHref()));
  });

  it("shows a wrong password under its field", async () => {
    renderWithSave(() => ({
      status: 400,
      body: {
        error: validationMessages.currentPasswordWrong,
        code: "VALIDATION_ERROR",
        details: [{ path: "current_password", message: validationMessages.currentPasswordWrong }],
      },
    }));
    await screen.findByRole("button", { name: "Valider" });
    fill(emailInput(), NEW_EMAIL);
    const password = await accountForm().findByLabelText(
      new RegExp(`^${emailChangeMessages.currentPasswordLabel}`),
    );
    fill(password, "faux-mot-de-passe");
    await userEvent.click(screen.getByRole("button", { name: "Valider" }));
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText(validationMessages.currentPasswordWrong).length).toBeGreaterThan(0);
    expect(toast.error).toHaveBeenCalledWith(
      accountMessages.saveFailed,
      validationMessages.currentPasswordWrong,
    );
  });
});
