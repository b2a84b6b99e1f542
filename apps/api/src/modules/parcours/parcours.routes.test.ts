import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import {
  DEFAULT_PARCOURS_PARTICIPANTS,
  DEFAULT_PARCOURS_RATING,
} from "@culture-patrimoine/contract/constants";
import {
  apiErrorMessages,
  lieuMessages,
  validationMessages as m,
  parcoursMessages,
} from "@culture-patrimoine/contract/messages";
import { parseSizedName, variantName, variantWidthsOf } from "@culture-patrimoine/contract/pictures";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lieux, parcours, sites } from "../../db/schema.ts";
import { bearer, type RegisteredUser, registerProfessionnel, registerUser } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import {
  type FormFile,
  gifImage,
  insertLieu,
  jpegImage,
  multipart,
  noisyPng,
  parcoursFields,
  pngImage,
  postParcours,
  snapshot,
} from "../../test/fixtures-parcours.ts";
import { ownerColumns } from "../../test/rows.ts";

let ctx: TestContext;
let owner: RegisteredUser;
let other: RegisteredUser;
let participant: RegisteredUser;
let lieuId: number;
let otherLieuId: number;

beforeAll(async () => {
  // The owner sends far more forms than a person would in 10 minutes (parcours-upload-faults.test.ts
  // covers the limit).
  ctx = await createTestApp({ UPLOAD_RATE_LIMIT_PER_10_MINUTES: "1000" });
  owner = await registerProfessionnel(ctx.app);
  other = await registerProfessionnel(ctx.app);
  participant = await registerUser(ctx.app);
  lieuId = await insertLieu(ctx.database.db, owner.user.id);
  otherLieuId = await insertLieu(ctx.database.db, other.user.id, "Presqu'île");
});
afterAll(() => ctx.close());

/** A stored picture's main file: a random uuid and its size (docs/decisions/032-pictures.md). */
const UUID_WEBP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-\d+x\d+\.webp$/;

/** The files of a stored picture: its main file and a copy per smaller width. */
function filesOf(name: string): string[] {
  const width = parseSizedName(name)?.width ?? 0;
  return [name, ...variantWidthsOf(width).map((variant) => variantName(name, variant))];
}

function png(data: Buffer, filename = "photo.png"): FormFile {
  return { filename, type: "image/png", data };
}

function uploads(): string[] {
  return readdirSync(ctx.config.uploadsDir).sort();
}

async function sendForm(
  method: "POST" | "PUT",
  url: string,
  token: string | null,
  fields: Record<string, string | number>,
  file?: FormFile,
) {
  const { payload, headers } = await multipart(fields, file, token ? bearer(token) : {});
  return ctx.app.inject({ method, url, payload, headers });
}

function create(token: string | null, fields: Record<string, string | number>, file?: FormFile) {
  return sendForm("POST", "/api/parcours/create", token, fields, file);
}

function update(id: number, token: string | null, fields: Record<string, string | number>, file?: FormFile) {
  return sendForm("PUT", `/api/parcours/${id}`, token, fields, file);
}

function remove(id: number, token: string | null) {
  return ctx.app.inject({
    method: "DELETE",
    url: `/api/parcours/${id}`,
    headers: token ? bearer(token) : {},
  });
}

/** The API's one error body (DESIGN.md §4), with the expected status. */
function expectError(response: LightMyRequestResponse, status: number, code?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(typeof body.error).toBe("string");
  expect(body.error.length).toBeGreaterThan(0);
  if (code) expect(body.code).toBe(code);
  expect(Object.keys(body).every((key) => ["error", "code", "details"].includes(key))).toBe(true);
  return body as { error: string; code: string; details?: { path: string; message: string }[] };
}

async function decodedUpload(name: string) {
  const served = await ctx.app.inject({ method: "GET", url: `/uploads/${name}` });
  expect(served.statusCode).toBe(200);
  expect(served.headers["content-type"]).toBe("image/webp");
  return sharp(served.rawPayload).metadata();
}

describe("GET /api/parcours", () => {
  it("lists routes newest first with Lieu, the real number of sites and X-Total-Count", async () => {
    const db = ctx.database.db;
    const [user] = [(await registerProfessionnel(ctx.app)).user];
    const venue = await insertLieu(db, user!.id, "Abbaye de Fontenay");
    const [first] = await db
      .insert(parcours)
      .values({
        title: "A",
        description: "d",
        theme: "t",
        difficulty: "facile",
        duration: 30,
        lieu_id: venue,
        ...(await ownerColumns(db, user!.id)),
      })
      .returning();
    const [second] = await db
      .insert(parcours)
      .values({
        title: "B",
        description: "d",
        theme: "t",
        difficulty: "modéré",
        duration: 60,
        ...(await ownerColumns(db, user!.id)),
        participants: 12,
        rating: 4,
      })
      .returning();
    const siteOwner = await ownerColumns(db, user!.id);
    await db.insert(sites).values(
      ["Église", "Cloître", "Forge"].map((name) => ({
        name,
        categorie: "Monument" as const,
        description: "Étape",
        parcours_id: first!.id,
        ...siteOwner,
      })),
    );

    const response = await ctx.app.inject({ method: "GET", url: `/api/parcours?user_id=${user!.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe("2");
    const body = response.json();
    expect(body.map((route: { id: number }) => route.id)).toEqual([second!.id, first!.id]);
    expect(body[1]).toMatchObject({
      title: "A",
      sitesCount: 3,
      participants: DEFAULT_PARCOURS_PARTICIPANTS,
      rating: DEFAULT_PARCOURS_RATING,
      image: null,
      Lieu: { id: venue, nom: "Abbaye de Fontenay", ville: "Lyon", pays: "France" },
    });
    expect(body[0]).toMatchObject({ title: "B", sitesCount: 0, participants: 12, rating: 4, Lieu: null });
    expect(typeof body[0].created_at).toBe("string");
    // SPEC §3 gives a route its Sites: a SPEC client counts them as steps. In order, as on the route's page.
    expect(body[0].Sites).toEqual([]);
    expect(body[1].Sites.map((site: { name: string }) => site.name)).toEqual(["Église", "Cloître", "Forge"]);
    const detail = await ctx.app.inject({ method: "GET", url: `/api/parcours/${first!.id}` });
    expect(body[1].Sites).toEqual(detail.json().Sites);
  });

  it("pages with limit and offset and keeps the total past the end", async () => {
    const { user } = await registerProfessionnel(ctx.app);
    const owner = await ownerColumns(ctx.database.db, user.id);
    await ctx.database.db.insert(parcours).values(
      [1, 2, 3].map((n) => ({
        title: `R${n}`,
        description: "d",
        theme: "t",
        difficulty: "facile" as const,
        duration: n,
        ...owner,
      })),
    );
    const page = await ctx.app.inject({
      method: "GET",
      url: `/api/parcours?user_id=${user.id}&limit=2&offset=1`,
    });
    expect(page.json().map((route: { title: string }) => route.title)).toEqual(["R2", "R1"]);
    expect(page.headers["x-total-count"]).toBe("3");
    const past = await ctx.app.inject({ method: "GET", url: `/api/parcours?user_id=${user.id}&offset=10` });
    expect(past.json()).toEqual([]);
    expect(past.headers["x-total-count"]).toBe("3");
  });

  it("refuses a bad query in the error format", async () => {
    expectError(
      await ctx.app.inject({ method: "GET", url: "/api/parcours?limit=1000" }),
      400,
      "VALIDATION_ERROR",
    );
    expectError(
      await ctx.app.inject({ method: "GET", url: "/api/parcours?user_id=abc" }),
      400,
      "VALIDATION_ERROR",
    );
  });
});

describe("GET /api/parcours/{id}", () => {
  it("answers the route with its Lieu and its Sites in order", async () => {
    const route = await postParcours(ctx.app, owner.token, lieuId);
    const db = ctx.database.db;
    const siteOwner = await ownerColumns(db, owner.user.id);
    const inserted = await db
      .insert(sites)
      .values(
        ["Cathédrale Saint-Jean", "Tour rose"].map((name) => ({
          name,
          categorie: "Monument" as const,
          description: "Étape",
          services: ["Parking disponible"],
          parcours_id: route.id,
          ...siteOwner,
        })),
      )
      .returning({ id: sites.id });

    const response = await ctx.app.inject({ method: "GET", url: `/api/parcours/${route.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: route.id,
      title: "Traboules du Vieux Lyon",
      sitesCount: 2,
      Lieu: { id: lieuId, nom: "Vieux Lyon", ville: "Lyon", pays: "France" },
    });
    expect(body.Sites.map((site: { id: number }) => site.id)).toEqual(inserted.map((site) => site.id));
    expect(body.Sites[0]).toMatchObject({
      name: "Cathédrale Saint-Jean",
      services: JSON.stringify(["Parking disponible"]),
      parcours_id: route.id,
    });
    // The steps come from the route's own statement (as JSON): each is exactly the site's answer
    // (without the site page's additions, its venue and its step).
    for (const step of body.Sites) {
      const site = await ctx.app.inject({ method: "GET", url: `/api/sites/${step.id}` });
      const { lieu: _lieu, step: _step, ...fields } = site.json();
      expect(step).toEqual(fields);
    }
  });

  it("answers Lieu null once its venue is deleted", async () => {
    const venue = await insertLieu(ctx.database.db, owner.user.id, "Éphémère");
    const route = await postParcours(ctx.app, owner.token, venue);
    await ctx.database.db.delete(lieux).where(eq(lieux.id, venue));
    const response = await ctx.app.inject({ method: "GET", url: `/api/parcours/${route.id}` });
    expect(response.json()).toMatchObject({ lieu_id: null, Lieu: null });
  });

  it("answers 404 with the route's French message, 400 for an id that is not one", async () => {
    const missing = expectError(
      await ctx.app.inject({ method: "GET", url: "/api/parcours/987654" }),
      404,
      "NOT_FOUND",
    );
    expect(missing.error).toBe(parcoursMessages.notFound);
    expectError(await ctx.app.inject({ method: "GET", url: "/api/parcours/abc" }), 400, "VALIDATION_ERROR");
  });
});

describe("POST /api/parcours/create", () => {
  it("stores a PNG as a WebP of at most 1600 px, served under /uploads", async () => {
    const before = uploads();
    const response = await create(owner.token, parcoursFields(lieuId), png(await pngImage(3000, 2000)));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      title: "Traboules du Vieux Lyon",
      difficulty: "facile",
      duration: 90,
      lieu_id: lieuId,
      user_id: owner.user.id,
      participants: DEFAULT_PARCOURS_PARTICIPANTS,
      rating: DEFAULT_PARCOURS_RATING,
      sitesCount: 0,
      Sites: [],
      Lieu: { id: lieuId, nom: "Vieux Lyon" },
    });
    expect(body.image).toMatch(UUID_WEBP);
    expect(uploads()).toEqual([...before, ...filesOf(body.image)].sort());
    const stored = await decodedUpload(body.image);
    expect(stored).toMatchObject({ format: "webp", width: 1600, height: 1067 });
    expect(body.image).toMatch(/-1600x1067\.webp$/);
    // Smaller copies for srcset, from the same pixels.
    expect(await decodedUpload(variantName(body.image, 400))).toMatchObject({ width: 400, height: 267 });
    expect(await decodedUpload(variantName(body.image, 800))).toMatchObject({ width: 800, height: 534 });
  });

  it("turns a camera JPEG upright from its EXIF orientation and drops its metadata", async () => {
    const photo = await jpegImage(2400, 1200, 6);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await create(owner.token, parcoursFields(lieuId), {
      filename: "IMG_0001.JPG",
      type: "image/jpeg",
      data: photo,
    });
    expect(response.statusCode, response.body).toBe(201);
    const stored = await decodedUpload(response.json().image);
    expect(stored).toMatchObject({ format: "webp", width: 800, height: 1600 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it("accepts a WebP, keeps small images at their size, and decides by content, not by name", async () => {
    const webp = await sharp(await pngImage(300, 200))
      .webp()
      .toBuffer();
    const response = await create(owner.token, parcoursFields(lieuId), {
      filename: "image.bin",
      type: "application/octet-stream",
      data: webp,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await decodedUpload(response.json().image)).toMatchObject({ width: 300, height: 200 });
  });

  it("takes an image bigger than the JSON body limit (uploads have their own limit)", async () => {
    const big = await noisyPng(1_500_000);
    expect(big.length).toBeGreaterThan(ctx.config.bodyLimitBytes);
    const response = await create(owner.token, parcoursFields(lieuId), png(big, "big.png"));
    expect(response.statusCode, response.body).toBe(201);
  });

  it("creates a route without image, and a form whose file input was left empty", async () => {
    const without = await create(owner.token, parcoursFields(lieuId));
    expect(without.statusCode).toBe(201);
    expect(without.json().image).toBeNull();
    const before = uploads();
    const emptyInput = await create(owner.token, parcoursFields(lieuId), {
      filename: "",
      type: "application/octet-stream",
      data: new Uint8Array(),
    });
    expect(emptyInput.statusCode, emptyInput.body).toBe(201);
    expect(emptyInput.json().image).toBeNull();

    // What a browser sends for an empty file input: filename="" and no bytes.
    const { payload, headers } = await multipart(parcoursFields(lieuId), undefined, bearer(owner.token));
    const boundary = headers["content-type"]!.split("boundary=")[1]!;
    const emptyPart = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n`;
    const browser = await ctx.app.inject({
      method: "POST",
      url: "/api/parcours/create",
      payload: Buffer.concat([Buffer.from(emptyPart), payload]),
      headers,
    });
    expect(browser.statusCode, browser.body).toBe(201);
    expect(browser.json().image).toBeNull();
    expect(uploads()).toEqual(before);
  });

  it("takes the owner from the token: user_id (SPEC's default 1) and counters in the form are ignored", async () => {
    const response = await create(
      owner.token,
      parcoursFields(lieuId, { user_id: other.user.id, participants: 999, rating: 1, sitesCount: 50 }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      user_id: owner.user.id,
      participants: 0,
      rating: 4.5,
      sitesCount: 0,
    });
  });

  it("stores SQL and HTML metacharacters verbatim", async () => {
    const title = `Robert'); DROP TABLE parcours;-- <script>alert("x")</script>`;
    const description = `<img src=x onerror=alert(1)> & "guillemets" ' -- ; \\ %_`;
    const response = await create(
      owner.token,
      parcoursFields(lieuId, { title, description, theme: "1' OR '1'='1" }),
    );
    expect(response.statusCode).toBe(201);
    const read = await ctx.app.inject({ method: "GET", url: `/api/parcours/${response.json().id}` });
    expect(read.json()).toMatchObject({ title, description, theme: "1' OR '1'='1" });
    const [row] = await ctx.database.db.select().from(parcours).where(eq(parcours.id, response.json().id));
    expect(row?.title).toBe(title);
  });

  it("accepts accents sent decomposed (NFD) for the difficulty", async () => {
    const response = await create(
      owner.token,
      parcoursFields(lieuId, { difficulty: "modéré".normalize("NFD") }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().difficulty).toBe("modéré");
  });

  it("refuses an unknown venue (400); takes another organiser's venue (a public place)", async () => {
    const before = await snapshot(ctx.database.db, ctx.config.uploadsDir);
    const unknown = expectError(
      await create(owner.token, parcoursFields(987654), png(await pngImage())),
      400,
      "VALIDATION_ERROR",
    );
    expect(unknown.details).toEqual([{ path: "lieu_id", message: lieuMessages.notFound }]);
    expect(await snapshot(ctx.database.db, ctx.config.uploadsDir)).toEqual(before);
    const foreign = await create(owner.token, parcoursFields(otherLieuId));
    expect(foreign.statusCode, foreign.body).toBe(201);
    expect(foreign.json()).toMatchObject({ lieu_id: otherLieuId, user_id: owner.user.id });
  });
});

describe("PUT /api/parcours/{id}", () => {
  it("replaces the fields and the image, and removes the old file", async () => {
    const route = await postParcours(ctx.app, owner.token, lieuId, {}, png(await pngImage()));
    const oldFile = path.join(ctx.config.uploadsDir, route.image);
    expect(existsSync(oldFile)).toBe(true);

    const response = await update(
      route.id,
      owner.token,
      parcoursFields(lieuId, { title: "Nouveau titre", difficulty: "difficile", duration: "120" }),
      { filename: "new.jpg", type: "image/jpeg", data: await jpegImage() },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: route.id,
      title: "Nouveau titre",
      difficulty: "difficile",
      duration: 120,
    });
    expect(body.image).toMatch(UUID_WEBP);
    expect(body.image).not.toBe(route.image);
    expect(existsSync(oldFile)).toBe(false);
    expect(existsSync(path.join(ctx.config.uploadsDir, body.image))).toBe(true);
    const gone = await ctx.app.inject({ method: "GET", url: `/uploads/${route.image}` });
    expect(gone.statusCode).toBe(404);
  });

  it("keeps the image when no file is sent, even if a text `image` field is", async () => {
    const route = await postParcours(ctx.app, owner.token, lieuId, {}, png(await pngImage()));
    const response = await update(
      route.id,
      owner.token,
      parcoursFields(lieuId, { title: "Sans fichier", image: "../../etc/passwd" }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: "Sans fichier", image: route.image });
    expect(existsSync(path.join(ctx.config.uploadsDir, route.image))).toBe(true);
  });

  it("also accepts a JSON body (no image)", async () => {
    const route = await postParcours(ctx.app, owner.token, lieuId, {}, png(await pngImage()));
    const response = await ctx.app.inject({
      method: "PUT",
      url: `/api/parcours/${route.id}`,
      headers: bearer(owner.token),
      payload: { ...parcoursFields(lieuId), duration: 45, lieu_id: lieuId, title: "En JSON" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ title: "En JSON", duration: 45, image: route.image });
  });

  it("moves the route to another organiser's venue, which stays theirs", async () => {
    const route = await postParcours(ctx.app, owner.token, lieuId);
    const moved = await update(route.id, owner.token, parcoursFields(otherLieuId));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ lieu_id: otherLieuId, user_id: owner.user.id });
    const [venue] = await ctx.database.db.select().from(lieux).where(eq(lieux.id, otherLieuId));
    expect(venue?.user_id).toBe(other.user.id);
  });

  it("answers 404 for an unknown route", async () => {
    const response = await update(987654, owner.token, parcoursFields(lieuId));
    expect(expectError(response, 404, "NOT_FOUND").error).toBe(parcoursMessages.notFound);
  });
});

describe("a database failure after the image was stored", () => {
  it("removes the new file, on create and on update", async () => {
    const route = await postParcours(ctx.app, owner.token, lieuId, {}, png(await pngImage()));
    // A trigger stands in for any failure of the write itself (lost connection, constraint...).
    await ctx.database.db.execute(sql`
      create function fail_on_marker() returns trigger language plpgsql as $$
      begin
        if new.title = 'ÉCHEC' then raise exception 'simulated failure'; end if;
        return new;
      end $$`);
    await ctx.database.db.execute(
      sql`create trigger fail_on_marker before insert or update on parcours for each row execute function fail_on_marker()`,
    );
    try {
      const before = await snapshot(ctx.database.db, ctx.config.uploadsDir);
      const fields = parcoursFields(lieuId, { title: "ÉCHEC" });
      expectError(await create(owner.token, fields, png(await pngImage())), 500, "INTERNAL_ERROR");
      expectError(await update(route.id, owner.token, fields, png(await pngImage())), 500, "INTERNAL_ERROR");
      expect(await snapshot(ctx.database.db, ctx.config.uploadsDir)).toEqual(before);
    } finally {
      await ctx.database.db.execute(sql`drop trigger fail_on_marker on parcours`);
      await ctx.database.db.execute(sql`drop function fail_on_marker()`);
    }
  });
});

describe("DELETE /api/parcours/{id}", () => {
  it("deletes the route and its image file; its sites stay, without a route", async () => {
    const route = await postParcours(ctx.app, owner.token, lieuId, {}, png(await pngImage()));
    const [site] = await ctx.database.db
      .insert(sites)
      .values({
        name: "Musée Gadagne",
        categorie: "Musée",
        description: "Étape",
        parcours_id: route.id,
        ...(await ownerColumns(ctx.database.db, owner.user.id)),
      })
      .returning();

    const response = await remove(route.id, owner.token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(existsSync(path.join(ctx.config.uploadsDir, route.image))).toBe(false);
    expectError(await ctx.app.inject({ method: "GET", url: `/api/parcours/${route.id}` }), 404, "NOT_FOUND");

    const kept = await ctx.app.inject({ method: "GET", url: `/api/sites/${site!.id}` });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ id: site!.id, name: "Musée Gadagne", parcours_id: null });
  });

  it("answers 404 for an unknown route", async () => {
    expectError(await remove(987654, owner.token), 404, "NOT_FOUND");
  });
});

describe("authorization matrix", () => {
  it("POST create: anonymous 401, participant 403, professionnel 201", async () => {
    const before = await snapshot(ctx.database.db, ctx.config.uploadsDir);
    const file = png(await pngImage());
    expectError(await create(null, parcoursFields(lieuId), file), 401, "UNAUTHORIZED");
    expectError(await create(participant.token, parcoursFields(lieuId), file), 403, "FORBIDDEN");
    expectError(
      await create("not-a-valid-token-at-all-0123456789", parcoursFields(lieuId), file),
      401,
      "INVALID_TOKEN",
    );
    expect(await snapshot(ctx.database.db, ctx.config.uploadsDir)).toEqual(before);
    expect((await create(owner.token, parcoursFields(lieuId), file)).statusCode).toBe(201);
  });

  it("PUT: anonymous 401, participant 403, another professionnel 403, owner 200", async () => {
    const route = await postParcours(ctx.app, owner.token, lieuId, {}, png(await pngImage()));
    const before = await snapshot(ctx.database.db, ctx.config.uploadsDir);
    const fields = parcoursFields(lieuId, { title: "Piraté" });
    const file = png(await pngImage());
    expectError(await update(route.id, null, fields, file), 401, "UNAUTHORIZED");
    expectError(await update(route.id, participant.token, fields, file), 403, "FORBIDDEN");
    expectError(await update(route.id, other.token, fields, file), 403, "FORBIDDEN");
    expectError(await update(route.id, other.token, parcoursFields(otherLieuId), file), 403, "FORBIDDEN");
    expect(await snapshot(ctx.database.db, ctx.config.uploadsDir)).toEqual(before);
    const ok = await update(route.id, owner.token, parcoursFields(lieuId, { title: "Modifié" }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().title).toBe("Modifié");
  });

  it("DELETE: anonymous 401, participant 403, another professionnel 403, owner 204", async () => {
    const route = await postParcours(ctx.app, owner.token, lieuId, {}, png(await pngImage()));
    const before = await snapshot(ctx.database.db, ctx.config.uploadsDir);
    expectError(await remove(route.id, null), 401, "UNAUTHORIZED");
    expectError(await remove(route.id, participant.token), 403, "FORBIDDEN");
    expectError(await remove(route.id, other.token), 403, "FORBIDDEN");
    expect(await snapshot(ctx.database.db, ctx.config.uploadsDir)).toEqual(before);
    expect((await remove(route.id, owner.token)).statusCode).toBe(204);
  });
});

describe("bad input on the route forms changes nothing", () => {
  let routeId: number;
  beforeAll(async () => {
    routeId = (await postParcours(ctx.app, owner.token, lieuId, {}, png(await pngImage()))).id;
  });

  const targets = [
    {
      name: "POST create",
      send: (fields: Record<string, string | number>, file?: FormFile) => create(owner.token, fields, file),
    },
    {
      name: "PUT",
      send: (fields: Record<string, string | number>, file?: FormFile) =>
        update(routeId, owner.token, fields, file),
    },
  ];

  async function expectRefused(response: Promise<LightMyRequestResponse>, status: number, code?: string) {
    const before = await snapshot(ctx.database.db, ctx.config.uploadsDir);
    const body = expectError(await response, status, code);
    expect(await snapshot(ctx.database.db, ctx.config.uploadsDir)).toEqual(before);
    return body;
  }

  for (const target of targets) {
    describe(target.name, () => {
      it("missing required field", async () => {
        const { title: _title, ...fields } = parcoursFields(lieuId);
        const body = await expectRefused(target.send(fields), 400, "VALIDATION_ERROR");
        expect(body.details).toEqual([{ path: "title", message: m.parcoursTitleRequired }]);
        expect(body.error).toBe(m.parcoursTitleRequired);
      });

      it("every field missing: one message per field", async () => {
        const body = await expectRefused(target.send({}), 400, "VALIDATION_ERROR");
        expect(body.details?.map((detail) => detail.path).sort()).toEqual(
          ["description", "difficulty", "duration", "lieu_id", "theme", "title"].sort(),
        );
      });

      it("wrong type (duration abc) and out-of-range value (duration 0)", async () => {
        for (const duration of ["abc", "0", "-5", "1.5", "0x10", "100000"]) {
          const body = await expectRefused(
            target.send(parcoursFields(lieuId, { duration })),
            400,
            "VALIDATION_ERROR",
          );
          expect(body.details).toEqual([{ path: "duration", message: m.parcoursDurationInvalid }]);
        }
      });

      it("unknown difficulty", async () => {
        const body = await expectRefused(
          target.send(parcoursFields(lieuId, { difficulty: "extrême" })),
          400,
          "VALIDATION_ERROR",
        );
        expect(body.details).toEqual([{ path: "difficulty", message: m.parcoursDifficultyInvalid }]);
      });

      it("100 KB strings", async () => {
        const huge = "x".repeat(100 * 1024);
        for (const field of ["title", "description", "theme"]) {
          const body = await expectRefused(
            target.send(parcoursFields(lieuId, { [field]: huge })),
            400,
            "VALIDATION_ERROR",
          );
          expect(body.details).toEqual([{ path: field, message: m.tooLong }]);
        }
      });

      it("a repeated field", async () => {
        const { payload, headers } = await multipart(parcoursFields(lieuId), undefined, bearer(owner.token));
        const boundary = headers["content-type"]!.split("boundary=")[1]!;
        const extra = `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nDeuxième\r\n`;
        const doubled = Buffer.concat([Buffer.from(extra), payload]);
        const method = target.name === "PUT" ? "PUT" : "POST";
        const url = target.name === "PUT" ? `/api/parcours/${routeId}` : "/api/parcours/create";
        await expectRefused(
          ctx.app.inject({ method, url, payload: doubled, headers }),
          400,
          "VALIDATION_ERROR",
        );
      });

      it("a text file renamed .png and sent as image/png", async () => {
        const body = await expectRefused(
          target.send(parcoursFields(lieuId), {
            filename: "photo.png",
            type: "image/png",
            data: Buffer.from("Ceci n'est pas une image.\n".repeat(50)),
          }),
          400,
          "VALIDATION_ERROR",
        );
        expect(body.error).toBe(m.imageNotAnImage);
        expect(body.details).toEqual([{ path: "image", message: m.imageNotAnImage }]);
      });

      it("an empty file that claims to be a picture", async () => {
        const body = await expectRefused(
          target.send(parcoursFields(lieuId), {
            filename: "vide.png",
            type: "image/png",
            data: new Uint8Array(),
          }),
          400,
          "VALIDATION_ERROR",
        );
        expect(body.error).toBe(m.imageNotAnImage);
      });

      it("images of another format (GIF, SVG) and a truncated PNG", async () => {
        const svg = Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        );
        const truncated = (await pngImage(400, 400)).subarray(0, 400);
        for (const file of [
          { filename: "a.gif", type: "image/gif", data: await gifImage() },
          { filename: "a.svg", type: "image/svg+xml", data: svg },
          { filename: "b.png", type: "image/png", data: truncated },
        ]) {
          const body = await expectRefused(
            target.send(parcoursFields(lieuId), file),
            400,
            "VALIDATION_ERROR",
          );
          expect(body.error).toBe(m.imageNotAnImage);
        }
      });

      it("two files", async () => {
        const form = new FormData();
        for (const [name, value] of Object.entries(parcoursFields(lieuId))) form.append(name, value);
        const data = await pngImage();
        form.append("image", new Blob([data], { type: "image/png" }), "a.png");
        form.append("image", new Blob([data], { type: "image/png" }), "b.png");
        const request = new Request("http://localhost/", { method: "POST", body: form });
        const method = target.name === "PUT" ? "PUT" : "POST";
        const url = target.name === "PUT" ? `/api/parcours/${routeId}` : "/api/parcours/create";
        await expectRefused(
          ctx.app.inject({
            method,
            url,
            payload: Buffer.from(await request.arrayBuffer()),
            headers: { ...bearer(owner.token), "content-type": request.headers.get("content-type")! },
          }),
          413,
          "PAYLOAD_TOO_LARGE",
        );
      });

      it("wrong content types and malformed bodies", async () => {
        const method = target.name === "PUT" ? "PUT" : "POST";
        const url = target.name === "PUT" ? `/api/parcours/${routeId}` : "/api/parcours/create";
        const send = (contentType: string | undefined, payload: string) =>
          ctx.app.inject({
            method,
            url,
            payload,
            headers: { ...bearer(owner.token), ...(contentType ? { "content-type": contentType } : {}) },
          });
        const plain = await expectRefused(send("text/plain", "title=x"), 415, "UNSUPPORTED_MEDIA_TYPE");
        expect(plain.error).toBe(apiErrorMessages.UNSUPPORTED_MEDIA_TYPE);
        await expectRefused(
          send("application/x-www-form-urlencoded", "title=x"),
          415,
          "UNSUPPORTED_MEDIA_TYPE",
        );
        await expectRefused(send("multipart/form-data", "no boundary"), 400, "VALIDATION_ERROR");
        await expectRefused(
          send(
            "multipart/form-data; boundary=abc",
            '--abc\r\nContent-Disposition: form-data; name="title"\r\n\r\nx',
          ),
          400,
          "VALIDATION_ERROR",
        );
        if (target.name === "PUT") {
          await expectRefused(send("application/json", "{not json"), 400, "INVALID_JSON");
        } else {
          // The creation form is multipart only (SPEC §7): a JSON body is refused before parsing.
          const json = await expectRefused(
            send("application/json", JSON.stringify({ ...parcoursFields(lieuId) })),
            415,
            "UNSUPPORTED_MEDIA_TYPE",
          );
          expect(json.error).toBe(apiErrorMessages.UNSUPPORTED_MEDIA_TYPE);
        }
      });
    });
  }
});

describe("upload size limit", () => {
  let small: TestContext;
  let pro: RegisteredUser;
  let venue: number;
  beforeAll(async () => {
    small = await createTestApp({ UPLOAD_MAX_BYTES: "50000" });
    pro = await registerProfessionnel(small.app);
    venue = await insertLieu(small.database.db, pro.user.id);
  });
  afterAll(() => small.close());

  it("answers 413 with the image message for a file over the limit, on create and on update", async () => {
    const big = await noisyPng(60_000);
    expect(big.length).toBeGreaterThan(50_000);
    const route = await postParcours(small.app, pro.token, venue, {}, png(await pngImage(64, 64)));
    const before = await snapshot(small.database.db, small.config.uploadsDir);

    for (const [method, url] of [
      ["POST", "/api/parcours/create"],
      ["PUT", `/api/parcours/${route.id}`],
    ] as const) {
      const { payload, headers } = await multipart(
        parcoursFields(venue),
        png(big, "big.png"),
        bearer(pro.token),
      );
      const response = await small.app.inject({ method, url, payload, headers });
      const body = expectError(response, 413, "PAYLOAD_TOO_LARGE");
      expect(body.error).toBe(m.imageTooLarge);
    }
    expect(await snapshot(small.database.db, small.config.uploadsDir)).toEqual(before);
  });
});

describe("OpenAPI", () => {
  it("documents the route form as multipart with its fields and the image file", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const create = document.paths["/api/parcours/create"].post;
    expect(create.tags).toEqual(["Parcours"]);
    expect(create.security).toEqual([{ bearerAuth: [] }]);
    const form = create.requestBody.content["multipart/form-data"].schema;
    expect(Object.keys(form.properties)).toEqual(
      expect.arrayContaining(["title", "description", "theme", "difficulty", "duration", "lieu_id", "image"]),
    );
    expect(form.properties.image).toMatchObject({ type: "string", format: "binary" });
    const put = document.paths["/api/parcours/{id}"].put;
    expect(Object.keys(put.requestBody.content)).toEqual(["multipart/form-data", "application/json"]);
    expect(document.paths["/api/parcours/{id}"].delete.security).toEqual([{ bearerAuth: [] }]);
    const listPath = Object.keys(document.paths).find((key) => /^\/api\/parcours\/?$/.test(key))!;
    expect(document.paths[listPath].get.tags).toEqual(["Parcours"]);
  });
});
