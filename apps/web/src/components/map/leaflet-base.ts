import L from "leaflet";
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

/**
 * A Leaflet map over `container`: the outline of France in its own pane under the tiles, then the
 * configured tiles. The first tile that fails before any has loaded removes the tile layer (no more
 * failing requests as the visitor pans) and calls `onTilesFailed`: the page then says so, and the
 * markers stay readable on the outline.
 */
export function createBaseMap(
  container: HTMLElement,
  { tiles, label, onTilesFailed }: { tiles: MapTiles | null; label: string; onTilesFailed: () => void },
): L.Map {
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
