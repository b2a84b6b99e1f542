import L from "leaflet";
import { useEffect, useRef } from "react";
import { type LatLon, type MapTiles, roundedPoint, useBaseMap } from "./leaflet-base.ts";

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
  const markerRef = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const { containerRef, mapRef } = useBaseMap({ tiles, label, onTilesFailed }, (map) => {
    // A new map: the previous one's marker went with it.
    markerRef.current = null;
    if (value) map.setView([value.latitude, value.longitude], 14);
    map.on("click", (event: L.LeafletMouseEvent) => pick.current(roundedPoint(event.latlng)));
    placeMarker(map, markerRef, value, (point) => pick.current(point));
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the point's two numbers, not the object remade each render; mapRef is a ref
  useEffect(() => {
    const map = mapRef.current;
    if (map) placeMarker(map, markerRef, value, (point) => pick.current(point));
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
