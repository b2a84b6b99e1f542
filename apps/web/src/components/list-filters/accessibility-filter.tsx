import { ACCESSIBILITY_FAMILIES, type AccessibilityFamily } from "@culture-patrimoine/contract/constants";
import { accessibilityMessages, filterPanelMessages } from "@culture-patrimoine/contract/messages";
import { AccessibilityPictogram } from "../accessibility-info.tsx";
import { FilterCheckboxGroup } from "./filter-checkbox-group.tsx";

const FAMILY_CHOICES = ACCESSIBILITY_FAMILIES.map((family) => ({
  value: family,
  label: accessibilityMessages.familyLabels[family],
  icon: <AccessibilityPictogram family={family} />,
}));

interface AccessibilityFilterProps {
  selected: readonly AccessibilityFamily[] | undefined;
  counts?: Partial<Record<string, number>>;
  exact?: boolean;
  /** The families every listed item must welcome; undefined when none is ticked. */
  onChange: (families: AccessibilityFamily[] | undefined) => void;
}

/** « Accessible aux personnes en situation de handicap »: the label's four families, with their counts. */
export function AccessibilityFilter({ selected, counts, exact, onChange }: AccessibilityFilterProps) {
  return (
    <FilterCheckboxGroup
      legend={filterPanelMessages.accessibleLegend}
      name="accessibility"
      choices={FAMILY_CHOICES}
      selected={selected ?? []}
      counts={counts}
      exact={exact}
      onChange={(families) => onChange(families.length > 0 ? families : undefined)}
    />
  );
}
