import type { AccessibilityFamily } from "@culture-patrimoine/contract/constants";
import { toParisIso } from "@culture-patrimoine/contract/dates";
import { lieuChoiceMessages, lieuMessages } from "@culture-patrimoine/contract/messages";
import { canonicalFamilies } from "@culture-patrimoine/contract/schemas/accessibility";
import type {
  LieuBody,
  LieuFilterCounts,
  LieuListQuery,
  LieuResponse,
  OwnLieuResponse,
} from "@culture-patrimoine/contract/schemas/lieu";
import { and, asc, eq, getTableColumns, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { events, lieux, parcours, sites } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.ts";
import {
  addressPicture,
  createWithPicture,
  deletePictureRow,
  deleteWithPicture,
  type ImageStore,
  type PictureUpload,
  updateWithPicture,
} from "../../lib/images.ts";
import {
  type JsonPage,
  jsonTextArray,
  jsonValueText,
  pictureAddressText,
  preparedColumns,
} from "../../lib/json-text.ts";
import { jsonPageColumns, type Page, pageFromJsonRow, pageParameters, type Window } from "../../lib/list.ts";
import {
  countChoices,
  familiesCondition,
  familyChoices,
  familyCounts,
  foldedKeys,
  placeChoices,
  placeCondition,
  searchCondition,
} from "../../lib/list-filters.ts";
import { actingOrganisationId, assertMember, ownListOrganisationId } from "../../lib/ownership.ts";
import { pictureAddress } from "../../lib/picture-address.ts";
import { preparedFor } from "../../lib/prepared.ts";
import type { AuthContext } from "../../lib/sessions.ts";
import { assertCanPreview } from "../moderation/preview.ts";
import { moderationOnCreate, moderationOnEdit } from "../moderation/write-status.ts";

type LieuRow = Omit<
  typeof lieux.$inferSelect,
  "search_vector" | "item_ref" | "item_head" | "item_middle" | "item_tail"
>;
/**
 * A venue's columns as its answers need them: without its search document, which PostgreSQL would
 * write out in every page's JSON (a tenth of its bytes) for the API to drop, nor its list item's
 * kept parts (decision 056).
 */
const {
  search_vector: _searchDocument,
  item_ref: _itemReference,
  item_head: _itemHead,
  item_middle: _itemMiddle,
  item_tail: _itemTail,
  ...venueColumns
} = getTableColumns(lieux);
/** A venue's row as PostgreSQL writes it in JSON (jsonPageColumns): instants as ISO texts. */
type LieuJson = Omit<LieuRow, "created_at" | "updated_at"> & { created_at: string; updated_at: string };

export function toLieu(row: LieuRow | LieuJson, publicUrl: string): LieuResponse {
  return {
    id: row.id,
    nom: row.nom,
    ville: row.ville,
    pays: row.pays,
    image: pictureAddress(row.image, publicUrl),
    image_alt: row.image_alt,
    description: row.description,
    site_web: row.site_web,
    adresse: row.adresse,
    code_postal: row.code_postal,
    departement: row.departement,
    latitude: row.latitude,
    longitude: row.longitude,
    accessibility: canonicalFamilies(row.accessibility as AccessibilityFamily[]),
    accessibility_details: row.accessibility_details,
    user_id: row.user_id,
    organisation_id: row.organisation_id,
    created_at: toParisIso(row.created_at),
    moderation_status: row.moderation_status,
  };
}

/** A venue as its owner or an administrator reads it: with its moderation's reason and its owner's state. */
function toOwnLieu(row: LieuRow | LieuJson, publicUrl: string): OwnLieuResponse {
  return {
    ...toLieu(row, publicUrl),
    moderation_reason: row.moderation_reason,
    owner_suspended: row.owner_suspended,
  };
}

/**
 * Which venues a page lists: the public ones (all, or one organiser's), an organisation's own in
 * every state (its dashboard), or what a member may choose for an event, a route or a site (the
 * public venues and their organisation's).
 */
type VenuePage = "public" | "publicByUser" | "own" | "choices";
const venuePageFilters: Record<VenuePage, () => SQL | undefined> = {
  public: () => eq(lieux.is_public, true),
  publicByUser: () => and(eq(lieux.is_public, true), eq(lieux.user_id, sql.placeholder("userId"))),
  own: () => eq(lieux.organisation_id, sql.placeholder("organisationId")),
  choices: () => or(eq(lieux.is_public, true), eq(lieux.organisation_id, sql.placeholder("organisationId"))),
};

/**
 * The venues of a page and their total in one prepared statement, for their owners (the public
 * pages are written as JSON text by venueListStatement).
 */
function venuePageQuery(kind: "own" | "choices") {
  return preparedFor((db) => {
    const filter = venuePageFilters[kind]();
    const page = db
      .select(venueColumns)
      .from(lieux)
      .where(filter)
      .orderBy(asc(lieux.nom), asc(lieux.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"));
    return db
      .select(
        jsonPageColumns<LieuJson>(
          page,
          sql`page.nom, page.id`,
          db.select({ one: sql`1` }).from(lieux).where(filter),
        ),
      )
      .from(sql`(values (1)) as one_row`)
      .prepare(`venue_page_${kind}`);
  });
}
const venuePages = {
  own: venuePageQuery("own"),
  choices: venuePageQuery("choices"),
};

/**
 * The public venues' page as JSON text (decisions 054 and 056): each venue's item from the parts
 * kept with its row (migration 0017) and its picture's address, in lieuSchema's order, what toLieu
 * and the serializer write; and the total, in one prepared statement.
 */
function venueListStatement(kind: "public" | "publicByUser") {
  return preparedColumns(`venue_list_${kind}`, () => {
    const filter = venuePageFilters[kind]();
    const page = sql`(select ${lieux.nom} as nom, ${lieux.id} as id, ${lieux.image} as image,
        ${lieux.departement} as departement, ${lieux.item_head} as item_head,
        ${lieux.item_middle} as item_middle, ${lieux.item_tail} as item_tail
      from ${lieux} where ${filter}
      order by ${lieux.nom}, ${lieux.id}
      limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}) as page`;
    const image = jsonValueText(
      pictureAddressText(sql`page.image`, sql`${sql.placeholder("publicUrl")}::text`),
    );
    const item = sql<string>`page.item_head || ',"image":' || ${image} || ',' || page.item_middle
      || ',"departement":' || ${jsonValueText(sql`page.departement`)} || ',' || page.item_tail || '}'`;
    return {
      json: jsonTextArray(page, item, sql`page.nom, page.id`),
      total: sql<number>`(select count(*)::int from ${lieux} where ${filter})`,
    };
  });
}
const venueLists = { public: venueListStatement("public"), publicByUser: venueListStatement("publicByUser") };

/**
 * GET /api/lieux without issue 32's filters (a SPEC client, the venues page): the page as the
 * database writes it, what listLieux answers byte for byte. Undefined with a filter: listLieux.
 */
export async function plainLieuxText(
  db: Database,
  query: LieuListQuery,
  publicUrl: string,
): Promise<JsonPage | undefined> {
  const filters = venueFilters(query);
  const search = searchCondition(sql`${lieux.search_vector}`, query.q);
  if (search !== undefined || filters.place !== undefined || filters.accessibility !== undefined)
    return undefined;
  const page = { ...pageParameters(query), publicUrl };
  const [row] =
    query.user_id === undefined
      ? await venueLists.public(db).execute(page)
      : await venueLists.publicByUser(db).execute({ ...page, userId: query.user_id });
  return { json: row?.json ?? "[]", total: Number(row?.total ?? 0), bounded: false };
}

/** The filters of issue 32 by dimension (undefined: not asked); the search is not a choice. */
function venueFilters(query: LieuListQuery) {
  return {
    place: placeCondition(query),
    accessibility: familiesCondition(query.accessibility),
  };
}

/** The published venues of the list's scope: one organiser's, and the search. */
function venueScope(query: LieuListQuery): SQL {
  return (
    and(
      eq(lieux.is_public, true),
      query.user_id === undefined ? undefined : eq(lieux.user_id, query.user_id),
      searchCondition(sql`${lieux.search_vector}`, query.q),
    ) ?? sql`true`
  );
}

/**
 * GET /api/lieux: the public venues by name, with issue 32's filters: the page and total built for
 * the filters (the search keeps the order by name: the visitor reads the list as a directory).
 * Without filters, the route answers plainLieuxText, whose text is this page's, byte for byte.
 */
export async function listLieux(
  db: Database,
  query: LieuListQuery,
  publicUrl: string,
): Promise<Page<LieuResponse>> {
  const filters = venueFilters(query);
  const where = and(venueScope(query), filters.place, filters.accessibility);
  const page = db
    .select(venueColumns)
    .from(lieux)
    .where(where)
    .orderBy(asc(lieux.nom), asc(lieux.id))
    .limit(query.limit)
    .offset(query.offset);
  const [row] = await db
    .select(
      jsonPageColumns<LieuJson>(
        page,
        sql`page.nom, page.id`,
        db.select({ one: sql`1` }).from(lieux).where(where),
      ),
    )
    .from(sql`(values (1)) as one_row`);
  return pageFromJsonRow(row, (lieu) => toLieu(lieu, publicUrl));
}

/**
 * GET /api/lieux/counts: for each choice of each filter, the published venues it would give with
 * the other filters as they stand; the cities and départements offered are those with the most
 * venues of the scope (search included), and the chosen ones.
 */
export async function countLieuChoices(db: Database, query: LieuListQuery): Promise<LieuFilterCounts> {
  const villeKey = sql`city.key`;
  const source = sql`from ${lieux} ${foldedKeys("city", sql`${lieux}`, sql`${lieux.ville}`)}
    where ${venueScope(query)}`;
  const places = await placeChoices(db, source, query, villeKey);
  const count = await countChoices(
    db,
    source,
    { place: placeCondition(query, villeKey), accessibility: familiesCondition(query.accessibility) },
    [
      { key: "total", dimension: null, where: undefined },
      ...familyChoices(query.accessibility),
      ...places.choices,
    ],
  );
  return { total: count("total"), ...places.answer(count), accessibility: familyCounts(count) };
}

/** GET /api/lieux/user/{me}: the venues of the caller's organisation in every state (its dashboard). */
export async function listOwnLieux(
  db: Database,
  auth: AuthContext,
  userId: number,
  query: Window,
  publicUrl: string,
): Promise<Page<OwnLieuResponse>> {
  const organisationId = ownListOrganisationId(userId, auth);
  const [row] = await venuePages.own(db).execute({ ...pageParameters(query), organisationId });
  return pageFromJsonRow(row, (lieu: LieuJson) => toOwnLieu(lieu, publicUrl));
}

/** GET /api/lieux/choices: what the venue field offers this organiser (the public venues and their own). */
export async function listLieuChoices(
  db: Database,
  auth: AuthContext,
  query: Window,
  publicUrl: string,
): Promise<Page<LieuResponse>> {
  const [row] = await venuePages
    .choices(db)
    .execute({ ...pageParameters(query), organisationId: auth.organisation?.id ?? 0 });
  return pageFromJsonRow(row, (lieu) => toLieu(lieu, publicUrl));
}

async function findLieu(db: Database, id: number): Promise<LieuRow> {
  const [row] = await db.select(venueColumns).from(lieux).where(eq(lieux.id, id)).limit(1);
  if (!row) throw new NotFoundError(lieuMessages.notFound);
  return row;
}

/** GET /api/lieux/{id}: a venue the public may see; any other is unknown (404). */
export async function getLieu(db: Database, id: number, publicUrl: string): Promise<LieuResponse> {
  const row = await findLieu(db, id);
  if (!row.is_public) throw new NotFoundError(lieuMessages.notFound);
  return toLieu(row, publicUrl);
}

/** GET /api/lieux/{id}/preview: whatever its state, for its owner or an administrator (moderation/preview.ts). */
export async function previewLieu(
  db: Database,
  auth: AuthContext,
  id: number,
  publicUrl: string,
): Promise<OwnLieuResponse> {
  const row = await findLieu(db, id);
  assertCanPreview(row, auth, lieuMessages.notFound);
  return toOwnLieu(row, publicUrl);
}

/** The dependencies a write needs: the database, the moderation policy and the public address. */
type WriteDeps = Pick<AppDeps, "db"> & { config: Pick<AppDeps["config"], "moderationPolicy" | "publicUrl"> };

/** POST /api/lieux: published at once or waiting for approval, as the policy says of its owner. */
export async function createLieu(
  deps: WriteDeps,
  auth: AuthContext,
  body: LieuBody,
  upload?: PictureUpload,
): Promise<LieuResponse> {
  const { db, config } = deps;
  return createWithPicture(pictureOf(body, upload, config.publicUrl), (image) =>
    db.transaction(async (tx) => {
      const organisation_id = actingOrganisationId(auth);
      const moderation_status = await moderationOnCreate(tx, config.moderationPolicy, organisation_id);
      const [row] = await tx
        .insert(lieux)
        .values({ ...body, image, user_id: auth.user.id, organisation_id, moderation_status })
        .returning();
      if (!row) throw new Error("insert returned no row");
      return toLieu(row, config.publicUrl);
    }),
  );
}

/** The picture part of a write: the body's address, or the uploaded file (lib/images.ts). */
function pictureOf(body: LieuBody, upload: PictureUpload | undefined, publicUrl: string) {
  return addressPicture(upload, { field: "image", sent: body.image, alt: body.image_alt, publicUrl });
}

/** PUT /api/lieux/{id}: its owner's edit, which may send it back for approval (statusOnEdit). */
export async function updateLieu(
  deps: WriteDeps,
  auth: AuthContext,
  id: number,
  body: LieuBody,
  upload?: PictureUpload,
): Promise<LieuResponse> {
  const { db, config } = deps;
  const { organisation_id: organisationId } = await findLieu(db, id);
  assertMember(organisationId, auth);
  let moderation_status: LieuRow["moderation_status"] = "pending";
  const updated = await updateWithPicture(
    db,
    lieuRow(id),
    pictureOf(body, upload, config.publicUrl),
    (image) => ({ ...body, image, moderation_status, updated_at: sql`now()` }),
    async (tx) => {
      // The row is locked by now: its state cannot change before this edit's is written.
      const [current] = await tx
        .select({ status: lieux.moderation_status })
        .from(lieux)
        .where(eq(lieux.id, id));
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
  return toLieu(updated, config.publicUrl);
}

/** A venue's row for the picture helpers (lib/images.ts). */
function lieuRow(id: number) {
  return { table: lieux, column: lieux.image, where: eq(lieux.id, id), notFound: lieuMessages.notFound };
}

// Create and update pass the body as it is: its address, postcode and coordinates are undefined when
// the client did not send them, which drizzle leaves out of the update (the stored values stay).

/**
 * Its owner's events, routes and sites stay, with no place ("Lieu non renseigné"): the FKs set null.
 * Venues are public places (issue 28): while another organiser's event, route or site is held there,
 * deleting it would take their place away from them and their visitors, so it is refused (409).
 * The venue's row lock makes a write attaching something to it meanwhile wait (its foreign-key
 * check needs a KEY SHARE lock): what committed before is seen, what comes after finds it gone.
 */
export async function deleteLieu(
  db: Database,
  auth: AuthContext,
  id: number,
  pictures?: Omit<ImageStore, "queue">,
): Promise<void> {
  await deleteWithPicture(pictures, () =>
    db.transaction(async (tx) => {
      const [lieu] = await tx
        .select({ organisation_id: lieux.organisation_id })
        .from(lieux)
        .where(eq(lieux.id, id))
        .for("update");
      if (!lieu) throw new NotFoundError(lieuMessages.notFound);
      assertMember(lieu.organisation_id, auth);
      if (await isHeldByOthers(tx, id, lieu.organisation_id)) {
        throw new ConflictError("CONFLICT", lieuChoiceMessages.usedByOthers);
      }
      return (await deletePictureRow(tx, lieuRow(id)))?.image ?? null;
    }),
  );
}

/** Whether an event, a route or a site of another organisation than `ownerId` is held at the venue. */
async function isHeldByOthers(tx: Database, lieuId: number, ownerId: number): Promise<boolean> {
  const others = (table: typeof events | typeof parcours | typeof sites) =>
    sql`exists (select 1 from ${table} where ${table.lieu_id} = ${lieuId} and ${table.organisation_id} <> ${ownerId})`;
  const [row] = await tx
    .select({ held: sql<boolean>`${others(events)} or ${others(parcours)} or ${others(sites)}` })
    .from(sql`(values (1)) as one`);
  return row?.held === true;
}

/**
 * The venue an event, a route or a site is attached to: it must exist (400 on the field, so the
 * form shows it next to the venue picker). Venues are public places: any organiser may hold an event
 * there, only its owner edits or deletes it (DESIGN.md §4, issue 28). A venue the public may not see
 * (waiting for approval, refused...) may be chosen by its organisation only: to anyone else it is unknown.
 */
export async function findUsableLieu(db: Database, auth: AuthContext, lieuId: number, field = "lieu_id") {
  const [lieu] = await db
    .select({ id: lieux.id, nom: lieux.nom, ville: lieux.ville, pays: lieux.pays })
    .from(lieux)
    .where(
      and(
        eq(lieux.id, lieuId),
        or(eq(lieux.is_public, true), eq(lieux.organisation_id, auth.organisation?.id ?? 0)),
      ),
    )
    .limit(1);
  if (!lieu) throw new ValidationError([{ path: field, message: lieuMessages.notFound }]);
  return lieu;
}
