import { type RegisteredLinkProps, setLink } from "@codegouvfr/react-dsfr/link";
import type { ParcoursResponse } from "@culture-patrimoine/contract/schemas/parcours";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/form-test-harness.tsx";
import { ParcoursCard } from "./parcours-card.tsx";

const route: ParcoursResponse = {
  moderation_status: "published",
  id: 7,
  title: "Les églises romanes du Poitou",
  description: "Une journée d'une église à l'autre.",
  theme: "Art roman",
  difficulty: "modéré",
  duration: 90,
  image: null,
  image_alt: null,
  lieu_id: 3,
  user_id: 2,
  organisation_id: 2,
  participants: 14,
  rating: 4.2,
  sitesCount: 3,
  created_at: "2026-01-01T10:00:00.000Z",
  Lieu: { id: 3, nom: "Notre-Dame-la-Grande", ville: "Poitiers", pays: "France" },
};

// As main.tsx does through startReactDsfr: DSFR components render react-router links.
function RouterLink(props: RegisteredLinkProps & { children: ReactNode }) {
  return "to" in props ? <Link {...props} /> : <a {...props}>{props.children}</a>;
}
setLink({ Link: RouterLink });
afterEach(cleanup);

function renderCard(parcours: ParcoursResponse) {
  const router = createMemoryRouter([{ path: "/", element: <ParcoursCard parcours={parcours} /> }]);
  return render(<RouterProvider router={router} />);
}

describe("ParcoursCard", () => {
  it("has no accessibility violation", async () => {
    const { container } = renderCard(route);
    await screen.findByRole("heading", { level: 3 });
    await expectNoAxeViolations(container);
  });

  it("links to the route and shows only what the data holds", async () => {
    const { container } = renderCard(route);
    const link = await screen.findByRole("link", { name: route.title });
    expect(link.getAttribute("href")).toBe("/parcours/7");
    expect(screen.getByText(/Modéré/).textContent).toBe("Difficulté\u00a0: Modéré");
    expect(screen.getByText("Art roman")).toBeTruthy();
    expect(screen.getByText(/Notre-Dame-la-Grande, Poitiers/)).toBeTruthy();
    expect(screen.getByText(/1 h 30/)).toBeTruthy();
    expect(screen.getByText(/3 étapes/)).toBeTruthy();
    // Nobody rates a route and nothing counts who followed one: SPEC's columns hold defaults or
    // invented figures, which the card does not repeat.
    expect(container.textContent).not.toMatch(/participant|\/ 5|Note/);
    expect(container.querySelector(".fr-icon-star-fill, .fr-icon-team-line")).toBeNull();
  });

  it("draws the route's own plan, no picture, and 'Lieu non renseigné' when the route has neither", async () => {
    const { container } = renderCard({ ...route, Lieu: null, lieu_id: null, image: null });
    await screen.findByText(/Lieu non renseigné/);
    expect(container.querySelector("img")).toBeNull();
    // The plan's box (its place held while the plan's code arrives; route-plan.test.ts draws it).
    expect(container.querySelector(".cp-route-plan")).not.toBeNull();
  });

  it("shows the uploaded image from the same origin", async () => {
    const { container } = renderCard({ ...route, image: "parcours-9.webp" });
    await screen.findByRole("link", { name: route.title });
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/uploads/parcours-9.webp");
  });
});
