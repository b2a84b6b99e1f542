import { toParisIso } from "@culture-patrimoine/contract/dates";
import type { SiteResponse } from "@culture-patrimoine/contract/schemas/site";
import type { sites } from "../../db/schema.ts";
import { pictureAddress } from "../../lib/picture-address.ts";

type SiteRow = typeof sites.$inferSelect;

/** The columns a site's answer is made of (toSiteResponse): not its search document nor its moderation's reason. */
export const siteAnswerColumns = [
  "id",
  "name",
  "categorie",
  "description",
  "adresse",
  "heure_ouverture",
  "tarif",
  "telephone",
  "email",
  "site_web",
  "services",
  "transport",
  "periode_historique",
  "style_architectural",
  "points_interet",
  "lieu_id",
  "parcours_id",
  "user_id",
  "organisation_id",
  "image",
  "image_alt",
  "latitude",
  "longitude",
  "created_at",
  "moderation_status",
] as const satisfies readonly (keyof SiteRow)[];

/** A site's answer columns as PostgreSQL writes them in JSON (json_agg): instants as ISO texts. */
export type SiteJson = Omit<Pick<SiteRow, (typeof siteAnswerColumns)[number]>, "created_at"> & {
  created_at: string;
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
