import {
  bookingMessages,
  dashboardMessages,
  eventMessages,
  organiserIdentityMessages as identity,
  organisationGateMessages,
  participationMessages,
} from "@culture-patrimoine/contract/messages";
import type { OwnEventResponse } from "@culture-patrimoine/contract/schemas/event";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "../../api/query-keys.ts";
import { toast } from "../../lib/toast.ts";
import { domText } from "../../test/dom-text.ts";
import { expectNoAxeViolations, renderAt, signInAs, stubApi } from "../../test/form-test-harness.tsx";
import { participationFixture } from "../../test/participation-fixtures.ts";
import { DashboardPage } from "./dashboard-page.tsx";

const participation = participationFixture({
  id: 40,
  nom: "Michel",
  prenom: "Louise",
  email: "louise@example.fr",
  telephone: "0612345678",
  nombre_places: 2,
  motivation: "Curiosité",
  montant_paye: 25,
  payment_status: "on_site",
  user_id: 7,
  event_id: 5,
  ticket_code: "T-40",
  created_at: "2026-01-05T10:00:00.000Z",
  session_id: 9,
  session: { id: 9, starts_at: "2026-07-14T10:00:00+02:00", ends_at: null, cancelled_at: null },
  cancellable_until: "2026-07-12T10:00:00+02:00",
  Event: { id: 5, title: "Fête du patrimoine", date_start: "2026-07-14T08:00:00.000Z", date_end: null },
});

const ownEvent: OwnEventResponse = {
  id: 5,
  title: "Fête du patrimoine",
  description: null,
  category: "Visite",
  date_start: "2026-07-14T08:00:00.000Z",
  date_end: null,
  price: null,
  payment_mode: "free",
  image_url: null,
  image_alt: null,
  lieu_id: null,
  user_id: 7,
  organisation_id: 7,
  created_at: "2026-01-05T10:00:00.000Z",
  lieu: null,
  next_session: null,
  accessibility: [],
  accessibility_details: null,
  moderation_status: "published",
  moderation_reason: null,
  owner_suspended: false,
};

const list = (path: string | RegExp, items: unknown[]) => ({
  method: "GET",
  path,
  answer: { status: 200, body: items, headers: { "X-Total-Count": String(items.length) } },
});

function renderDashboard() {
  return renderAt(<DashboardPage />, { pattern: "/dashboard", url: "/dashboard" });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe("participant dashboard", () => {
  it("lists the registrations, with placeholders for a missing event or date", async () => {
    signInAs("participant");
    stubApi([
      list("/api/participations", [
        participation,
        { ...participation, id: 41, ticket_code: "T-41", Event: undefined },
        {
          ...participation,
          id: 42,
          ticket_code: "T-42",
          session: { ...participation.session, starts_at: "" },
        },
      ]),
    ]);
    const { container } = renderDashboard();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Tableau de Bord");
    const links = await screen.findAllByRole("link", { name: "Fête du patrimoine" });
    expect(links[0]).toHaveProperty("pathname", "/events/5");
    expect(screen.getByText(eventMessages.unknownEvent)).toBeTruthy();
    expect(screen.getAllByText(eventMessages.datesUnavailable)).toHaveLength(1);
    expect(screen.getAllByText(/Mardi 14 juillet 2026 à 10\s?h\s?00/)).toHaveLength(2);
    expect(screen.getAllByText(/2 places · 25\s€ · À régler sur place/)).toHaveLength(3);
    expect(screen.getAllByRole("link", { name: "Voir le billet : Fête du patrimoine" })[0]).toHaveProperty(
      "pathname",
      "/billet/T-40",
    );
    expect(screen.queryByText("Nouvel événement")).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("shows each registration's status, and lets cancel only until the deadline", async () => {
    signInAs("participant");
    // Sessions yet to begin (once one has begun there is nothing left to cancel); the second one
    // starts in 10 h, past its free-cancellation deadline.
    const upcoming = {
      ...participation,
      session: { ...participation.session, starts_at: "2099-01-03T10:00:00+01:00" },
    };
    const soon = new Date(Date.now() + 10 * 3_600_000);
    const api = stubApi([
      list("/api/participations", [
        { ...upcoming, id: 50, ticket_code: "T-50", cancellable_until: "2099-01-01T00:00:00+01:00" },
        {
          ...upcoming,
          id: 51,
          ticket_code: "T-51",
          session: { ...upcoming.session, starts_at: soon.toISOString() },
          cancellable_until: new Date(soon.getTime() - 48 * 3_600_000).toISOString(),
        },
        { ...upcoming, id: 52, status: "waitlisted", waitlist_position: 2, payment_status: "on_site" },
        {
          ...participation,
          id: 53,
          status: "cancelled",
          cancelled_at: "2026-07-01T09:00:00+02:00",
          cancelled_by: "participant",
        },
        {
          ...upcoming,
          id: 54,
          promoted_at: "2026-07-02T09:00:00+02:00",
          cancellable_until: "2099-01-01T00:00:00+01:00",
        },
      ]),
      {
        method: "POST",
        path: "/api/participations/50/cancel",
        answer: { status: 200, body: { ...participation, id: 50, status: "cancelled" } },
      },
    ]);
    const { container } = renderDashboard();
    await screen.findAllByRole("link", { name: /Voir le billet/ });
    const items = within(screen.getByRole("region", { name: "Mes Participations" })).getAllByRole("listitem");
    expect(
      items.map(
        (item) => within(item).getByText(/Confirmée|Liste d’attente|Annulée|Place obtenue/).textContent,
      ),
    ).toEqual(["Confirmée", "Confirmée", "Liste d’attente (rang 2)", "Annulée", "Place obtenue"]);
    const cancelButton = (item: HTMLElement) =>
      within(item).queryByRole("button", { name: /^Annuler mon inscription/ }) as HTMLButtonElement | null;
    expect(cancelButton(items[0]!)?.disabled).toBe(false);
    expect(cancelButton(items[1]!)?.disabled).toBe(true);
    expect(within(items[1]!).getByTestId("cancel-note").textContent).toBe(
      bookingMessages.freeCancellationOver(48),
    );
    expect(cancelButton(items[2]!)?.disabled).toBe(false);
    expect(cancelButton(items[3]!)).toBeNull();
    await expectNoAxeViolations(container);

    // Cancelling asks first, then sends.
    await userEvent.click(cancelButton(items[0]!)!);
    expect(api.mock.calls.some(([input]) => String(input).includes("/cancel"))).toBe(false);
    await userEvent.click(
      within(items[0]!).getByRole("button", { name: /^Oui, annuler mon inscription\s?: Fête du patrimoine/ }),
    );
    await waitFor(() =>
      expect(api.mock.calls.some(([input]) => String(input).endsWith("/api/participations/50/cancel"))).toBe(
        true,
      ),
    );
  });

  it("says when there is no registration yet", async () => {
    signInAs("participant");
    stubApi([list("/api/participations", [])]);
    renderDashboard();
    expect(await screen.findByText(participationMessages.emptyList)).toBeTruthy();
  });
});

describe("organiser dashboard", () => {
  function stubOrganiser(
    extra: Parameters<typeof stubApi>[0] = [],
    {
      siretMissing = false,
      verification = "verified",
      reason = null,
    }: { siretMissing?: boolean; verification?: string; reason?: string | null } = {},
  ) {
    return stubApi([
      ...extra,
      {
        method: "GET",
        path: "/api/dashboard",
        answer: {
          status: 200,
          body: {
            events: 1,
            participants_total: 3,
            lieux: 0,
            parcours: 0,
            sites: 0,
            participations: 0,
            siret_missing: siretMissing,
            verification_status: verification,
            verification_reason: reason,
          },
        },
      },
      list("/api/events/user/7", [ownEvent]),
      list("/api/events/recent", []),
      list("/api/lieux/user/7", []),
      list("/api/parcours/user/7", []),
      list("/api/sites/user/7", []),
      list("/api/participations", []),
    ]);
  }

  it("shows the four counters, the quick actions and the own events", async () => {
    signInAs("professionnel");
    stubOrganiser();
    const { container } = renderDashboard();
    const counters = screen.getByRole("list", { name: "Chiffres clés" });
    expect(await within(counters).findByText("3")).toBeTruthy();
    expect(within(counters).getByText("Participants Total")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Nouvel événement" })).toHaveProperty(
      "pathname",
      "/create-event",
    );
    expect(
      await screen.findByRole("link", { name: "Modifier l’événement Fête du patrimoine" }),
    ).toHaveProperty("pathname", "/events/edit/5");
    expect(screen.getByRole("link", { name: "Ajouter un programme à Fête du patrimoine" })).toHaveProperty(
      "pathname",
      "/create-program/5",
    );
    expect(screen.getByRole("heading", { name: "Événements Récents (autres)" })).toBeTruthy();
    expect(await screen.findByText(dashboardMessages.noRecentEvents)).toBeTruthy();
    expect(screen.getByText(dashboardMessages.noOwnLieux)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("shows an agent d'accueil, whatever their account, the organisation's events with the door's links only, and why", async () => {
    signInAs("participant", 7, { id: 40, name: "Musée des Augustins", role: "accueil" });
    const api = stubOrganiser();
    const { container } = renderDashboard();
    expect(screen.getByText(organisationGateMessages.actingFor("Musée des Augustins"))).toBeTruthy();
    expect(screen.getByText(domText(organisationGateMessages.doorOnly("accueil")))).toBeTruthy();
    expect(
      await screen.findByRole("link", { name: "Contrôler les billets de Fête du patrimoine" }),
    ).toHaveProperty("search", "?event=5");
    expect(screen.getByRole("link", { name: "Inscrits de Fête du patrimoine" })).toHaveProperty(
      "pathname",
      "/events/5/inscrits",
    );
    for (const name of [
      "Nouvel événement",
      "Créer un événement",
      "Modifier l’événement Fête du patrimoine",
      "Ajouter un programme à Fête du patrimoine",
    ]) {
      expect(screen.queryByRole("link", { name })).toBeNull();
    }
    expect(screen.queryByRole("button", { name: "Supprimer l’événement Fête du patrimoine" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Actions rapides" })).toBeNull();
    // Its venues, routes and sites are the editors' business: not even asked.
    const asked = api.mock.calls.map(([input]) => new URL(String(input), "http://localhost").pathname);
    expect(asked).not.toContain("/api/lieux/user/7");
    await expectNoAxeViolations(container);
  });

  it("reads the own lists again for another organisation, never showing the last one's", async () => {
    signInAs("professionnel", 7, { id: 40, name: "Musée des Augustins" });
    let actingId = 40;
    const capitole = { ...ownEvent, id: 6, title: "Nuit au Capitole", organisation_id: 41 };
    stubOrganiser([
      {
        method: "GET",
        path: "/api/events/user/7",
        answer: () => ({
          status: 200,
          body: [actingId === 40 ? ownEvent : capitole],
          headers: { "X-Total-Count": "1" },
        }),
      },
    ]);
    const { queryClient } = renderDashboard();
    expect(await screen.findByRole("link", { name: "Fête du patrimoine" })).toBeTruthy();

    // The session now acts for another organisation (the switcher's answer).
    actingId = 41;
    const capitoleOrganisation = {
      id: 41,
      name: "Théâtre du Capitole",
      role: "editeur",
      verification_status: "verified",
    } as const;
    act(() =>
      queryClient.setQueryData(queryKeys.organisations.mine, {
        acting: capitoleOrganisation,
        organisations: [capitoleOrganisation],
      }),
    );
    expect(await screen.findByRole("link", { name: "Nuit au Capitole" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Fête du patrimoine" })).toBeNull();
    expect(screen.getByText(organisationGateMessages.actingFor("Théâtre du Capitole"))).toBeTruthy();
  });

  it("asks an organiser without SIRET to complete it in the settings, and no one else", async () => {
    signInAs("professionnel");
    stubOrganiser([], { siretMissing: true });
    const { container } = renderDashboard();
    const title = await screen.findByRole("heading", { name: dashboardMessages.siretMissingTitle });
    expect(title).toBeTruthy();
    expect(screen.getByRole("link", { name: dashboardMessages.siretMissingLink })).toHaveProperty(
      "pathname",
      "/settings/7",
    );
    await expectNoAxeViolations(container);
    cleanup();

    stubOrganiser();
    renderDashboard();
    expect(await screen.findByText("Participants Total")).toBeTruthy();
    await screen.findByText("3");
    expect(screen.queryByText(dashboardMessages.siretMissingTitle)).toBeNull();
  });

  it("tells an organiser « à vérifier » that its content waits, and a refused one why and what to do", async () => {
    signInAs("professionnel");
    stubOrganiser([], { verification: "pending" });
    const { container } = renderDashboard();
    const pending = await screen.findByRole("heading", { name: identity.verificationPendingTitle });
    expect(pending.parentElement?.textContent).toContain(identity.verificationPendingText);
    await expectNoAxeViolations(container);
    cleanup();

    const reason = "Le SIRET donné est fermé depuis 2024.";
    stubOrganiser([], { verification: "refused", reason });
    const refused = renderDashboard();
    expect(await screen.findByRole("heading", { name: identity.verificationRefusedTitle })).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.getByRole("link", { name: identity.verificationLink })).toHaveProperty(
      "pathname",
      "/settings/7",
    );
    await expectNoAxeViolations(refused.container);
    cleanup();

    stubOrganiser();
    renderDashboard();
    await screen.findByText("3");
    expect(screen.queryByText(identity.verificationPendingTitle)).toBeNull();
    expect(screen.queryByText(identity.verificationRefusedTitle)).toBeNull();
  });

  it("asks before deleting an event and shows the server's reason for a refusal", async () => {
    signInAs("professionnel");
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    const api = stubOrganiser([
      {
        method: "DELETE",
        path: "/api/events/5",
        answer: { status: 409, body: { error: eventMessages.hasRegistrations, code: "CONFLICT" } },
      },
    ]);
    renderDashboard();
    const remove = await screen.findByRole("button", { name: "Supprimer l’événement Fête du patrimoine" });
    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith(eventMessages.deleteConfirm);
    expect(api.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    await userEvent.click(remove);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(eventMessages.deleteFailed, eventMessages.hasRegistrations),
    );
  });
});
