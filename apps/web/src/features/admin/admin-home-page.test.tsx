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
  it("offers what exists, the audit log, in the side menu and as a tile", async () => {
    signInAs("administrateur");
    const { container } = renderAt(<AdminHomePage />, { pattern: "/admin", url: "/admin" });
    expect(screen.getByRole("heading", { level: 1, name: m.title })).toBeTruthy();
    const links = screen.getAllByRole("link", { name: new RegExp(m.auditLogTitle) });
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/admin/journal", "/admin/journal"]);
    await expectNoAxeViolations(container);
  });
});
