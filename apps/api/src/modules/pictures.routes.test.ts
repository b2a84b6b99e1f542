import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { validationMessages as m } from "@culture-patrimoine/contract/messages";
import {
  parseSizedName,
  storedPictureName,
  variantName,
  variantWidthsOf,
} from "@culture-patrimoine/contract/pictures";
import { asc } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, lieux, sites } from "../db/schema.ts";
import { bearer, type RegisteredUser, registerProfessionnel, registerUser } from "../test/accounts.ts";
import { createTestApp, type TestContext } from "../test/app.ts";
import {
  type FormFile,
  insertLieu,
  jpegImage,
  multipart,
  noisyPng,
  pngImage,
  postParcours,
} from "../test/fixtures-parcours.ts";

// Pictures of events, venues and sites (docs/decisions/032-pictures.md): uploaded as multipart on
// create and edit through the routes' pipeline, refused with a French message and nothing changed
// otherwise; JSON with an address keeps working as SPEC §7 says. Runs on PGlite, and on PostgreSQL
// with TEST_DATABASE_URL, like every API test.

const UPLOAD_MAX_BYTES = 700_000;
// Our pictures are stored as "/uploads/{name}" and answered under the public URL (issue 28).
const PUBLIC_URL = "https://culture.exemple.fr";
let ctx: TestContext;
let owner: RegisteredUser;
let other: RegisteredUser;
let participant: RegisteredUser;
let lieuId: number;
let otherLieuId: number;
let parcoursId: number;
let otherParcoursId: number;

beforeAll(async () => {
  ctx = await createTestApp({
    UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES),
    UPLOAD_RATE_LIMIT_PER_10_MINUTES: "1000",
    PUBLIC_URL,
  });
  owner = await registerProfessionnel(ctx.app);
  other = await registerProfessionnel(ctx.app);
  participant = await registerUser(ctx.app);
  lieuId = await insertLieu(ctx.database.db, owner.user.id, "Théâtre des Célestins");
  otherLieuId = await insertLieu(ctx.database.db, other.user.id, "Opéra de Lyon");
  parcoursId = (await postParcours(ctx.app, owner.token, lieuId)).id;
  otherParcoursId = (await postParcours(ctx.app, other.token, otherLieuId)).id;
});
afterAll(() => ctx.close());

interface Resource {
  name: string;
  /** Collection path for POST; item path is `${path}/${id}` for PUT. */
  path: string;
  /** The column that holds the picture in the answer. */
  imageField: "image_url" | "image";
  /** Valid text fields of a form, for `who`'s own venue / route. */
  fields(mine: boolean): Record<string, string>;
  table: typeof events | typeof lieux | typeof sites;
}

const resources: Resource[] = [
  {
    name: "events",
    path: "/api/events",
    imageField: "image_url",
    table: events,
    fields: (mine) => ({
      title: "Concert d’orgue",
      description: "Bach et Buxtehude.",
      category: "Musique",
      price: "",
      lieu_id: String(mine ? lieuId : otherLieuId),
      // A form sends the sessions as JSON text: the same body as a JSON client's.
      sessions: JSON.stringify([
        { starts_at: "2030-06-01T20:00", ends_at: "2030-06-01T22:00", capacity: 80 },
      ]),
    }),
  },
  {
    name: "lieux",
    path: "/api/lieux",
    imageField: "image",
    table: lieux,
    fields: () => ({ nom: "Chapelle de la Trinité", ville: "Lyon", description: "Baroque." }),
  },
  {
    name: "sites",
    path: "/api/sites",
    imageField: "image",
    table: sites,
    fields: (mine) => ({
      name: "Cathédrale Saint-Jean",
      categorie: "Église",
      description: "Primatiale des Gaules.",
      services: JSON.stringify(["Visites guidées"]),
      parcours_id: String(mine ? parcoursId : otherParcoursId),
    }),
  },
];

function jpeg(data: Buffer, filename = "photo.jpg"): FormFile {
  return { filename, type: "image/jpeg", data };
}

function uploads(): string[] {
  return readdirSync(ctx.config.uploadsDir).sort();
}

/** The stored path of a picture the API answered: its absolute address under PUBLIC_URL. */
function pathOf(answered: string): string {
  expect(answered.startsWith(`${PUBLIC_URL}/uploads/`), answered).toBe(true);
  return answered.slice(PUBLIC_URL.length);
}

/** The files a picture the API answered has: its main file and a copy per smaller width. */
function filesOf(answered: string): string[] {
  const name = storedPictureName(pathOf(answered));
  if (!name) throw new Error(`not one of our pictures: ${answered}`);
  const width = parseSizedName(name)?.width ?? 0;
  return [name, ...variantWidthsOf(width).map((variant) => variantName(name, variant))];
}

async function snapshot(resource: Resource) {
  return {
    rows: await ctx.database.db.select().from(resource.table).orderBy(asc(resource.table.id)),
    uploads: uploads(),
  };
}

async function send(
  method: "POST" | "PUT",
  url: string,
  token: string | null,
  fields: Record<string, string>,
  file?: FormFile,
) {
  const { payload, headers } = await multipart(fields, file, token ? bearer(token) : {});
  return ctx.app.inject({ method, url, payload, headers });
}

function sendJson(method: "POST" | "PUT", url: string, token: string, payload: Record<string, unknown>) {
  return ctx.app.inject({ method, url, payload, headers: bearer(token) });
}

function expectRefusal(response: LightMyRequestResponse, status: number, field?: string, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as {
    error: string;
    code: string;
    details?: { path: string; message: string }[];
  };
  expect(body.error.length).toBeGreaterThan(0);
  if (field) expect(body.details).toContainEqual({ path: field, message });
  return body;
}

/** A PNG that claims 7000 × 7000 pixels of 16-bit RGBA (392 MB decoded) in a few hundred KB. */
let bombCache: Buffer | undefined;
async function bomb(): Promise<Buffer> {
  bombCache ??= await sharp({
    create: { width: 7000, height: 7000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } },
  })
    .toColourspace("rgb16")
    .png({ compressionLevel: 9 })
    .toBuffer();
  return bombCache;
}

describe.each(resources)("pictures of $name", (resource) => {
  const create = (token: string | null, fields: Record<string, string>, file?: FormFile) =>
    send("POST", resource.path, token, fields, file);
  const update = (id: number, token: string | null, fields: Record<string, string>, file?: FormFile) =>
    send("PUT", `${resource.path}/${id}`, token, fields, file);
  const withAlt = (fields: Record<string, string>) => ({ ...fields, image_alt: "Nef gothique éclairée" });

  it("stores an uploaded JPEG in several widths, with its alt text, served for a year", async () => {
    const before = uploads();
    const response = await create(
      owner.token,
      withAlt(resource.fields(true)),
      jpeg(await jpegImage(2000, 1200)),
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    const value = body[resource.imageField] as string;
    expect(pathOf(value)).toMatch(/^\/uploads\/[0-9a-f-]{36}-1600x960\.webp$/);
    expect(body.image_alt).toBe("Nef gothique éclairée");
    expect(uploads()).toEqual([...before, ...filesOf(value)].sort());
    expect(filesOf(value)).toHaveLength(3);
    const served = await ctx.app.inject({ method: "GET", url: pathOf(value) });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1600, height: 960 });
    const small = await ctx.app.inject({
      method: "GET",
      url: `/uploads/${variantName(storedPictureName(pathOf(value))!, 400)}`,
    });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({
      format: "webp",
      width: 400,
      height: 240,
    });
    // The public read carries the picture and its alt text.
    const read = await ctx.app.inject({ method: "GET", url: `${resource.path}/${body.id}` });
    expect(read.json()).toMatchObject({ [resource.imageField]: value, image_alt: "Nef gothique éclairée" });
  });

  it("replaces the picture with a PNG on edit and removes the old files; without a file keeps it", async () => {
    const created = (
      await create(owner.token, withAlt(resource.fields(true)), jpeg(await jpegImage(900, 600)))
    ).json();
    const first = created[resource.imageField] as string;
    const replaced = await update(
      created.id,
      owner.token,
      { ...resource.fields(true), image_alt: "Façade au soleil couchant" },
      { filename: "facade.png", type: "image/png", data: await pngImage(1000, 500) },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = replaced.json()[resource.imageField] as string;
    expect(second).toMatch(/-1000x500\.webp$/);
    for (const file of filesOf(first)) expect(existsSync(path.join(ctx.config.uploadsDir, file))).toBe(false);
    for (const file of filesOf(second)) expect(existsSync(path.join(ctx.config.uploadsDir, file))).toBe(true);

    // A form without a file keeps the picture; its alt text is the form's.
    const kept = await update(created.id, owner.token, {
      ...resource.fields(true),
      image_alt: "Autre texte",
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ [resource.imageField]: second, image_alt: "Autre texte" });
  });

  it("keeps JSON working: an address without alt text, the current picture sent back, no picture", async () => {
    const json = { ...resource.fields(true) } as Record<string, unknown>;
    if (resource.name === "events") json.sessions = JSON.parse(json.sessions as string);
    if (resource.name === "sites") json.services = ["Visites guidées"];
    const viaUrl = await sendJson("POST", resource.path, owner.token, {
      ...json,
      [resource.imageField]: "https://exemple.fr/photo.jpg",
    });
    expect(viaUrl.statusCode, viaUrl.body).toBe(201);
    // No alt text from a SPEC client: the picture is decorative, nothing is refused.
    expect(viaUrl.json()).toMatchObject({
      [resource.imageField]: "https://exemple.fr/photo.jpg",
      image_alt: null,
    });

    const uploaded = (
      await create(owner.token, withAlt(resource.fields(true)), jpeg(await jpegImage()))
    ).json();
    const value = uploaded[resource.imageField] as string;
    // What a client read, sent back: the picture stays.
    const same = await sendJson("PUT", `${resource.path}/${uploaded.id}`, owner.token, {
      ...json,
      [resource.imageField]: value,
      image_alt: "Nef gothique éclairée",
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()[resource.imageField]).toBe(value);
    // Stored as its path, as before: nothing changed. The path itself is still accepted back.
    const stored = async () =>
      (await ctx.database.db.select().from(resource.table)).find((row) => row.id === uploaded.id);
    expect(await stored()).toMatchObject({ [resource.imageField]: pathOf(value) });
    const asPath = await sendJson("PUT", `${resource.path}/${uploaded.id}`, owner.token, {
      ...json,
      [resource.imageField]: pathOf(value),
      image_alt: "Nef gothique éclairée",
    });
    expect(asPath.json()[resource.imageField]).toBe(value);
    expect(await stored()).toMatchObject({ [resource.imageField]: pathOf(value) });
    for (const file of filesOf(value)) expect(existsSync(path.join(ctx.config.uploadsDir, file))).toBe(true);

    // Another item's picture cannot be borrowed (its files would go with that item).
    const before = await snapshot(resource);
    expectRefusal(
      await sendJson("PUT", `${resource.path}/${viaUrl.json().id}`, owner.token, {
        ...json,
        [resource.imageField]: value,
      }),
      400,
      resource.imageField,
      m.imageUrlNotOwn,
    );
    expect(await snapshot(resource)).toEqual(before);

    // A PUT without the field clears it (SPEC: every field is replaced), and the files go.
    const cleared = await sendJson("PUT", `${resource.path}/${uploaded.id}`, owner.token, json);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()[resource.imageField]).toBeNull();
    for (const file of filesOf(value)) expect(existsSync(path.join(ctx.config.uploadsDir, file))).toBe(false);
  });

  it("removes the picture's files with the item", async () => {
    const created = (
      await create(owner.token, withAlt(resource.fields(true)), jpeg(await jpegImage(900, 600)))
    ).json();
    const value = created[resource.imageField] as string;
    const deleted = await ctx.app.inject({
      method: "DELETE",
      url: `${resource.path}/${created.id}`,
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    for (const file of filesOf(value)) expect(existsSync(path.join(ctx.config.uploadsDir, file))).toBe(false);
  });

  describe("refusals change nothing", () => {
    let ownId: number;
    let othersId: number;
    beforeAll(async () => {
      ownId = (await create(owner.token, withAlt(resource.fields(true)), jpeg(await jpegImage()))).json().id;
      othersId = (await create(other.token, withAlt(resource.fields(false)), jpeg(await jpegImage()))).json()
        .id;
    });

    /** Sends the same bad form on create and on edit; neither changes a row nor a file. */
    async function refusedOnCreateAndEdit(
      fields: Record<string, string>,
      file: FormFile | undefined,
      expected: (response: LightMyRequestResponse) => void,
    ) {
      const before = await snapshot(resource);
      expected(await create(owner.token, fields, file));
      expected(await update(ownId, owner.token, fields, file));
      expect(await snapshot(resource)).toEqual(before);
    }

    it("a text file named .jpg", async () => {
      const text = {
        filename: "photo.jpg",
        type: "image/jpeg",
        data: Buffer.from("pas une image, du texte"),
      };
      await refusedOnCreateAndEdit(withAlt(resource.fields(true)), text, (response) =>
        expectRefusal(response, 400, "image", m.imageNotAnImage),
      );
    });

    it("a file over the upload limit: 413", async () => {
      const big = await noisyPng(UPLOAD_MAX_BYTES + 50_000);
      await refusedOnCreateAndEdit(
        withAlt(resource.fields(true)),
        { filename: "grande.png", type: "image/png", data: big },
        (response) => expect(expectRefusal(response, 413).error).toBe(m.imageTooLarge),
      );
    });

    it("a decompression bomb: 413", async () => {
      const data = await bomb();
      expect(data.length).toBeLessThan(UPLOAD_MAX_BYTES);
      await refusedOnCreateAndEdit(
        withAlt(resource.fields(true)),
        { filename: "bombe.png", type: "image/png", data },
        (response) => expectRefusal(response, 413, "image", m.imageTooBig),
      );
    });

    it("a picture without alt text", async () => {
      await refusedOnCreateAndEdit(
        { ...resource.fields(true), image_alt: "  " },
        jpeg(await jpegImage()),
        (response) => expectRefusal(response, 400, "image_alt", m.imageAltRequired),
      );
    });

    it("someone else's item (403), a participant (403), no token (401)", async () => {
      const before = await snapshot(resource);
      const file = jpeg(await jpegImage());
      expectRefusal(await update(othersId, owner.token, withAlt(resource.fields(true)), file), 403);
      expectRefusal(await create(participant.token, withAlt(resource.fields(true)), file), 403);
      expectRefusal(await update(ownId, participant.token, withAlt(resource.fields(true)), file), 403);
      expectRefusal(await create(null, withAlt(resource.fields(true)), file), 401);
      expect(await snapshot(resource)).toEqual(before);
    });

    it("a body that is neither JSON nor a form: 415", async () => {
      const before = await snapshot(resource);
      const response = await ctx.app.inject({
        method: "POST",
        url: resource.path,
        payload: "nom=x",
        headers: { ...bearer(owner.token), "content-type": "text/plain" },
      });
      expectRefusal(response, 415);
      expect(await snapshot(resource)).toEqual(before);
    });
  });
});

describe("multipart fields sent as JSON text", () => {
  it("refuses an event whose sessions are not JSON, on that field", async () => {
    const before = await snapshot(resources[0]!);
    const response = await send("POST", "/api/events", owner.token, {
      ...resources[0]!.fields(true),
      sessions: "[{",
    });
    expectRefusal(response, 400, "sessions", m.jsonFieldInvalid);
    expect(await snapshot(resources[0]!)).toEqual(before);
  });
});
