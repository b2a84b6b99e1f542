import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/form-test-harness.tsx";
import { AccessibilityInfo } from "./accessibility-info.tsx";
import {
  accessibilityBody,
  accessibilityFormValues,
  withoutAccessibilityValues,
} from "./form/accessibility-fields.tsx";

afterEach(cleanup);

describe("AccessibilityInfo", () => {
  it("names each family in words beside its pictogram, in the label's order, with the details", async () => {
    const { container } = render(
      <AccessibilityInfo families={["auditif", "moteur"]} details="Boucle magnétique à l’accueil" />,
    );
    expect(screen.getByRole("heading", { name: "Accessibilité" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Handicap moteur",
      "Handicap auditif",
    ]);
    // The pictograms are decoration: their words say it (not a picture nor a colour alone).
    for (const svg of container.querySelectorAll("svg")) expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByText("Boucle magnétique à l’accueil")).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("says when nothing is known on a page, and shows nothing on a card then", () => {
    render(<AccessibilityInfo families={[]} />);
    expect(screen.getByText("Aucune information d’accessibilité")).toBeTruthy();
    cleanup();
    const { container } = render(<AccessibilityInfo families={[]} compact />);
    expect(container.textContent).toBe("");
  });

  it("on a card, reads the full names to screen readers and shows short words", () => {
    const { container } = render(<AccessibilityInfo families={["visuel", "mental"]} compact />);
    expect(container.querySelector(".fr-sr-only")?.textContent).toBe(
      "Accessible\u00a0: Handicap visuel, Handicap mental",
    );
    expect(container.textContent).toContain("visuel");
  });
});

describe("accessibility form values", () => {
  it("makes checkboxes of the families and the body back from them", () => {
    const values = accessibilityFormValues(["moteur", "mental"], "Rampe d’accès");
    expect(values).toEqual({
      accessibility_moteur: true,
      accessibility_visuel: false,
      accessibility_auditif: false,
      accessibility_mental: true,
      accessibility_details: "Rampe d’accès",
    });
    expect(accessibilityBody({ ...values, accessibility_visuel: true, accessibility_details: "  " })).toEqual(
      {
        accessibility: ["moteur", "visuel", "mental"],
        accessibility_details: null,
      },
    );
    expect(withoutAccessibilityValues({ nom: "Opéra", ...values })).toEqual({ nom: "Opéra" });
  });
});
