import type { SearchKind } from "@culture-patrimoine/contract/constants";
import { paths } from "@culture-patrimoine/contract/routes";

const listPaths: Record<SearchKind, string> = {
  events: paths.events.getHref(),
  lieux: paths.lieux.getHref(),
  parcours: paths.parcours.getHref(),
  sites: paths.sites.getHref(),
};

/** The kind's list, searching the same words (every list takes `q`), or the whole list without any. */
export function listHref(kind: SearchKind, q?: string): string {
  return q ? `${listPaths[kind]}?${new URLSearchParams({ q })}` : listPaths[kind];
}
