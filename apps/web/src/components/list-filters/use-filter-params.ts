import { useSearchParams } from "react-router";

/**
 * A list's filters kept in the address: read from it at each render, and written to it at each
 * change, so that reload, back and a shared link show the same list. `replace` refines the current
 * history entry instead of adding one (the keystrokes after the first of a search).
 */
export function useFilterParams<F>(
  read: (search: URLSearchParams) => F,
  write: (current: F, change: Partial<F>) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = read(searchParams);
  const update = (change: Partial<F>, replace = false) =>
    setSearchParams(write(filters, change), { replace, preventScrollReset: true });
  return { filters, update };
}
