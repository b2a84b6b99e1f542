import { toParisIso } from "@culture-patrimoine/contract/dates";
import type { SiteResponse } from "@culture-patrimoine/contract/schemas/site";
import type { sites } from "../../db/schema.ts";
import { pictureAddress } from "../../lib/picture-address.ts";

type SiteRow = typeof sites.$inferSelect;

/** A site's row as PostgreSQL writes it in JSON (json_agg of the rows): instants as ISO texts. */
export type SiteJson = Omit<SiteRow, "created_at" | "updated_at"> & {
  created_at: string;
  updated_at: string;
};

/**
 * A site as answered by the API: `services` as a JSON-encoded string (SPEC §7), its picture's
 * absolute address, no internal columns.
 */
export function toSiteResponse(row: SiteRow | SiteJson, publicUrl: string): SiteResponse {
  return {
    id: row.id,
    name: row.name,
    categorie: row.categorie,
    description: row.description,
    adresse: row.adresse,
    heure_ouverture: row.heure_ouverture,
    tarif: row.tarif,
    telephone: row.telephone,
    email: row.email,
    site_web: row.site_web,
    services: JSON.stringify(row.services ?? []),
    transport: row.transport,
    periode_historique: row.periode_historique,
    style_architectural: row.style_architectural,
    points_interet: row.points_interet,
    lieu_id: row.lieu_id,
    parcours_id: row.parcours_id,
    user_id: row.user_id,
    organisation_id: row.organisation_id,
    image: pictureAddress(row.image, publicUrl),
    image_alt: row.image_alt,
    latitude: row.latitude,
    longitude: row.longitude,
    created_at: toParisIso(row.created_at),
    moderation_status: row.moderation_status,
  };
}
