import L from "leaflet";
import { useEffect, useRef } from "react";
import { createBaseMap, type LatLon, type MapTiles, roundedPoint } from "./leaflet-base.ts";

export interface PointPickerProps {
  tiles: MapTiles | null;
  /** The point the form holds (its two fields), or null. */
  value: LatLon | null;
  onPick: (point: LatLon) => void;
  label: string;
  onTilesFailed: () => void;
}

const pickedIcon = L.divIcon({
  className: "cp-map-marker cp-map-marker--picked",
  iconSize: [22, 22],
  iconAnchor: [11, 22],
});

/**
 * A map to place a venue or a site: a click puts the marker there, the marker can be dragged.
 * The form's latitude and longitude fields are the keyboard way; this map follows them.
 */
export function PointPicker({ tiles, value, onPick, label, onTilesFailed }: PointPickerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const latest = useRef({ tiles, value, onPick, onTilesFailed });
  latest.current = { tiles, value, onPick, onTilesFailed };
  // The map is built again only when its background really changes, not on every render.
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
    const start = latest.current.value;
    if (start) map.setView([start.latitude, start.longitude], 14);
    map.on("click", (event: L.LeafletMouseEvent) => latest.current.onPick(roundedPoint(event.latlng)));
    mapRef.current = map;
    placeMarker(map, markerRef, start, (point) => latest.current.onPick(point));
    return () => {
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, [tilesKey, label]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the point's two numbers, not the object remade each render
  useEffect(() => {
    const map = mapRef.current;
    if (map) placeMarker(map, markerRef, value, (point) => latest.current.onPick(point));
  }, [value?.latitude, value?.longitude]);

  return <div ref={containerRef} className="cp-map cp-map--picker" />;
}

/** Puts the form's point on the map (or takes it away), and keeps it in view. */
function placeMarker(
  map: L.Map,
  markerRef: { current: L.Marker | null },
  value: LatLon | null,
  onPick: (point: LatLon) => void,
) {
  if (!value) {
    markerRef.current?.remove();
    markerRef.current = null;
    return;
  }
  const at: [number, number] = [value.latitude, value.longitude];
  if (markerRef.current) markerRef.current.setLatLng(at);
  else {
    const marker = L.marker(at, {
      icon: pickedIcon,
      draggable: true,
      keyboard: false,
      title: "Position choisie",
    });
    marker.on("dragend", () => onPick(roundedPoint(marker.getLatLng())));
    markerRef.current = marker.addTo(map);
  }
  if (!map.getBounds().contains(at)) map.panTo(at);
}
