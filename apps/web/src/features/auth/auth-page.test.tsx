import { authMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { RedirectState } from "../../lib/redirect.ts";
import "../../test/form-test-harness.tsx";
import { AuthPage } from "./auth-page.tsx";

// /auth as the browser gets it: the server's HTML, then hydrated (decision 036). A guard sends a
// visitor here with the page to return to in the history state, which the browser keeps across a
// reload of /auth and the server never sees (issue 33: React #418 in the every-page pass).

function authPage(state?: RedirectState) {
  const pathname = paths.auth.getHref();
  const router = createMemoryRouter([{ path: paths.auth.pattern, element: <AuthPage /> }], {
    initialEntries: [{ pathname, state }],
  });
  return (
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

describe("auth page", () => {
  it("hydrates the server's HTML when reloaded with a page to return to, then says to log in", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(authPage());
    expect(container.textContent).not.toContain(authMessages.loginRequired);

    const mismatches: unknown[] = [];
    render(authPage({ from: paths.dashboard.getHref() }), {
      container,
      hydrate: true,
      onRecoverableError: (error) => mismatches.push(error),
    });

    expect(mismatches).toEqual([]);
    expect(await screen.findByText(authMessages.loginRequired)).toBeTruthy();
  });
});
