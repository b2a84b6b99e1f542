import { type RegisteredLinkProps, setLink } from "@codegouvfr/react-dsfr/link";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/form-test-harness.tsx";
import { PricingPage } from "./pricing-page.tsx";

// As main.tsx does through startReactDsfr: DSFR components render react-router links.
function RouterLink(props: RegisteredLinkProps & { children: ReactNode }) {
  return "to" in props ? <Link {...props} /> : <a {...props}>{props.children}</a>;
}
setLink({ Link: RouterLink });
afterEach(cleanup);

function renderPage() {
  const router = createMemoryRouter([{ path: "/", element: <PricingPage /> }]);
  return render(<RouterProvider router={router} />);
}

const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

describe("PricingPage", () => {
  it("has no accessibility violation", async () => {
    const { container } = renderPage();
    await screen.findByRole("heading", { level: 1 });
    await expectNoAxeViolations(container);
  });

  it("shows the three plans with their price and call to action, all leading to sign-up", async () => {
    renderPage();
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Choisissez votre formule");
    const plans = screen.getAllByRole("article");
    expect(plans).toHaveLength(3);
    const summary = plans.map((plan) => {
      const cta = within(plan).getByRole("link");
      return [
        within(plan).getByRole("heading", { level: 2 }).textContent,
        plain(plan.querySelector(".cp-plan__price [aria-hidden]")?.textContent ?? null),
        cta.textContent,
        cta.getAttribute("href"),
      ];
    });
    expect(summary).toEqual([
      ["Visiteur", "Gratuit", "Commencer gratuitement", "/auth?tab=inscription"],
      [
        "Organisateur (la formule la plus populaire)",
        "29 € / mois",
        "Essayer 14 jours gratuits",
        "/auth?tab=inscription",
      ],
      ["Institution", "99 € / mois", "Essayer 14 jours gratuits", "/auth?tab=inscription"],
    ]);
  });

  it("marks the most popular plan in words, not by colour alone", async () => {
    renderPage();
    const popular = await screen.findByRole("article", { name: /Organisateur/ });
    expect(within(popular).getByText("Le plus populaire")).toBeTruthy();
    expect(within(popular).getByRole("heading", { level: 2 }).textContent).toMatch(/la plus populaire/);
  });

  it("lists what every plan includes", async () => {
    renderPage();
    const section = (await screen.findByRole("heading", { name: "Inclus dans toutes les formules" })).closest(
      "section",
    );
    expect(section).not.toBeNull();
    expect(within(section as HTMLElement).getAllByRole("listitem")).toHaveLength(8);
    expect(within(section as HTMLElement).getByText("Conformité au RGPD")).toBeTruthy();
  });
});
