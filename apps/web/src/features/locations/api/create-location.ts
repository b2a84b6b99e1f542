import { type LocationBodyInput, locationSchema } from "@culture-patrimoine/contract/schemas/location";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/locations (professionnel): SPEC's "add a cultural place" form. */
export function createLocation(body: LocationBodyInput) {
  return apiRequest("/locations", locationSchema, { method: "POST", body });
}

export function useCreateLocation() {
  return useChangeMutation("locationCreated", createLocation, { refresh: "background" });
}
