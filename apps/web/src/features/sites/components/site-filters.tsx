import { SITE_CATEGORIES } from "@culture-patrimoine/contract/constants";
import { filterPanelMessages as f } from "@culture-patrimoine/contract/messages";
import type { SiteFilterCounts } from "@culture-patrimoine/contract/schemas/site";
import { AccessibilityFilter } from "../../../components/list-filters/accessibility-filter.tsx";
import { FilterSelect } from "../../../components/list-filters/filter-select.tsx";
import type { ListFilters } from "../../../components/list-filters/list-filters.ts";
import { PlaceFilterSelect } from "../../../components/list-filters/place-filter-select.tsx";

interface SiteFiltersProps {
  filters: ListFilters;
  counts: SiteFilterCounts | undefined;
  onChange: (change: Partial<ListFilters>) => void;
}

/** The sites list's filters (issue 32): category, city or département and accessibility of its venue. */
export function SiteFilters({ filters, counts, onChange }: SiteFiltersProps) {
  const exact = counts ? true : undefined;
  return (
    <>
      <FilterSelect
        label={f.categoryLabel}
        name="categorie"
        value={filters.categorie}
        anyLabel={f.categoryAny}
        options={SITE_CATEGORIES.map((categorie) => ({
          value: categorie,
          label: categorie,
          count: counts ? (counts.categorie[categorie] ?? 0) : undefined,
        }))}
        onChange={(categorie) => onChange({ categorie })}
      />
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
