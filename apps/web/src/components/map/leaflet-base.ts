import L from "leaflet";
import { type RefObject, useEffect, useRef } from "react";
import "leaflet/dist/leaflet.css";
import "./places-map.css";
import { FRANCE_BOUNDS, FRANCE_OUTLINE } from "./france-outline.ts";

/** The background tiles the server configures (GET /api/map/config); null: none. */
export interface MapTiles {
  url: string;
  attribution: string;
  maxZoom: number;
}

export type LatLon = { latitude: number; longitude: number };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface BaseMapOptions {
  tiles: MapTiles | null;
  /** The map region's accessible name. */
  label: string;
  /** The tiles could not load: the page says so (in French) where it shows the map. */
  onTilesFailed: () => void;
}

/**
 * The one base map of /carte and of the forms' point picker: a Leaflet map (createBaseMap) in the
 * returned container, built again only when its tiles or label really change (not on every render)
 * and removed on unmount. `setup` adds what each new map shows (markers, click handlers); the map
 * is in `mapRef` for the effects that follow the props. `onTilesFailed` is read when called, so a
 * parent passing a new function does not rebuild the map.
 */
export function useBaseMap(
  { tiles, label, onTilesFailed }: BaseMapOptions,
  setup: (map: L.Map) => void,
): { containerRef: RefObject<HTMLDivElement | null>; mapRef: RefObject<L.Map | null> } {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const latest = useRef({ tiles, onTilesFailed, setup });
  latest.current = { tiles, onTilesFailed, setup };
  const tilesKey = tiles ? `${tiles.url}|${tiles.attribution}|${tiles.maxZoom}` : "";

  // biome-ignore lint/correctness/useExhaustiveDependencies: tilesKey stands for `tiles`, read through `latest`
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = createBaseMap(container, {
      tiles: latest.current.tiles,
      label,
      onTilesFailed: () => latest.current.onTilesFailed(),
    });
    mapRef.current = map;
    latest.current.setup(map);
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [tilesKey, label]);

  return { containerRef, mapRef };
}

/**
 * A Leaflet map over `container`: the outline of France in its own pane under the tiles, then the
 * configured tiles. The first tile that fails before any has loaded removes the tile layer (no more
 * failing requests as the visitor pans) and calls `onTilesFailed`: the page then says so, and the
 * markers stay readable on the outline.
 */
function createBaseMap(container: HTMLElement, { tiles, label, onTilesFailed }: BaseMapOptions): L.Map {
  const map = L.map(container, {
    minZoom: 4,
    maxZoom: tiles?.maxZoom ?? 14,
    zoomSnap: 0.5,
    // No zoom, fade or pan animations: nothing moves on its own (WCAG 2.3.3), and a map removed
    // while an animation runs (React remounts it, the visitor leaves) cannot fail in its last frame.
    zoomAnimation: false,
    fadeAnimation: false,
    markerZoomAnimation: false,
    // The map is a region of its own; arrows pan it and +/- zoom once it has the focus.
    keyboard: true,
  });
  container.setAttribute("role", "region");
  container.setAttribute("aria-label", label);
  map.attributionControl.setPrefix('<a href="https://leafletjs.com" lang="en">Leaflet</a>');
  map.fitBounds(L.latLngBounds(FRANCE_BOUNDS.map(([lat, lon]) => [lat, lon] as [number, number])));

  map.createPane("cp-outline");
  const outlinePane = map.getPane("cp-outline");
  if (outlinePane) outlinePane.style.zIndex = "150";
  L.polygon(
    FRANCE_OUTLINE.map((ring) => ring.map(([lat, lon]) => [lat, lon] as [number, number])),
    {
      pane: "cp-outline",
      interactive: false,
      color: "#7b7b7b",
      weight: 1,
      fillColor: "#f4efe1",
      fillOpacity: 1,
    },
  ).addTo(map);

  if (tiles) {
    let loaded = false;
    const layer = L.tileLayer(tiles.url, {
      attribution: escapeHtml(tiles.attribution),
      maxZoom: tiles.maxZoom,
    });
    layer.on("tileload", () => {
      loaded = true;
    });
    layer.on("tileerror", () => {
      if (loaded || !map.hasLayer(layer)) return;
      map.removeLayer(layer);
      onTilesFailed();
    });
    layer.addTo(map);
  }
  return map;
}

/** A point rounded as the API keeps it (6 decimals, about 0.1 m). */
export function roundedPoint(latlng: L.LatLng): LatLon {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { latitude: round(latlng.lat), longitude: round(L.Util.wrapNum(latlng.lng, [-180, 180], true)) };
}
