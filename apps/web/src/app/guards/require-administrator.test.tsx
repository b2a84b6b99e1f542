import type { Role } from "@culture-patrimoine/contract/constants";
import { adminMessages as m } from "@culture-patrimoine/contract/messages";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations, signInAs } from "../../test/form-test-harness.tsx";
import { RequireAdministrator } from "./require-administrator.tsx";

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? JSON.stringify(location.state);
  return <p>Connexion, retour vers {from}</p>;
}

function renderAdmin() {
  const router = createMemoryRouter(
    [
      { element: <RequireAdministrator />, children: [{ path: "/admin", element: <h1>Accueil admin</h1> }] },
      { path: "/auth", element: <LoginProbe /> },
      { path: "*", element: <p>Ailleurs</p> },
    ],
    { initialEntries: ["/admin"] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe("/admin's guard", () => {
  it("sends an anonymous visitor to the login page, to come back to /admin", async () => {
    renderAdmin();
    expect((await screen.findByText(/^Connexion, retour vers/)).textContent).toContain("/admin");
  });

  it.each<Role>(["participant", "professionnel"])(
    "tells a %s the page is for administrators (403)",
    async (role) => {
      signInAs(role);
      const { container } = renderAdmin();
      expect(await screen.findByRole("heading", { level: 1, name: m.forbiddenTitle })).toBeTruthy();
      expect(screen.getByText(/erreur 403/)).toBeTruthy();
      expect(screen.getByRole("link", { name: m.forbiddenBack }).getAttribute("href")).toBe("/dashboard");
      expect(screen.queryByText("Accueil admin")).toBeNull();
      await expectNoAxeViolations(container);
    },
  );

  it("opens the administration to an administrator", async () => {
    signInAs("administrateur");
    renderAdmin();
    expect(await screen.findByRole("heading", { name: "Accueil admin" })).toBeTruthy();
  });
});
