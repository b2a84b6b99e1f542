import {
  eventMessages,
  moderationMessages,
  participationMessages,
  sessionMessages,
  shareMessages,
  ticketMessages,
} from "@culture-patrimoine/contract/messages";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import type { SessionResponse } from "@culture-patrimoine/contract/schemas/event-session";
import type { ProgramResponse } from "@culture-patrimoine/contract/schemas/program";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { domText } from "../../test/dom-text.ts";
import { eventFixture, ownEventFixture, sessionFixture } from "../../test/event-fixtures.ts";
import { expectNoAxeViolations, fill, renderAt, signInAs, stubApi } from "../../test/form-test-harness.tsx";
import { participationFixture } from "../../test/participation-fixtures.ts";
import { EventDetailPage } from "./event-detail-page.tsx";
import { EventRegisterPage } from "./event-register-page.tsx";
import { PaymentConfirmationPage } from "./payment-confirmation-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const concert: EventResponse = eventFixture({
  id: 3,
  title: "Concert d'orgue",
  description: "Bach et Franck.",
  category: "Musique",
  date_start: "2030-06-14T18:30:00.000Z",
  date_end: "2030-06-14T20:30:00.000Z",
  price: 12,
  lieu_id: 1,
  user_id: 7,
  organisation_id: 7,
  lieu: { id: 1, nom: "Église Saint-Eustache", ville: "Paris" },
});

function line(id: number, start: string, title: string): ProgramResponse {
  return {
    id,
    date: "2030-06-14",
    start_time: start,
    end_time: "23:00",
    title,
    description: null,
    category: null,
    event_id: 3,
    event: { id: 3, title: concert.title, user_id: 7, organisation_id: 7, lieu: concert.lieu },
  };
}

const participation = participationFixture({
  id: 61,
  nom: "Durand",
  prenom: "Camille",
  email: "camille@example.fr",
  telephone: "0612345678",
  nombre_places: 2,
  motivation: "Bach.",
  montant_paye: 24,
  payment_status: "on_site",
  event_id: 3,
  ticket_code: "ticket-61",
  created_at: "2026-06-15T10:00:00.000Z",
  session_id: 300,
  session: { id: 300, starts_at: concert.date_start, ends_at: concert.date_end, cancelled_at: null },
  cancellable_until: "2030-06-12T18:30:00.000Z",
  Event: { id: 3, title: concert.title, date_start: concert.date_start, date_end: concert.date_end },
});

function stubEventApi(event: EventResponse | null, lines: ProgramResponse[] = []) {
  return stubApi([
    {
      method: "GET",
      path: /^\/api\/events\/\d+$/,
      answer: event
        ? { status: 200, body: event }
        : { status: 404, body: { error: eventMessages.notFound, code: "NOT_FOUND" } },
    },
    {
      method: "GET",
      path: "/api/programs",
      answer: { status: 200, body: lines, headers: { "X-Total-Count": String(lines.length) } },
    },
    { method: "POST", path: "/api/participations", answer: { status: 201, body: participation } },
    {
      method: "GET",
      path: /^\/api\/users\/\d+$/,
      answer: {
        status: 200,
        body: {
          id: 7,
          first_name: "Henri",
          last_name: "Langlois",
          email: "henri@example.fr",
          phone: "06 99 88 77 66",
          address: null,
          city: null,
          organization: null,
          siret: null,
          description: null,
          role: "participant",
          created_at: "2026-01-01T10:00:00.000Z",
        },
      },
    },
  ]);
}

describe("EventDetailPage", () => {
  const renderDetail = (url = "/events/3") => renderAt(<EventDetailPage />, { pattern: "/events/:id", url });

  it("shows the event and its programme lines in time order, with the register button", async () => {
    stubEventApi(concert, [line(2, "21:10", "Seconde partie"), line(1, "20:30", "Première partie")]);
    const { container } = renderDetail();
    await screen.findByRole("heading", { level: 1, name: "Concert d'orgue" });
    await screen.findByText("Première partie");
    const titles = [...container.querySelectorAll(".cp-programme__line strong")].map(
      (node) => node.textContent,
    );
    expect(titles).toEqual(["Première partie", "Seconde partie"]);
    expect(screen.getByText("Église Saint-Eustache, Paris")).toBeTruthy();
    expect(screen.getByRole("link", { name: "S’inscrire" }).getAttribute("href")).toBe("/events/3/register");
    expect(screen.queryByRole("link", { name: "Modifier" })).toBeNull();
    expect(document.title).toContain("Concert d'orgue");
    await expectNoAxeViolations(container);
  });

  it("offers 'Modifier' to the owner", async () => {
    stubEventApi(concert);
    signInAs("professionnel", 7);
    renderDetail();
    expect((await screen.findByRole("link", { name: "Modifier" })).getAttribute("href")).toBe(
      "/events/edit/3",
    );
  });

  it("offers an éditeur of the event's organisation 'Modifier' and the attendees, whatever their account", async () => {
    stubEventApi(concert);
    signInAs("participant", 31, { id: 7, role: "editeur" });
    renderDetail();
    expect((await screen.findByRole("link", { name: "Modifier" })).getAttribute("href")).toBe(
      "/events/edit/3",
    );
    expect(screen.getByRole("link", { name: "Voir les inscrits" }).getAttribute("href")).toBe(
      "/events/3/inscrits",
    );
  });

  it("offers an agent d'accueil the attendees, not 'Modifier'", async () => {
    stubEventApi(concert);
    signInAs("participant", 31, { id: 7, role: "accueil" });
    renderDetail();
    expect(await screen.findByRole("link", { name: "Voir les inscrits" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Modifier" })).toBeNull();
  });

  it("offers neither to an éditeur of another organisation", async () => {
    stubEventApi(concert);
    signInAs("professionnel", 8, { role: "editeur" });
    renderDetail();
    await screen.findByRole("link", { name: "S’inscrire" });
    expect(screen.queryByRole("link", { name: "Modifier" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Voir les inscrits" })).toBeNull();
  });

  it("hides the register button once the event is over", async () => {
    stubEventApi({ ...concert, date_start: "2020-01-01T10:00:00.000Z", date_end: null });
    renderDetail();
    await screen.findByText(domText(participationMessages.eventOver));
    expect(screen.queryByRole("link", { name: "S’inscrire" })).toBeNull();
  });

  it("lists the upcoming sessions with what is left and a link to register to each, past ones folded", async () => {
    const session = (id: number, start: string, more: Partial<SessionResponse> = {}) =>
      sessionFixture({
        id,
        event_id: 3,
        starts_at: start,
        ends_at: start.replace("T14:00", "T15:30"),
        ...more,
      });
    const sessions = [
      session(10, "2026-02-28T14:00:00+01:00", { state: "past" }),
      session(11, "2030-03-02T14:00:00+01:00", { capacity: 20, places_taken: 17, places_left: 3 }),
      session(12, "2030-03-09T14:00:00+01:00", {
        capacity: 20,
        places_taken: 20,
        places_left: 0,
        state: "full",
      }),
      session(13, "2030-03-16T14:00:00+01:00", {
        state: "cancelled",
        cancelled_at: "2030-01-01T10:00:00+01:00",
      }),
      session(14, "2030-03-23T14:00:00+01:00", { capacity: 100, places_taken: 10, places_left: 90 }),
    ];
    stubEventApi({ ...concert, sessions, next_session: sessions[1] ?? null });
    const { container } = renderDetail();
    const list = within(await screen.findByRole("region", { name: sessionMessages.listTitle }));
    const items = within(list.getAllByRole("list")[0] as HTMLElement).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(
        `Samedi 2 mars 2030, 14\u00a0h\u00a000 – 15\u00a0h\u00a030${sessionMessages.placesLeft(3)}`,
      ),
      expect.stringContaining(sessionMessages.full),
      expect.stringContaining(sessionMessages.cancelled),
      expect.not.stringMatching(/Plus que|Complet|Annulée/),
    ]);
    const links = list.getAllByRole("link", { name: /S’inscrire|liste d’attente/i });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/events/3/register?seance=11",
      "/events/3/register?seance=12",
      "/events/3/register?seance=14",
    ]);
    // Each session not cancelled has its own calendar file (« Ajouter à mon agenda »).
    const calendars = list.getAllByRole("link", { name: new RegExp(shareMessages.addSessionToCalendar) });
    expect(calendars.map((link) => link.getAttribute("href"))).toEqual([
      "/api/events/3/calendar.ics?session=11",
      "/api/events/3/calendar.ics?session=12",
      "/api/events/3/calendar.ics?session=14",
    ]);
    expect(calendars[0]?.textContent).toContain("(Samedi 2 mars 2030");
    expect(links[0]?.textContent).toContain("S’inscrire");
    expect(links[1]?.textContent).toContain(sessionMessages.joinWaitlist);
    expect(container.querySelector(".cp-event-facts__list dd")?.textContent).toBe(
      sessionMessages.sessionsSpan(5, "samedi 28 février 2026", "samedi 23 mars 2030"),
    );
    // The past session is folded under its own summary, not among the upcoming ones.
    expect(screen.getByText(sessionMessages.pastSessions(1)).tagName).toBe("SUMMARY");
    // The main button leads to the list rather than to one session.
    expect(screen.getByRole("link", { name: sessionMessages.chooseSession }).getAttribute("href")).toBe(
      "#seances",
    );
    expect(screen.queryByRole("link", { name: "S’inscrire" })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("says what is left of the places of an event of one session", async () => {
    const only = sessionFixture({
      id: 300,
      event_id: 3,
      starts_at: concert.date_start,
      capacity: 50,
      places_left: 0,
      places_taken: 50,
      state: "full",
    });
    stubEventApi({ ...concert, sessions: [only], next_session: only });
    renderDetail();
    expect((await screen.findByTestId("event-places")).textContent).toBe(sessionMessages.full);
    expect(screen.getByRole("link", { name: "S’inscrire" }).getAttribute("href")).toBe("/events/3/register");
  });

  it("offers no registration when the only session is cancelled", async () => {
    const only = sessionFixture({ id: 300, event_id: 3, starts_at: concert.date_start, state: "cancelled" });
    stubEventApi({ ...concert, sessions: [only], next_session: null });
    renderDetail();
    expect((await screen.findByTestId("event-places")).textContent).toBe(sessionMessages.cancelled);
    expect(screen.queryByRole("link", { name: "S’inscrire" })).toBeNull();
  });

  it("says when the event does not exist", async () => {
    stubEventApi(null);
    renderDetail("/events/99");
    expect(await screen.findByRole("heading", { level: 1, name: eventMessages.notFound })).toBeTruthy();
  });

  it("shows its owner an event waiting for approval, with the notice of its state (issue 29)", async () => {
    const notFound = { status: 404, body: { error: eventMessages.notFound, code: "NOT_FOUND" } };
    const api = stubApi([
      { method: "GET", path: "/api/events/3", answer: notFound },
      {
        method: "GET",
        path: "/api/events/3/preview",
        answer: { status: 200, body: ownEventFixture({ ...concert, moderation_status: "pending" }) },
      },
      {
        method: "GET",
        path: "/api/programs/preview",
        answer: { status: 200, body: [], headers: { "X-Total-Count": "0" } },
      },
    ]);
    signInAs("professionnel", 7);
    const { container } = renderDetail();
    await screen.findByRole("heading", { level: 1, name: "Concert d'orgue" });
    expect(
      screen.getByRole("heading", { level: 2, name: moderationMessages.noticeTitle.pending }),
    ).toBeTruthy();
    expect(container.textContent).toContain(moderationMessages.noticeText.pending);
    expect(await screen.findByRole("link", { name: "Modifier" })).toBeTruthy();
    const asked = api.mock.calls.map(([input]) => new URL(String(input), "http://localhost").pathname);
    expect(asked).toContain("/api/events/3/preview");
    await expectNoAxeViolations(container);
  });

  it("shows its owner the programme of a held event, which the public list leaves out (issue 29)", async () => {
    const notFound = { status: 404, body: { error: eventMessages.notFound, code: "NOT_FOUND" } };
    const lines = [line(2, "21:10", "Seconde partie"), line(1, "20:30", "Première partie")];
    const api = stubApi([
      { method: "GET", path: "/api/events/3", answer: notFound },
      {
        method: "GET",
        path: "/api/events/3/preview",
        answer: { status: 200, body: ownEventFixture({ ...concert, moderation_status: "refused" }) },
      },
      {
        method: "GET",
        path: "/api/programs/preview",
        answer: { status: 200, body: lines, headers: { "X-Total-Count": "2" } },
      },
    ]);
    signInAs("professionnel", 7);
    const { container } = renderDetail();
    await screen.findByText("Première partie");
    const titles = [...container.querySelectorAll(".cp-programme__line strong")].map(
      (node) => node.textContent,
    );
    expect(titles).toEqual(["Première partie", "Seconde partie"]);
    const asked = api.mock.calls.map(([input]) => new URL(String(input), "http://localhost"));
    const previewCall = asked.find((url) => url.pathname === "/api/programs/preview");
    expect(previewCall?.searchParams.get("event_id")).toBe("3");
    expect(asked.map((url) => url.pathname)).not.toContain("/api/programs");
    const [, init] = api.mock.calls.find(([input]) => String(input).includes("/api/programs/preview")) ?? [];
    expect(new Headers(init?.headers).get("authorization")).toMatch(/^Bearer /);
    await expectNoAxeViolations(container);
  });

  it("says « introuvable » to a signed-in reader the preview refuses, and asks no preview anonymously", async () => {
    const notFound = { status: 404, body: { error: eventMessages.notFound, code: "NOT_FOUND" } };
    const api = stubApi([
      { method: "GET", path: "/api/events/3", answer: notFound },
      { method: "GET", path: "/api/events/3/preview", answer: notFound },
    ]);
    renderDetail();
    expect(await screen.findByRole("heading", { level: 1, name: eventMessages.notFound })).toBeTruthy();
    const paths = () => api.mock.calls.map(([input]) => new URL(String(input), "http://localhost").pathname);
    expect(paths()).not.toContain("/api/events/3/preview");
    cleanup();
    signInAs("participant", 12);
    renderDetail();
    expect(await screen.findByRole("heading", { level: 1, name: eventMessages.notFound })).toBeTruthy();
    expect(paths()).toContain("/api/events/3/preview");
  });

  it("shows SPEC's message when the event cannot be loaded", async () => {
    stubApi([
      {
        method: "GET",
        path: "/api/events/3",
        answer: { status: 500, body: { error: "x", code: "INTERNAL_ERROR" } },
      },
    ]);
    renderDetail();
    expect(await screen.findByText(eventMessages.loadFailed)).toBeTruthy();
  });
});

describe("EventRegisterPage", () => {
  const renderRegister = () =>
    renderAt(<EventRegisterPage />, { pattern: "/events/:id/register", url: "/events/3/register" });

  it("prefills a member's details, phone included", async () => {
    stubEventApi(concert);
    signInAs("participant", 7);
    renderRegister();
    await waitFor(() => expect(screen.getByLabelText("Prénom")).toHaveProperty("value", "Henri"));
    expect(screen.getByLabelText(/^Email/)).toHaveProperty("value", "henri@example.fr");
    expect(screen.getByLabelText(/^Téléphone/)).toHaveProperty("value", "06 99 88 77 66");
  });

  it("keeps an anonymous registrant's ticket code and opens the confirmation", async () => {
    stubEventApi(concert);
    renderRegister();
    await screen.findByLabelText("Prénom");
    fill(screen.getByLabelText("Prénom"), "Camille");
    fill(screen.getByLabelText("Nom"), "Durand");
    fill(screen.getByLabelText(/^Email/), "camille@example.fr");
    fill(screen.getByLabelText(/^Téléphone/), "0612345678");
    fill(screen.getByLabelText(/^Motivation/), "Bach.");
    fireEvent.click(screen.getByRole("button", { name: "Confirmer mon inscription" }));
    expect(await screen.findByText("Page suivante : /payment-confirmation/61")).toBeTruthy();
    expect(window.sessionStorage.getItem("participation-ticket:61")).toBe("ticket-61");
  });

  it("chooses the session of the address (?seance=) among the event's", async () => {
    const sessions = [
      sessionFixture({ id: 301, event_id: 3, starts_at: "2030-06-14T20:30:00+02:00" }),
      sessionFixture({ id: 302, event_id: 3, starts_at: "2030-06-21T20:30:00+02:00" }),
    ];
    stubEventApi({ ...concert, sessions, next_session: sessions[0] ?? null });
    renderAt(<EventRegisterPage />, {
      pattern: "/events/:id/register",
      url: "/events/3/register?seance=302",
    });
    const select = (await screen.findByLabelText(/^Séance/)) as HTMLSelectElement;
    expect(select.value).toBe("302");
  });

  it("goes to the simulated checkout after an online registration", async () => {
    const api = stubEventApi({ ...concert, payment_mode: "online" });
    api.mockImplementation(async (input, init = {}) => {
      const path = new URL(String(input), "http://localhost").pathname;
      if (path === "/api/events/3") return Response.json({ ...concert, payment_mode: "online" });
      if (path === "/api/participations")
        return Response.json(
          { ...participation, payment_mode: "online", payment_status: "pending" },
          { status: 201 },
        );
      if (path === "/api/tickets/ticket-61/checkout" && init.method === "POST")
        return Response.json({
          provider: "simulation",
          demonstration: true,
          checkout_url: "/paiement-simulation/ticket-61",
        });
      throw new Error(`unexpected call ${path}`);
    });
    renderRegister();
    await screen.findByLabelText("Prénom");
    fill(screen.getByLabelText("Prénom"), "Camille");
    fill(screen.getByLabelText("Nom"), "Durand");
    fill(screen.getByLabelText(/^Email/), "camille@example.fr");
    fill(screen.getByLabelText(/^Téléphone/), "0612345678");
    fill(screen.getByLabelText(/^Motivation/), "Bach.");
    fireEvent.click(screen.getByRole("button", { name: /M’inscrire et payer en ligne/ }));
    expect(await screen.findByText("Page suivante : /paiement-simulation/ticket-61")).toBeTruthy();
  });
});

describe("PaymentConfirmationPage", () => {
  const renderConfirmation = (url: string) =>
    renderAt(<PaymentConfirmationPage />, { pattern: "/payment-confirmation/:id", url });

  it("reads the registration with this session's ticket code and shows the ticket", async () => {
    window.sessionStorage.setItem("participation-ticket:61", "ticket-61");
    const api = stubApi([
      { method: "GET", path: "/api/participations/61", answer: { status: 200, body: participation } },
    ]);
    const { container } = renderConfirmation("/payment-confirmation/61");
    expect(await screen.findByRole("img", { name: ticketMessages.ticketQrLabel })).toBeTruthy();
    const url = new URL(String(api.mock.calls[0]?.[0]), "http://localhost");
    expect(url.searchParams.get("ticket_code")).toBe("ticket-61");
    expect(screen.getByText(domText(ticketMessages.keepLink))).toBeTruthy();
    expect(screen.getByTestId("ticket-link")).toHaveProperty("pathname", "/billet/ticket-61");
    expect(screen.getByTestId("ticket-amount").textContent).toMatch(/^24\s€$/);
    expect(screen.getByTestId("ticket-payment").textContent).toBe(ticketMessages.paymentOnSite);
    expect(screen.queryByText(/Payé/)).toBeNull();
    expect(screen.getByText("2 places")).toBeTruthy();
    expect(screen.getByText(ticketMessages.statusConfirmed)).toBeTruthy();
    expect(screen.getByTestId("ticket-code").textContent).toBe("ticket-61");
    await expectNoAxeViolations(container);
  });

  it("explains why someone else's registration is not shown", async () => {
    stubApi([
      {
        method: "GET",
        path: "/api/participations/61",
        answer: { status: 401, body: { error: "x", code: "UNAUTHORIZED" } },
      },
    ]);
    renderConfirmation("/payment-confirmation/61");
    expect(await screen.findByText(domText(participationMessages.notYours))).toBeTruthy();
  });

  it("without an id, says when this browser registered nothing", async () => {
    renderAt(<PaymentConfirmationPage />, { pattern: "/payment-confirmation", url: "/payment-confirmation" });
    expect(await screen.findByText(participationMessages.noRecentRegistration)).toBeTruthy();
  });

  it("without an id, opens this session's last registration", async () => {
    window.sessionStorage.setItem("last-participation-id", "61");
    renderAt(<PaymentConfirmationPage />, { pattern: "/payment-confirmation", url: "/payment-confirmation" });
    expect(await screen.findByText("Page suivante : /payment-confirmation/61")).toBeTruthy();
  });
});
