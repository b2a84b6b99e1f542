import { SITE_CATEGORIES } from "@culture-patrimoine/contract/constants";
import { siteMessages } from "@culture-patrimoine/contract/messages";
import type {
  OwnSiteResponse,
  SiteBody,
  SiteDetailResponse,
  SiteFilterCounts,
  SiteListQuery,
  SitePreviewResponse,
  SiteResponse,
} from "@culture-patrimoine/contract/schemas/site";
import { and, asc, eq, getTableColumns, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { lieux, parcours, sites } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
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
import { countAll, type Page, pageOf, type Window } from "../../lib/list.ts";
import {
  countChoices,
  familiesCondition,
  familyChoices,
  familyCounts,
  foldedKeys,
  placeChoices,
  placeCondition,
  searchCondition,
  venueIn,
} from "../../lib/list-filters.ts";
import { actingOrganisationId, assertMember, ownListOrganisationId } from "../../lib/ownership.ts";
import { preparedFor } from "../../lib/prepared.ts";
import type { AuthContext } from "../../lib/sessions.ts";
import { findUsableLieu } from "../lieux/lieux.service.ts";
import { assertCanPreview } from "../moderation/preview.ts";
import { moderationOnCreate, moderationOnEdit } from "../moderation/write-status.ts";
import { assertUsableParcours } from "../parcours/references.ts";
import { toSiteResponse } from "./site.mapper.ts";

/** The published sites of the list's scope: one route's, one organiser's, and the search. */
function siteScope(query: SiteListQuery): SQL {
  return (
    and(
      eq(sites.is_public, true),
      query.parcours_id === undefined ? undefined : eq(sites.parcours_id, query.parcours_id),
      query.user_id === undefined ? undefined : eq(sites.user_id, query.user_id),
      searchCondition(sql`${sites.search_vector}`, query.q),
    ) ?? sql`true`
  );
}

/**
 * The filters of issue 32 by dimension, the venue's over `lieux` (its published venue: a site's
 * city, département and accessibility are those of its `lieu_id`).
 */
function siteFilters(query: SiteListQuery) {
  return {
    categorie: query.categorie === undefined ? undefined : eq(sites.categorie, query.categorie),
    place: placeCondition(query),
    accessibility: familiesCondition(query.accessibility),
  };
}

/**
 * GET /api/sites: the public sites in creation order (a route's steps in the order they were
 * added), the search and filters keeping that order.
 */
export function listSites(
  db: Database,
  query: SiteListQuery,
  publicUrl: string,
): Promise<Page<SiteResponse>> {
  const filters = siteFilters(query);
  const where = and(
    siteScope(query),
    filters.categorie,
    venueIn(sql`${sites.lieu_id}`, and(filters.place, filters.accessibility)),
  );
  return pageOf(
    db.select().from(sites).where(where).orderBy(asc(sites.id)).limit(query.limit).offset(query.offset),
    countAll(db, db.select({ one: sql`1` }).from(sites).where(where)),
    (row) => toSiteResponse(row, publicUrl),
  );
}

/**
 * GET /api/sites/counts: for each choice of each filter, the published sites it would give with
 * the other filters as they stand, each site with its published venue; the cities and
 * départements offered are those with the most sites of the scope (search included), and the
 * chosen ones.
 */
export async function countSiteChoices(db: Database, query: SiteListQuery): Promise<SiteFilterCounts> {
  const villeKey = sql`city.key`;
  const source = sql`from ${sites} left join ${lieux} on ${lieux.id} = ${sites.lieu_id} and ${lieux.is_public}
    ${foldedKeys("city", sql`${lieux}`, sql`${lieux.ville}`)} where ${siteScope(query)}`;
  const places = await placeChoices(db, source, query, villeKey);
  const count = await countChoices(
    db,
    source,
    { ...siteFilters(query), place: placeCondition(query, villeKey) },
    [
      { key: "total", dimension: null, where: undefined },
      ...SITE_CATEGORIES.map((categorie) => ({
        key: `categorie:${categorie}`,
        dimension: "categorie" as const,
        where: eq(sites.categorie, categorie),
      })),
      ...familyChoices(query.accessibility),
      ...places.choices,
    ],
  );
  return {
    total: count("total"),
    categorie: Object.fromEntries(
      SITE_CATEGORIES.map((categorie) => [categorie, count(`categorie:${categorie}`)]),
    ) as SiteFilterCounts["categorie"],
    ...places.answer(count),
    accessibility: familyCounts(count),
  };
}

/** A site as its owner or an administrator reads it: with its moderation's reason and its owner's state. */
function withOwnerModeration<T extends SiteResponse>(
  site: T,
  row: { moderation_reason: string | null; owner_suspended: boolean },
) {
  return { ...site, moderation_reason: row.moderation_reason, owner_suspended: row.owner_suspended };
}

/** GET /api/sites/user/{me}: the sites of the caller's organisation in every state (its dashboard). */
export function listOwnSites(
  db: Database,
  auth: AuthContext,
  userId: number,
  query: Window,
  publicUrl: string,
): Promise<Page<OwnSiteResponse>> {
  const where = eq(sites.organisation_id, ownListOrganisationId(userId, auth));
  return pageOf(
    db.select().from(sites).where(where).orderBy(asc(sites.id)).limit(query.limit).offset(query.offset),
    countAll(db, db.select({ one: sql`1` }).from(sites).where(where)),
    (row) => withOwnerModeration(toSiteResponse(row, publicUrl), row),
  );
}

async function findSite(db: Database, id: number) {
  const [row] = await db.select().from(sites).where(eq(sites.id, id)).limit(1);
  // SPEC has no "not found" text for sites; the page's own load failure message says it.
  if (!row) throw new NotFoundError(siteMessages.notFound);
  return row;
}

/**
 * Who reads a site page: the public (a public site, its venue and route when public, its place among
 * the route's public steps) or its owner or an administrator (every state; the venue when public or
 * its owner's, the route and all its steps, which are the owner's: parcours/references.ts).
 */
type Visibility = "public" | "owner";

/**
 * The steps of the current site's route, read through sites_parcours_id_idx: a route has a handful
 * of sites, so its count and its neighbours cost a few index entries. The inner alias `step` keeps
 * the outer "sites" row apart (drizzle qualifies the outer columns with the table's name in a join).
 */
function stepColumns(visibility: Visibility) {
  const sameRoute =
    visibility === "public"
      ? sql`step.parcours_id = "sites"."parcours_id" and step.is_public`
      : sql`step.parcours_id = "sites"."parcours_id"`;
  return {
    position: sql<number | null>`case when "sites"."parcours_id" is null then null else
      (select count(*)::int from ${sites} step where ${sameRoute} and step.id <= "sites"."id") end`,
    total: sql<number | null>`case when "sites"."parcours_id" is null then null else
      (select count(*)::int from ${sites} step where ${sameRoute}) end`,
    previous: sql<{
      id: number;
      name: string;
    } | null>`(select json_build_object('id', step.id, 'name', step.name)
      from ${sites} step where ${sameRoute} and step.id < "sites"."id" order by step.id desc limit 1)`,
    next: sql<{
      id: number;
      name: string;
    } | null>`(select json_build_object('id', step.id, 'name', step.name)
      from ${sites} step where ${sameRoute} and step.id > "sites"."id" order by step.id limit 1)`,
  };
}

// A site page in one statement: the site, its venue, its route's title and its place in the route.
const siteByIdFor = (visibility: Visibility) =>
  preparedFor((db) =>
    db
      .select({
        site: getTableColumns(sites),
        lieu: { id: lieux.id, nom: lieux.nom, ville: lieux.ville },
        parcours_title: parcours.title,
        ...stepColumns(visibility),
      })
      .from(sites)
      .leftJoin(
        lieux,
        visibility === "public"
          ? and(eq(lieux.id, sites.lieu_id), eq(lieux.is_public, true))
          : and(
              eq(lieux.id, sites.lieu_id),
              or(eq(lieux.is_public, true), eq(lieux.organisation_id, sites.organisation_id)),
            ),
      )
      .leftJoin(
        parcours,
        visibility === "public"
          ? and(eq(parcours.id, sites.parcours_id), eq(parcours.is_public, true))
          : eq(parcours.id, sites.parcours_id),
      )
      .where(
        and(
          eq(sites.id, sql.placeholder("id")),
          visibility === "public" ? eq(sites.is_public, true) : undefined,
        ),
      )
      .limit(1)
      .prepare(`site_by_id_${visibility}`),
  );
const siteById = { public: siteByIdFor("public"), owner: siteByIdFor("owner") };

/** GET /api/sites/{id}: the public site, its venue, and « Étape n sur m » of its route with its neighbours. */
export async function getSite(db: Database, id: number, publicUrl: string): Promise<SiteDetailResponse> {
  const [row] = await siteById.public(db).execute({ id });
  if (!row) throw new NotFoundError(siteMessages.notFound);
  return toSiteDetail(row, publicUrl);
}

/** GET /api/sites/{id}/preview: whatever its state, for its owner or an administrator (moderation/preview.ts). */
export async function previewSite(
  db: Database,
  auth: AuthContext,
  id: number,
  publicUrl: string,
): Promise<SitePreviewResponse> {
  const [row] = await siteById.owner(db).execute({ id });
  if (!row) throw new NotFoundError(siteMessages.notFound);
  assertCanPreview(row.site, auth, siteMessages.notFound);
  return withOwnerModeration(toSiteDetail(row, publicUrl), row.site);
}

type SiteRow = Awaited<ReturnType<ReturnType<(typeof siteById)["public"]>["execute"]>>[number];

function toSiteDetail(row: SiteRow, publicUrl: string): SiteDetailResponse {
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

/**
 * A site's route must be the writer's own; its venue, a public place, must exist and be public or
 * the writer's own (DESIGN.md §4).
 */
async function assertUsableReferences(db: Database, auth: AuthContext, body: SiteBody): Promise<void> {
  await assertUsableParcours(db, auth, body.parcours_id);
  if (body.lieu_id !== null) await findUsableLieu(db, auth, body.lieu_id);
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

/** The dependencies a write needs: the database, the moderation policy and the public address. */
type WriteDeps = Pick<AppDeps, "db"> & { config: Pick<AppDeps["config"], "moderationPolicy" | "publicUrl"> };

/** POST /api/sites: published at once or waiting for approval, as the policy says of its owner. */
export async function createSite(
  deps: WriteDeps,
  auth: AuthContext,
  body: SiteBody,
  upload?: PictureUpload,
): Promise<SiteResponse> {
  const { db, config } = deps;
  await assertUsableReferences(db, auth, body);
  return createWithPicture(pictureOf(body, upload, config.publicUrl), (image) =>
    db.transaction(async (tx) => {
      const organisation_id = actingOrganisationId(auth);
      const moderation_status = await moderationOnCreate(tx, config.moderationPolicy, organisation_id);
      const [row] = await tx
        .insert(sites)
        .values({ ...bodyColumns(body), image, user_id: auth.user.id, organisation_id, moderation_status })
        .returning();
      return toSiteResponse(row!, config.publicUrl);
    }),
  );
}

/** The picture part of a write: the body's address, or the uploaded file (lib/images.ts). */
function pictureOf(body: SiteBody, upload: PictureUpload | undefined, publicUrl: string) {
  return addressPicture(upload, { field: "image", sent: body.image, alt: body.image_alt, publicUrl });
}

/** PUT /api/sites/{id}: its owner's edit, which may send it back for approval (statusOnEdit). */
export async function updateSite(
  deps: WriteDeps,
  auth: AuthContext,
  id: number,
  body: SiteBody,
  upload?: PictureUpload,
): Promise<SiteResponse> {
  const { db, config } = deps;
  const { organisation_id: organisationId } = await findSite(db, id);
  assertMember(organisationId, auth);
  await assertUsableReferences(db, auth, body);
  let moderation_status: SiteResponse["moderation_status"] = "pending";
  const updated = await updateWithPicture(
    db,
    siteRow(id),
    pictureOf(body, upload, config.publicUrl),
    (image) => ({ ...bodyColumns(body), image, moderation_status, updated_at: sql`now()` }),
    async (tx) => {
      // The row is locked by now: its state cannot change before this edit's is written.
      const [current] = await tx
        .select({ status: sites.moderation_status })
        .from(sites)
        .where(eq(sites.id, id));
      if (current) {
        moderation_status = await moderationOnEdit(
          tx,
          config.moderationPolicy,
          organisationId,
          current.status,
        );
      }
    },
  );
  return toSiteResponse(updated, config.publicUrl);
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
  assertMember((await findSite(db, id)).organisation_id, auth);
  await deleteWithPicture(pictures, async () => (await deletePictureRow(db, siteRow(id)))?.image);
}
