import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";

const never = () => () => {};

/**
 * The address's #fragment, which browsers never send to the server: while a page the server
 * rendered is hydrated it is "" (as the server rendered it), then the real one from the next render
 * on (decision 036). A page that renders differently for a fragment reads it here.
 */
export function useClientHash(): string {
  const { hash } = useLocation();
  return useSyncExternalStore(
    never,
    () => hash,
    () => "",
  );
}
