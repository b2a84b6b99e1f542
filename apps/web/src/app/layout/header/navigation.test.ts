import type { MainNavigationProps } from "@codegouvfr/react-dsfr/MainNavigation";
import { describe, expect, it } from "vitest";
import { buildNavigation } from "./navigation.ts";

function hrefs(items: MainNavigationProps.Item[]): string[] {
  return items.flatMap((item) => {
    const links = item.menuLinks?.map((link) => link.linkProps) ?? (item.linkProps ? [item.linkProps] : []);
    return links.map((link) => ("to" in link ? String(link.to) : link.href));
  });
}

describe("buildNavigation", () => {
  it("shows five menus, the map, Tarifs and À propos", () => {
    const items = buildNavigation(null, "/");
    expect(items.map((item) => item.text)).toEqual([
      "Événements",
      "Programmes",
      "Lieux",
      "Parcours",
      "Sites",
      "Carte",
      "Tarifs",
      "À propos",
    ]);
  });

  it("offers no create link to visitors, to accounts of no organisation, nor to an agent d'accueil", () => {
    for (const acting of [null, { role: "accueil" }] as const) {
      expect(hrefs(buildNavigation(acting, "/")).filter((href) => href.startsWith("/create-"))).toEqual([]);
    }
  });

  it("offers the five create links to a responsable and to an éditeur", () => {
    for (const role of ["responsable", "editeur"] as const) {
      expect(hrefs(buildNavigation({ role }, "/")).filter((href) => href.startsWith("/create-"))).toEqual([
        "/create-event",
        "/create-program",
        "/create-lieu",
        "/create-parcours",
        "/create-site",
      ]);
    }
  });

  it("marks the current section", () => {
    const items = buildNavigation({ role: "responsable" }, "/events/12");
    expect(items.filter((item) => item.isActive).map((item) => item.text)).toEqual(["Événements"]);
    expect(buildNavigation(null, "/eventsx").some((item) => item.isActive)).toBe(false);
  });
});
