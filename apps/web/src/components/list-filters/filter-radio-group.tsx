import { useId } from "react";
import { withCount } from "./filter-count-label.ts";
import type { CountedOption } from "./filter-select.tsx";

interface FilterRadioGroupProps<T extends string> {
  legend: string;
  /** The parameter the plain form sends. */
  name: string;
  value: string | undefined;
  /** The first choice, no filter: « Toutes ». */
  anyLabel: string;
  options: readonly CountedOption<T>[];
  onChange: (value: T | undefined) => void;
}

/** A filter with one choice among a few (a difficulty), each with its count, in a fieldset. */
export function FilterRadioGroup<T extends string>({
  legend,
  name,
  value,
  anyLabel,
  options,
  onChange,
}: FilterRadioGroupProps<T>) {
  const id = useId();
  const choices: CountedOption<T | "">[] = [{ value: "", label: anyLabel }, ...options];
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
              onChange={() => onChange(options.find((option) => option.value === choice.value)?.value)}
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
