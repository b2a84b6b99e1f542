import { formatSessionStart } from "@culture-patrimoine/contract/french-dates";
import { statisticsMessages as m } from "@culture-patrimoine/contract/messages";
import type { EventStatistics, SeasonStatistics } from "@culture-patrimoine/contract/schemas/statistics";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations, renderAt, signInAs, stubApi } from "../../test/form-test-harness.tsx";
import { EventStatisticsPage } from "./event-statistics-page.tsx";
import { SeasonStatisticsPage } from "./season-statistics-page.tsx";

const places = {
  capacity: 15,
  places_taken: 10,
  fill_rate: 0.6667,
  checked_in: 2,
  no_shows: 3,
  waitlisted: 2,
  cancelled: 1,
};

const days = [
  { day: "2026-11-21", registrations: 1, places: 2, cancellations: 0 },
  { day: "2026-11-22", registrations: 2, places: 4, cancellations: 0 },
  { day: "2026-11-23", registrations: 0, places: 0, cancellations: 1 },
];

const season: SeasonStatistics = {
  from: "2026-11-21",
  to: "2026-11-23",
  days,
  events: [
    {
      id: 12,
      title: "Concert d’automne",
      first_session: "2026-11-25T19:00:00+01:00",
      sessions: 2,
      ...places,
    },
  ],
  totals: { events: 1, sessions: 2, registrations: 5, ...places },
  parcours: [{ id: 3, title: "Les quais", participants: 7 }],
  lieux: [{ id: 4, nom: "Halle aux grains", ville: "Blois", events: 3 }],
};

const emptySeason: SeasonStatistics = {
  ...season,
  days: days.map((day) => ({ ...day, registrations: 0, places: 0, cancellations: 0 })),
  events: [],
  totals: { ...season.totals, events: 0, sessions: 0, registrations: 0, capacity: 0, fill_rate: null },
  parcours: [],
  lieux: [],
};

const eventStats: EventStatistics = {
  event: { id: 12, title: "Concert d’automne" },
  from: "2026-11-21",
  to: "2026-11-23",
  days,
  sessions: [
    {
      id: 1,
      starts_at: "2026-11-25T19:00:00+01:00",
      ends_at: "2026-11-25T21:00:00+01:00",
      session_cancelled: false,
      capacity: 10,
      places_taken: 5,
      fill_rate: 0.5,
      checked_in: 2,
      no_shows: 3,
      waitlisted: 0,
      cancelled: 1,
    },
    {
      id: 2,
      starts_at: "2026-12-05T19:00:00+01:00",
      ends_at: null,
      session_cancelled: false,
      capacity: 5,
      places_taken: 5,
      fill_rate: 1,
      checked_in: 0,
      no_shows: 0,
      waitlisted: 2,
      cancelled: 0,
    },
  ],
  totals: { events: 1, sessions: 2, registrations: 5, ...places },
};

const answer = (path: string | RegExp, body: unknown, status = 200) => ({
  method: "GET",
  path,
  answer: { status, body },
});

beforeEach(() => signInAs("professionnel"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("the season's statistics page", () => {
  it("says what each chart shows, names it and gives its data table", async () => {
    const api = stubApi([answer("/api/statistics/season", season)]);
    const { container } = renderAt(<SeasonStatisticsPage />, {
      pattern: "/statistiques",
      url: "/statistiques?from=2026-11-21&to=2026-11-23",
    });
    const sentence = await screen.findByText(/^Inscriptions par jour sur 3 jours/);
    expect(sentence.textContent).toBe(
      "Inscriptions par jour sur 3\u00a0jours\u00a0: 3\u00a0inscriptions au total\u00a0; le jour le plus chargé est le 22 novembre (2\u00a0inscriptions).",
    );
    const daysChart = screen.getByRole("img", { name: m.daysChartName(3) });
    expect(daysChart.getAttribute("aria-describedby")).toBe(sentence.id);
    const daysTable = screen.getByRole("table", { name: m.daysCaption });
    expect(within(daysTable).getAllByRole("row")).toHaveLength(4);
    expect(within(daysTable).getByRole("rowheader", { name: "23 novembre 2026" })).toBeTruthy();

    // Fill rate: its bar says the percentage in text, its table the capacity.
    const fillChart = screen.getByRole("img", { name: m.fillChartName });
    expect(fillChart.textContent).toContain("67\u00a0%");
    const fillTable = screen.getByRole("table", { name: m.fillCaption });
    const concert = within(fillTable).getByRole("row", { name: /Concert d’automne/ });
    expect(
      within(concert)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["15", "10", "67\u00a0%"]);
    expect(
      within(fillTable)
        .getByRole("link", { name: /Concert d’automne/ })
        .getAttribute("href"),
    ).toBe("/events/12/statistiques");

    // Check-ins against no-shows: hatched and solid bars, each told in words.
    const doorChart = screen.getByRole("img", { name: m.doorChartName });
    expect(doorChart.textContent).toContain("2\u00a0entrées, 3\u00a0absents");
    expect(container.textContent).toContain(m.legendNoShows);
    const doorTable = screen.getByRole("table", { name: m.doorCaption });
    expect(within(doorTable).getAllByRole("row")).toHaveLength(3);

    expect(screen.getByRole("table", { name: m.parcoursCaption }).textContent).toContain("Les quais");
    expect(screen.getByRole("table", { name: m.lieuxCaption }).textContent).toContain("Halle aux grains");
    // The period of the address is the one asked and shown in the filter.
    expect(new URL(String(api.mock.calls[0]?.[0]), "http://localhost").search).toBe(
      "?from=2026-11-21&to=2026-11-23",
    );
    expect((screen.getByLabelText(m.filterFrom) as HTMLInputElement).value).toBe("2026-11-21");
    await expectNoAxeViolations(container);
  });

  it("says so when no session of the organisation's events falls in the period", async () => {
    stubApi([answer("/api/statistics/season", emptySeason)]);
    renderAt(<SeasonStatisticsPage />, { pattern: "/statistiques", url: "/statistiques" });
    expect(await screen.findByText(m.emptySeason)).toBeTruthy();
    expect(screen.getByText(/aucune inscription\.$/)).toBeTruthy();
    expect(screen.queryByRole("img", { name: m.fillChartName })).toBeNull();
    expect(screen.getByText(m.parcoursEmpty)).toBeTruthy();
  });

  it("refuses a reversed period before asking the API", async () => {
    const api = stubApi([answer("/api/statistics/season", season)]);
    renderAt(<SeasonStatisticsPage />, { pattern: "/statistiques", url: "/statistiques" });
    await screen.findByRole("img", { name: m.fillChartName });
    const from = screen.getByLabelText(m.filterFrom) as HTMLInputElement;
    fireEvent.change(from, { target: { value: "2026-12-31" } });
    fireEvent.click(screen.getByRole("button", { name: m.filterSubmit }));
    expect(await screen.findByText(m.rangeReversed)).toBeTruthy();
    expect(api.mock.calls).toHaveLength(1);
  });

  it("tells an agent d'accueil why the statistics are not theirs (403)", async () => {
    stubApi([
      answer(
        "/api/statistics/season",
        {
          error:
            "Votre rôle dans l’organisation (agent d’accueil) ne permet pas de modifier sa programmation.",
          code: "FORBIDDEN",
        },
        403,
      ),
    ]);
    renderAt(<SeasonStatisticsPage />, { pattern: "/statistiques", url: "/statistiques" });
    expect(await screen.findByRole("heading", { name: m.forbiddenTitle })).toBeTruthy();
    expect(screen.getByText(m.forbidden)).toBeTruthy();
    expect(screen.queryByRole("button", { name: m.exportCsv })).toBeNull();
  });
});

describe("an event's statistics page", () => {
  it("shows its sessions' fill rates and door, each chart with its sentence and table", async () => {
    stubApi([answer("/api/events/12/statistics", eventStats)]);
    const { container } = renderAt(<EventStatisticsPage />, {
      pattern: "/events/:id/statistiques",
      url: "/events/12/statistiques",
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: m.eventTitle("Concert d’automne") }),
    ).toBeTruthy();
    const fillChart = screen.getByRole("img", { name: m.fillChartName });
    expect(fillChart.textContent).toContain("25 nov. 19\u00a0h");
    expect(fillChart.textContent).toContain("100\u00a0%");
    expect(screen.getByText(/^Taux de remplissage de 2 séances : 67 %/)).toBeTruthy();
    const fillTable = screen.getByRole("table", { name: m.fillCaption });
    expect(
      within(fillTable)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual([
      formatSessionStart("2026-11-25T19:00:00+01:00"),
      formatSessionStart("2026-12-05T19:00:00+01:00"),
      m.columns.total,
    ]);
    expect(screen.getByRole("button", { name: m.exportCsv })).toBeTruthy();
    expect(screen.getByRole("link", { name: m.attendeesLink }).getAttribute("href")).toBe(
      "/events/12/inscrits",
    );
    await expectNoAxeViolations(container);
  });

  it("says another organisation's event is not the member's (403)", async () => {
    stubApi([answer("/api/events/13/statistics", { error: m.eventNotYours, code: "FORBIDDEN" }, 403)]);
    renderAt(<EventStatisticsPage />, {
      pattern: "/events/:id/statistiques",
      url: "/events/13/statistiques",
    });
    expect(await screen.findByRole("heading", { name: m.forbiddenTitle })).toBeTruthy();
    expect(screen.getByText(m.eventNotYours)).toBeTruthy();
  });

  it("says an unknown event is unknown (404)", async () => {
    stubApi([
      answer("/api/events/99/statistics", { error: "Événement introuvable", code: "NOT_FOUND" }, 404),
    ]);
    renderAt(<EventStatisticsPage />, {
      pattern: "/events/:id/statistiques",
      url: "/events/99/statistiques",
    });
    expect(await screen.findByRole("heading", { name: m.notFound })).toBeTruthy();
  });
});
