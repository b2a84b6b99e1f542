import { useSyncExternalStore } from "react";

/** DSFR's "md" breakpoint: below it the registrations are cards, from it a table. */
const WIDE_QUERY = "(min-width: 48em)";

function subscribe(onChange: () => void): () => void {
  if (typeof window === "undefined" || !window.matchMedia) return () => {};
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function isWide(): boolean {
  // No matchMedia (an old browser, jsdom): the table, which scrolls sideways on a narrow screen.
  if (typeof window === "undefined" || !window.matchMedia) return true;
  return window.matchMedia(WIDE_QUERY).matches;
}

/**
 * Whether the screen is as wide as DSFR's "md" breakpoint. One layout is rendered, not both hidden
 * by CSS: the cancel buttons and links then exist once, for screen readers and for tests alike.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
