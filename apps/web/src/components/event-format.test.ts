import { describe, expect, it } from "vitest";
import { displayableImageUrl, eventPlace, formatDay, formatEventDates, formatPrice } from "./event-format.ts";

// Intl separates with narrow no-break spaces; the tests read plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0\u2009]/g, " ");

describe("formatPrice", () => {
  it.each([
    [null, "Gratuit"],
    [undefined, "Gratuit"],
    [0, "Gratuit"],
    [12, "12 €"],
    [12.5, "12,50 €"],
    [1250, "1 250 €"],
  ])("%s → %s", (price, expected) => {
    expect(plain(formatPrice(price))).toBe(expected);
  });
});

describe("formatEventDates", () => {
  it("reads a start alone in Paris time", () => {
    expect(plain(formatEventDates("2026-06-14T18:30:00.000Z"))).toBe("Dimanche 14 juin 2026 à 20 h 30");
  });

  it("keeps one day once when the event ends the same day", () => {
    expect(plain(formatEventDates("2026-06-14T18:30:00.000Z", "2026-06-14T20:30:00.000Z"))).toBe(
      "Dimanche 14 juin 2026, 20 h 30 – 22 h 30",
    );
  });

  it("names both days of an event over several days", () => {
    const text = plain(formatEventDates("2026-06-14T08:00:00.000Z", "2026-06-20T16:00:00.000Z"));
    expect(text).toContain("Dimanche 14 juin 2026");
    expect(text).toContain("samedi 20 juin 2026");
  });

  it("says so when the date is missing or broken", () => {
    expect(formatEventDates(null)).toBe("Dates non disponibles");
    expect(formatEventDates("pas une date")).toBe("Dates non disponibles");
    expect(formatDay(undefined)).toBe("Dates non disponibles");
  });

  it("reads a winter date in Paris time too", () => {
    expect(plain(formatEventDates("2026-01-10T19:00:00.000Z"))).toBe("Samedi 10 janvier 2026 à 20 h 00");
  });
});

describe("eventPlace", () => {
  it("gives the venue and its city, or 'Lieu non renseigné'", () => {
    expect(eventPlace({ nom: "Église Saint-Eustache", ville: "Paris" })).toBe("Église Saint-Eustache, Paris");
    expect(eventPlace(null)).toBe("Lieu non renseigné");
  });
});

describe("displayableImageUrl", () => {
  const origin = "https://culture.example";
  it("keeps same-origin images", () => {
    expect(displayableImageUrl("/uploads/event-1.webp", origin)).toBe("/uploads/event-1.webp");
    expect(displayableImageUrl("https://culture.example/uploads/a.webp?v=2", origin)).toBe(
      "/uploads/a.webp?v=2",
    );
  });

  it("drops what the CSP would block, and nothing at all", () => {
    expect(displayableImageUrl("https://images.example.org/a.jpg", origin)).toBeNull();
    expect(displayableImageUrl("//images.example.org/a.jpg", origin)).toBeNull();
    expect(displayableImageUrl(null, origin)).toBeNull();
    expect(displayableImageUrl("", origin)).toBeNull();
  });
});
