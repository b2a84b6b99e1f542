import { Button } from "@codegouvfr/react-dsfr/Button";
import {
  ACCESSIBILITY_FAMILIES,
  type AccessibilityFamily,
  EVENT_WHEN_CHOICES,
  type EventWhen,
} from "@culture-patrimoine/contract/constants";
import { accessibilityMessages, eventFilterMessages as f } from "@culture-patrimoine/contract/messages";
import type { EventFilterCounts } from "@culture-patrimoine/contract/schemas/event-filters";
import { useId } from "react";
import { AccessibilityPictogram } from "../../../components/accessibility-info.tsx";
import {
  CLEARED_FILTERS,
  countText,
  type EventFilters,
  hasNarrowingFilters,
} from "../utils/event-filters.ts";

const WHEN_LABELS: Record<EventWhen, string> = {
  today: f.whenToday,
  weekend: f.whenWeekend,
  week: f.whenWeek,
  month: f.whenMonth,
};

interface EventFiltersPanelProps {
  filters: EventFilters;
  counts: EventFilterCounts | undefined;
  onChange: (change: Partial<EventFilters>) => void;
}

/** "Ce week-end (12)": a choice and how many events it gives, "12+" when the API stopped counting. */
function withCount(label: string, value: number | undefined, exact: boolean | undefined): string {
  return value === undefined || exact === undefined ? label : `${label} (${countText(value, exact)})`;
}

/**
 * The events list's filters (issue 14): dates, place, free, accessibility, each choice with how
 * many events it would give with the other filters applied. Every change goes in the address at
 * once (the page writes it), so reload and back keep them.
 */
export function EventFiltersPanel({ filters, counts, onChange }: EventFiltersPanelProps) {
  const id = useId();
  const exact = counts?.exact;
  const placeValue = filters.ville
    ? `ville:${filters.ville}`
    : filters.departement
      ? `dep:${filters.departement}`
      : "";
  const villes = counts?.villes ?? (filters.ville ? [{ ville: filters.ville, count: undefined }] : []);
  const departements =
    counts?.departements ?? (filters.departement ? [{ code: filters.departement, count: undefined }] : []);
  const toggleFamily = (family: AccessibilityFamily, checked: boolean) => {
    const current = new Set(filters.accessibility ?? []);
    if (checked) current.add(family);
    else current.delete(family);
    onChange({ accessibility: ACCESSIBILITY_FAMILIES.filter((item) => current.has(item)) });
  };

  return (
    <div className="cp-event-filters">
      <fieldset className="fr-fieldset" aria-labelledby={`${id}-when`}>
        <legend id={`${id}-when`} className="fr-fieldset__legend fr-text--regular">
          {f.whenLegend}
        </legend>
        {[undefined, ...EVENT_WHEN_CHOICES].map((when) => (
          <div key={when ?? "any"} className="fr-fieldset__element fr-fieldset__element--inline">
            <div className="fr-radio-group fr-radio-group--sm">
              <input
                type="radio"
                id={`${id}-when-${when ?? "any"}`}
                name={`${id}-when`}
                checked={filters.when === when}
                onChange={() => onChange({ when })}
              />
              <label className="fr-label" htmlFor={`${id}-when-${when ?? "any"}`}>
                {when ? withCount(WHEN_LABELS[when], counts?.when[when], exact) : f.whenAny}
              </label>
            </div>
          </div>
        ))}
        <div className="fr-fieldset__element cp-event-filters__range">
          <div className="fr-input-group">
            <label className="fr-label" htmlFor={`${id}-from`}>
              {f.rangeFrom}
            </label>
            <input
              className="fr-input"
              type="date"
              id={`${id}-from`}
              value={filters.from ?? ""}
              onChange={(event) => onChange({ from: event.target.value || undefined })}
            />
          </div>
          <div className="fr-input-group">
            <label className="fr-label" htmlFor={`${id}-to`}>
              {f.rangeTo}
            </label>
            <input
              className="fr-input"
              type="date"
              id={`${id}-to`}
              min={filters.from}
              value={filters.to ?? ""}
              onChange={(event) => onChange({ to: event.target.value || undefined })}
            />
          </div>
        </div>
      </fieldset>

      <div>
        <div className="fr-select-group">
          <label className="fr-label" htmlFor={`${id}-place`}>
            {f.placeLabel}
          </label>
          <select
            className="fr-select"
            id={`${id}-place`}
            value={placeValue}
            onChange={(event) => {
              const [kind, value] = event.target.value.split(/:(.*)/s);
              onChange({
                ville: kind === "ville" ? value : undefined,
                departement: kind === "dep" ? value : undefined,
              });
            }}
          >
            <option value="">{f.placeAny}</option>
            <optgroup label={f.placeCities}>
              {villes.map((place) => (
                <option key={place.ville} value={`ville:${place.ville}`}>
                  {withCount(place.ville, place.count, exact)}
                </option>
              ))}
            </optgroup>
            <optgroup label={f.placeDepartements}>
              {departements.map((place) => (
                <option key={place.code} value={`dep:${place.code}`}>
                  {withCount(place.code, place.count, exact)}
                </option>
              ))}
            </optgroup>
          </select>
        </div>

        <div className="fr-checkbox-group fr-checkbox-group--sm fr-mt-3w">
          <input
            type="checkbox"
            id={`${id}-free`}
            checked={Boolean(filters.free)}
            onChange={(event) => onChange({ free: event.target.checked || undefined })}
          />
          <label className="fr-label" htmlFor={`${id}-free`}>
            {withCount(f.freeOnly, counts?.free, exact)}
          </label>
        </div>

        <fieldset className="fr-fieldset fr-mt-3w fr-mb-0" aria-labelledby={`${id}-a11y`}>
          <legend id={`${id}-a11y`} className="fr-fieldset__legend fr-text--regular">
            {f.accessibleLegend}
          </legend>
          {ACCESSIBILITY_FAMILIES.map((family) => (
            <div key={family} className="fr-fieldset__element fr-fieldset__element--inline">
              <div className="fr-checkbox-group fr-checkbox-group--sm">
                <input
                  type="checkbox"
                  id={`${id}-a11y-${family}`}
                  checked={filters.accessibility?.includes(family) ?? false}
                  onChange={(event) => toggleFamily(family, event.target.checked)}
                />
                <label className="fr-label cp-event-filters__family" htmlFor={`${id}-a11y-${family}`}>
                  <AccessibilityPictogram family={family} />
                  {withCount(
                    accessibilityMessages.familyLabels[family],
                    counts?.accessibility[family],
                    exact,
                  )}
                </label>
              </div>
            </div>
          ))}
        </fieldset>
      </div>

      {hasNarrowingFilters(filters) && (
        <div className="cp-event-filters__clear">
          <Button
            priority="tertiary"
            size="small"
            iconId="fr-icon-close-circle-line"
            onClick={() => onChange(CLEARED_FILTERS)}
          >
            {f.clearFilters}
          </Button>
        </div>
      )}
    </div>
  );
}
