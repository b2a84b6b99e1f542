import { EVENT_WHEN_CHOICES, type EventWhen } from "@culture-patrimoine/contract/constants";
import { eventFilterMessages as f } from "@culture-patrimoine/contract/messages";
import type { EventFilterCounts } from "@culture-patrimoine/contract/schemas/event-filters";
import { useId } from "react";
import { AccessibilityFilter } from "../../../components/list-filters/accessibility-filter.tsx";
import { ClearFiltersButton } from "../../../components/list-filters/clear-filters-button.tsx";
import { withCount } from "../../../components/list-filters/filter-count-label.ts";
import { PlaceFilterSelect } from "../../../components/list-filters/place-filter-select.tsx";
import { CLEARED_FILTERS, type EventFilters, hasNarrowingFilters } from "../utils/event-filters.ts";

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

/**
 * The events list's filters (issue 14): dates, place, free, accessibility, each choice with how
 * many events it would give with the other filters applied. Every change goes in the address at
 * once (the page writes it), so reload and back keep them.
 */
export function EventFiltersPanel({ filters, counts, onChange }: EventFiltersPanelProps) {
  const id = useId();
  const exact = counts?.exact;
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
        <PlaceFilterSelect
          ville={filters.ville}
          departement={filters.departement}
          villes={counts?.villes}
          departements={counts?.departements}
          exact={exact}
          onChange={onChange}
        />

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

        <div className="fr-mt-3w">
          <AccessibilityFilter
            selected={filters.accessibility}
            counts={counts?.accessibility}
            exact={exact}
            onChange={(accessibility) => onChange({ accessibility })}
          />
        </div>
      </div>

      {hasNarrowingFilters(filters) && (
        <div className="cp-event-filters__clear">
          <ClearFiltersButton onClear={() => onChange(CLEARED_FILTERS)} />
        </div>
      )}
    </div>
  );
}
