import { useEffect, useRef, useState } from "react";

/** Typing pauses this long before the list follows (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a list's search box: it follows the address (`q`, changed by back or a shared
 * link), and `onSearch(text, true)` is called once typing pauses. The comparison is trimmed so
 * that the space typed between two words is not taken away.
 */
export function useDebouncedSearch(q: string, onSearch: (text: string, typing: boolean) => void) {
  const [text, setText] = useState(q);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    setText((current) => (current.trim() === q.trim() ? current : q));
  }, [q]);

  useEffect(() => {
    if (text.trim() === q.trim()) return;
    const timer = window.setTimeout(() => onSearchRef.current(text, true), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, q]);

  return [text, setText] as const;
}
