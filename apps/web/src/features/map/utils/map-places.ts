import { formatDayInSentence, formatSessionStart } from "@culture-patrimoine/contract/french-dates";
import { mapMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { MapPoint, MapPointKind } from "@culture-patrimoine/contract/schemas/map";
import type { MarkerItem, PlaceMarker } from "../../../components/map/places-map.tsx";

export const KIND_LABELS: Record<MapPointKind, string> = {
  event: mapMessages.kindEventOne,
  lieu: mapMessages.kindLieuOne,
  site: mapMessages.kindSiteOne,
};

/** Where a point's page is: /events/{id}, /lieux/{id}, /sites/{id}. */
export function placeHref(point: Pick<MapPoint, "kind" | "id">): string {
  if (point.kind === "event") return paths.eventDetail.getHref(point.id);
  if (point.kind === "lieu") return paths.lieuDetail.getHref(point.id);
  return paths.siteDetail.getHref(point.id);
}

/** The line under a place's name: its next date for an event, its category for a site. */
export function placeDetail(point: MapPoint): string {
  const city = point.city ?? mapMessages.noCity;
  if (point.kind === "event") {
    const when = point.next_date
      ? formatSessionStart(point.next_date)
      : point.date_end
        ? `${mapMessages.underWay}, jusqu’au ${formatDayInSentence(point.date_end)}`
        : mapMessages.underWay;
    return `${city} · ${when}`;
  }
  return point.category ? `${city} · ${point.category}` : city;
}

/** The places listed under the map: by city, then kind (events, venues, sites), then name. */
export function sortedPlaces(points: readonly MapPoint[]): MapPoint[] {
  const order: Record<MapPointKind, number> = { event: 0, lieu: 1, site: 2 };
  return [...points].sort(
    (a, b) =>
      (a.city ?? "").localeCompare(b.city ?? "", "fr") ||
      order[a.kind] - order[b.kind] ||
      a.name.localeCompare(b.name, "fr"),
  );
}

/**
 * One marker per point: a venue and its events share their venue's point, and a marker per place
 * would stack them where none but the top one can be reached.
 */
export function markersOf(points: readonly MapPoint[]): PlaceMarker[] {
  const byPoint = new Map<string, MapPoint[]>();
  for (const point of points) {
    const key = `${point.latitude.toFixed(5)},${point.longitude.toFixed(5)}`;
    byPoint.set(key, [...(byPoint.get(key) ?? []), point]);
  }
  return [...byPoint].map(([key, group]) => {
    const items: MarkerItem[] = sortedPlaces(group).map((point) => ({
      kind: point.kind,
      title: point.name,
      href: placeHref(point),
      detail: `${KIND_LABELS[point.kind]} · ${placeDetail(point)}`,
    }));
    const first = group[0] as MapPoint;
    const label =
      group.length === 1
        ? `${KIND_LABELS[first.kind]}\u00a0: ${first.name}`
        : `${group.length} lieux à ce point\u00a0: ${items.map((item) => item.title).join(", ")}`;
    return { key, latitude: first.latitude, longitude: first.longitude, label, items };
  });
}
