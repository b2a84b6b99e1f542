import { Button } from "@codegouvfr/react-dsfr/Button";
import { filterPanelMessages } from "@culture-patrimoine/contract/messages";

/**
 * « Effacer les filtres »: every filter of the list goes (its search text too when `label` says so).
 * The button is drawn only while something is filtered, so it disappears under the focus it holds,
 * which fell to <body> (issue 33): focus moves first to the nearest control that stays, the filter
 * box's summary, or the search box for the list's empty state; the results count, a live region,
 * then reads the new figure. Nothing is added to the results count, which is in the lists' first
 * load (decision 030's ceiling).
 */
export function ClearFiltersButton({ onClear, label }: { onClear: () => void; label?: string }) {
  return (
    <Button
      type="button"
      priority="tertiary"
      size="small"
      iconId="fr-icon-close-circle-line"
      onClick={(event) => {
        const stays =
          event.currentTarget.closest("details")?.querySelector("summary") ??
          document.querySelector<HTMLElement>('main search input[type="search"]');
        stays?.focus();
        onClear();
      }}
    >
      {label ?? filterPanelMessages.clearFilters}
    </Button>
  );
}
