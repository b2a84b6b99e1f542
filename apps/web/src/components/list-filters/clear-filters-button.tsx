import { Button } from "@codegouvfr/react-dsfr/Button";
import { filterPanelMessages } from "@culture-patrimoine/contract/messages";
import { focusResultsCount } from "./results-count.tsx";

/**
 * « Effacer les filtres »: every filter of the list goes (its search text too when `label` says so).
 * The button is drawn only while something is filtered, so it disappears under the focus it holds:
 * focus moves to the results count first (issue 33), whose new figure is then announced.
 */
export function ClearFiltersButton({ onClear, label }: { onClear: () => void; label?: string }) {
  return (
    <Button
      type="button"
      priority="tertiary"
      size="small"
      iconId="fr-icon-close-circle-line"
      onClick={() => {
        focusResultsCount();
        onClear();
      }}
    >
      {label ?? filterPanelMessages.clearFilters}
    </Button>
  );
}
