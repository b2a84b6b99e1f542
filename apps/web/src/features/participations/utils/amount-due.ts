import { PLACES_MAX, PLACES_MIN } from "@culture-patrimoine/contract/constants";

/**
 * What a registration costs: the event's price × places, 0 when the event is free. Computed in
 * cents like the server does, so 3 × 12,10 € shows 36,30 € and not 36,299999 €.
 */
export function registrationAmount(price: number | null, places: number): number {
  if (price === null || price <= 0 || !Number.isInteger(places) || places < PLACES_MIN) return 0;
  return (Math.round(price * 100) * Math.min(places, PLACES_MAX)) / 100;
}

/** The number of places chosen in the select ("1".."4"); anything else counts as one place. */
export function placesFromInput(value: unknown): number {
  const places = Number(value);
  return Number.isInteger(places) && places >= PLACES_MIN && places <= PLACES_MAX ? places : PLACES_MIN;
}
