import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { asc } from "drizzle-orm";
import sharp from "sharp";
import type { App } from "../app.ts";
import type { Database } from "../db/client.ts";
import { parcours, sites } from "../db/schema.ts";
import { bearer } from "./accounts.ts";
import { insertLieu as insertLieuRow } from "./rows.ts";

/** A venue owned by `userId`, written straight to the database (the venue API has its own tests). */
/** The routes and sites tests' venue id: the shared insert, in Lyon. */
export async function insertLieu(db: Database, userId: number, nom = "Vieux Lyon"): Promise<number> {
  return (await insertLieuRow(db, userId, { nom, ville: "Lyon", pays: "France" })).id;
}

export interface FormFile {
  field?: string;
  filename: string;
  type: string;
  data: Uint8Array;
}

export interface MultipartRequest {
  payload: Buffer;
  headers: Record<string, string>;
}

/**
 * A multipart/form-data body as a browser would send it: the platform's own FormData serialized by
 * a Request (boundary and part headers included), ready for app.inject().
 */
export async function multipart(
  fields: Record<string, string | number>,
  file?: FormFile,
  headers: Record<string, string> = {},
): Promise<MultipartRequest> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file) {
    form.append(file.field ?? "image", new Blob([file.data], { type: file.type }), file.filename);
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...headers, "content-type": request.headers.get("content-type")! },
  };
}

/** The text fields of a valid route form. */
export function parcoursFields(lieuId: number, overrides: Record<string, string | number> = {}) {
  return {
    title: "Traboules du Vieux Lyon",
    description: "Passages secrets entre les rues Saint-Jean et du Bœuf.",
    theme: "Architecture",
    difficulty: "facile",
    duration: "90",
    lieu_id: String(lieuId),
    ...overrides,
  };
}

/** A real picture of the given size: a gradient, so that encoders cannot reduce it to nothing. */
function gradient(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export function pngImage(width = 320, height = 200): Promise<Buffer> {
  return gradient(width, height).png().toBuffer();
}

/** A JPEG as a camera writes it: pixels stored sideways plus an EXIF orientation tag (6: turn 90°). */
export function jpegImage(width = 400, height = 300, orientation?: number): Promise<Buffer> {
  const image = gradient(width, height).jpeg({ quality: 90 });
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

export function gifImage(width = 40, height = 40): Promise<Buffer> {
  return gradient(width, height).gif().toBuffer();
}

/** Random pixels compress badly: a PNG of at least `minBytes`. */
export function noisyPng(minBytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(minBytes / 3)) + 16;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Creates a route through the API, as its owner would. */
export async function postParcours(
  app: App,
  token: string,
  lieuId: number,
  overrides: Record<string, string | number> = {},
  file?: FormFile,
) {
  const { payload, headers } = await multipart(parcoursFields(lieuId, overrides), file, bearer(token));
  const response = await app.inject({ method: "POST", url: "/api/parcours/create", payload, headers });
  if (response.statusCode !== 201) {
    throw new Error(`route creation failed: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

/** Everything a refused request must leave untouched: both tables and the uploads folder. */
export async function snapshot(db: Database, uploadsDir: string) {
  return {
    parcours: await db.select().from(parcours).orderBy(asc(parcours.id)),
    sites: await db.select().from(sites).orderBy(asc(sites.id)),
    uploads: readdirSync(uploadsDir).sort(),
  };
}
