import type { LieuFilterCounts } from "@culture-patrimoine/contract/schemas/lieu";
import { AccessibilityFilter } from "../../../components/list-filters/accessibility-filter.tsx";
import type { ListFilters } from "../../../components/list-filters/list-filters.ts";
import { PlaceFilterSelect } from "../../../components/list-filters/place-filter-select.tsx";

interface LieuFiltersProps {
  filters: ListFilters;
  counts: LieuFilterCounts | undefined;
  onChange: (change: Partial<ListFilters>) => void;
}

/** The venues list's filters (issue 32): city or département, accessibility, with their counts. */
export function LieuFilters({ filters, counts, onChange }: LieuFiltersProps) {
  const exact = counts ? true : undefined;
  return (
    <>
      <PlaceFilterSelect
        ville={filters.ville}
        departement={filters.departement}
        villes={counts?.villes}
        departements={counts?.departements}
        exact={exact}
        onChange={onChange}
      />
      <AccessibilityFilter
        selected={filters.accessibility}
        counts={counts?.accessibility}
        exact={exact}
        onChange={(accessibility) => onChange({ accessibility })}
      />
    </>
  );
}
