import { useId } from "react";
import { withCount } from "./filter-counts.ts";
import type { CountedOption } from "./filter-select.tsx";

interface FilterRadioGroupProps {
  legend: string;
  /** The parameter the plain form sends. */
  name: string;
  value: string | undefined;
  /** The first choice, no filter: « Toutes ». */
  anyLabel: string;
  options: readonly CountedOption[];
  onChange: (value: string | undefined) => void;
}

/** A filter with one choice among a few (a difficulty), each with its count, in a fieldset. */
export function FilterRadioGroup({
  legend,
  name,
  value,
  anyLabel,
  options,
  onChange,
}: FilterRadioGroupProps) {
  const id = useId();
  const choices = [{ value: "", label: anyLabel, count: undefined }, ...options];
  return (
    <fieldset className="fr-fieldset fr-mb-0" aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`} className="fr-fieldset__legend fr-text--regular">
        {legend}
      </legend>
      {choices.map((choice, index) => (
        <div key={choice.value} className="fr-fieldset__element fr-fieldset__element--inline">
          <div className="fr-radio-group fr-radio-group--sm">
            <input
              type="radio"
              id={`${id}-${index}`}
              name={name}
              value={choice.value}
              checked={(value ?? "") === choice.value}
              onChange={() => onChange(choice.value || undefined)}
            />
            <label className="fr-label" htmlFor={`${id}-${index}`}>
              {withCount(choice.label, choice.count, choice.count === undefined ? undefined : true)}
            </label>
          </div>
        </div>
      ))}
    </fieldset>
  );
}
