import { mapMessages } from "@culture-patrimoine/contract/messages";
import { lazy, Suspense, useState } from "react";
import type { FieldPathByValue, FieldValues, PathValue, UseFormReturn } from "react-hook-form";
import { FormSection } from "../form/form-section.tsx";
import { TextField } from "../form/text-field.tsx";
import { coordinateText, coordinateValue } from "./coordinate-text.ts";
import type { LatLon, MapTiles } from "./leaflet-base.ts";

// Leaflet (≈ 45 kB gzip with its stylesheet) loads only when the organiser opens the map.
const PointPicker = lazy(() => import("./point-picker.tsx").then((m) => ({ default: m.PointPicker })));

/** Form values that hold a point as typed text. */
interface PointValues extends FieldValues {
  latitude: string;
  longitude: string;
}

/** One answer of the address service, as much as this section uses. */
export interface FoundPoint extends LatLon {
  label: string;
}

export interface CoordinatesFieldsProps<TValues extends PointValues, TContext, TOutput> {
  form: UseFormReturn<TValues, TContext, TOutput>;
  /** The legend's id. */
  id: string;
  /** The map's background (GET /api/map/config); undefined while it loads. */
  tiles: MapTiles | null | undefined;
  /**
   * « Utiliser l’adresse »: asks the address service for what `addressQuery` gives. Absent when the
   * server has no address service: the button is not shown.
   */
  geocode?: (query: string) => Promise<FoundPoint[]>;
  /** The address typed in the form, as one line ("20 place des Terreaux 69001 Lyon"). */
  addressQuery: () => string;
}

/**
 * The point of a venue or a site: latitude and longitude fields (the keyboard way), a map to click
 * or drag the marker on, and « Utiliser l’adresse » when the server has an address service.
 */
export function CoordinatesFields<TValues extends PointValues, TContext, TOutput>({
  form,
  id,
  tiles,
  geocode,
  addressQuery,
}: CoordinatesFieldsProps<TValues, TContext, TOutput>) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [status, setStatus] = useState("");
  const [searching, setSearching] = useState(false);
  const latitudeName = "latitude" as FieldPathByValue<TValues, string>;
  const longitudeName = "longitude" as FieldPathByValue<TValues, string>;
  const latitude = coordinateValue(String(form.watch(latitudeName) ?? ""));
  const longitude = coordinateValue(String(form.watch(longitudeName) ?? ""));
  const value = latitude !== null && longitude !== null ? { latitude, longitude } : null;

  function setPoint(point: LatLon | null) {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue(
      latitudeName,
      coordinateText(point?.latitude) as PathValue<TValues, typeof latitudeName>,
      options,
    );
    form.setValue(
      longitudeName,
      coordinateText(point?.longitude) as PathValue<TValues, typeof longitudeName>,
      options,
    );
  }

  async function lookUpAddress() {
    if (!geocode) return;
    const query = addressQuery().trim();
    if (query.length < 3) {
      setStatus(mapMessages.geocodeNeedsAddress);
      return;
    }
    setSearching(true);
    setStatus(mapMessages.geocodeSearching);
    try {
      const [best] = await geocode(query);
      if (!best) setStatus(mapMessages.geocodeNoResult);
      else {
        setPoint(best);
        setStatus(mapMessages.geocodeFound(best.label));
      }
    } catch (error) {
      setStatus(error instanceof Error && error.message ? error.message : mapMessages.geocodeUnavailable);
    } finally {
      setSearching(false);
    }
  }

  return (
    <FormSection id={id} legend={mapMessages.positionLegend} hint={mapMessages.positionHint}>
      <div className="fr-grid-row fr-grid-row--gutters">
        <div className="fr-col-12 fr-col-sm-6">
          <TextField
            form={form}
            name={latitudeName}
            label={mapMessages.latitudeLabel}
            hint={mapMessages.latitudeHint}
            optional
            inputMode="decimal"
          />
        </div>
        <div className="fr-col-12 fr-col-sm-6">
          <TextField
            form={form}
            name={longitudeName}
            label={mapMessages.longitudeLabel}
            hint={mapMessages.longitudeHint}
            optional
            inputMode="decimal"
          />
        </div>
      </div>
      <ul className="fr-btns-group fr-btns-group--inline-sm fr-btns-group--sm">
        {geocode && (
          <li>
            <button
              type="button"
              className="fr-btn fr-btn--secondary fr-icon-map-pin-2-line fr-btn--icon-left"
              onClick={() => void lookUpAddress()}
              disabled={searching}
            >
              {mapMessages.useAddress}
            </button>
          </li>
        )}
        <li>
          <button
            type="button"
            className="fr-btn fr-btn--tertiary"
            aria-expanded={pickerOpen}
            onClick={() => setPickerOpen((open) => !open)}
            disabled={tiles === undefined}
          >
            {pickerOpen ? mapMessages.hidePicker : mapMessages.showPicker}
          </button>
        </li>
        {value && (
          <li>
            <button
              type="button"
              className="fr-btn fr-btn--tertiary-no-outline"
              onClick={() => setPoint(null)}
            >
              {mapMessages.clearPosition}
            </button>
          </li>
        )}
      </ul>
      <p className="fr-hint-text" role="status">
        {status}
      </p>
      {pickerOpen && tiles !== undefined && (
        <div>
          <Suspense fallback={<div className="cp-map cp-map--picker" />}>
            <PointPicker
              tiles={tiles}
              value={value}
              onPick={setPoint}
              label={mapMessages.pickerLabel}
              onTilesFailed={() => setTilesFailed(true)}
            />
          </Suspense>
          {tilesFailed && <p className="fr-hint-text">{mapMessages.pickerTilesUnavailable}</p>}
        </div>
      )}
    </FormSection>
  );
}
