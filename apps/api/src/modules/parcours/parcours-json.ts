import { parcoursMessages } from "@culture-patrimoine/contract/messages";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { lieux, parcours, sites } from "../../db/schema.ts";
import { NotFoundError } from "../../errors.ts";
import {
  doubleJsonText,
  jsonTextAgg,
  parisIsoText,
  pictureAddressText,
  preparedColumns,
  statementColumn,
} from "../../lib/json-text.ts";

// The public route page (GET /api/parcours/{id}) written by PostgreSQL as JSON text (decision 054):
// parcoursDetailSchema's fields, in its order, with the values toParcoursResponse and the serializer
// write (getParcours, which the server-rendered page still reads). The route's row, its venue and
// its five-odd steps become one text in the statement that reads them: no rows parsed into objects,
// mapped, checked by the response schema and written again (parcours-json.test.ts, byte for byte).

/** A public step as toSiteResponse writes it, in siteSchema's order; `services` as a JSON string (SPEC §7). */
const stepItem = (
  publicUrl: ReturnType<typeof sql>,
) => sql<string>`(select row_to_json(step)::text from (select
    ${sites.id} as id, ${sites.name} as name, ${sites.categorie} as categorie, ${sites.description} as description,
    ${sites.adresse} as adresse, ${sites.heure_ouverture} as heure_ouverture, ${sites.tarif} as tarif,
    ${sites.telephone} as telephone, ${sites.email} as email, ${sites.site_web} as site_web,
    to_json(array(select jsonb_array_elements_text(${sites.services})))::text as services,
    ${sites.transport} as transport, ${sites.periode_historique} as periode_historique,
    ${sites.style_architectural} as style_architectural, ${sites.points_interet} as points_interet,
    ${sites.lieu_id} as lieu_id, ${doubleJsonText(sites.latitude)} as latitude,
    ${doubleJsonText(sites.longitude)} as longitude, ${sites.parcours_id} as parcours_id,
    ${sites.user_id} as user_id, ${sites.organisation_id} as organisation_id,
    ${pictureAddressText(sites.image, publicUrl)} as image, ${sites.image_alt} as image_alt,
    ${parisIsoText(sites.created_at)} as created_at, ${sites.moderation_status} as moderation_status) as step)`;

/**
 * The public route of `id` and its public steps (by id, as json_agg ordered them), or no row when
 * it is not public. `sitesCount` counts the steps the answer shows, as toParcoursResponse does.
 */
const publicRouteStatement = preparedColumns("route_public_json", () => {
  const publicUrl = sql`${sql.placeholder("publicUrl")}::text`;
  // The public steps, counted and written in one scan: sitesCount and Sites read the same rows.
  const steps = sql`lateral (select count(*)::int as count,
      ${jsonTextAgg(stepItem(publicUrl), sql`${sites.id}`)} as json
    from ${sites} where ${sites.parcours_id} = ${parcours.id} and ${sites.is_public}) as steps`;
  const venue = sql`case when ${lieux.id} is null then null
    else (select venue from (select ${lieux.id} as id, ${lieux.nom} as nom, ${lieux.ville} as ville,
      ${lieux.pays} as pays) as venue) end`;
  const head = sql`(select row_to_json(route)::text from (select ${parcours.id} as id, ${parcours.title} as title,
      ${parcours.description} as description, ${parcours.theme} as theme, ${parcours.difficulty} as difficulty,
      ${parcours.duration} as duration, ${parcours.image} as image, ${parcours.image_alt} as image_alt,
      ${parcours.lieu_id} as lieu_id, ${parcours.user_id} as user_id, ${parcours.organisation_id} as organisation_id,
      ${parcours.participants} as participants, ${parcours.rating} as rating,
      steps.count as "sitesCount", ${parisIsoText(parcours.created_at)} as created_at,
      ${venue} as "Lieu", ${parcours.moderation_status} as moderation_status) as route)`;
  const route = sql`select left(${head}, -1) || ',"Sites":' || steps.json || '}'
    from ${parcours} left join ${lieux} on ${and(eq(lieux.id, parcours.lieu_id), lieux.is_public)}
    cross join ${steps}
    where ${parcours.id} = ${sql.placeholder("id")}::int and ${parcours.is_public}`;
  return { json: statementColumn<string>(route) };
});

/** GET /api/parcours/{id}: the public route as getParcours answers it, as text; 404 when it is not public. */
export async function publicRouteText(db: Database, id: number, publicUrl: string): Promise<string> {
  const [row] = await publicRouteStatement(db).execute({ id, publicUrl });
  if (!row?.json) throw new NotFoundError(parcoursMessages.notFound);
  return row.json;
}
