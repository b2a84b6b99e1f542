import { apiErrorMessages, organisationPageMessages as m } from "@culture-patrimoine/contract/messages";
import type { InvitationPreview, MyOrganisations } from "@culture-patrimoine/contract/schemas/organisation";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../lib/toast.ts";
import { expectNoAxeViolations, renderAt, signInAs, stubApi } from "../../test/form-test-harness.tsx";
import { InvitationPage } from "./invitation-page.tsx";

const TOKEN = "abcdefghijklmnopqrstuvwxyz_0123456789-AB";
const preview: InvitationPreview = {
  organisation: "Musée des Confluences",
  role: "editeur",
  email: "lea@musee.fr",
  invited_by: "Henri Langlois",
  expires_at: "2026-03-08T10:00:00+01:00",
};
const joined: MyOrganisations = {
  acting: { id: 5, name: preview.organisation, role: "editeur", verification_status: "verified" },
  organisations: [{ id: 5, name: preview.organisation, role: "editeur", verification_status: "verified" }],
};

const keepSpaces = { normalizer: (text: string) => text.trim() };

function previewRoute(answer: { status: number; body: unknown }) {
  return { method: "GET", path: `/api/invitations/${TOKEN}`, answer };
}

function renderPage() {
  return renderAt(<InvitationPage />, { pattern: "/invitation/:token", url: `/invitation/${TOKEN}` });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("/invitation/{token}", () => {
  it("tells a visitor what the link invites to, and sends them to sign in or up and back here", async () => {
    const api = stubApi([previewRoute({ status: 200, body: preview })]);
    const { container, router } = renderPage();
    expect(await screen.findByText(m.invitationLead(preview.organisation))).toBeTruthy();
    expect(screen.getByText(m.invitationRole("Éditeur"), keepSpaces)).toBeTruthy();
    expect(screen.getByText(m.invitationEmail("lea@musee.fr"), keepSpaces)).toBeTruthy();
    expect(
      screen.getByText(m.invitationExpires("dimanche 8 mars 2026 à 10\u00a0h"), keepSpaces),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: m.accept })).toBeNull();
    // The preview is public: it is read without a token.
    expect(new Headers(api.mock.calls[0]?.[1]?.headers).has("Authorization")).toBe(false);
    await expectNoAxeViolations(container);

    expect(screen.getByRole("link", { name: m.signUp }).getAttribute("href")).toBe("/auth?tab=inscription");
    await userEvent.click(screen.getByRole("link", { name: m.signIn }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(router.state.location.state).toEqual({ from: `/invitation/${TOKEN}` });
  });

  it("lets a signed-in account accept, then goes to the dashboard and says so", async () => {
    signInAs("participant", 8);
    const api = stubApi([
      previewRoute({ status: 200, body: preview }),
      { method: "POST", path: `/api/invitations/${TOKEN}/accept`, answer: { status: 200, body: joined } },
    ]);
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole("button", { name: m.accept }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(toast.success).toHaveBeenCalledWith(m.accepted, m.acceptedDetail(preview.organisation));
    const accepted = api.mock.calls.find(([input]) => String(input).endsWith("/accept"));
    expect(new Headers(accepted?.[1]?.headers).get("Authorization")).toBe("Bearer token-8");
  });

  it("tells an account with another address why it cannot accept, and how to change account", async () => {
    signInAs("participant", 9);
    const refusal = apiErrorMessages.INVITATION_OTHER_EMAIL;
    stubApi([
      previewRoute({ status: 200, body: preview }),
      {
        method: "POST",
        path: `/api/invitations/${TOKEN}/accept`,
        answer: { status: 403, body: { error: refusal, code: "INVITATION_OTHER_EMAIL" } },
      },
    ]);
    const { router, container } = renderPage();
    await userEvent.click(await screen.findByRole("button", { name: m.accept }));
    expect(await screen.findByText(refusal, { exact: false, ...keepSpaces })).toBeTruthy();
    expect(screen.getByText(/Se déconnecter/)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/invitation/${TOKEN}`);
    expect(toast.success).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it("says plainly that an expired, used or revoked link no longer works, with a title of its own", async () => {
    stubApi([
      previewRoute({
        status: 404,
        body: { error: apiErrorMessages.INVITATION_INVALID, code: "INVITATION_INVALID" },
      }),
    ]);
    const { container } = renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: m.invalidTitle })).toBeTruthy();
    expect(screen.getByText(apiErrorMessages.INVITATION_INVALID, keepSpaces)).toBeTruthy();
    await waitFor(() => expect(document.title).toContain(m.invalidTitle));
    expect(screen.queryByRole("button", { name: m.accept })).toBeNull();
    await expectNoAxeViolations(container);
  });
});
