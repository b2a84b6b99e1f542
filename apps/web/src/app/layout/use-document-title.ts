import { type PublicPageName, publicPageMeta, titleWithPage } from "@culture-patrimoine/contract/page-meta";
import { paths } from "@culture-patrimoine/contract/routes";
import { useEffect, useLayoutEffect, useRef } from "react";
import { matchPath, useLocation, useMatches } from "react-router";
import { documentTitle } from "../../lib/brand.tsx";

export interface RouteHandle {
  title: string;
  /** Rendered by the browser only, never by the server (decision 036): see routes.tsx. */
  clientOnly?: boolean;
}

function titleOf(handle: unknown): string | undefined {
  if (typeof handle !== "object" || handle === null || !("title" in handle)) return undefined;
  return typeof handle.title === "string" ? handle.title : undefined;
}

const publicPages = Object.keys(publicPageMeta) as PublicPageName[];

/** The description of a page of the contract's table, else the service's own. */
function descriptionOf(pathname: string): string {
  const name = publicPages.find((page) => matchPath({ path: paths[page].pattern, end: true }, pathname));
  return publicPageMeta[name ?? "home"].description;
}

/**
 * The server writes the first page's description, canonical address, Open Graph tags and JSON-LD
 * into the HTML (docs/decisions/031). After a navigation inside the app they would describe the
 * previous page: the description follows the page, the tags about one address are dropped.
 */
function usePageMetaOnNavigation(pathname: string): void {
  const firstPathname = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPathname.current) return;
    firstPathname.current = "";
    for (const tag of document.head.querySelectorAll("[data-page-meta]:not([name='description'])")) {
      tag.remove();
    }
    let description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!description) {
      description = document.createElement("meta");
      description.name = "description";
      document.head.append(description);
    }
    description.content = descriptionOf(pathname);
  }, [pathname]);
}

/**
 * Each route declares its title in its handle (app/routes.ts); the deepest one wins, with the page
 * of a list after it. A page about
 * one item (an event, a route) replaces it with the item's name once it has loaded.
 */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const routeTitle = matches.map((match) => titleOf(match.handle)).findLast((value) => value !== undefined);
  // A list's page 2 is « Événements — page 2 », as the server titles it (issue 33).
  const title = routeTitle && titleWithPage(routeTitle, search);
  // Before the page's own effects: a page about one item renders it at once when the server
  // rendered it (decision 036), and its title must not then be replaced by the route's.
  useLayoutEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
  usePageMetaOnNavigation(pathname);
}
