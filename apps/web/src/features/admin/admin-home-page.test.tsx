import { adminMessages as m } from "@culture-patrimoine/contract/messages";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations, renderAt, signInAs } from "../../test/form-test-harness.tsx";
import { AdminHomePage } from "./admin-home-page.tsx";

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe("the administration's home", () => {
  it("offers what exists, the audit log and the figures, in the side menu and as tiles", async () => {
    signInAs("administrateur");
    const { container } = renderAt(<AdminHomePage />, { pattern: "/admin", url: "/admin" });
    expect(screen.getByRole("heading", { level: 1, name: m.title })).toBeTruthy();
    const links = screen.getAllByRole("link", { name: new RegExp(m.auditLogTitle) });
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/admin/journal", "/admin/journal"]);
    const figures = screen.getAllByRole("link", { name: new RegExp(m.figuresTitle) });
    expect(figures.map((link) => link.getAttribute("href"))).toEqual(["/admin/chiffres", "/admin/chiffres"]);
    await expectNoAxeViolations(container);
  });
});
