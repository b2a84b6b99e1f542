import type { ReactNode } from "react";
import { useId } from "react";
import { withCount } from "./filter-count-label.ts";
import "./list-filters.css";

export interface FilterChoice<T extends string> {
  value: T;
  label: string;
  /** Drawn before the label (a pictogram); the label says it in words too. */
  icon?: ReactNode;
}

interface FilterCheckboxGroupProps<T extends string> {
  legend: string;
  /** The parameter the plain form sends, once per ticked box. */
  name: string;
  choices: readonly FilterChoice<T>[];
  selected: readonly T[];
  /** How many items each choice gives with the other filters applied; absent while unknown. */
  counts?: Partial<Record<string, number>>;
  exact?: boolean;
  /** The ticked values, in the choices' order. */
  onChange: (values: T[]) => void;
}

/**
 * A filter of several choices, each ticked independently, each with its count « Handicap moteur
 * (3) »: a fieldset and its legend, DSFR's small checkboxes, named inputs for the plain form.
 */
export function FilterCheckboxGroup<T extends string>({
  legend,
  name,
  choices,
  selected,
  counts,
  exact,
  onChange,
}: FilterCheckboxGroupProps<T>) {
  const id = useId();
  const toggle = (value: T, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(value);
    else next.delete(value);
    onChange(choices.map((choice) => choice.value).filter((item) => next.has(item)));
  };
  return (
    <fieldset className="fr-fieldset fr-mb-0" aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`} className="fr-fieldset__legend fr-text--regular">
        {legend}
      </legend>
      {choices.map((choice) => (
        <div key={choice.value} className="fr-fieldset__element fr-fieldset__element--inline">
          <div className="fr-checkbox-group fr-checkbox-group--sm">
            <input
              type="checkbox"
              id={`${id}-${choice.value}`}
              name={name}
              value={choice.value}
              checked={selected.includes(choice.value)}
              onChange={(event) => toggle(choice.value, event.target.checked)}
            />
            <label className="fr-label cp-filter-choice" htmlFor={`${id}-${choice.value}`}>
              {choice.icon}
              {withCount(choice.label, counts?.[choice.value] ?? (counts ? 0 : undefined), exact)}
            </label>
          </div>
        </div>
      ))}
    </fieldset>
  );
}
