import type { AccessibilityFamily } from "@culture-patrimoine/contract/constants";
import { toParisIso } from "@culture-patrimoine/contract/dates";
import { lieuChoiceMessages, lieuMessages } from "@culture-patrimoine/contract/messages";
import { canonicalFamilies } from "@culture-patrimoine/contract/schemas/accessibility";
import type { LieuBody, LieuListQuery, LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { events, lieux, parcours, sites } from "../../db/schema.ts";
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
import { jsonPageColumns, type Page, pageFromJsonRow, pageParameters } from "../../lib/list.ts";
import { assertOwner } from "../../lib/ownership.ts";
import { pictureAddress } from "../../lib/picture-address.ts";
import { preparedFor } from "../../lib/prepared.ts";
import type { AuthContext } from "../../lib/sessions.ts";

type LieuRow = typeof lieux.$inferSelect;
/** A venue's row as PostgreSQL writes it in JSON (jsonPageColumns): instants as ISO texts. */
type LieuJson = Omit<LieuRow, "created_at" | "updated_at"> & { created_at: string; updated_at: string };

function toLieu(row: LieuRow | LieuJson, publicUrl: string): LieuResponse {
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
    created_at: toParisIso(row.created_at),
  };
}

/** The venues of a page and their total in one prepared statement; `byUser`: one organiser's. */
function venuePageQuery(byUser: boolean) {
  return preparedFor((db) => {
    const filter = byUser ? eq(lieux.user_id, sql.placeholder("userId")) : undefined;
    const page = db
      .select()
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
      .prepare(byUser ? "venue_page_by_user" : "venue_page");
  });
}
const venuePage = venuePageQuery(false);
const venuePageByUser = venuePageQuery(true);

export async function listLieux(
  db: Database,
  query: LieuListQuery,
  publicUrl: string,
): Promise<Page<LieuResponse>> {
  const { user_id: userId } = query;
  const [row] =
    userId === undefined
      ? await venuePage(db).execute(pageParameters(query))
      : await venuePageByUser(db).execute({ ...pageParameters(query), userId });
  return pageFromJsonRow(row, (lieu) => toLieu(lieu, publicUrl));
}

async function findLieu(db: Database, id: number): Promise<LieuRow> {
  const [row] = await db.select().from(lieux).where(eq(lieux.id, id)).limit(1);
  if (!row) throw new NotFoundError(lieuMessages.notFound);
  return row;
}

export async function getLieu(db: Database, id: number, publicUrl: string): Promise<LieuResponse> {
  return toLieu(await findLieu(db, id), publicUrl);
}

export async function createLieu(
  db: Database,
  auth: AuthContext,
  body: LieuBody,
  publicUrl: string,
  upload?: PictureUpload,
): Promise<LieuResponse> {
  return createWithPicture(pictureOf(body, upload, publicUrl), async (image) => {
    const [row] = await db
      .insert(lieux)
      .values({ ...body, image, user_id: auth.user.id })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return toLieu(row, publicUrl);
  });
}

/** The picture part of a write: the body's address, or the uploaded file (lib/images.ts). */
function pictureOf(body: LieuBody, upload: PictureUpload | undefined, publicUrl: string) {
  return addressPicture(upload, { field: "image", sent: body.image, alt: body.image_alt, publicUrl });
}

export async function updateLieu(
  db: Database,
  auth: AuthContext,
  id: number,
  body: LieuBody,
  publicUrl: string,
  upload?: PictureUpload,
): Promise<LieuResponse> {
  assertOwner((await findLieu(db, id)).user_id, auth);
  const updated = await updateWithPicture(db, lieuRow(id), pictureOf(body, upload, publicUrl), (image) => ({
    ...body,
    image,
    updated_at: sql`now()`,
  }));
  return toLieu(updated, publicUrl);
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
        .select({ user_id: lieux.user_id })
        .from(lieux)
        .where(eq(lieux.id, id))
        .for("update");
      if (!lieu) throw new NotFoundError(lieuMessages.notFound);
      assertOwner(lieu.user_id, auth);
      if (await isHeldByOthers(tx, id, lieu.user_id)) {
        throw new ConflictError("CONFLICT", lieuChoiceMessages.usedByOthers);
      }
      return (await deletePictureRow(tx, lieuRow(id)))?.image ?? null;
    }),
  );
}

/** Whether an event, a route or a site of another organiser than `ownerId` is held at the venue. */
async function isHeldByOthers(tx: Database, lieuId: number, ownerId: number): Promise<boolean> {
  const others = (table: typeof events | typeof parcours | typeof sites) =>
    sql`exists (select 1 from ${table} where ${table.lieu_id} = ${lieuId} and ${table.user_id} <> ${ownerId})`;
  const [row] = await tx
    .select({ held: sql<boolean>`${others(events)} or ${others(parcours)} or ${others(sites)}` })
    .from(sql`(values (1)) as one`);
  return row?.held === true;
}

/**
 * The venue an event, a route or a site is attached to: it must exist (400 on the field, so the
 * form shows it next to the venue picker). Venues are public places: any organiser may hold an event
 * there, only its owner edits or deletes it (DESIGN.md §4, issue 28).
 */
export async function findUsableLieu(db: Database, lieuId: number, field = "lieu_id") {
  const [lieu] = await db
    .select({ id: lieux.id, nom: lieux.nom, ville: lieux.ville, pays: lieux.pays, user_id: lieux.user_id })
    .from(lieux)
    .where(eq(lieux.id, lieuId))
    .limit(1);
  if (!lieu) throw new ValidationError([{ path: field, message: lieuMessages.notFound }]);
  return lieu;
}
