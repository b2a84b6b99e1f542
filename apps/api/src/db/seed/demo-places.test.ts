import { describe, expect, it } from "vitest";
import { DEMO_LIEUX, DEMO_PARCOURS } from "./demo-content.ts";

// The demo venues and sites are real French places: their points must at least fall in mainland
// France, agree with their postcode's département, and each route's sites be near one another.

const MAINLAND = { south: 41.3, north: 51.1, west: -5.2, east: 9.6 };

function inMainland(point: { latitude: number; longitude: number }): boolean {
  return (
    point.latitude >= MAINLAND.south &&
    point.latitude <= MAINLAND.north &&
    point.longitude >= MAINLAND.west &&
    point.longitude <= MAINLAND.east
  );
}

/** Distance in km between two points (haversine). */
function kmBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe("demo places", () => {
  it("every venue has an address, a postcode and a point in mainland France", () => {
    for (const lieu of DEMO_LIEUX) {
      expect(lieu.adresse.length, lieu.nom).toBeGreaterThan(3);
      expect(lieu.code_postal, lieu.nom).toMatch(/^\d{5}$/);
      expect(inMainland(lieu), lieu.nom).toBe(true);
    }
  });

  it("every site has a point in mainland France, near the other sites of its route", () => {
    for (const route of DEMO_PARCOURS) {
      const first = route.sites[0];
      if (!first) continue;
      for (const site of route.sites) {
        expect(inMainland(site), site.name).toBe(true);
        // The Loire châteaux by bike are the widest route: Chambord to Chenonceau is ~50 km.
        expect(kmBetween(first, site), site.name).toBeLessThan(60);
      }
    }
  });

  it("a venue and a site at the same place share their point, to ~100 m", () => {
    for (const lieu of DEMO_LIEUX) {
      for (const site of DEMO_PARCOURS.flatMap((route) => route.sites)) {
        if (site.name !== lieu.nom) continue;
        expect(kmBetween(lieu, site), site.name).toBeLessThan(0.1);
        expect(site.adresse, site.name).toContain(lieu.code_postal);
      }
    }
  });
});
