import { useEffect } from "react";
import { useMatches } from "react-router";
import { documentTitle } from "../../lib/brand.tsx";

export interface RouteHandle {
  title: string;
}

function titleOf(handle: unknown): string | undefined {
  if (typeof handle !== "object" || handle === null || !("title" in handle)) return undefined;
  return typeof handle.title === "string" ? handle.title : undefined;
}

/** Each route declares its title in its handle (app/routes.ts); the deepest one wins. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const title = matches.map((match) => titleOf(match.handle)).findLast((value) => value !== undefined);
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
