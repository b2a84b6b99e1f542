// Server rendering (decision 036): the API process imports the server build of this module and
// renders a public page with the app's own routes and components, its data fetched by the pages'
// own queries through the API in-process. Never imported by the browser's bundle.
import { AsyncLocalStorage } from "node:async_hooks";
import { Readable } from "node:stream";
import { dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "./app/app.tsx";
import { registerDsfrLink } from "./app/dsfr-link.ts";
import type { RouteHandle } from "./app/layout/use-document-title.ts";
import { createQueryClient } from "./app/query-client.ts";
import { appRoutes } from "./app/router.tsx";
import { setRouteModuleRecorder } from "./app/server-modules.ts";
import { SERVER_STATE_ELEMENT_ID, type ServerState } from "./app/server-state.ts";
import {
  type RegistrationAttempt,
  seedRegistrationAttempt,
} from "./features/participations/api/plain-registration.ts";
import { setApiTransport } from "./lib/api-client.ts";
import { setServerPublicOrigin } from "./lib/public-url.ts";

export { SERVER_STATE_ELEMENT_ID };

/** How a request of the app reaches the API: given by the API's web plugin (app.inject). */
export type ServerFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface ServerRenderInput {
  /** The page's path and query string (/events?q=orgue). */
  url: string;
  fetch: ServerFetch;
  /** PUBLIC_URL, which the browser reads from the page's <meta> (lib/public-url.ts). */
  publicUrl: string;
  /**
   * The page's item may not exist (an unknown event, a forged ticket code): a query's 404 is then
   * expected and the page renders its own "introuvable" state (decision 053).
   */
  allowMissing?: boolean;
  /** A registration form sent without JavaScript and refused: shown again with its messages. */
  registrationAttempt?: { eventId: number; attempt: RegistrationAttempt };
}

export interface ServerRenderResult {
  /** What goes inside <div id="root">. */
  html: string;
  /**
   * What goes, as JSON, in the <script id={SERVER_STATE_ELEMENT_ID}> the browser hydrates from; null
   * for a missing item's page: a failed answer is not kept in the state, so the browser renders
   * that page itself (fetching its 404 again) instead of hydrating HTML it could not reproduce.
   */
  state: ServerState | null;
  /** A query answered 404 (only with allowMissing): the page is its item's "introuvable" state. */
  missing: boolean;
  /** The page modules it loaded (keys of the browser build's manifest): their CSS goes in <head>. */
  modules: string[];
}

registerDsfrLink();

// Renders overlap in one process (concurrent requests, several apps in tests): each one's requests
// go to its own fetch, found through the async context the render runs in.
const currentRender = new AsyncLocalStorage<Omit<ServerRenderInput, "url"> & { modules: Set<string> }>();
setApiTransport((url, init) => {
  const fetch = currentRender.getStore()?.fetch;
  if (!fetch) return Promise.reject(new Error("server render: no fetch for this request"));
  return fetch(url, init);
});
setRouteModuleRecorder((modulePath) => currentRender.getStore()?.modules.add(modulePath));
setServerPublicOrigin(() => currentRender.getStore()?.publicUrl.replace(/\/+$/, "") ?? "");

/** What main.tsx loads to hydrate a page the server rendered: preloaded with the page's modules. */
const HYDRATION_MODULE = "src/app/server-state.ts";

/**
 * A page whose data comes in steps (an event, then its programme) needs one render per step: the
 * queries a render asks for are fetched, then the page is rendered again with their answers.
 */
const MAX_PASSES = 4;

async function renderToHtml(tree: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  // prerender waits for every lazy component (the events' filters panel), unlike renderToString.
  // A large boundary would otherwise be sent after its fallback and moved in by an inline script,
  // which the CSP blocks: there is no stream to show early, so every boundary stays in place.
  const { prelude } = await prerenderToNodeStream(tree, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // React would log them and leave the boundary to the browser: the whole page is left to it.
    onError: (error) => {
      errors.push(error);
    },
  });
  if (errors.length > 0) throw new Error("server render: a component failed", { cause: errors[0] });
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(prelude)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return (typeof enabled === "function" ? enabled(query) : enabled) !== false;
}

/**
 * A render in which a lazy component was still loading leaves its Suspense boundary to be filled
 * in by an inline script, which the CSP (script-src 'self') would block: such a render is done
 * again, the component's code being loaded by then.
 */
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/;

/** The queries the last render asked for and that nobody has fetched yet. */
function queriesToFetch(queryClient: QueryClient, fetched: Set<Query>): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === "pending" && !fetched.has(query) && isEnabled(query));
}

/**
 * The HTML of a page and the answers it was rendered with, or null when the address is not a page
 * to render here (a redirect). Throws when the page cannot be rendered as the browser would (a
 * failed answer, a page that failed): the API then sends the plain shell and the browser renders.
 */
export function render({
  url,
  allowMissing = false,
  registrationAttempt,
  ...input
}: ServerRenderInput): Promise<ServerRenderResult | null> {
  const modules = new Set<string>();
  return currentRender.run({ ...input, modules }, () =>
    renderPage(url, modules, allowMissing, registrationAttempt),
  );
}

/** A query that failed because its item does not exist: expected on a missing item's page. */
function isNotFound(query: Query): boolean {
  const error = query.state.error as { status?: unknown } | null;
  return error?.status === 404;
}

async function renderPage(
  url: string,
  modules: Set<string>,
  allowMissing: boolean,
  registrationAttempt?: ServerRenderInput["registrationAttempt"],
): Promise<ServerRenderResult | null> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(url, "http://server-render.invalid")));
  if (context instanceof Response) return null;
  if (context.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.clientOnly))
    return null;
  if (context.errors) {
    throw new Error("server render: the route failed", { cause: Object.values(context.errors)[0] });
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient({ server: true });
  // A query that answered 404 (allowMissing) must render as failed, so that the page draws its
  // "introuvable" state: with retryOnMount, TanStack would show it as loading again.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryOnMount: false } });
  if (registrationAttempt) {
    seedRegistrationAttempt(queryClient, registrationAttempt.eventId, registrationAttempt.attempt);
  }
  const tree = (
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );

  const fetched = new Set<Query>();
  try {
    for (let pass = 1; ; pass++) {
      const html = await renderToHtml(tree);
      const pending = queriesToFetch(queryClient, fetched);
      const unfinished = UNFINISHED_BOUNDARY.test(html);
      if ((pending.length === 0 && !unfinished) || pass === MAX_PASSES) {
        if (unfinished) throw new Error("server render: a lazy component did not load in time");
        const failures = queryClient
          .getQueryCache()
          .getAll()
          .filter((query) => query.state.status === "error");
        const failed = failures.find((query) => !(allowMissing && isNotFound(query)));
        if (failed) {
          throw new Error(`server render: ${JSON.stringify(failed.queryKey)} failed`, {
            cause: failed.state.error,
          });
        }
        if (failures.length > 0) return { html, state: null, missing: true, modules: [...modules] };
        return {
          html,
          state: { queries: dehydrate(queryClient) },
          missing: false,
          modules: [...modules, HYDRATION_MODULE],
        };
      }
      await Promise.all(
        pending.map((query) => {
          fetched.add(query);
          // A failure stays in the query's state, checked above.
          return query.fetch().catch(() => undefined);
        }),
      );
    }
  } finally {
    queryClient.clear();
  }
}
