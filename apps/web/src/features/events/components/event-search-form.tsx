import { Button } from "@codegouvfr/react-dsfr/Button";
import { Input } from "@codegouvfr/react-dsfr/Input";
import { Select } from "@codegouvfr/react-dsfr/Select";
import { EVENT_CATEGORIES, type EventCategory, SEARCH_MAX } from "@culture-patrimoine/contract/constants";
import { countText } from "../../../components/list-filters/filter-counts.ts";
import { useDebouncedSearch } from "../../../components/list-filters/use-debounced-search.ts";
import type { EventFilters } from "../utils/event-filters.ts";

interface EventSearchFormProps {
  filters: EventFilters;
  /** `typing` is true for a debounced keystroke, false for the submit button. */
  onSearch: (q: string, typing: boolean) => void;
  onCategory: (category: EventCategory | undefined) => void;
  /** Events per category with the other filters applied (GET /api/events/counts). */
  categoryCounts?: { counts: Record<string, number>; exact: boolean };
}

function isCategory(value: string): value is EventCategory {
  return (EVENT_CATEGORIES as readonly string[]).includes(value);
}

/** Search text and category of the event list; the page keeps both in the address. */
export function EventSearchForm({ filters, onSearch, onCategory, categoryCounts }: EventSearchFormProps) {
  const [text, setText] = useDebouncedSearch(filters.q, onSearch);

  return (
    <search aria-label="Rechercher un événement">
      <form
        className="fr-grid-row fr-grid-row--gutters fr-grid-row--bottom"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text, false);
        }}
      >
        <div className="fr-col-12 fr-col-md-6">
          <Input
            label="Rechercher"
            hintText={
              "Tous les mots, dans le titre, la description, le lieu ou la ville, par exemple\u00a0: concert orgue Lyon"
            }
            className="fr-mb-0"
            nativeInputProps={{
              type: "search",
              value: text,
              maxLength: SEARCH_MAX,
              autoComplete: "off",
              onChange: (event) => setText(event.target.value),
            }}
          />
        </div>
        <div className="fr-col-12 fr-col-sm-8 fr-col-md-4">
          <Select
            label="Catégorie"
            className="fr-mb-0"
            nativeSelectProps={{
              value: filters.category ?? "",
              onChange: (event) =>
                onCategory(isCategory(event.target.value) ? event.target.value : undefined),
            }}
          >
            <option value="">Toutes</option>
            {EVENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
                {categoryCounts
                  ? ` (${countText(categoryCounts.counts[category] ?? 0, categoryCounts.exact)})`
                  : ""}
              </option>
            ))}
          </Select>
        </div>
        <div className="fr-col-12 fr-col-sm-4 fr-col-md-2">
          <Button type="submit" iconId="fr-icon-search-line" className="cp-search-submit">
            Rechercher
          </Button>
        </div>
      </form>
    </search>
  );
}
