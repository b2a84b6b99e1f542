import { adminMessages as m } from "@culture-patrimoine/contract/messages";
import type { PlatformFigures } from "@culture-patrimoine/contract/schemas/admin";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations, renderAt, signInAs, stubApi } from "../../test/form-test-harness.tsx";
import { FiguresPage } from "./figures-page.tsx";

const counts = [0, 3, 57, 12, 0, 0, 9, 1200, 4, 0, 2, 42];
const weekStarts = [
  "2026-08-24",
  "2026-08-31",
  "2026-09-07",
  "2026-09-14",
  "2026-09-21",
  "2026-09-28",
  "2026-10-05",
  "2026-10-12",
  "2026-10-19",
  "2026-10-26",
  "2026-11-02",
  "2026-11-09",
];

const figures: PlatformFigures = {
  organisers: { pending: 4, verified: 1532, refused: 2, suspended: 1 },
  suspended_accounts: 3,
  content: [
    { kind: "event", pending: 5, published: 240, refused: 1, unpublished: 2, owner_suspended: 3 },
    { kind: "parcours", pending: 0, published: 31, refused: 0, unpublished: 0, owner_suspended: 0 },
    { kind: "site", pending: 1, published: 88, refused: 0, unpublished: 0, owner_suspended: 0 },
    { kind: "lieu", pending: 2, published: 57, refused: 0, unpublished: 1, owner_suspended: 1 },
  ],
  registrations_per_week: weekStarts.map((week_start, index) => ({
    week_start,
    registrations: counts[index] ?? 0,
    places: (counts[index] ?? 0) * 2,
  })),
};

function figuresRoute(status = 200, body: unknown = figures) {
  return { method: "GET", path: "/api/admin/figures", answer: { status, body } };
}

function renderPage() {
  return renderAt(<FiguresPage />, { pattern: "/admin/chiffres", url: "/admin/chiffres" });
}

const fr = (value: number) => value.toLocaleString("fr-FR");

beforeEach(() => signInAs("administrateur"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("the platform's figures page", () => {
  it("says what the chart shows, names the chart and gives its data table", async () => {
    stubApi([figuresRoute()]);
    const { container } = renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: m.figuresTitle })).toBeTruthy();
    const sentence = await screen.findByText(/^Inscriptions par semaine sur les 12 dernières semaines/);
    expect(sentence.textContent).toBe(
      "Inscriptions par semaine sur les 12 dernières semaines\u00a0: 42\u00a0inscriptions cette semaine, " +
        `${fr(1329)} au total\u00a0; la semaine la plus chargée est celle du 12 octobre (${fr(1200)}\u00a0inscriptions).`,
    );
    const chart = screen.getByRole("img", { name: m.figuresChartName(12) });
    expect(chart.getAttribute("aria-describedby")).toBe(sentence.id);
    // Each bar carries its number: nothing is said by colour alone.
    expect(chart.textContent).toContain(fr(1200));

    expect(screen.getByRole("button", { name: m.figuresShowData })).toBeTruthy();
    const table = screen.getByRole("table", { name: m.figuresWeeksCaption(12) });
    const rows = within(table).getAllByRole("row");
    // The header, twelve weeks, the total.
    expect(rows).toHaveLength(14);
    expect(within(rows[1]!).getByRole("rowheader").textContent).toBe("semaine du 24 août");
    // A week without registrations is a row of zeros, not a gap.
    expect(
      within(rows[1]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["0", "0"]);
    expect(within(rows[8]!).getByRole("rowheader").textContent).toBe("semaine du 12 octobre");
    expect(
      within(rows[8]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([fr(1200), fr(2400)]);
    expect(
      within(rows[13]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([fr(1329), fr(2658)]);
    await expectNoAxeViolations(container);
  });

  it("gives organisers and content in tables with their numbers in French", async () => {
    stubApi([figuresRoute()]);
    renderPage();
    const organisers = await screen.findByRole("table", { name: m.figuresOrganisersCaption });
    const organiserRows = within(organisers)
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.textContent);
    expect(organiserRows).toEqual(["À vérifier4", `Vérifié${fr(1532)}`, "Refusé2", "Dont suspendus1"]);
    expect(screen.getByText(/^Comptes suspendus, tous rôles confondus/).textContent).toBe(
      m.figuresSuspendedAccounts(3),
    );

    const content = screen.getByRole("table", { name: m.figuresContentCaption });
    const events = within(content).getByRole("row", { name: /Événements/ });
    // pending, published, refused, unpublished, total, hidden by a suspension.
    expect(
      within(events)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["5", "240", "1", "2", "248", "3"]);
    expect(
      within(content)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Événements", "Parcours", "Sites", "Lieux"]);
  });

  it("says so in French when the figures cannot be read", async () => {
    stubApi([figuresRoute(500, { error: "Erreur interne", code: "INTERNAL_ERROR" })]);
    renderPage();
    expect(await screen.findByText(m.figuresLoadFailed)).toBeTruthy();
  });
});
