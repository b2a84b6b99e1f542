import { Button } from "@codegouvfr/react-dsfr/Button";
import { filterPanelMessages } from "@culture-patrimoine/contract/messages";

/** « Effacer les filtres »: every filter of the list goes, its search text stays. */
export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <Button
      type="button"
      priority="tertiary"
      size="small"
      iconId="fr-icon-close-circle-line"
      onClick={onClear}
    >
      {filterPanelMessages.clearFilters}
    </Button>
  );
}
