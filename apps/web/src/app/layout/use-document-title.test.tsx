import { publicPageMeta, publicPageTitle, titleWithPage } from "@culture-patrimoine/contract/page-meta";
import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { type RouteHandle, useDocumentTitle } from "./use-document-title.ts";

function Layout() {
  useDocumentTitle();
  return <Outlet />;
}

/** The <head> the server writes for /events (plugins/web-event-meta.ts in the API). */
function serverHead() {
  document.head.innerHTML = [
    `<meta name="description" content="${publicPageMeta.events.description}" data-page-meta />`,
    '<link rel="canonical" href="https://culture.example/events" data-page-meta />',
    '<meta property="og:url" content="https://culture.example/events" data-page-meta />',
    '<meta name="theme-color" content="#000091" />',
  ].join("");
}

afterEach(() => {
  cleanup();
  document.head.innerHTML = "";
});

describe("useDocumentTitle", () => {
  it("titles each page from its route, and keeps the description right after a navigation", async () => {
    serverHead();
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: "/events", element: <p>Liste</p>, handle: { title: "Événements" } satisfies RouteHandle },
            { path: "/lieux", element: <p>Lieux</p>, handle: { title: "Lieux" } satisfies RouteHandle },
            {
              path: "/profile",
              element: <p>Profil</p>,
              handle: { title: "Mon profil" } satisfies RouteHandle,
            },
          ],
        },
      ],
      { initialEntries: ["/events"] },
    );
    render(<RouterProvider router={router} />);
    expect(document.title).toBe("Événements — Culture & Patrimoine");
    // The first page keeps what the server wrote for it.
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();

    await act(() => router.navigate("/lieux"));
    expect(document.title).toBe("Lieux — Culture & Patrimoine");
    const description = () =>
      document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
    expect(description()).toBe(publicPageMeta.lieux.description);
    // The canonical and Open Graph addresses were about /events: gone, the shell's own tags stay.
    expect(document.head.querySelector("link[rel='canonical'], meta[property^='og:']")).toBeNull();
    expect(document.head.querySelector('meta[name="theme-color"]')).not.toBeNull();

    await act(() => router.navigate("/profile"));
    expect(document.title).toBe("Mon profil — Culture & Patrimoine");
    expect(description()).toBe(publicPageMeta.home.description);
  });

  it("titles a list's page 2 apart from its page 1, as the server does", async () => {
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: "/events", element: <p>Liste</p>, handle: { title: "Événements" } satisfies RouteHandle },
          ],
        },
      ],
      { initialEntries: ["/events?q=concert"] },
    );
    render(<RouterProvider router={router} />);
    expect(document.title).toBe("Événements — Culture & Patrimoine");
    await act(() => router.navigate("/events?q=concert&page=2"));
    expect(document.title).toBe("Événements — page 2 — Culture & Patrimoine");
    expect(titleWithPage("Événements", "?page=abc")).toBe("Événements");
    expect(publicPageTitle("auth", "?tab=inscription")).toBe("Inscription");
    expect(publicPageTitle("auth", "")).toBe("Connexion");
    expect(publicPageTitle("events", "?page=3")).toBe("Événements — page 3");
  });
});
