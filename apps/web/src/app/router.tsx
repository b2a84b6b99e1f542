import { createBrowserRouter } from "react-router";
import { RootLayout } from "./layout/root-layout.tsx";
import { RouteErrorPage } from "./pages/route-error-page.tsx";
import { pageRoutes } from "./routes.tsx";

function HydrateFallback() {
  return null;
}

export const router = createBrowserRouter([
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
]);
