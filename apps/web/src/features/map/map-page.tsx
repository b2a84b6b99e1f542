import { mapMessages } from "@culture-patrimoine/contract/messages";
import { MAP_POINT_KINDS, type MapPointKind } from "@culture-patrimoine/contract/schemas/map";
import { lazy, Suspense, useMemo, useState, useSyncExternalStore } from "react";
import { Link, useNavigate } from "react-router";
import { useMapFormOptions } from "../../api/get-map-config.ts";
import { useMapPoints } from "./api/get-map-points.ts";
import { KIND_LABELS, markersOf, placeDetail, placeHref, sortedPlaces } from "./utils/map-places.ts";
import "./map-page.css";

// Leaflet and its stylesheet load with this page only, after its list (decision 030's budgets).
const PlacesMap = lazy(() =>
  import("../../components/map/places-map.tsx").then((m) => ({ default: m.PlacesMap })),
);

const never = () => () => {};

/**
 * False on the server and while the browser hydrates what the server rendered, true afterwards and
 * on a page change: Leaflet needs a browser, so the server renders the map's frame empty and the
 * map is drawn once hydration is done (the list beside it is the same on both sides).
 */
function useCanDrawMap(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

const KIND_FILTER_LABELS: Record<MapPointKind, string> = {
  event: mapMessages.kindEvent,
  lieu: mapMessages.kindLieu,
  site: mapMessages.kindSite,
};

/**
 * /carte: upcoming events (at their venue), venues and sites on a map, and the same places in a
 * list below it, which is the keyboard and screen-reader way (the map is never the only one).
 */
export function MapPage() {
  const navigate = useNavigate();
  const points = useMapPoints();
  const { tiles } = useMapFormOptions();
  const [shown, setShown] = useState<Record<MapPointKind, boolean>>({ event: true, lieu: true, site: true });
  const [tilesFailed, setTilesFailed] = useState(false);
  const canDrawMap = useCanDrawMap();

  const visible = useMemo(
    () => sortedPlaces((points.data?.points ?? []).filter((point) => shown[point.kind])),
    [points.data, shown],
  );
  const markers = useMemo(() => markersOf(visible), [visible]);
  const notice = tiles === null ? mapMessages.tilesOff : tilesFailed ? mapMessages.tilesUnavailable : null;

  return (
    <div className="fr-container fr-my-6w">
      <h1>{mapMessages.pageTitle}</h1>
      <p className="fr-text--lead">{mapMessages.intro}</p>

      {/* `cp-needs-script`: hidden when scripts are off (public/no-script.css): the filters, the way
          past the map and the map's frame do nothing without them; the list below does. */}
      <fieldset className="fr-fieldset cp-needs-script" aria-labelledby="map-kinds-legend">
        <legend id="map-kinds-legend" className="fr-fieldset__legend fr-fieldset__legend--regular">
          {mapMessages.kindsLegend}
        </legend>
        {MAP_POINT_KINDS.map((kind) => (
          <div key={kind} className="fr-fieldset__element fr-fieldset__element--inline">
            <div className="fr-checkbox-group fr-checkbox-group--sm">
              <input
                type="checkbox"
                id={`map-kind-${kind}`}
                checked={shown[kind]}
                onChange={(event) => setShown((current) => ({ ...current, [kind]: event.target.checked }))}
              />
              <label className="fr-label" htmlFor={`map-kind-${kind}`}>
                <span className={`cp-map-key cp-map-key--${kind}`} aria-hidden="true" />
                {KIND_FILTER_LABELS[kind]}
              </label>
            </div>
          </div>
        ))}
      </fieldset>

      <p className="fr-mb-1w cp-needs-script">
        <a className="fr-link" href="#map-list-title">
          {mapMessages.skipToList}
        </a>
      </p>
      <div className="cp-map-frame cp-needs-script">
        {!canDrawMap || points.isPending || tiles === undefined ? (
          <div className="cp-map cp-map--waiting">
            <p className="fr-sr-only">{mapMessages.loading}</p>
          </div>
        ) : (
          <Suspense fallback={<div className="cp-map cp-map--waiting" />}>
            <PlacesMap
              tiles={tiles}
              markers={markers}
              label={mapMessages.mapLabel}
              onTilesFailed={() => setTilesFailed(true)}
              onNavigate={(href) => void navigate(href)}
            />
          </Suspense>
        )}
      </div>
      {/* Under the map, so that its late arrival (a failed tile) moves nothing above it. */}
      {notice && (
        // An alert rather than a notice: the DSFR's Alert is already in the shared stylesheet.
        <div className="fr-alert fr-alert--info fr-alert--sm fr-mt-2w">
          <p role="status">{notice}</p>
        </div>
      )}
      {points.data?.truncated && <p className="fr-hint-text">{mapMessages.truncated}</p>}

      <section className="fr-mt-4w" aria-labelledby="map-list-title">
        <h2 id="map-list-title" tabIndex={-1}>
          {mapMessages.listTitle}
        </h2>
        {points.isError ? (
          <p className="fr-error-text">{mapMessages.loadFailed}</p>
        ) : points.isPending ? (
          <p>{mapMessages.loading}</p>
        ) : (
          <>
            <p className="fr-hint-text" aria-live="polite">
              {mapMessages.count(visible.length)}
            </p>
            {visible.length === 0 ? (
              <p>{mapMessages.empty}</p>
            ) : (
              <ul className="cp-map-list">
                {visible.map((point) => (
                  <li key={`${point.kind}-${point.id}`} className="cp-map-list__item">
                    <span className={`cp-map-key cp-map-key--${point.kind}`} aria-hidden="true" />
                    <span className="fr-badge fr-badge--sm fr-badge--no-icon cp-map-list__kind">
                      {KIND_LABELS[point.kind]}
                    </span>
                    <Link to={placeHref(point)} className="fr-link">
                      {point.name}
                    </Link>
                    <span className="cp-map-list__detail">{placeDetail(point)}</span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
}
