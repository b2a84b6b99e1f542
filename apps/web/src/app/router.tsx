import { createBrowserRouter, type Location, matchRoutes, type RouteObject } from "react-router";
import { RootLayout } from "./layout/root-layout.tsx";
import { RouteErrorPage } from "./pages/route-error-page.tsx";
import { pageRoutes } from "./routes.tsx";

function HydrateFallback() {
  return null;
}

/** The route tree, shared by the browser's router and the server's (entry-server.tsx). */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback,
    errorElement: (
      <main id="content">
        <RouteErrorPage />
      </main>
    ),
    // The inner boundary keeps the header and footer around a page that failed.
    children: [{ errorElement: <RouteErrorPage />, children: pageRoutes }],
  },
];

/**
 * Loads the page modules (`lazy`) of the routes matching `location` into the route objects, before
 * the router is created: a page the server rendered must be hydrated by its own component at the
 * first render, not by HydrateFallback (blank) while its chunk loads (decision 036).
 */
export async function loadMatchedRoutes(location: Pick<Location, "pathname">): Promise<void> {
  const matches = matchRoutes(appRoutes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

export const createAppRouter = () => createBrowserRouter(appRoutes);
