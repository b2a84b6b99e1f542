import type { MapPoint } from "@culture-patrimoine/contract/schemas/map";
import { describe, expect, it } from "vitest";
import { markersOf, placeDetail, placeHref, sortedPlaces } from "./map-places.ts";

const lieu: MapPoint = {
  kind: "lieu",
  id: 1,
  name: "Palais des Papes",
  city: "Avignon",
  latitude: 43.95076,
  longitude: 4.8075,
  category: null,
  next_date: null,
  date_end: null,
};
const concert: MapPoint = {
  ...lieu,
  kind: "event",
  id: 7,
  name: "Concert au palais",
  category: "Musique",
  next_date: "2027-03-14T20:30:00+01:00",
};
const pont: MapPoint = {
  ...lieu,
  kind: "site",
  id: 3,
  name: "Pont Saint-Bénezet",
  latitude: 43.9539,
  category: "Monument",
};
const lyon: MapPoint = { ...lieu, id: 2, name: "Musée des Beaux-Arts", city: "Lyon", latitude: 45.767 };

describe("the places of the map", () => {
  it("links each kind to its page", () => {
    expect([lieu, concert, pont].map(placeHref)).toEqual(["/lieux/1", "/events/7", "/sites/3"]);
  });

  it("says the city and, for an event, its next date in French; an event under way says so", () => {
    expect(placeDetail(concert)).toMatch(/^Avignon · Dimanche 14 mars 2027 à 20\sh\s30$/);
    expect(placeDetail({ ...concert, next_date: null, date_end: "2027-04-02T18:00:00+02:00" })).toBe(
      "Avignon · En cours, jusqu’au vendredi 2 avril 2027",
    );
    expect(placeDetail(pont)).toBe("Avignon · Monument");
    expect(placeDetail({ ...lieu, city: null })).toBe("Ville non renseignée");
  });

  it("lists by city, then events, venues and sites, then name", () => {
    expect(sortedPlaces([lyon, pont, lieu, concert]).map((point) => point.name)).toEqual([
      "Concert au palais",
      "Palais des Papes",
      "Pont Saint-Bénezet",
      "Musée des Beaux-Arts",
    ]);
  });

  it("puts a venue and its events on one marker that names them all", () => {
    const markers = markersOf([lieu, concert, pont]);
    expect(markers).toHaveLength(2);
    const shared = markers.find((marker) => marker.items.length === 2);
    expect(shared?.label).toBe("2 lieux à ce point\u00a0: Concert au palais, Palais des Papes");
    expect(shared?.items.map((item) => item.href)).toEqual(["/events/7", "/lieux/1"]);
    expect(markers.find((marker) => marker.items.length === 1)?.label).toBe("Site\u00a0: Pont Saint-Bénezet");
  });
});
