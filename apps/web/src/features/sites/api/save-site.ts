import { type SiteBodyInput, siteSchema } from "@culture-patrimoine/contract/schemas/site";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/sites, or PUT /api/sites/{id} when `id` is given (its owner only, 403 otherwise). */
export function saveSite(id: number | null, body: SiteBodyInput) {
  return id === null
    ? apiRequest("/sites", siteSchema, { method: "POST", body })
    : apiRequest(`/sites/${id}`, siteSchema, { method: "PUT", body });
}

/** The page moves on at once; the lists refresh in the background. */
export function useSaveSite(id: number | null) {
  return useChangeMutation("siteSaved", (body: SiteBodyInput) => saveSite(id, body), {
    refresh: "background",
  });
}
