import { paths } from "@culture-patrimoine/contract/routes";

export interface RedirectState {
  /** Where to go back after logging in. */
  from: string;
}

export function redirectStateFor(location: {
  pathname: string;
  search: string;
  hash: string;
}): RedirectState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** The page remembered in the location state, if it is a page of this site (never another origin). */
export function readRedirect(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("from" in state)) return null;
  const { from } = state;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//")) return null;
  // Coming back to the login page after logging in would look like nothing happened.
  if (from === paths.auth.getHref() || from.startsWith(`${paths.auth.getHref()}?`)) return null;
  return from;
}
