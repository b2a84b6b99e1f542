import { siteMessages } from "@culture-patrimoine/contract/messages";
import { storedPictureName } from "@culture-patrimoine/contract/pictures";
import type { SiteBody, SiteListQuery, SiteResponse } from "@culture-patrimoine/contract/schemas/site";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sites } from "../../db/schema.ts";
import { NotFoundError } from "../../errors.ts";
import {
  type ImageStore,
  type PictureUpload,
  pictureColumnChange,
  removeImage,
  writeWithPicture,
} from "../../lib/images.ts";
import { countAll, type Page, pageOf } from "../../lib/list.ts";
import { assertOwner } from "../../lib/ownership.ts";
import type { AuthContext } from "../../lib/sessions.ts";
import { findUsableLieu } from "../lieux/lieux.service.ts";
import { assertUsableParcours } from "../parcours/references.ts";
import { toSiteResponse } from "./site.mapper.ts";

/** GET /api/sites: in creation order (a route's steps in the order they were added). */
export function listSites(db: Database, query: SiteListQuery): Promise<Page<SiteResponse>> {
  const filters: SQL[] = [];
  if (query.parcours_id !== undefined) filters.push(eq(sites.parcours_id, query.parcours_id));
  if (query.user_id !== undefined) filters.push(eq(sites.user_id, query.user_id));
  const where = and(...filters);
  return pageOf(
    db.select().from(sites).where(where).orderBy(asc(sites.id)).limit(query.limit).offset(query.offset),
    countAll(db, db.select({ one: sql`1` }).from(sites).where(where)),
    toSiteResponse,
  );
}

async function findSite(db: Database, id: number) {
  const [row] = await db.select().from(sites).where(eq(sites.id, id)).limit(1);
  // SPEC has no "not found" text for sites; the page's own load failure message says it.
  if (!row) throw new NotFoundError(siteMessages.notFound);
  return row;
}

export async function getSite(db: Database, id: number): Promise<SiteResponse> {
  return toSiteResponse(await findSite(db, id));
}

/** The route and the venue of a site must be the writer's own (DESIGN.md §4). */
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

export async function createSite(
  db: Database,
  auth: AuthContext,
  body: SiteBody,
  upload?: PictureUpload,
): Promise<SiteResponse> {
  await assertUsableReferences(db, auth, body);
  return writeWithPicture(upload, body.image_alt, async (uploaded) => {
    const picture = pictureColumnChange({ ...pictureOptions(body, upload, uploaded), current: null });
    const [row] = await db
      .insert(sites)
      .values({ ...bodyColumns(body), image: picture.value, user_id: auth.user.id })
      .returning();
    return { result: toSiteResponse(row!), replaced: null };
  });
}

/** The picture part of a write: the body's address, or the uploaded file (lib/images.ts). */
function pictureOptions(body: SiteBody, upload: PictureUpload | undefined, uploaded: string | null) {
  return { field: "image", sent: body.image, multipart: upload?.multipart ?? false, uploaded };
}

export async function updateSite(
  db: Database,
  auth: AuthContext,
  id: number,
  body: SiteBody,
  upload?: PictureUpload,
): Promise<SiteResponse> {
  assertOwner((await findSite(db, id)).user_id, auth);
  await assertUsableReferences(db, auth, body);
  return writeWithPicture(upload, body.image_alt, (uploaded) =>
    db.transaction(async (tx) => {
      // Locked so that two concurrent replacements each remove the file the other did not keep.
      const [current] = await tx
        .select({ image: sites.image })
        .from(sites)
        .where(eq(sites.id, id))
        .for("update");
      if (!current) throw new NotFoundError(siteMessages.notFound);
      const picture = pictureColumnChange({ ...pictureOptions(body, upload, uploaded), current: current.image });
      const [row] = await tx
        .update(sites)
        .set({ ...bodyColumns(body), image: picture.value, updated_at: sql`now()` })
        .where(eq(sites.id, id))
        .returning();
      if (!row) throw new NotFoundError(siteMessages.notFound);
      return { result: toSiteResponse(row), replaced: picture.replaced };
    }),
  );
}

export async function deleteSite(
  db: Database,
  auth: AuthContext,
  id: number,
  pictures?: Omit<ImageStore, "queue">,
): Promise<void> {
  assertOwner((await findSite(db, id)).user_id, auth);
  const [deleted] = await db.delete(sites).where(eq(sites.id, id)).returning({ image: sites.image });
  // Its picture's files go once the row is gone (only ours: an address sent as JSON is not a file).
  if (pictures) await removeImage(pictures.uploadsDir, storedPictureName(deleted?.image), pictures.log);
}
