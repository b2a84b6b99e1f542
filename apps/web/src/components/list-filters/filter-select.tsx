import { useId } from "react";
import { withCount } from "./filter-count-label.ts";

export interface CountedOption<T extends string = string> {
  value: T;
  label: string;
  /** Items it gives with the other filters applied; undefined while unknown. */
  count?: number;
}

interface FilterSelectProps<T extends string> {
  label: string;
  /** The parameter the plain form sends. */
  name: string;
  value: string | undefined;
  /** The first choice, no filter: « Toutes ». */
  anyLabel: string;
  options: readonly CountedOption<T>[];
  onChange: (value: T | undefined) => void;
}

/**
 * A filter with one choice among many (a category, a theme), each with its count « Musée (4) »;
 * a choice that gives nothing says « (0) ».
 */
export function FilterSelect<T extends string>({
  label,
  name,
  value,
  anyLabel,
  options,
  onChange,
}: FilterSelectProps<T>) {
  const id = useId();
  return (
    <div className="fr-select-group">
      <label className="fr-label" htmlFor={id}>
        {label}
      </label>
      <select
        className="fr-select"
        id={id}
        name={name}
        value={value ?? ""}
        onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {withCount(option.label, option.count, option.count === undefined ? undefined : true)}
          </option>
        ))}
      </select>
    </div>
  );
}
