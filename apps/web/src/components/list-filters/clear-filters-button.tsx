import { Button } from "@codegouvfr/react-dsfr/Button";
import { filterPanelMessages } from "@culture-patrimoine/contract/messages";

/** « Effacer les filtres »: every filter of the list goes (its search text too when `label` says so). */
export function ClearFiltersButton({ onClear, label }: { onClear: () => void; label?: string }) {
  return (
    <Button
      type="button"
      priority="tertiary"
      size="small"
      iconId="fr-icon-close-circle-line"
      onClick={onClear}
    >
      {label ?? filterPanelMessages.clearFilters}
    </Button>
  );
}
