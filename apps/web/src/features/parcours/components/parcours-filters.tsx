import { PARCOURS_DIFFICULTIES } from "@culture-patrimoine/contract/constants";
import { filterPanelMessages as f } from "@culture-patrimoine/contract/messages";
import type { ParcoursFilterCounts } from "@culture-patrimoine/contract/schemas/parcours";
import { FilterRadioGroup } from "../../../components/list-filters/filter-radio-group.tsx";
import { FilterSelect } from "../../../components/list-filters/filter-select.tsx";
import type { ListFilters } from "../../../components/list-filters/list-filters.ts";
import { PlaceFilterSelect } from "../../../components/list-filters/place-filter-select.tsx";

interface ParcoursFiltersProps {
  filters: ListFilters;
  counts: ParcoursFilterCounts | undefined;
  onChange: (change: Partial<ListFilters>) => void;
}

/** The routes list's filters (issue 32): theme, difficulty, city or département of the venue. */
export function ParcoursFilters({ filters, counts, onChange }: ParcoursFiltersProps) {
  // The themes are the routes' own words: the counts list them (the chosen one kept meanwhile).
  const themes =
    counts?.themes.map((item) => ({ value: item.theme, label: item.theme, count: item.count })) ??
    (filters.theme ? [{ value: filters.theme, label: filters.theme }] : []);
  return (
    <>
      <FilterSelect
        label={f.themeLabel}
        name="theme"
        value={filters.theme}
        anyLabel={f.themeAny}
        options={themes}
        onChange={(theme) => onChange({ theme })}
      />
      <FilterRadioGroup
        legend={f.difficultyLegend}
        name="difficulty"
        value={filters.difficulty}
        anyLabel={f.difficultyAny}
        options={PARCOURS_DIFFICULTIES.map((difficulty) => ({
          value: difficulty,
          label: f.difficultyLabels[difficulty],
          count: counts ? (counts.difficulty[difficulty] ?? 0) : undefined,
        }))}
        onChange={(difficulty) => onChange({ difficulty })}
      />
      <PlaceFilterSelect
        ville={filters.ville}
        departement={filters.departement}
        villes={counts?.villes}
        departements={counts?.departements}
        exact={counts ? true : undefined}
        onChange={onChange}
      />
    </>
  );
}
