import { useState } from "react";
import {
  activeFilterCount,
  CLEARED_LIST_FILTERS,
  type ListFilterName,
  type ListFilters,
  readListFilters,
  writeListFilters,
} from "./list-filters.ts";
import { useFilterParams } from "./use-filter-params.ts";

/**
 * The search and filters of a venues, sites or routes list, kept in the address: `names` are the
 * filters it offers, `kept` parameters it keeps whatever they are (a route's sites). The filters'
 * disclosure opens by itself when the address sets one (a shared or reloaded list).
 */
export function useListFilters(names: readonly ListFilterName[], kept: Record<string, string> = {}) {
  const { filters, update } = useFilterParams(
    (search) => readListFilters(search, names),
    (current: ListFilters, change: Partial<ListFilters>) => {
      const search = writeListFilters(current, change);
      for (const [name, value] of Object.entries(kept)) search.set(name, value);
      return search;
    },
  );
  const active = activeFilterCount(filters);
  const [open, setOpen] = useState(active > 0);
  return {
    filters,
    update,
    /** How many filters are set (the search apart). */
    active,
    /** Something narrows the list: the search or a filter. */
    narrowed: active > 0 || filters.q.trim() !== "",
    open,
    setOpen,
    /** The search goes on its first keystroke in a new history entry, the next ones refine it. */
    search: (q: string, typing: boolean) => update({ q }, typing && filters.q !== ""),
    clearFilters: () => update(CLEARED_LIST_FILTERS),
    clearAll: () => update({ ...CLEARED_LIST_FILTERS, q: "" }),
  };
}
