import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a page change, focus goes to the main region so that screen readers start reading the new
 * page instead of staying on the link that was activated (the page does not reload).
 */
export function useFocusMainOnNavigation() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // A link to an anchor (/#events) leaves focus to the scroll restoration.
    if (!hash) mainRef.current?.focus({ preventScroll: true });
  }, [pathname, hash]);
  return mainRef;
}
