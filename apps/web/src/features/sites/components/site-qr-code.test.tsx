import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../../test/form-test-harness.tsx";
import { SiteQrCode } from "./site-qr-code.tsx";

afterEach(cleanup);

describe("SiteQrCode", () => {
  it("has no accessibility violation, closed or open", async () => {
    const { container } = render(<SiteQrCode id={12} name="Musées Gadagne" />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole("button", { name: /Afficher le QR code/ }));
    await screen.findByRole("link", { name: /Télécharger le QR code/ });
    await expectNoAxeViolations(container);
  }, 20_000);

  it("is a disclosure: shown on demand, hidden again", async () => {
    render(<SiteQrCode id={12} name="Musées Gadagne" />);
    const button = screen.getByRole("button", { name: /^Afficher le QR code\s*de Musées Gadagne$/ });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(panel?.hidden).toBe(true);

    await userEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(panel?.hidden).toBe(false);
    const url = `${window.location.origin}/sites/12`;
    const image = await screen.findByRole("img", {
      name: `QR code du site Musées Gadagne, qui ouvre ${url}`,
    });
    expect(image.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);

    await userEvent.click(screen.getByRole("button", { name: /Masquer le QR code/ }));
    expect(panel?.hidden).toBe(true);
  });

  it("offers the code as an SVG file named after the site", async () => {
    render(<SiteQrCode id={12} name="Musées Gadagne" />);
    await userEvent.click(screen.getByRole("button", { name: /Afficher le QR code/ }));
    const link = await screen.findByRole("link", { name: /Télécharger le QR code\s*de Musées Gadagne/ });
    expect(link.getAttribute("download")).toBe("qr-site-12.svg");
    expect(link.getAttribute("href")).toMatch(/^data:image\/svg\+xml/);
  });
});
