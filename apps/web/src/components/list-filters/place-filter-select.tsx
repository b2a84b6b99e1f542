import { filterPanelMessages as f } from "@culture-patrimoine/contract/messages";
import { useId } from "react";
import { withCount } from "./filter-count-label.ts";

/** The value of a select whose choices are the cities and the départements (see readPlace). */
function placeValue({ ville, departement }: { ville?: string; departement?: string }): string {
  return ville ? `ville:${ville}` : departement ? `dep:${departement}` : "";
}

/** The place a select's value names: one of the two, the other cleared. */
function placeOfValue(value: string): { ville: string | undefined; departement: string | undefined } {
  const [kind, rest] = value.split(/:(.*)/s);
  return {
    ville: kind === "ville" ? rest : undefined,
    departement: kind === "dep" ? rest : undefined,
  };
}

interface PlaceFilterSelectProps {
  ville?: string;
  departement?: string;
  /** The cities and départements the counts offer; absent while unknown (the chosen one is kept). */
  villes?: readonly { ville: string; count: number }[];
  departements?: readonly { code: string; count: number }[];
  exact?: boolean;
  onChange: (place: { ville: string | undefined; departement: string | undefined }) => void;
}

/**
 * « Ville ou département »: one select, cities then départements, each with its count. The plain
 * form sends it as `place` (`ville:Lyon`, `dep:69`), which readPlace reads.
 */
export function PlaceFilterSelect({
  ville,
  departement,
  villes,
  departements,
  exact,
  onChange,
}: PlaceFilterSelectProps) {
  const id = useId();
  const cityChoices = villes ?? (ville ? [{ ville, count: undefined }] : []);
  const departementChoices = departements ?? (departement ? [{ code: departement, count: undefined }] : []);
  return (
    <div className="fr-select-group">
      <label className="fr-label" htmlFor={`${id}-place`}>
        {f.placeLabel}
      </label>
      <select
        className="fr-select"
        id={`${id}-place`}
        name="place"
        value={placeValue({ ville, departement })}
        onChange={(event) => onChange(placeOfValue(event.target.value))}
      >
        <option value="">{f.placeAny}</option>
        <optgroup label={f.placeCities}>
          {cityChoices.map((place) => (
            <option key={place.ville} value={`ville:${place.ville}`}>
              {withCount(place.ville, place.count, exact)}
            </option>
          ))}
        </optgroup>
        <optgroup label={f.placeDepartements}>
          {departementChoices.map((place) => (
            <option key={place.code} value={`dep:${place.code}`}>
              {withCount(place.code, place.count, exact)}
            </option>
          ))}
        </optgroup>
      </select>
    </div>
  );
}
