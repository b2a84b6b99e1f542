import {
  apiErrorMessages,
  organisationPageMessages as m,
  organisationFormMessages,
  validationMessages,
} from "@culture-patrimoine/contract/messages";
import type {
  MyOrganisations,
  OrganisationMembers,
  OrganisationSummary,
} from "@culture-patrimoine/contract/schemas/organisation";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../lib/toast.ts";
import {
  expectNoAxeViolations,
  fill,
  renderAt,
  sentBody,
  signInAs,
  stubApi,
} from "../../test/form-test-harness.tsx";
import { OrganisationPage } from "./organisation-page.tsx";

const SELF = 7;
const museum: OrganisationSummary = {
  id: 5,
  name: "Musée des Confluences",
  role: "responsable",
  verification_status: "verified",
};
const team: OrganisationMembers = {
  organisation: { id: 5, name: museum.name },
  members: [
    {
      user_id: SELF,
      first_name: "Henri",
      last_name: "Langlois",
      email: "henri@example.fr",
      role: "responsable",
      joined_at: "2026-01-10T09:00:00+01:00",
    },
    {
      user_id: 8,
      first_name: "Léa",
      last_name: "Martin",
      email: "lea@musee.fr",
      role: "editeur",
      joined_at: "2026-02-03T14:30:00+01:00",
    },
  ],
  invitations: [
    {
      id: 3,
      email: "paul@musee.fr",
      role: "accueil",
      invited_at: "2026-03-01T10:00:00+01:00",
      expires_at: "2026-03-08T10:00:00+01:00",
      invited_by: "Henri Langlois",
    },
  ],
};

const keepSpaces = { normalizer: (text: string) => text.trim() };

function mine(acting: OrganisationSummary | null, organisations = acting ? [acting] : []): MyOrganisations {
  return { acting, organisations };
}

function routes(my: MyOrganisations, extra: Parameters<typeof stubApi>[0] = []) {
  return stubApi([
    ...extra,
    { method: "GET", path: "/api/organisations", answer: { status: 200, body: my } },
    { method: "GET", path: "/api/organisations/5/members", answer: { status: 200, body: team } },
  ]);
}

function renderPage() {
  return renderAt(<OrganisationPage />, { pattern: "/organisation", url: "/organisation" });
}

function rowOf(name: RegExp) {
  const table = screen.getByRole("table", { name: /membres/ });
  const row = within(table)
    .getAllByRole("row")
    .find((candidate) => name.test(candidate.textContent ?? ""));
  if (!row) throw new Error(`no row ${name}`);
  return row;
}

beforeEach(() => signInAs("professionnel", SELF));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("/organisation as a responsable", () => {
  it("shows the organisation, its members and open invitations, with the management controls", async () => {
    routes(mine(museum));
    const { container } = renderPage();
    expect(screen.getByRole("heading", { level: 1, name: m.title })).toBeTruthy();
    const members = await screen.findByRole("table", { name: /2\u00a0membres|2 membres/ });
    expect(screen.getByText(museum.name)).toBeTruthy();
    expect(screen.getByText(m.verification.verified)).toBeTruthy();
    expect(within(members).getByRole("rowheader", { name: /Léa Martin/ })).toBeTruthy();
    expect(within(members).getByText("lea@musee.fr")).toBeTruthy();
    expect(within(members).getByText("mardi 3 février 2026")).toBeTruthy();
    expect(within(members).getByRole("button", { name: m.removeFor("Léa Martin") })).toBeTruthy();
    // One's own row: leave, never « Retirer ».
    expect(within(rowOf(/Henri/)).getByRole("button", { name: m.leave })).toBeTruthy();
    expect(within(rowOf(/Henri/)).queryByRole("button", { name: /Retirer/ })).toBeNull();

    const invitations = screen.getByRole("table", { name: /1\u00a0invitation|1 invitation/ });
    expect(within(invitations).getByText("paul@musee.fr")).toBeTruthy();
    expect(within(invitations).getByText("Agent d’accueil")).toBeTruthy();
    expect(
      within(invitations).getByText("Dimanche 8 mars 2026 à 10\u00a0h\u00a000", keepSpaces),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: m.inviteTitle })).toBeTruthy();
    expect(screen.queryByText(m.readOnlyReason)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("refuses an empty invitation in French before sending anything", async () => {
    const api = routes(mine(museum));
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: m.inviteSubmit }));
    expect(await screen.findAllByText(validationMessages.emailInvalid)).not.toHaveLength(0);
    expect(screen.getAllByText(organisationFormMessages.roleRequired, keepSpaces)).not.toHaveLength(0);
    expect(api.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("sends the invitation's address and role, and says it was sent", async () => {
    const api = routes(mine(museum), [
      {
        method: "POST",
        path: "/api/organisations/5/invitations",
        answer: {
          status: 201,
          body: { ...team.invitations[0], id: 4, email: "lea.b@musee.fr", role: "editeur" },
        },
      },
    ]);
    renderPage();
    fill(await screen.findByLabelText(new RegExp(m.inviteEmail)), " Lea.B@Musee.fr ");
    await userEvent.click(screen.getByRole("radio", { name: /^Éditeur/ }));
    await userEvent.click(screen.getByRole("button", { name: m.inviteSubmit }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(m.inviteSent("lea.b@musee.fr")));
    expect(sentBody(api, "/api/organisations/5/invitations")).toEqual({
      email: "lea.b@musee.fr",
      role: "editeur",
    });
  });

  it("says under the address that the person is already a member", async () => {
    routes(mine(museum), [
      {
        method: "POST",
        path: "/api/organisations/5/invitations",
        answer: { status: 409, body: { error: apiErrorMessages.ALREADY_MEMBER, code: "ALREADY_MEMBER" } },
      },
    ]);
    renderPage();
    const email = await screen.findByLabelText(new RegExp(m.inviteEmail));
    fill(email, "lea@musee.fr");
    await userEvent.click(screen.getByRole("radio", { name: /^Responsable/ }));
    await userEvent.click(screen.getByRole("button", { name: m.inviteSubmit }));
    expect(await screen.findAllByText(apiErrorMessages.ALREADY_MEMBER)).not.toHaveLength(0);
    expect(email.getAttribute("aria-invalid")).toBe("true");
  });

  it("changes a member's role, and shows the server's refusal to leave no responsable", async () => {
    let answer = { status: 200, body: { ...team.members[1], role: "responsable" } as unknown };
    const api = routes(mine(museum), [
      { method: "PATCH", path: "/api/organisations/5/members/8", answer: () => answer },
      {
        method: "PATCH",
        path: "/api/organisations/5/members/7",
        answer: {
          status: 409,
          body: { error: apiErrorMessages.LAST_RESPONSABLE, code: "LAST_RESPONSABLE" },
        },
      },
    ]);
    renderPage();
    await screen.findByRole("table", { name: /membres/ });
    const lea = rowOf(/Léa/);
    await userEvent.selectOptions(within(lea).getByLabelText(m.roleSelectLabel("Léa Martin")), "responsable");
    await userEvent.click(within(lea).getByRole("button", { name: m.roleSaveFor("Léa Martin") }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(undefined, m.roleSaved("Léa Martin")));
    expect(sentBody(api, "/api/organisations/5/members/8")).toEqual({ role: "responsable" });

    answer = { status: 200, body: team.members[1] };
    const henri = rowOf(/Henri/);
    await userEvent.selectOptions(
      within(henri).getByLabelText(m.roleSelectLabel("Henri Langlois")),
      "editeur",
    );
    await userEvent.click(within(henri).getByRole("button", { name: m.roleSaveFor("Henri Langlois") }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(m.roleFailed, apiErrorMessages.LAST_RESPONSABLE),
    );
    // The select goes back to the role the member still has.
    expect(within(henri).getByLabelText<HTMLSelectElement>(m.roleSelectLabel("Henri Langlois")).value).toBe(
      "responsable",
    );
  });

  it("removes a member only once confirmed", async () => {
    const api = routes(mine(museum), [
      { method: "DELETE", path: "/api/organisations/5/members/8", answer: { status: 204 } },
    ]);
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPage();
    const remove = await screen.findByRole("button", { name: m.removeFor("Léa Martin") });
    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith(m.removeConfirm("Léa Martin"));
    expect(api.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    await userEvent.click(remove);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(expect.any(String), m.removeDone("Léa Martin")),
    );
    expect(
      api.mock.calls.filter(
        ([input, init]) => init?.method === "DELETE" && String(input).endsWith("/members/8"),
      ),
    ).toHaveLength(1);
  });

  it("revokes an invitation once confirmed", async () => {
    const api = routes(mine(museum), [
      { method: "DELETE", path: "/api/organisations/5/invitations/3", answer: { status: 204 } },
    ]);
    vi.spyOn(window, "confirm").mockReturnValue(true);
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: m.revokeFor("paul@musee.fr") }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(expect.any(String), m.revokeDone("paul@musee.fr")),
    );
    expect(
      api.mock.calls.some(([input, init]) => init?.method === "DELETE" && String(input).endsWith("/3")),
    ).toBe(true);
  });

  it("switches to another organisation of the member's and says so", async () => {
    const library: OrganisationSummary = {
      id: 6,
      name: "Bibliothèque municipale",
      role: "accueil",
      verification_status: "pending",
    };
    const api = routes(mine(museum, [museum, library]), [
      {
        method: "POST",
        path: "/api/organisations/6/switch",
        answer: { status: 200, body: mine(library, [museum, library]) },
      },
      {
        method: "GET",
        path: "/api/organisations/6/members",
        answer: { status: 200, body: { ...team, organisation: { id: 6, name: library.name } } },
      },
    ]);
    renderPage();
    await userEvent.selectOptions(await screen.findByLabelText(new RegExp(m.switchLabel)), "6");
    await userEvent.click(screen.getByRole("button", { name: m.switchSubmit }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(m.switchDone, m.switchDoneDetail(library.name)),
    );
    expect(
      api.mock.calls.some(([input, init]) => init?.method === "POST" && String(input).endsWith("/6/switch")),
    ).toBe(true);
  });
});

describe("/organisation as another member", () => {
  it("shows an éditeur the team read-only and says why", async () => {
    routes(mine({ ...museum, role: "editeur" }));
    const { container } = renderPage();
    expect(await screen.findByText(m.readOnlyReason)).toBeTruthy();
    await screen.findByRole("table", { name: /membres/ });
    expect(screen.getAllByText("Éditeur").length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: /Retirer/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Enregistrer le rôle/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Annuler l’invitation/ })).toBeNull();
    expect(screen.queryByRole("heading", { name: m.inviteTitle })).toBeNull();
    // Leaving stays possible, from one's own row.
    expect(within(rowOf(/Henri/)).getByRole("button", { name: m.leave })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("explains to an account of no organisation how to join one", async () => {
    routes(mine(null));
    renderPage();
    expect(await screen.findByRole("heading", { name: m.noOrganisationTitle })).toBeTruthy();
    expect(screen.getByText(m.noOrganisation, keepSpaces)).toBeTruthy();
  });
});
