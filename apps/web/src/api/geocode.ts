import { geocodeResultsSchema } from "@culture-patrimoine/contract/schemas/map";
import { apiRequest } from "../lib/api-client.ts";

/**
 * GET /api/map/geocode (professionnels, when the server has an address service): the points of an
 * address, best first. « Utiliser l’adresse » of the venue and site forms.
 */
export async function geocodeAddress(query: string) {
  return (await apiRequest("/map/geocode", geocodeResultsSchema, { query: { q: query }, auth: true }))
    .results;
}
