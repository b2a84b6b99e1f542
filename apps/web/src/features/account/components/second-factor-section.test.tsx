import { secondFactorMessages as t } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  expectNoAxeViolations,
  fill,
  renderAt,
  sentBody,
  signInAs,
  stubApi,
} from "../../../test/form-test-harness.tsx";
import { SecondFactorSection } from "./second-factor-section.tsx";

// The settings' « Double authentification » (issue 29): enrolment with a QR code and the key as
// text, confirmation by a code, the recovery codes shown once, regeneration, and disabling (not
// offered to an administrator).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const BASE = "/api/users/7/second-factor";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const CODES = Array.from({ length: 10 }, (_, i) => `abc${i + 2}-defg`);
const off = { enabled: false, enabled_at: null, required: false, recovery_codes_left: 0 };
const on = (required = false) => ({
  enabled: true,
  enabled_at: "2026-03-02T10:00:00.000Z",
  required,
  recovery_codes_left: 10,
});

function renderSection(role: "professionnel" | "administrateur" = "professionnel") {
  signInAs(role, 7);
  const pattern = paths.settings.pattern;
  return renderAt(<SecondFactorSection userId={7} />, { pattern, url: paths.settings.getHref(7) });
}

describe("second factor section", () => {
  it("enrols: QR code and key, confirmation by a code, recovery codes shown once with « Je les ai notés »", async () => {
    let status: object = off;
    const api = stubApi([
      { method: "GET", path: BASE, answer: () => ({ status: 200, body: status }) },
      {
        method: "POST",
        path: `${BASE}/enrolment`,
        answer: { status: 200, body: { otpauth_url: `otpauth://totp/x?secret=${SECRET}`, secret: SECRET } },
      },
      {
        method: "POST",
        path: `${BASE}/confirmation`,
        answer: () => {
          status = on();
          return { status: 200, body: { recovery_codes: CODES } };
        },
      },
    ]);
    const { container } = renderSection();
    await userEvent.click(await screen.findByRole("button", { name: t.start }));
    expect(await screen.findByText(SECRET)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("img", { name: t.qrLabel })).toBeTruthy());
    await expectNoAxeViolations(container);
    fill(screen.getByLabelText(new RegExp(`^${t.codeLabel}`)), "123456");
    await userEvent.click(screen.getByRole("button", { name: t.confirm }));
    for (const code of CODES) expect(await screen.findByText(code)).toBeTruthy();
    expect(sentBody(api, `${BASE}/confirmation`)).toEqual({ code: "123456" });
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole("button", { name: t.recoveryCodesNoted }));
    await waitFor(() => expect(screen.queryByText(CODES[0] ?? "")).toBeNull());
    expect(await screen.findByRole("button", { name: t.regenerate })).toBeTruthy();
  });

  it("shows a wrong confirmation code's message under the field", async () => {
    stubApi([
      { method: "GET", path: BASE, answer: { status: 200, body: off } },
      {
        method: "POST",
        path: `${BASE}/enrolment`,
        answer: { status: 200, body: { otpauth_url: "otpauth://totp/x", secret: SECRET } },
      },
      {
        method: "POST",
        path: `${BASE}/confirmation`,
        answer: {
          status: 400,
          body: {
            error: t.invalidCode,
            code: "VALIDATION_ERROR",
            details: [{ path: "code", message: t.invalidCode }],
          },
        },
      },
    ]);
    const { container } = renderSection();
    await userEvent.click(await screen.findByRole("button", { name: t.start }));
    const field = await screen.findByLabelText(new RegExp(`^${t.codeLabel}`));
    fill(field, "000000");
    await userEvent.click(screen.getByRole("button", { name: t.confirm }));
    await waitFor(() => expect(container.textContent).toContain(t.invalidCode));
    expect(field.getAttribute("aria-invalid")).toBe("true");
  });

  it("lets an organiser disable it with password and code", async () => {
    const api = stubApi([
      { method: "GET", path: BASE, answer: { status: 200, body: on() } },
      { method: "POST", path: `${BASE}/disable`, answer: { status: 204 } },
    ]);
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: t.disable }));
    fill(screen.getByLabelText(/^Mot de passe actuel/), "Une-phrase-de-passe-2026");
    // Two code fields on the page, each labelled by what its code is for.
    expect(screen.getByLabelText(new RegExp(`^${t.regenerateCodeLabel}`))).toBeTruthy();
    fill(screen.getByLabelText(new RegExp(`^${t.disableCodeLabel}`)), "123456");
    await userEvent.click(screen.getByRole("button", { name: t.disable }));
    await waitFor(() =>
      expect(sentBody(api, `${BASE}/disable`)).toEqual({
        password: "Une-phrase-de-passe-2026",
        code: "123456",
      }),
    );
  });

  it("offers no way to disable it to an administrator", async () => {
    stubApi([{ method: "GET", path: BASE, answer: { status: 200, body: on(true) } }]);
    const { container } = renderSection("administrateur");
    expect(await screen.findByRole("button", { name: t.regenerate })).toBeTruthy();
    expect(screen.queryByRole("button", { name: t.disable })).toBeNull();
    expect(container.textContent).toContain(t.requiredForAdministrators);
  });
});
