import { paths } from "@culture-patrimoine/contract/routes";
import {
  OPEN_DATA_DATASETS,
  OPEN_DATA_LICENCE,
  type OpenDataCatalog,
} from "@culture-patrimoine/contract/schemas/open-data";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations, renderAt, stubApi } from "../../test/form-test-harness.tsx";
import { OpenDataPage } from "./open-data-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const catalog: OpenDataCatalog = {
  title: "Données ouvertes de Culture & Patrimoine",
  licence: { ...OPEN_DATA_LICENCE },
  source: "Culture & Patrimoine, ministère de la Culture",
  max_age_seconds: 600,
  datasets: OPEN_DATA_DATASETS.map((dataset, index) => ({
    id: dataset.id,
    title: dataset.title,
    description: dataset.description,
    url: `/api/open-data/${dataset.id}.csv`,
    media_type: "text/csv",
    rows: index === 0 ? 12_345 : index,
    last_modified: index === 1 ? null : "2026-11-23T14:32:00+01:00",
    columns: dataset.columns.map((column) => ({ ...column })),
  })),
};

function renderPage() {
  return renderAt(<OpenDataPage />, { pattern: paths.openData.pattern, url: paths.openData.getHref() });
}

const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

describe("open data page", () => {
  it("has one h1, a section per file and no accessibility violation", async () => {
    stubApi([{ method: "GET", path: "/api/open-data", answer: { status: 200, body: catalog } }]);
    const { container } = renderPage();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Données ouvertes");
    await screen.findByText(/12.345.lignes/);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      "Licence et réutilisation",
      "Ce que contiennent les fichiers",
      "Format et mise à jour",
      ...OPEN_DATA_DATASETS.map((dataset) => dataset.title),
    ]);
    await expectNoAxeViolations(container);
  });

  it("offers each file by a link that names it and its format, with its figures and its columns", async () => {
    stubApi([{ method: "GET", path: "/api/open-data", answer: { status: 200, body: catalog } }]);
    renderPage();
    await screen.findByText(/12.345.lignes/);
    for (const dataset of OPEN_DATA_DATASETS) {
      const section = screen.getByRole("region", { name: dataset.title });
      const link = within(section).getByRole("link", { name: `Télécharger ${dataset.noun} (CSV)` });
      expect(link.getAttribute("href")).toBe(`/api/open-data/${dataset.id}.csv`);
      expect(link.hasAttribute("download")).toBe(true);
      expect(within(section).getByText(dataset.description)).toBeTruthy();
      const table = within(section).getByRole("table");
      expect(plain(within(table).getByText(/^Colonnes du fichier/).textContent)).toBe(
        `Colonnes du fichier « ${dataset.title} », dans l’ordre du fichier`,
      );
      // Each column is a row headed by its name, in the file's order.
      expect(
        within(table)
          .getAllByRole("rowheader")
          .map((cell) => cell.textContent),
      ).toEqual(dataset.columns.map((column) => column.name));
      expect(
        within(section).getByText(`Licence\u00a0: ${OPEN_DATA_LICENCE.name}`, { normalizer: (text) => text }),
      ).toBeTruthy();
    }
    const events = screen.getByRole("region", { name: "Événements" });
    expect(plain(events.textContent)).toContain("Nombre de lignes : 12 345 lignes");
    expect(plain(events.textContent)).toContain("Dernière modification : lundi 23 novembre 2026 à 14 h 32");
    expect(plain(events.textContent)).toContain("Mise à jour : en continu");
    const sessions = screen.getByRole("region", { name: "Séances" });
    expect(plain(sessions.textContent)).toContain("Nombre de lignes : 1 ligne");
    expect(plain(sessions.textContent)).toContain("Dernière modification : aucune ligne pour le moment");
  });

  it("states the licence, the source to cite and what the files leave out, as the legal notice says", async () => {
    stubApi([{ method: "GET", path: "/api/open-data", answer: { status: 200, body: catalog } }]);
    renderPage();
    const licence = screen.getByRole("region", { name: "Licence et réutilisation" });
    expect(within(licence).getByRole("link", { name: OPEN_DATA_LICENCE.name }).getAttribute("href")).toBe(
      OPEN_DATA_LICENCE.url,
    );
    expect(licence.textContent).toContain("(«\u00a0Culture & Patrimoine, ministère de la Culture\u00a0»)");
    const content = screen.getByRole("region", { name: "Ce que contiennent les fichiers" });
    expect(content.textContent).toMatch(/descriptions et les photographies publiées par les organisateurs/);
    expect(content.textContent).toMatch(/les inscriptions, ni rien qui concerne les participants/);
    expect(within(content).getByRole("link", { name: "mentions légales" }).getAttribute("href")).toBe(
      "/mentions-legales#propriete-intellectuelle",
    );
    const format = screen.getByRole("region", { name: "Format et mise à jour" });
    expect(
      within(format).getByRole("link", { name: "catalogue des fichiers (JSON)" }).getAttribute("href"),
    ).toBe("/api/open-data");
  });

  it("still lists every file and its link when the figures cannot be read", async () => {
    stubApi([
      { method: "GET", path: "/api/open-data", answer: { status: 503, body: { error: "x", code: "X" } } },
    ]);
    renderPage();
    const events = screen.getByRole("region", { name: "Événements" });
    expect(plain(events.textContent)).toContain("Nombre de lignes : comptage en cours…");
    expect(await within(events).findAllByText("indisponible pour le moment")).toHaveLength(2);
    expect(within(events).getByRole("link", { name: "Télécharger les événements (CSV)" })).toBeTruthy();
  });
});
