import { Button } from "@codegouvfr/react-dsfr/Button";
import { Input } from "@codegouvfr/react-dsfr/Input";
import { SEARCH_MAX } from "@culture-patrimoine/contract/constants";
import { filterPanelMessages as f } from "@culture-patrimoine/contract/messages";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { ClearFiltersButton } from "./clear-filters-button.tsx";
import { useDebouncedSearch } from "./use-debounced-search.ts";
import "./list-filters.css";

interface ListFilterFormProps {
  /** The search box's label and example: « Rechercher un lieu ». */
  searchLabel: string;
  searchHint: string;
  /** The words searched, as the address has them. */
  q: string;
  /** `typing`: a debounced keystroke (refines the history entry); false for the submit. */
  onSearch: (q: string, typing: boolean) => void;
  /** The disclosure's summary: « Filtrer les lieux (1 actif) ». */
  summary: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  /** A filter is set: « Effacer les filtres » is offered. */
  canClear: boolean;
  onClear: () => void;
  /** Parameters the list keeps whatever the filters (a route's sites: parcours_id). */
  kept?: Record<string, string>;
  /** The filters (named inputs), drawn in the disclosure. */
  children: ReactNode;
}

/**
 * A list's search box and its filters in one GET form whose action is the page itself: before the
 * script runs (or without it) « Rechercher » and « Appliquer les filtres » load the filtered page,
 * which the server renders; once hydrated, each change goes in the address at once and the list
 * follows without a reload. The filters sit in a native disclosure, open when one is set.
 */
export function ListFilterForm({
  searchLabel,
  searchHint,
  q,
  onSearch,
  summary,
  open,
  onToggle,
  canClear,
  onClear,
  kept,
  children,
}: ListFilterFormProps) {
  const { pathname } = useLocation();
  const [text, setText] = useDebouncedSearch(q, onSearch);
  return (
    <search aria-label={searchLabel}>
      <form
        method="get"
        action={pathname}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text, false);
        }}
      >
        {Object.entries(kept ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="fr-grid-row fr-grid-row--gutters fr-grid-row--bottom">
          <div className="fr-col-12 fr-col-md-8">
            <Input
              label={searchLabel}
              hintText={searchHint}
              className="fr-mb-0"
              nativeInputProps={{
                type: "search",
                name: "q",
                value: text,
                maxLength: SEARCH_MAX,
                autoComplete: "off",
                onChange: (event) => setText(event.target.value),
              }}
            />
          </div>
          <div className="fr-col-12 fr-col-md-4">
            <Button type="submit" iconId="fr-icon-search-line" className="cp-search-submit">
              {f.searchSubmit}
            </Button>
          </div>
        </div>

        <details
          className="cp-list-filters-box fr-mt-3w"
          open={open}
          onToggle={(event) => onToggle(event.currentTarget.open)}
        >
          <summary className="cp-list-filters-box__summary fr-icon-filter-line">{summary}</summary>
          <div className="cp-list-filters">
            {children}
            <div className="cp-list-filters__actions">
              <Button type="submit" priority="secondary" size="small">
                {f.applyFilters}
              </Button>
              {canClear && <ClearFiltersButton onClear={onClear} />}
            </div>
          </div>
        </details>
      </form>
    </search>
  );
}
