import { bookingMessages } from "@culture-patrimoine/contract/messages";
import type { Attendee, AttendeeList } from "@culture-patrimoine/contract/schemas/attendees";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../lib/toast.ts";
import { domText } from "../../test/dom-text.ts";
import { expectNoAxeViolations, renderAt, signInAs, stubApi } from "../../test/form-test-harness.tsx";
import { AttendeesPage } from "./attendees-page.tsx";

const NBSP = "\u00a0";

const session = {
  id: 3,
  event_id: 5,
  starts_at: "2027-06-12T14:30:00+02:00",
  ends_at: null,
  capacity: 30,
  places_taken: 30,
  places_left: 0,
  waitlist_places: 5,
  state: "full" as const,
  cancelled_at: null,
  registrations: 14,
  waitlist_entries: 3,
  checked_in_places: 8,
};

const louise: Attendee = {
  id: 40,
  session_id: 3,
  prenom: "Louise",
  nom: "Michel",
  email: "louise@example.fr",
  telephone: "06 12 34 56 78",
  nombre_places: 2,
  demandes_speciales: "Fauteuil roulant",
  status: "confirmed",
  waitlist_position: null,
  montant_paye: 0,
  payment_status: "free",
  payment_due_at: null,
  created_at: "2027-05-01T10:00:00+02:00",
  cancelled_at: null,
  cancelled_by: null,
  checked_in_at: "2027-06-12T14:32:00+02:00",
};

const list: AttendeeList = {
  event: { id: 5, title: "Nuit des musées" },
  sessions: [
    session,
    {
      ...session,
      id: 4,
      starts_at: "2027-06-13T10:00:00+02:00",
      state: "cancelled",
      cancelled_at: "2027-06-01T09:00:00+02:00",
    },
  ],
  attendees: [
    louise,
    {
      ...louise,
      id: 41,
      prenom: "Jean",
      nom: "Moulin",
      status: "waitlisted",
      waitlist_position: 2,
      checked_in_at: null,
    },
    {
      ...louise,
      id: 42,
      session_id: 4,
      prenom: "Rosa",
      nom: "Bonheur",
      status: "cancelled",
      cancelled_by: "session",
      checked_in_at: null,
    },
  ],
};

const attendeesRoute = (answer: { status: number; body: unknown }) => ({
  method: "GET",
  path: "/api/events/5/attendees",
  answer,
});

function renderPage(url = "/events/5/inscrits") {
  return renderAt(<AttendeesPage />, { pattern: "/events/:id/inscrits", url });
}

beforeEach(() => signInAs("professionnel"));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("an event's attendees", () => {
  it("sums up each session and lists the registrations in an accessible table", async () => {
    stubApi([attendeesRoute({ status: 200, body: list })]);
    const { container } = renderPage();

    expect(
      await screen.findByRole("heading", { level: 1, name: `Inscrits à «${NBSP}Nuit des musées${NBSP}»` }),
    ).toBeTruthy();
    const first = screen.getByRole("article", { name: `Samedi 12 juin 2027 à 14${NBSP}h${NBSP}30` });
    expect(within(first).getByText("Complet")).toBeTruthy();
    expect(within(first).getByText(domText(`30${NBSP}/${NBSP}30${NBSP}places`))).toBeTruthy();
    expect(within(first).getByText(domText(`3${NBSP}personnes (5${NBSP}places) en attente`))).toBeTruthy();
    expect(within(first).getByText(domText(`8${NBSP}entrées enregistrées`))).toBeTruthy();
    const second = screen.getByRole("article", { name: /^Dimanche 13 juin 2027/ });
    expect(within(second).getByText("Annulée")).toBeTruthy();
    expect(within(second).queryByRole("button", { name: /Annuler la séance/ })).toBeNull();

    const table = screen.getByRole("table", { name: "Inscriptions (3)" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toContain("Demandes particulières");
    const row = within(table).getByRole("row", { name: /Louise Michel/ });
    expect(within(row).getByRole("rowheader").textContent).toBe("Louise Michel");
    expect(within(row).getByText("Confirmée")).toBeTruthy();
    expect(within(row).getByText(domText(`Entrée à 14${NBSP}h${NBSP}32`))).toBeTruthy();
    expect(within(row).getByText("Fauteuil roulant")).toBeTruthy();
    expect(within(table).getByText("Liste d’attente (rang 2)")).toBeTruthy();
    expect(within(table).queryByRole("button", { name: "Annuler l’inscription de Rosa Bonheur" })).toBeNull();
    expect(screen.getByRole("link", { name: "Scanner les billets" })).toHaveProperty("search", "?event=5");
    await expectNoAxeViolations(container);
  });

  it("shows an agent d'accueil the list and the scanner, with nothing to cancel", async () => {
    signInAs("participant", 31, { id: 7, role: "accueil" });
    stubApi([attendeesRoute({ status: 200, body: list })]);
    const { container } = renderPage();
    const table = await screen.findByRole("table", { name: "Inscriptions (3)" });
    expect(within(table).getByRole("row", { name: /Louise Michel/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Annuler/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Scanner les billets" })).toHaveProperty("search", "?event=5");
    await expectNoAxeViolations(container);
  });

  it("filters the table by session", async () => {
    stubApi([attendeesRoute({ status: 200, body: list })]);
    renderPage();
    await userEvent.selectOptions(await screen.findByLabelText("Séance affichée"), "4");
    const table = screen.getByRole("table", { name: "Inscriptions (1)" });
    expect(within(table).getByText("Rosa Bonheur")).toBeTruthy();
    expect(within(table).getByText("séance annulée")).toBeTruthy();
  });

  it("cancels a whole session after saying everyone registered will be cancelled", async () => {
    const api = stubApi([
      attendeesRoute({ status: 200, body: list }),
      {
        method: "POST",
        path: "/api/events/5/sessions/3/cancel",
        answer: { status: 200, body: { ...session, state: "cancelled" } },
      },
    ]);
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPage();
    const button = await screen.findByRole("button", {
      name: `Annuler la séance du Samedi 12 juin 2027 à 14${NBSP}h${NBSP}30`,
    });

    await userEvent.click(button);
    expect(confirm.mock.calls[0]?.[0]).toMatch(
      /Toutes les personnes inscrites \(17\), liste d’attente comprise/,
    );
    expect(api.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    await userEvent.click(button);
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(api.mock.calls.filter(([input]) => String(input).endsWith("/sessions/3/cancel"))).toHaveLength(1);
    // The list is asked again once the session is cancelled.
    expect(api.mock.calls.filter(([input]) => String(input).endsWith("/events/5/attendees")).length).toBe(2);
  });

  it("cancels one registration as the organiser", async () => {
    const api = stubApi([
      attendeesRoute({ status: 200, body: list }),
      {
        method: "POST",
        path: "/api/participations/40/cancel",
        answer: { status: 409, body: { error: bookingMessages.alreadyCancelled, code: "CONFLICT" } },
      },
    ]);
    vi.spyOn(window, "confirm").mockReturnValue(true);
    renderPage();
    await userEvent.click(
      await screen.findByRole("button", { name: "Annuler l’inscription de Louise Michel" }),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Impossible d’annuler l’inscription.",
        bookingMessages.alreadyCancelled,
      ),
    );
    expect(api.mock.calls.some(([input]) => String(input).endsWith("/api/participations/40/cancel"))).toBe(
      true,
    );
  });

  it("downloads the CSV with the token and the server's file name", async () => {
    const csv = "\ufeffNom;Prénom\nMichel;Louise\n";
    const api = stubApi([attendeesRoute({ status: 200, body: list })]);
    const fetchJson = api.getMockImplementation();
    api.mockImplementation(async (input, init) => {
      if (String(input).includes("attendees.csv")) {
        return new Response(csv, {
          status: 200,
          headers: {
            "Content-Type": "text/csv; charset=utf-8",
            "Content-Disposition": 'attachment; filename="inscrits-evenement-5.csv"',
          },
        });
      }
      return fetchJson!(input, init);
    });
    const created: Blob[] = [];
    vi.stubGlobal(
      "URL",
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          created.push(blob);
          return "blob:csv";
        },
        revokeObjectURL: vi.fn(),
      }),
    );
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderPage("/events/5/inscrits?seance=3");
    await userEvent.click(await screen.findByRole("button", { name: "Exporter en CSV" }));

    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe("inscrits-evenement-5.csv");
    // The bytes as the server sent them, BOM included (a spreadsheet needs it to read UTF-8).
    expect(new Uint8Array(await created[0]!.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    expect(await created[0]?.text()).toBe(csv.slice(1));
    const [url, init] = api.mock.calls.find(([input]) => String(input).includes("attendees.csv")) ?? [];
    expect(String(url)).toBe("/api/events/5/attendees.csv?session_id=3");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer token-7");
  });

  it("says plainly when the event is someone else's", async () => {
    stubApi([
      attendeesRoute({ status: 403, body: { error: bookingMessages.notOwnEvent, code: "FORBIDDEN" } }),
    ]);
    renderPage();
    expect(await screen.findByText("Cet événement n’est pas le vôtre")).toBeTruthy();
    expect(screen.getByText(bookingMessages.notOwnEvent)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("opens the door scanner as a new page, whose document is the one granted the camera (decision 041)", async () => {
    stubApi([attendeesRoute({ status: 200, body: list })]);
    const { router } = renderPage();
    const link = await screen.findByRole("link", { name: "Scanner les billets" });
    // The router leaves the click to the browser (a document load), which jsdom cannot do.
    let leftToTheBrowser = false;
    const recordDefault = (event: MouseEvent) => {
      leftToTheBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener("click", recordDefault);
    try {
      await userEvent.click(link);
    } finally {
      document.removeEventListener("click", recordDefault);
    }
    expect(leftToTheBrowser).toBe(true);
    expect(router.state.location.pathname).toBe("/events/5/inscrits");
  });

  it("is closed to participants", () => {
    signInAs("participant");
    stubApi([]);
    renderPage();
    expect(screen.getByText("Réservé aux comptes professionnels")).toBeTruthy();
  });
});

/** A phone: matchMedia says the screen is narrower than DSFR's "md" breakpoint. */
function onAPhone() {
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe("an event's attendees on a phone and on a computer (issue 33)", () => {
  it("shows one card per registration on a phone, with every field and the cancel action", async () => {
    onAPhone();
    stubApi([
      attendeesRoute({ status: 200, body: list }),
      { method: "POST", path: "/api/participations/40/cancel", answer: { status: 200, body: {} } },
    ]);
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const { container } = renderPage();
    const card = await screen.findByRole("article", { name: "Louise Michel" });
    expect(screen.queryByRole("table")).toBeNull();
    expect(within(card).getByRole("heading", { level: 3, name: "Louise Michel" })).toBeTruthy();
    expect(within(card).getByRole("link", { name: "louise@example.fr" }).getAttribute("href")).toBe(
      "mailto:louise@example.fr",
    );
    expect(within(card).getByRole("link", { name: "06 12 34 56 78" }).getAttribute("href")).toBe(
      "tel:0612345678",
    );
    expect(within(card).getByText("Confirmée")).toBeTruthy();
    expect(within(card).getByText(domText(`Entrée à 14${NBSP}h${NBSP}32`))).toBeTruthy();
    expect(within(card).getByText("Fauteuil roulant")).toBeTruthy();
    // Both sessions are listed: each card says its own.
    expect(within(card).getByText(domText(`Samedi 12 juin 2027 à 14${NBSP}h${NBSP}30`))).toBeTruthy();
    const cancel = within(card).getByRole("button", { name: "Annuler l’inscription de Louise Michel" });
    await userEvent.click(cancel);
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining("Louise Michel"));
    // A cancelled registration has nothing left to cancel.
    const rosa = screen.getByRole("article", { name: "Rosa Bonheur" });
    expect(within(rosa).queryByRole("button")).toBeNull();
    expect(within(rosa).getByText("séance annulée")).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("groups e-mail and phone in one « Contact » column so that the table fits a computer", async () => {
    stubApi([attendeesRoute({ status: 200, body: list })]);
    renderPage();
    const table = await screen.findByRole("table", { name: "Inscriptions (3)" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(headers).toEqual([
      "Nom",
      "Statut",
      "Places",
      "Entrée",
      "Séance",
      "Contact",
      "Demandes particulières",
      "Actions",
    ]);
    const row = within(table).getByRole("row", { name: /Louise Michel/ });
    expect(within(row).getByRole("link", { name: "louise@example.fr" })).toBeTruthy();
    expect(within(row).getByRole("link", { name: "06 12 34 56 78" })).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Annuler l’inscription de Louise Michel" })).toBeTruthy();
  });

  it("says « Aucune personne en attente » under a session nobody waits for", async () => {
    stubApi([
      attendeesRoute({
        status: 200,
        body: { ...list, sessions: [{ ...session, waitlist_entries: 0, waitlist_places: 0 }] },
      }),
    ]);
    renderPage();
    expect(await screen.findByText("Aucune personne en attente")).toBeTruthy();
    expect(screen.queryByText("Personne en attente")).toBeNull();
  });
});
