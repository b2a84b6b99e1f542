import "@codegouvfr/react-dsfr/main.css";
import "./app/global.css";
import { startReactDsfr } from "@codegouvfr/react-dsfr/spa";
import { type ReactNode, StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Link } from "react-router";
import { App, handleExpiredSessions } from "./app/app.tsx";
import { registerDsfrLink } from "./app/dsfr-link.ts";
import { createQueryClient } from "./app/query-client.ts";
import { createAppRouter, loadMatchedRoutes } from "./app/router.tsx";
import { prepareSession } from "./lib/session.ts";

declare module "@codegouvfr/react-dsfr/spa" {
  interface RegisterLink {
    Link: typeof Link;
  }
}

registerDsfrLink();

/**
 * The DSFR's own script (menus, modals, collapses) adds attributes and classes to the page's
 * elements: it starts once React has hydrated them, not before, so that React finds the HTML exactly
 * as the server wrote it (decision 036). A Suspense boundary would hydrate after this effect, in a
 * later task: public pages render none on a first visit. The colour scheme is already in index.html.
 */
function StartDsfr({ children }: { children: ReactNode }) {
  useEffect(() => {
    startReactDsfr({ defaultColorScheme: "light", Link });
    // The page is now the app's (hydrated or rendered): said on <html> for whoever waits for it, the
    // browser journeys above all, since the scripts start only after the first paint (decision 037).
    document.documentElement.setAttribute("data-app-ready", "");
  }, []);
  return children;
}

async function start(container: HTMLElement) {
  const queryClient = createQueryClient();
  // A stored session is checked before the guards and the header read it (decision 038).
  const sessionReady = prepareSession();
  // A page the server rendered (decision 036) comes with the answers it was rendered from: the
  // cache gets them, and the page's module is loaded before the first render, so that hydration
  // renders exactly the server's HTML, with no request and no blank moment.
  let hydrating = false;
  if (container.hasChildNodes()) {
    // A chunk that fails to load: the browser renders the page itself, as without server rendering.
    hydrating = await Promise.all([
      import("./app/server-state.ts").then((module) => module.hydrateServerState(queryClient)),
      loadMatchedRoutes(window.location),
    ]).then(
      ([hydrated]) => hydrated,
      () => false,
    );
  }
  await sessionReady;
  const router = createAppRouter();
  handleExpiredSessions(router, queryClient);
  const app = (
    <StrictMode>
      <StartDsfr>
        <App router={router} queryClient={queryClient} />
      </StartDsfr>
    </StrictMode>
  );
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page: the page is already painted (the server's HTML, or
  // the shell), so nothing is gained by finishing in one go, and a tap meanwhile is not kept
  // waiting (decision 037).
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
void start(container);
