import { existsSync, readdirSync } from "node:fs";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { apiErrorMessages, validationMessages as m } from "@culture-patrimoine/contract/messages";
import {
  parseSizedName,
  storedPictureName,
  variantName,
  variantWidthsOf,
} from "@culture-patrimoine/contract/pictures";
import { asc } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, lieux, parcours, sites } from "../db/schema.ts";
import { bearer, type RegisteredUser, registerProfessionnel } from "../test/accounts.ts";
import { createTestApp, type TestContext } from "../test/app.ts";
import {
  type FormFile,
  insertLieu,
  jpegImage,
  multipart,
  parcoursFields,
  postParcours,
} from "../test/fixtures-parcours.ts";
import { startTestS3Server, type TestS3Server } from "../test/s3-server.ts";

// Pictures in S3-compatible object storage (docs/decisions/051-object-storage.md), against a real
// S3-protocol server (s3rver) started here: uploads of the four kinds land in the bucket (looked at
// with the S3 client directly) and not on disk, /uploads serves them as the embedded mode does,
// replacing and deleting remove the objects, a storage that is down refuses with a French 503 and
// changes nothing, and S3_PUBLIC_URL redirects.

const PUBLIC_URL = "https://culture.exemple.fr";
const CLIENT_ORIGIN = "https://client.exemple.fr";
const SETTINGS = {
  PUBLIC_URL,
  CORS_ORIGINS: CLIENT_ORIGIN,
  UPLOAD_RATE_LIMIT_PER_10_MINUTES: "1000",
};

let s3: TestS3Server;
let client: S3Client;
let inBucket: TestContext;
let onDisk: TestContext;
let owner: RegisteredUser;
let lieuId: number;
let parcoursId: number;

beforeAll(async () => {
  s3 = await startTestS3Server();
  client = new S3Client({
    endpoint: s3.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  [inBucket, onDisk] = await Promise.all([
    createTestApp({ ...SETTINGS, ...s3.env }),
    createTestApp(SETTINGS),
  ]);
  owner = await registerProfessionnel(inBucket.app);
  lieuId = await insertLieu(inBucket.database.db, owner.user.id, "Théâtre des Célestins");
  parcoursId = (await postParcours(inBucket.app, owner.token, lieuId)).id;
}, 120_000);
afterAll(async () => {
  await Promise.all([inBucket?.close(), onDisk?.close()]);
  client?.destroy();
  await s3?.close();
});

async function bucketKeys(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? "").sort();
}

async function objectBytes(key: string): Promise<Buffer> {
  const got = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from(await got.Body!.transformToByteArray());
}

/** The files of a picture column's value (an answered address, a stored path or a bare name). */
function filesOf(value: string): string[] {
  const name = storedPictureName(value.startsWith(PUBLIC_URL) ? value.slice(PUBLIC_URL.length) : value);
  if (!name) throw new Error(`not one of our pictures: ${value}`);
  const width = parseSizedName(name)?.width ?? 0;
  return [name, ...variantWidthsOf(width).map((variant) => variantName(name, variant))];
}

function jpeg(data: Buffer): FormFile {
  return { filename: "photo.jpg", type: "image/jpeg", data };
}

interface Resource {
  name: string;
  create: string;
  item: (id: number) => string;
  imageField: "image_url" | "image";
  fields(): Record<string, string>;
  table: typeof events | typeof lieux | typeof sites | typeof parcours;
}

const resources: Resource[] = [
  {
    name: "events",
    create: "/api/events",
    item: (id) => `/api/events/${id}`,
    imageField: "image_url",
    table: events,
    fields: () => ({
      title: "Concert d’orgue",
      description: "Bach et Buxtehude.",
      category: "Musique",
      price: "",
      lieu_id: String(lieuId),
      sessions: JSON.stringify([
        { starts_at: "2030-06-01T20:00", ends_at: "2030-06-01T22:00", capacity: 80 },
      ]),
      image_alt: "Orgue de tribune",
    }),
  },
  {
    name: "lieux",
    create: "/api/lieux",
    item: (id) => `/api/lieux/${id}`,
    imageField: "image",
    table: lieux,
    fields: () => ({
      nom: "Chapelle de la Trinité",
      ville: "Lyon",
      description: "Baroque.",
      image_alt: "Façade baroque",
    }),
  },
  {
    name: "sites",
    create: "/api/sites",
    item: (id) => `/api/sites/${id}`,
    imageField: "image",
    table: sites,
    fields: () => ({
      name: "Cathédrale Saint-Jean",
      categorie: "Église",
      description: "Primatiale des Gaules.",
      services: JSON.stringify(["Visites guidées"]),
      parcours_id: String(parcoursId),
      image_alt: "Nef gothique",
    }),
  },
  {
    name: "parcours",
    create: "/api/parcours/create",
    item: (id) => `/api/parcours/${id}`,
    imageField: "image",
    table: parcours,
    fields: () => parcoursFields(lieuId),
  },
];

async function send(
  ctx: TestContext,
  method: "POST" | "PUT",
  url: string,
  token: string,
  fields: Record<string, string>,
  file?: FormFile,
) {
  const { payload, headers } = await multipart(fields, file, bearer(token));
  return ctx.app.inject({ method, url, payload, headers });
}

function created(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number } & Record<string, unknown>;
}

describe.each(resources)("pictures of $name in the bucket", (resource) => {
  it("stores the three widths as objects (not on disk), serves them, and removes them on replace and delete", async () => {
    const before = await bucketKeys();
    const item = created(
      await send(
        inBucket,
        "POST",
        resource.create,
        owner.token,
        resource.fields(),
        jpeg(await jpegImage(2000, 1200)),
      ),
    );
    const value = item[resource.imageField] as string;
    const first = filesOf(value);
    expect(first).toHaveLength(3);
    expect(await bucketKeys()).toEqual([...before, ...first].sort());
    for (const key of first) {
      const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
      expect(head.ContentType).toBe("image/webp");
      expect(head.CacheControl).toBe("public, max-age=31536000, immutable");
      const served = await inBucket.app.inject({ method: "GET", url: `/uploads/${key}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(await objectBytes(key))).toBe(true);
    }
    expect(existsSync(inBucket.config.uploadsDir) ? readdirSync(inBucket.config.uploadsDir) : []).toEqual([]);

    const replaced = await send(
      inBucket,
      "PUT",
      resource.item(item.id),
      owner.token,
      resource.fields(),
      jpeg(await jpegImage(1000, 500)),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = filesOf(replaced.json()[resource.imageField] as string);
    expect(await bucketKeys()).toEqual([...before, ...second].sort());

    const deleted = await inBucket.app.inject({
      method: "DELETE",
      url: resource.item(item.id),
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await bucketKeys()).toEqual(before);
  });
});

/** The headers a picture answer is judged on, whichever store served it. */
const COMPARED = [
  "content-type",
  "content-length",
  "cache-control",
  "accept-ranges",
  "cross-origin-resource-policy",
  "access-control-allow-origin",
  "content-security-policy",
  "x-content-type-options",
  "vary",
];

function compared(response: LightMyRequestResponse) {
  return {
    status: response.statusCode,
    ...Object.fromEntries(COMPARED.map((name) => [name, response.headers[name]])),
    etag: typeof response.headers.etag === "string" && response.headers.etag.length > 2,
    "last-modified": !Number.isNaN(Date.parse(String(response.headers["last-modified"]))),
  };
}

describe("serving: the same answers as the embedded mode", () => {
  it("answers GET, HEAD, If-None-Match, a range and an unknown name like the local folder", async () => {
    const picture = await jpegImage(1200, 800);
    const upload = async (ctx: TestContext, token: string) =>
      created(await send(ctx, "POST", "/api/lieux", token, resources[1]!.fields(), jpeg(picture)))
        .image as string;
    const onDiskOwner = await registerProfessionnel(onDisk.app);
    const names = {
      bucket: filesOf(await upload(inBucket, owner.token))[0]!,
      disk: filesOf(await upload(onDisk, onDiskOwner.token))[0]!,
    };
    const both = async (headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") => {
      const [bucket, disk] = await Promise.all([
        inBucket.app.inject({ method, url: `/uploads/${names.bucket}`, headers }),
        onDisk.app.inject({ method, url: `/uploads/${names.disk}`, headers }),
      ]);
      return { bucket, disk };
    };
    const origin = { origin: CLIENT_ORIGIN };

    const get = await both(origin);
    expect(compared(get.bucket)).toEqual(compared(get.disk));
    expect(get.bucket.rawPayload.equals(get.disk.rawPayload)).toBe(true);
    expect(compared(get.bucket)).toMatchObject({
      status: 200,
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "cross-origin-resource-policy": "cross-origin",
      "access-control-allow-origin": CLIENT_ORIGIN,
    });

    const head = await both(origin, "HEAD");
    expect(compared(head.bucket)).toEqual(compared(head.disk));
    expect(head.bucket.rawPayload.length).toBe(0);
    expect(head.bucket.headers["content-length"]).toBe(get.bucket.headers["content-length"]);

    const [bucket304, disk304] = await Promise.all([
      inBucket.app.inject({
        method: "GET",
        url: `/uploads/${names.bucket}`,
        headers: { "if-none-match": String(get.bucket.headers.etag) },
      }),
      onDisk.app.inject({
        method: "GET",
        url: `/uploads/${names.disk}`,
        headers: { "if-none-match": String(get.disk.headers.etag) },
      }),
    ]);
    expect(compared(bucket304)).toEqual(compared(disk304));
    expect(bucket304.statusCode).toBe(304);
    expect(bucket304.rawPayload.length).toBe(0);

    const range = await both({ range: "bytes=0-99" });
    expect(compared(range.bucket)).toEqual(compared(range.disk));
    expect(range.bucket.statusCode).toBe(206);
    expect(range.bucket.headers["content-range"]).toBe(range.disk.headers["content-range"]);
    expect(range.bucket.rawPayload.equals(get.bucket.rawPayload.subarray(0, 100))).toBe(true);

    const unknown = "0b8a1c3e-1111-4222-8333-444455556666-1600x900.webp";
    const [bucket404, disk404] = await Promise.all([
      inBucket.app.inject({ method: "GET", url: `/uploads/${unknown}` }),
      onDisk.app.inject({ method: "GET", url: `/uploads/${unknown}` }),
    ]);
    expect(bucket404.statusCode).toBe(404);
    expect(bucket404.json()).toEqual(disk404.json());
    expect(bucket404.headers["cross-origin-resource-policy"]).toBe(
      disk404.headers["cross-origin-resource-policy"],
    );
  });

  it("keeps a SPEC client's addresses working: an event's absolute image_url, a route's bare image name", async () => {
    const event = created(
      await send(
        inBucket,
        "POST",
        "/api/events",
        owner.token,
        resources[0]!.fields(),
        jpeg(await jpegImage()),
      ),
    );
    const read = (await inBucket.app.inject({ method: "GET", url: `/api/events/${event.id}` })).json();
    expect(read.image_url).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/[0-9a-f-]{36}-400x300\\.webp$`));
    const served = await inBucket.app.inject({ method: "GET", url: read.image_url.slice(PUBLIC_URL.length) });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");

    const route = await postParcours(inBucket.app, owner.token, lieuId, {}, jpeg(await jpegImage()));
    // SPEC's client puts the bare name after its uploads path.
    const image = await inBucket.app.inject({ method: "GET", url: `/uploads/${route.image}` });
    expect(image.statusCode).toBe(200);
  });

  it("answers 404 for a name outside our patterns without asking the bucket", async () => {
    await client.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: "notes.webp", Body: "x", ContentType: "image/webp" }),
    );
    try {
      expect((await inBucket.app.inject({ method: "GET", url: "/uploads/notes.webp" })).statusCode).toBe(404);
      await s3.stop();
      // With the storage down, a name of ours would answer 503: these never reach it.
      for (const url of ["/uploads/notes.webp", "/uploads/..%2fnotes.webp", "/uploads/%2e%2e%2fapp-secret"]) {
        const response = await inBucket.app.inject({ method: "GET", url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().code).toBe("ROUTE_NOT_FOUND");
      }
    } finally {
      await s3.restart();
    }
    await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: "notes.webp" }));
  });
});

describe("storage down", () => {
  it("refuses an upload with a French 503 and changes nothing; a picture read answers 503; health says so", async () => {
    const existing = created(
      await send(
        inBucket,
        "POST",
        "/api/lieux",
        owner.token,
        resources[1]!.fields(),
        jpeg(await jpegImage()),
      ),
    );
    const keysBefore = await bucketKeys();
    const rowsBefore = await inBucket.database.db.select().from(lieux).orderBy(asc(lieux.id));
    await s3.stop();
    try {
      const refused = await send(
        inBucket,
        "POST",
        "/api/lieux",
        owner.token,
        resources[1]!.fields(),
        jpeg(await jpegImage(800, 600)),
      );
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.headers["retry-after"]).toBeDefined();
      expect(refused.json()).toMatchObject({
        code: "STORAGE_UNAVAILABLE",
        error: m.imageStorageUnavailable,
        details: [{ path: "image", message: m.imageStorageUnavailable }],
      });
      const replaced = await send(
        inBucket,
        "PUT",
        `/api/lieux/${existing.id}`,
        owner.token,
        resources[1]!.fields(),
        jpeg(await jpegImage(800, 600)),
      );
      expect(replaced.statusCode, replaced.body).toBe(503);
      expect(await inBucket.database.db.select().from(lieux).orderBy(asc(lieux.id))).toEqual(rowsBefore);

      const read = await inBucket.app.inject({
        method: "GET",
        url: `/uploads/${filesOf(existing.image as string)[0]}`,
      });
      expect(read.statusCode).toBe(503);
      expect(read.headers["retry-after"]).toBeDefined();
      expect(read.json()).toEqual({
        error: apiErrorMessages.STORAGE_UNAVAILABLE,
        code: "STORAGE_UNAVAILABLE",
      });

      const health = await inBucket.app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: "degraded", database: "ok", storage: "unreachable" });
    } finally {
      await s3.restart();
    }
    expect(await bucketKeys()).toEqual(keysBefore);
    const health = await inBucket.app.inject({ method: "GET", url: "/api/health" });
    expect(health.json()).toEqual({ status: "ok", database: "ok", storage: "ok" });
  });
});

describe("storage refusing", () => {
  it("answers the same 503 when the storage refuses the key, and stores nothing", async () => {
    const refusing = await createTestApp({
      ...SETTINGS,
      ...s3.env,
      S3_ACCESS_KEY_ID: "INCONNU",
      S3_SECRET_ACCESS_KEY: "pas-la-bonne-cle",
    });
    try {
      const organiser = await registerProfessionnel(refusing.app);
      const keysBefore = await bucketKeys();
      const refused = await send(
        refusing,
        "POST",
        "/api/lieux",
        organiser.token,
        resources[1]!.fields(),
        jpeg(await jpegImage()),
      );
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.json()).toMatchObject({ code: "STORAGE_UNAVAILABLE", error: m.imageStorageUnavailable });
      expect(await refusing.database.db.select().from(lieux)).toEqual([]);
      expect(await bucketKeys()).toEqual(keysBefore);
      const health = await refusing.app.inject({ method: "GET", url: "/api/health" });
      expect(health.json()).toMatchObject({ status: "degraded", storage: "unreachable" });
    } finally {
      await refusing.close();
    }
  });
});

describe("S3_PUBLIC_URL", () => {
  it("redirects pictures to the storage's public address, which the pages' CSP allows", async () => {
    const publicUrl = "https://images.culture.exemple.fr/photos";
    const redirecting = await createTestApp({ ...SETTINGS, ...s3.env, S3_PUBLIC_URL: publicUrl });
    try {
      const name = "0b8a1c3e-1111-4222-8333-444455556666-1600x900-400w.webp";
      const response = await redirecting.app.inject({ method: "GET", url: `/uploads/${name}` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`${publicUrl}/${name}`);
      expect(response.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
      const outside = await redirecting.app.inject({ method: "GET", url: "/uploads/notes.webp" });
      expect(outside.statusCode).toBe(404);
      // The pages' headers (the web plugin's answers carry the same).
      expect(String(response.headers["content-security-policy"])).toMatch(
        /img-src [^;]*https:\/\/images\.culture\.exemple\.fr/,
      );
    } finally {
      await redirecting.close();
    }
  });
});
