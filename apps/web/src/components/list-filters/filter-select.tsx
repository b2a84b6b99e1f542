import { useId } from "react";
import { withCount } from "./filter-counts.ts";

export interface CountedOption {
  value: string;
  label: string;
  /** Items it gives with the other filters applied; undefined while unknown. */
  count?: number;
}

interface FilterSelectProps {
  label: string;
  /** The parameter the plain form sends. */
  name: string;
  value: string | undefined;
  /** The first choice, no filter: « Toutes ». */
  anyLabel: string;
  options: readonly CountedOption[];
  onChange: (value: string | undefined) => void;
}

/**
 * A filter with one choice among many (a category, a theme), each with its count « Musée (4) »;
 * a choice that gives nothing says « (0) ».
 */
export function FilterSelect({ label, name, value, anyLabel, options, onChange }: FilterSelectProps) {
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
        onChange={(event) => onChange(event.target.value || undefined)}
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
