import { PARCOURS_DIFFICULTIES } from "@culture-patrimoine/contract/constants";
import { toParisIso } from "@culture-patrimoine/contract/dates";
import { parcoursMessages } from "@culture-patrimoine/contract/messages";
import type {
  OwnParcoursResponse,
  ParcoursBody,
  ParcoursDetailResponse,
  ParcoursFilterCounts,
  ParcoursListQuery,
} from "@culture-patrimoine/contract/schemas/parcours";
import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { lieux, parcours, sites } from "../../db/schema.ts";
import { type AppDeps, filesOf } from "../../deps.ts";
import { NotFoundError } from "../../errors.ts";
import {
  createWithPicture,
  deletePictureRow,
  deleteWithPicture,
  fileNamePicture,
  type ImageQueue,
  type UploadedImage,
  updateWithPicture,
} from "../../lib/images.ts";
import { countAll, type Page, pageOf, type Window } from "../../lib/list.ts";
import {
  countChoices,
  foldedKeys,
  foldedText,
  foldedValue,
  placeChoices,
  placeCondition,
  searchCondition,
  topValues,
  venueIn,
} from "../../lib/list-filters.ts";
import { actingOrganisationId, assertMember, ownListOrganisationId } from "../../lib/ownership.ts";
import { preparedFor } from "../../lib/prepared.ts";
import type { AuthContext } from "../../lib/sessions.ts";
import { findUsableLieu } from "../lieux/lieux.service.ts";
import { assertCanPreview } from "../moderation/preview.ts";
import { moderationOnCreate, moderationOnEdit } from "../moderation/write-status.ts";
import { type SiteJson, siteAnswerColumns, toSiteResponse } from "../sites/site.mapper.ts";

// A route's steps (SPEC §3 gives a route its Sites, which a SPEC client counts), in order, as one
// JSON array of their rows (instants as ISO texts, which toSiteResponse reads like dates). A column
// of the route's own statement, for a list page as for a route page: as a correlated subquery it
// runs through sites_parcours_id_idx for the page's routes only, and a page costs no statement per
// route (on PGlite any statement costs at least 0.3 ms of our CPU, decision 028).
// The public sees the public steps only; its owner (or an administrator) sees them all: a route's
// sites are its owner's (references.ts).
// Only the columns of a site's answer: the whole row also wrote out its search document, for the
// API to parse and drop.
const stepsOf = (visibility: Visibility) => sql<
  SiteJson[]
>`(select coalesce(json_agg(step order by step.id), '[]'::json)
  from (select ${sql.join(
    siteAnswerColumns.map((column) => sites[column]),
    sql`, `,
  )} from ${sites} where ${sites.parcours_id} = "parcours"."id"${visibility === "public" ? sql` and ${sites.is_public}` : sql``}) as step)`;

/**
 * Who reads: the public (only public routes, with their public steps and venue) or the route's owner
 * or an administrator (every state, with the steps and the venue its owner may choose: a public one
 * or their own).
 */
type Visibility = "public" | "owner";

const routeColumnsOf = (visibility: Visibility) => ({
  id: parcours.id,
  title: parcours.title,
  description: parcours.description,
  theme: parcours.theme,
  difficulty: parcours.difficulty,
  duration: parcours.duration,
  image: parcours.image,
  image_alt: parcours.image_alt,
  lieu_id: parcours.lieu_id,
  user_id: parcours.user_id,
  organisation_id: parcours.organisation_id,
  participants: parcours.participants,
  rating: parcours.rating,
  created_at: parcours.created_at,
  moderation_status: parcours.moderation_status,
  moderation_reason: parcours.moderation_reason,
  owner_suspended: parcours.owner_suspended,
  steps: stepsOf(visibility),
  // All null (no venue, a deleted one, or one this reader may not see) gives Lieu: null.
  Lieu: { id: lieux.id, nom: lieux.nom, ville: lieux.ville, pays: lieux.pays },
});

/** The route's venue, when this reader may see it. */
const venueOf = (visibility: Visibility) =>
  visibility === "public"
    ? and(eq(lieux.id, parcours.lieu_id), eq(lieux.is_public, true))
    : and(
        eq(lieux.id, parcours.lieu_id),
        or(eq(lieux.is_public, true), eq(lieux.organisation_id, parcours.organisation_id)),
      );

export function selectRoutes(db: Database, visibility: Visibility) {
  return db.select(routeColumnsOf(visibility)).from(parcours).leftJoin(lieux, venueOf(visibility));
}

type RouteRow = Awaited<ReturnType<ReturnType<typeof selectRoutes>["execute"]>>[number];

/** A route with its venue and its steps (`Sites`, and their count `sitesCount`), as its owner reads it. */
function toOwnParcoursResponse({ steps, ...route }: RouteRow, publicUrl: string): OwnParcoursResponse {
  return {
    ...route,
    created_at: toParisIso(route.created_at),
    sitesCount: steps.length,
    Sites: steps.map((step) => toSiteResponse(step, publicUrl)),
  };
}

/** The same for the public: the moderation's reason and the owner's state are not theirs to read. */
export function toParcoursResponse(row: RouteRow, publicUrl: string): ParcoursDetailResponse {
  const {
    moderation_reason: _reason,
    owner_suspended: _suspended,
    ...route
  } = toOwnParcoursResponse(row, publicUrl);
  return route;
}

/** The published routes of the list's scope: one organiser's, one venue's, and the search. */
function routeScope(query: ParcoursListQuery): SQL {
  return (
    and(
      eq(parcours.is_public, true),
      query.user_id === undefined ? undefined : eq(parcours.user_id, query.user_id),
      query.lieu_id === undefined ? undefined : eq(parcours.lieu_id, query.lieu_id),
      searchCondition(sql`${parcours.search_vector}`, query.q),
    ) ?? sql`true`
  );
}

/**
 * A theme as written on the routes: case and accents ignored. `themeKey` is the route's folded
 * theme (the counts pass their `foldedKeys` join's).
 */
function themeCondition(theme: string, themeKey: SQL = foldedText(sql`${parcours.theme}`)): SQL {
  return sql`${themeKey} = ${foldedValue(theme)}`;
}

/** The filters of issue 32 by dimension; the place is the route's published venue's (`lieux`). */
function routeFilters(query: ParcoursListQuery) {
  return {
    theme: query.theme === undefined ? undefined : themeCondition(query.theme),
    difficulty: query.difficulty === undefined ? undefined : eq(parcours.difficulty, query.difficulty),
    place: placeCondition(query),
  };
}

/**
 * GET /api/parcours: the public routes, newest first, with `Lieu` and `Sites` in the page query;
 * the search and filters keep that order.
 */
export function listParcours(
  db: Database,
  query: ParcoursListQuery,
  publicUrl: string,
): Promise<Page<ParcoursDetailResponse>> {
  const filters = routeFilters(query);
  const where: SQL | undefined = and(
    routeScope(query),
    filters.theme,
    filters.difficulty,
    venueIn(sql`${parcours.lieu_id}`, filters.place),
  );
  return pageOf(
    selectRoutes(db, "public")
      .where(where)
      .orderBy(desc(parcours.id))
      .limit(query.limit)
      .offset(query.offset),
    countAll(db, db.select({ one: sql`1` }).from(parcours).where(where)),
    (row) => toParcoursResponse(row, publicUrl),
  );
}

/**
 * GET /api/parcours/counts: for each choice of each filter, the published routes it would give
 * with the other filters as they stand. Every theme of the scope's routes is offered (themes are
 * free text: compared without case and accents), and the cities and départements of their
 * published venues with the most routes; the chosen ones too.
 */
export async function countParcoursChoices(
  db: Database,
  query: ParcoursListQuery,
): Promise<ParcoursFilterCounts> {
  const villeKey = sql`city.key`;
  const themeKey = sql`theme_key.key`;
  const source = sql`from ${parcours} left join ${lieux} on ${lieux.id} = ${parcours.lieu_id} and ${lieux.is_public}
    ${foldedKeys("city", sql`${lieux}`, sql`${lieux.ville}`)}
    ${foldedKeys("theme_key", sql`${parcours}`, sql`${parcours.theme}`)} where ${routeScope(query)}`;
  const [places, themes] = await Promise.all([
    placeChoices(db, source, query, villeKey),
    topValues(db, source, {
      value: sql`${parcours.theme}`,
      key: themeKey,
      limit: null,
      chosen: query.theme,
      folded: true,
    }),
  ]);
  const count = await countChoices(
    db,
    source,
    {
      ...routeFilters(query),
      theme: query.theme === undefined ? undefined : themeCondition(query.theme, themeKey),
      place: placeCondition(query, villeKey),
    },
    [
      { key: "total", dimension: null, where: undefined },
      ...themes.map((theme) => ({
        key: `theme:${theme}`,
        dimension: "theme" as const,
        where: themeCondition(theme, themeKey),
      })),
      ...PARCOURS_DIFFICULTIES.map((difficulty) => ({
        key: `difficulty:${difficulty}`,
        dimension: "difficulty" as const,
        where: eq(parcours.difficulty, difficulty),
      })),
      ...places.choices,
    ],
  );
  return {
    total: count("total"),
    themes: themes.map((theme) => ({ theme, count: count(`theme:${theme}`) })),
    difficulty: Object.fromEntries(
      PARCOURS_DIFFICULTIES.map((difficulty) => [difficulty, count(`difficulty:${difficulty}`)]),
    ) as ParcoursFilterCounts["difficulty"],
    ...places.answer(count),
  };
}

/** GET /api/parcours/user/{me}: the routes of the caller's organisation in every state (dashboard, site form). */
export function listOwnParcours(
  db: Database,
  auth: AuthContext,
  userId: number,
  query: Window,
  publicUrl: string,
): Promise<Page<OwnParcoursResponse>> {
  const where = eq(parcours.organisation_id, ownListOrganisationId(userId, auth));
  return pageOf(
    selectRoutes(db, "owner").where(where).orderBy(desc(parcours.id)).limit(query.limit).offset(query.offset),
    countAll(db, db.select({ one: sql`1` }).from(parcours).where(where)),
    (row) => toOwnParcoursResponse(row, publicUrl),
  );
}

// A route page in one statement, its sites included (steps): a second one was a fifth of a route page.
const routeByIdFor = (visibility: Visibility) =>
  preparedFor((db) =>
    selectRoutes(db, visibility)
      .where(
        and(
          eq(parcours.id, sql.placeholder("id")),
          visibility === "public" ? eq(parcours.is_public, true) : undefined,
        ),
      )
      .limit(1)
      .prepare(`route_by_id_${visibility}`),
  );
const routeById = { public: routeByIdFor("public"), owner: routeByIdFor("owner") };

/** GET /api/parcours/{id}: the public route, its venue, and its sites in their order (the steps). */
export async function getParcours(
  db: Database,
  id: number,
  publicUrl: string,
): Promise<ParcoursDetailResponse> {
  const [row] = await routeById.public(db).execute({ id });
  if (!row) throw new NotFoundError(parcoursMessages.notFound);
  return toParcoursResponse(row, publicUrl);
}

/** A route in whatever state, as its owner reads it after a write or in its preview. */
async function readOwnParcours(db: Database, id: number, publicUrl: string): Promise<OwnParcoursResponse> {
  const [row] = await routeById.owner(db).execute({ id });
  if (!row) throw new NotFoundError(parcoursMessages.notFound);
  return toOwnParcoursResponse(row, publicUrl);
}

/** GET /api/parcours/{id}/preview: whatever its state, for its owner or an administrator (moderation/preview.ts). */
export async function previewParcours(
  db: Database,
  auth: AuthContext,
  id: number,
  publicUrl: string,
): Promise<OwnParcoursResponse> {
  const route = await readOwnParcours(db, id, publicUrl);
  assertCanPreview(route, auth, parcoursMessages.notFound);
  return route;
}

/** The route's organisation, when the session may edit its content (403 otherwise). */
async function findOwnRoute(db: Database, auth: AuthContext, id: number): Promise<number> {
  const [row] = await db
    .select({ organisation_id: parcours.organisation_id })
    .from(parcours)
    .where(eq(parcours.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(parcoursMessages.notFound);
  assertMember(row.organisation_id, auth);
  return row.organisation_id;
}

/** The columns a form writes; anything else a client sends (user_id, participants...) is dropped. */
function formColumns(body: ParcoursBody) {
  return {
    title: body.title,
    description: body.description,
    theme: body.theme,
    difficulty: body.difficulty,
    duration: body.duration,
    lieu_id: body.lieu_id,
    image_alt: body.image_alt,
  };
}

interface WriteContext {
  deps: AppDeps;
  auth: AuthContext;
  log: FastifyBaseLogger;
  /** This process's bound on image conversions (lib/images.ts). */
  imageQueue: ImageQueue;
}

/** The route's picture goes through the pipeline shared by every resource (lib/images.ts). */
function pictureOf({ deps, log, imageQueue }: WriteContext, image: UploadedImage | undefined) {
  return fileNamePicture({ files: filesOf(deps), queue: imageQueue, log }, image);
}

/**
 * POST /api/parcours/create: the owner is the user of the token, never a form field; published at
 * once or waiting for approval, as the moderation policy says of its owner.
 */
export async function createParcours(
  context: WriteContext,
  body: ParcoursBody,
  image: UploadedImage | undefined,
): Promise<OwnParcoursResponse> {
  const { deps, auth } = context;
  await findUsableLieu(deps.db, auth, body.lieu_id);
  const id = await createWithPicture(pictureOf(context, image), (imageName) =>
    deps.db.transaction(async (tx) => {
      const organisation_id = actingOrganisationId(auth);
      const moderation_status = await moderationOnCreate(tx, deps.config.moderationPolicy, organisation_id);
      const [created] = await tx
        .insert(parcours)
        .values({
          ...formColumns(body),
          image: imageName,
          user_id: auth.user.id,
          organisation_id,
          moderation_status,
        })
        .returning({ id: parcours.id });
      return created!.id;
    }),
  );
  return readOwnParcours(deps.db, id, deps.config.publicUrl);
}

/**
 * PUT /api/parcours/{id}: the fields are replaced; the image only when a new file is sent, and then
 * the old file is removed once the change is committed.
 */
export async function updateParcours(
  context: WriteContext,
  id: number,
  body: ParcoursBody,
  image: UploadedImage | undefined,
): Promise<OwnParcoursResponse> {
  const { deps, auth } = context;
  const organisationId = await findOwnRoute(deps.db, auth, id);
  await findUsableLieu(deps.db, auth, body.lieu_id);
  let moderation_status: OwnParcoursResponse["moderation_status"] = "pending";
  await updateWithPicture(
    deps.db,
    routeRow(id),
    pictureOf(context, image),
    (imageName) => ({ ...formColumns(body), image: imageName, moderation_status, updated_at: sql`now()` }),
    async (tx) => {
      // The row is locked by now: its state cannot change before this edit's is written.
      const [current] = await tx
        .select({ status: parcours.moderation_status })
        .from(parcours)
        .where(eq(parcours.id, id));
      if (current) {
        moderation_status = await moderationOnEdit(
          tx,
          deps.config.moderationPolicy,
          organisationId,
          current.status,
        );
      }
    },
  );
  return readOwnParcours(deps.db, id, deps.config.publicUrl);
}

/**
 * DELETE /api/parcours/{id}: its sites stay, without a route (docs/decisions/004); its image file
 * goes once the row is gone.
 */
export async function deleteParcours(context: WriteContext, id: number): Promise<void> {
  const { deps, auth, log } = context;
  await findOwnRoute(deps.db, auth, id);
  await deleteWithPicture({ files: filesOf(deps), log }, async () => {
    const deleted = await deletePictureRow(deps.db, routeRow(id));
    if (!deleted) throw new NotFoundError(parcoursMessages.notFound);
    return deleted.image;
  });
}

/** A route's row for the picture helpers (lib/images.ts). */
function routeRow(id: number) {
  return {
    table: parcours,
    column: parcours.image,
    where: eq(parcours.id, id),
    notFound: parcoursMessages.notFound,
  };
}
