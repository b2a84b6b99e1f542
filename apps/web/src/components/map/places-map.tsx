import L from "leaflet";
import { useEffect, useRef } from "react";
import { type MapTiles, useBaseMap } from "./leaflet-base.ts";

export type PlaceKind = "event" | "lieu" | "site";

/** One entry of a marker's popup: a place, its page and a line about it. */
export interface MarkerItem {
  kind: PlaceKind;
  title: string;
  href: string;
  detail: string;
}

/** One marker: the places at one point (a venue and its events share theirs). */
export interface PlaceMarker {
  key: string;
  latitude: number;
  longitude: number;
  /** Read by screen readers and shown as a tooltip: what is at this point. */
  label: string;
  items: MarkerItem[];
}

export interface PlacesMapProps {
  tiles: MapTiles | null;
  markers: PlaceMarker[];
  label: string;
  onTilesFailed: () => void;
  /** Follows a popup's link inside the app (the router), instead of reloading the page. */
  onNavigate: (href: string) => void;
}

function iconOf(marker: PlaceMarker): L.DivIcon {
  const kinds = new Set(marker.items.map((item) => item.kind));
  const kind = kinds.size === 1 ? [...kinds][0] : "mixed";
  const count = marker.items.length;
  return L.divIcon({
    className: `cp-map-marker cp-map-marker--${kind}`,
    html: count > 1 ? `<span class="cp-map-marker__count" aria-hidden="true">${count}</span>` : "",
    iconSize: [22, 22],
    iconAnchor: [11, 11],
    popupAnchor: [0, -10],
  });
}

function popupOf(marker: PlaceMarker, onNavigate: (href: string) => void): HTMLElement {
  const list = document.createElement("ul");
  list.className = "cp-map-popup";
  for (const item of marker.items) {
    const entry = document.createElement("li");
    const link = document.createElement("a");
    link.href = item.href;
    link.textContent = item.title;
    link.addEventListener("click", (event) => {
      event.preventDefault();
      onNavigate(item.href);
    });
    const detail = document.createElement("span");
    detail.className = "cp-map-popup__detail";
    detail.textContent = item.detail;
    entry.append(link, detail);
    list.append(entry);
  }
  return list;
}

/**
 * The places of /carte on a Leaflet map. Each marker is focusable (Tab), says what is there, and
 * opens its popup with Enter; the page's list is the full keyboard and screen-reader way.
 */
export function PlacesMap({ tiles, markers, label, onTilesFailed, onNavigate }: PlacesMapProps) {
  const layerRef = useRef<L.LayerGroup | null>(null);
  const navigate = useRef(onNavigate);
  navigate.current = onNavigate;
  const { containerRef, mapRef } = useBaseMap({ tiles, label, onTilesFailed }, (map) => {
    const layer = L.layerGroup().addTo(map);
    layerRef.current = layer;
    drawMarkers(map, layer, markers, (href) => navigate.current(href));
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: mapRef is a ref (useBaseMap's), not a dependency
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (map && layer) drawMarkers(map, layer, markers, (href) => navigate.current(href));
  }, [markers]);

  return <div ref={containerRef} className="cp-map" />;
}

function drawMarkers(
  map: L.Map,
  layer: L.LayerGroup,
  markers: readonly PlaceMarker[],
  onNavigate: (href: string) => void,
) {
  layer.clearLayers();
  for (const place of markers) {
    const marker = L.marker([place.latitude, place.longitude], {
      icon: iconOf(place),
      keyboard: true,
      title: place.label,
      riseOnHover: true,
    });
    marker.bindPopup(() => popupOf(place, onNavigate));
    marker.addTo(layer);
    const element = marker.getElement();
    element?.setAttribute("role", "button");
    element?.setAttribute("aria-label", place.label);
  }
  if (markers.length > 0) {
    const bounds = L.latLngBounds(
      markers.map((place) => [place.latitude, place.longitude] as [number, number]),
    );
    map.fitBounds(bounds, { padding: [24, 24], maxZoom: 12 });
  }
}
