import { siteMessages } from "@culture-patrimoine/contract/messages";
import type {
  SiteBody,
  SiteDetailResponse,
  SiteListQuery,
  SiteResponse,
} from "@culture-patrimoine/contract/schemas/site";
import { and, asc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { lieux, parcours, sites } from "../../db/schema.ts";
import { NotFoundError } from "../../errors.ts";
import {
  addressPicture,
  createWithPicture,
  deletePictureRow,
  deleteWithPicture,
  type ImageStore,
  type PictureUpload,
  updateWithPicture,
} from "../../lib/images.ts";
import { countAll, type Page, pageOf } from "../../lib/list.ts";
import { assertOwner } from "../../lib/ownership.ts";
import { preparedFor } from "../../lib/prepared.ts";
import type { AuthContext } from "../../lib/sessions.ts";
import { findUsableLieu } from "../lieux/lieux.service.ts";
import { assertUsableParcours } from "../parcours/references.ts";
import { toSiteResponse } from "./site.mapper.ts";

/** GET /api/sites: in creation order (a route's steps in the order they were added). */
export function listSites(
  db: Database,
  query: SiteListQuery,
  publicUrl: string,
): Promise<Page<SiteResponse>> {
  const filters: SQL[] = [];
  if (query.parcours_id !== undefined) filters.push(eq(sites.parcours_id, query.parcours_id));
  if (query.user_id !== undefined) filters.push(eq(sites.user_id, query.user_id));
  const where = and(...filters);
  return pageOf(
    db.select().from(sites).where(where).orderBy(asc(sites.id)).limit(query.limit).offset(query.offset),
    countAll(db, db.select({ one: sql`1` }).from(sites).where(where)),
    (row) => toSiteResponse(row, publicUrl),
  );
}

async function findSite(db: Database, id: number) {
  const [row] = await db.select().from(sites).where(eq(sites.id, id)).limit(1);
  // SPEC has no "not found" text for sites; the page's own load failure message says it.
  if (!row) throw new NotFoundError(siteMessages.notFound);
  return row;
}

/**
 * The steps of the current site's route, read through sites_parcours_id_idx: a route has a handful
 * of sites, so its count and its neighbours cost a few index entries. The inner alias `step` keeps
 * the outer "sites" row apart (drizzle qualifies the outer columns with the table's name in a join).
 */
const sameRoute = sql`step.parcours_id = "sites"."parcours_id"`;
const stepPosition = sql<number | null>`case when "sites"."parcours_id" is null then null else
  (select count(*)::int from ${sites} step where ${sameRoute} and step.id <= "sites"."id") end`;
const stepTotal = sql<number | null>`case when "sites"."parcours_id" is null then null else
  (select count(*)::int from ${sites} step where ${sameRoute}) end`;
const previousStep = sql<{
  id: number;
  name: string;
} | null>`(select json_build_object('id', step.id, 'name', step.name)
  from ${sites} step where ${sameRoute} and step.id < "sites"."id" order by step.id desc limit 1)`;
const nextStep = sql<{
  id: number;
  name: string;
} | null>`(select json_build_object('id', step.id, 'name', step.name)
  from ${sites} step where ${sameRoute} and step.id > "sites"."id" order by step.id limit 1)`;

// A site page in one statement: the site, its venue, its route's title and its place in the route.
const siteById = preparedFor((db) =>
  db
    .select({
      site: getTableColumns(sites),
      lieu: { id: lieux.id, nom: lieux.nom, ville: lieux.ville },
      parcours_title: parcours.title,
      position: stepPosition,
      total: stepTotal,
      previous: previousStep,
      next: nextStep,
    })
    .from(sites)
    .leftJoin(lieux, eq(lieux.id, sites.lieu_id))
    .leftJoin(parcours, eq(parcours.id, sites.parcours_id))
    .where(eq(sites.id, sql.placeholder("id")))
    .limit(1)
    .prepare("site_by_id"),
);

/** GET /api/sites/{id}: the site, its venue, and « Étape n sur m » of its route with its neighbours. */
export async function getSite(db: Database, id: number, publicUrl: string): Promise<SiteDetailResponse> {
  const [row] = await siteById(db).execute({ id });
  if (!row) throw new NotFoundError(siteMessages.notFound);
  const { site, lieu, parcours_title, position, total, previous, next } = row;
  const step =
    site.parcours_id !== null && parcours_title !== null && position !== null && total !== null
      ? {
          parcours_id: site.parcours_id,
          parcours_title,
          position: Number(position),
          total: Number(total),
          previous,
          next,
        }
      : null;
  return { ...toSiteResponse(site, publicUrl), lieu, step };
}

/** A site's route must be the writer's own; its venue, a public place, must exist (DESIGN.md §4). */
async function assertUsableReferences(db: Database, auth: AuthContext, body: SiteBody): Promise<void> {
  await assertUsableParcours(db, auth, body.parcours_id);
  if (body.lieu_id !== null) await findUsableLieu(db, body.lieu_id);
}

/** The columns a body writes, by name: user_id and any unknown field are dropped. */
function bodyColumns(body: SiteBody) {
  return {
    name: body.name,
    categorie: body.categorie,
    description: body.description,
    adresse: body.adresse,
    heure_ouverture: body.heure_ouverture,
    tarif: body.tarif,
    telephone: body.telephone,
    email: body.email,
    site_web: body.site_web,
    services: body.services,
    transport: body.transport,
    periode_historique: body.periode_historique,
    style_architectural: body.style_architectural,
    points_interet: body.points_interet,
    image: body.image,
    image_alt: body.image_alt,
    lieu_id: body.lieu_id,
    parcours_id: body.parcours_id,
    // Undefined when not sent: an update then keeps the stored point (docs/decisions/034).
    latitude: body.latitude,
    longitude: body.longitude,
  };
}

export async function createSite(
  db: Database,
  auth: AuthContext,
  body: SiteBody,
  publicUrl: string,
  upload?: PictureUpload,
): Promise<SiteResponse> {
  await assertUsableReferences(db, auth, body);
  return createWithPicture(pictureOf(body, upload, publicUrl), async (image) => {
    const [row] = await db
      .insert(sites)
      .values({ ...bodyColumns(body), image, user_id: auth.user.id })
      .returning();
    return toSiteResponse(row!, publicUrl);
  });
}

/** The picture part of a write: the body's address, or the uploaded file (lib/images.ts). */
function pictureOf(body: SiteBody, upload: PictureUpload | undefined, publicUrl: string) {
  return addressPicture(upload, { field: "image", sent: body.image, alt: body.image_alt, publicUrl });
}

export async function updateSite(
  db: Database,
  auth: AuthContext,
  id: number,
  body: SiteBody,
  publicUrl: string,
  upload?: PictureUpload,
): Promise<SiteResponse> {
  assertOwner((await findSite(db, id)).user_id, auth);
  await assertUsableReferences(db, auth, body);
  const updated = await updateWithPicture(db, siteRow(id), pictureOf(body, upload, publicUrl), (image) => ({
    ...bodyColumns(body),
    image,
    updated_at: sql`now()`,
  }));
  return toSiteResponse(updated, publicUrl);
}

/** A site's row for the picture helpers (lib/images.ts). */
function siteRow(id: number) {
  return { table: sites, column: sites.image, where: eq(sites.id, id), notFound: siteMessages.notFound };
}

export async function deleteSite(
  db: Database,
  auth: AuthContext,
  id: number,
  pictures?: Omit<ImageStore, "queue">,
): Promise<void> {
  assertOwner((await findSite(db, id)).user_id, auth);
  await deleteWithPicture(pictures, async () => (await deletePictureRow(db, siteRow(id)))?.image);
}
