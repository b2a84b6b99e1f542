// Loaded by main.tsx only for a page the server rendered, beside the page's own chunk: the code that
// reads and hydrates the state is not part of every page's first load.
import { type DehydratedState, hydrate, type QueryClient } from "@tanstack/react-query";

/**
 * The <script type="application/json"> in which the server puts the queries it rendered the page
 * with (decision 036). A data block, not a script: the CSP (script-src 'self') runs no inline code,
 * and the API writes it with "<" escaped, so no text of the data can close the element.
 */
export const SERVER_STATE_ELEMENT_ID = "cp-server-state";

export interface ServerState {
  queries: DehydratedState;
}

function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as ServerState;
    return state && typeof state === "object" && state.queries ? state : null;
  } catch {
    return null;
  }
}

/**
 * Puts the answers the server rendered this page with into the cache, so that hydration renders
 * them without fetching again; false when the page holds none (the server did not render it).
 */
export function hydrateServerState(queryClient: QueryClient): boolean {
  const state = readServerState();
  if (state) hydrate(queryClient, state.queries);
  return state !== null;
}
