import {
  apiErrorMessages,
  lieuMessages,
  validationMessages as m,
  parcoursMessages,
  siteMessages,
} from "@culture-patrimoine/contract/messages";
import { asc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parcours, sites } from "../../db/schema.ts";
import { bearer, type RegisteredUser, registerProfessionnel, registerUser } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { insertLieu, multipart, snapshot } from "../../test/fixtures-parcours.ts";
import { ownerColumns } from "../../test/rows.ts";

let ctx: TestContext;
let owner: RegisteredUser;
let other: RegisteredUser;
let participant: RegisteredUser;
let lieuId: number;
let otherLieuId: number;
let routeId: number;
let secondRouteId: number;
let otherRouteId: number;

async function insertRoute(userId: number, title = "Lyon Renaissance"): Promise<number> {
  const [row] = await ctx.database.db
    .insert(parcours)
    .values({
      title,
      description: "d",
      theme: "Histoire",
      difficulty: "facile",
      duration: 60,
      ...(await ownerColumns(ctx.database.db, userId)),
    })
    .returning({ id: parcours.id });
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerProfessionnel(ctx.app);
  other = await registerProfessionnel(ctx.app);
  participant = await registerUser(ctx.app);
  lieuId = await insertLieu(ctx.database.db, owner.user.id);
  otherLieuId = await insertLieu(ctx.database.db, other.user.id, "Croix-Rousse");
  routeId = await insertRoute(owner.user.id);
  secondRouteId = await insertRoute(owner.user.id, "Lyon romaine");
  otherRouteId = await insertRoute(other.user.id, "Lyon d'un autre");
});
afterAll(() => ctx.close());

/** A site body with SPEC's "as sent" names (SPEC §3). */
function siteBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Basilique de Fourvière",
    categorie: "Église",
    description: "Basilique du XIXe siècle qui domine la ville.",
    adresse: "8 place de Fourvière, 69005 Lyon",
    heure_ouverture: "7h–19h",
    tarif: "Gratuit",
    telephone: "04 78 25 13 01",
    email: "Contact@Fourviere.org",
    site_web: "https://www.fourviere.org",
    services: ["Visites guidées disponibles", "Parking disponible"],
    transport: "Funiculaire F2",
    periode_historique: "XIXe siècle",
    style_architectural: "Néo-byzantin",
    points_interet: "Mosaïques, crypte Saint-Joseph",
    lieu_id: lieuId,
    parcours_id: routeId,
    image: "https://www.fourviere.org/basilique.jpg",
    ...overrides,
  };
}

function write(method: "POST" | "PUT", url: string, token: string | null, payload: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });
}

function create(token: string | null, payload: unknown) {
  return write("POST", "/api/sites", token, payload);
}

function update(id: number, token: string | null, payload: unknown) {
  return write("PUT", `/api/sites/${id}`, token, payload);
}

function remove(id: number, token: string | null) {
  return ctx.app.inject({ method: "DELETE", url: `/api/sites/${id}`, headers: token ? bearer(token) : {} });
}

async function createSite(overrides: Record<string, unknown> = {}) {
  const response = await create(owner.token, siteBody(overrides));
  if (response.statusCode !== 201) throw new Error(`site creation failed: ${response.body}`);
  return response.json();
}

function expectError(response: LightMyRequestResponse, status: number, code?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(typeof body.error).toBe("string");
  expect(body.error.length).toBeGreaterThan(0);
  if (code) expect(body.code).toBe(code);
  expect(Object.keys(body).every((key) => ["error", "code", "details"].includes(key))).toBe(true);
  return body as { error: string; code: string; details?: { path: string; message: string }[] };
}

async function storedSite(id: number) {
  const [row] = await ctx.database.db.select().from(sites).where(eq(sites.id, id));
  return row;
}

describe("POST /api/sites", () => {
  it("creates a site with SPEC's field names; services stored as a list, answered as a JSON string", async () => {
    const response = await create(owner.token, siteBody());
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: "Basilique de Fourvière",
      categorie: "Église",
      transport: "Funiculaire F2",
      periode_historique: "XIXe siècle",
      style_architectural: "Néo-byzantin",
      points_interet: "Mosaïques, crypte Saint-Joseph",
      email: "contact@fourviere.org",
      lieu_id: lieuId,
      parcours_id: routeId,
      user_id: owner.user.id,
      services: JSON.stringify(["Visites guidées disponibles", "Parking disponible"]),
    });
    expect(typeof body.created_at).toBe("string");
    expect(Object.keys(body)).not.toContain("updated_at");
    expect((await storedSite(body.id))?.services).toEqual([
      "Visites guidées disponibles",
      "Parking disponible",
    ]);
  });

  it("accepts services as a JSON-encoded string (SPEC's client), blank or absent as none", async () => {
    const asString = await create(
      owner.token,
      siteBody({ services: JSON.stringify(["Audioguide disponible"]) }),
    );
    expect(asString.statusCode).toBe(201);
    expect(asString.json().services).toBe('["Audioguide disponible"]');
    expect((await storedSite(asString.json().id))?.services).toEqual(["Audioguide disponible"]);

    const blank = await create(owner.token, siteBody({ services: "" }));
    expect(blank.json().services).toBe("[]");
    const { services: _services, ...withoutServices } = siteBody();
    const absent = await create(owner.token, withoutServices);
    expect(absent.json().services).toBe("[]");
  });

  it("keeps only the required fields when the optional ones are blank", async () => {
    const response = await create(owner.token, {
      name: "Théâtre antique",
      categorie: "Site archéologique",
      description: "Théâtre romain de Lugdunum.",
      parcours_id: String(routeId),
      lieu_id: "",
      telephone: "",
      email: "",
      site_web: "",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      parcours_id: routeId,
      lieu_id: null,
      telephone: null,
      email: null,
      site_web: null,
      adresse: null,
      image: null,
    });
  });

  it("takes the owner from the token: user_id in the body is ignored", async () => {
    const response = await create(owner.token, siteBody({ user_id: other.user.id, id: 999_999 }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user_id).toBe(owner.user.id);
    expect(response.json().id).not.toBe(999_999);
  });

  it("stores SQL and HTML metacharacters verbatim", async () => {
    const name = `Robert'); DROP TABLE sites;-- <script>alert("x")</script>`;
    const description = `<img src=x onerror=alert(1)> & "guillemets" ' -- ; \\ %_`;
    const services = [`'; DELETE FROM sites; --`, "<b>gras</b>"];
    const response = await create(owner.token, siteBody({ name, description, services }));
    expect(response.statusCode).toBe(201);
    const read = await ctx.app.inject({ method: "GET", url: `/api/sites/${response.json().id}` });
    expect(read.json()).toMatchObject({ name, description, services: JSON.stringify(services) });
    expect((await storedSite(response.json().id))?.name).toBe(name);
  });

  it("refuses a site on someone else's route (403) or an unknown one (400); takes another's venue", async () => {
    const before = await snapshot(ctx.database.db, ctx.config.uploadsDir);
    expectError(await create(owner.token, siteBody({ parcours_id: otherRouteId })), 403, "FORBIDDEN");
    const unknownRoute = expectError(
      await create(owner.token, siteBody({ parcours_id: 987654 })),
      400,
      "VALIDATION_ERROR",
    );
    expect(unknownRoute.details).toEqual([{ path: "parcours_id", message: parcoursMessages.notFound }]);
    const unknownLieu = expectError(
      await create(owner.token, siteBody({ lieu_id: 987654 })),
      400,
      "VALIDATION_ERROR",
    );
    expect(unknownLieu.details).toEqual([{ path: "lieu_id", message: lieuMessages.notFound }]);
    expect(await snapshot(ctx.database.db, ctx.config.uploadsDir)).toEqual(before);
    // Venues are public places (issue 28): only the route must be one's own.
    const atOtherVenue = await create(owner.token, siteBody({ lieu_id: otherLieuId }));
    expect(atOtherVenue.statusCode, atOtherVenue.body).toBe(201);
    expect(atOtherVenue.json()).toMatchObject({ lieu_id: otherLieuId, user_id: owner.user.id });
  });
});

describe("GET /api/sites", () => {
  it("lists sites in order with X-Total-Count, filtered by route and by owner", async () => {
    const { user, token } = await registerProfessionnel(ctx.app);
    const route = await insertRoute(user.id);
    const ids: number[] = [];
    for (const name of ["Premier", "Deuxième", "Troisième"]) {
      const response = await create(token, siteBody({ name, parcours_id: route, lieu_id: null }));
      ids.push(response.json().id);
    }

    const byRoute = await ctx.app.inject({ method: "GET", url: `/api/sites?parcours_id=${route}` });
    expect(byRoute.statusCode).toBe(200);
    expect(byRoute.headers["x-total-count"]).toBe("3");
    expect(byRoute.json().map((site: { id: number }) => site.id)).toEqual(ids);
    expect(typeof byRoute.json()[0].services).toBe("string");

    const byOwner = await ctx.app.inject({
      method: "GET",
      url: `/api/sites?user_id=${user.id}&limit=2&offset=1`,
    });
    expect(byOwner.json().map((site: { name: string }) => site.name)).toEqual(["Deuxième", "Troisième"]);
    expect(byOwner.headers["x-total-count"]).toBe("3");

    const past = await ctx.app.inject({ method: "GET", url: `/api/sites?user_id=${user.id}&offset=50` });
    expect(past.json()).toEqual([]);
    expect(past.headers["x-total-count"]).toBe("3");

    const none = await ctx.app.inject({
      method: "GET",
      url: `/api/sites?parcours_id=${route}&user_id=${owner.user.id}`,
    });
    expect(none.json()).toEqual([]);
    expect(none.headers["x-total-count"]).toBe("0");

    const all = await ctx.app.inject({ method: "GET", url: "/api/sites" });
    const total = await ctx.database.db.select({ id: sites.id }).from(sites).orderBy(asc(sites.id));
    expect(all.headers["x-total-count"]).toBe(String(total.length));
  });

  it("refuses a bad query in the error format", async () => {
    expectError(
      await ctx.app.inject({ method: "GET", url: "/api/sites?parcours_id=abc" }),
      400,
      "VALIDATION_ERROR",
    );
    expectError(await ctx.app.inject({ method: "GET", url: "/api/sites?limit=0" }), 400, "VALIDATION_ERROR");
  });
});

describe("GET /api/sites/{id}", () => {
  it("answers the site with the fields SPEC §7 reads", async () => {
    const site = await createSite();
    const response = await ctx.app.inject({ method: "GET", url: `/api/sites/${site.id}` });
    expect(response.statusCode).toBe(200);
    // SPEC's fields as written, plus the site page's additions: its venue and its step.
    const { lieu, step, ...fields } = response.json();
    expect(fields).toEqual(site);
    expect(lieu).toMatchObject({ id: site.lieu_id });
    expect(step).toMatchObject({ parcours_id: site.parcours_id });
  });

  it("answers 404 with a French message, 400 for an id that is not one", async () => {
    const missing = expectError(
      await ctx.app.inject({ method: "GET", url: "/api/sites/987654" }),
      404,
      "NOT_FOUND",
    );
    expect(missing.error).toBe(siteMessages.notFound);
    expectError(await ctx.app.inject({ method: "GET", url: "/api/sites/abc" }), 400, "VALIDATION_ERROR");
  });
});

describe("PUT /api/sites/{id}", () => {
  it("replaces the site: new values, absent optional fields cleared, moved to another own route", async () => {
    const site = await createSite();
    const response = await update(site.id, owner.token, {
      name: "Fourvière",
      categorie: "Monument",
      description: "Nouvelle description.",
      parcours_id: secondRouteId,
      services: '["Parking disponible"]',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: site.id,
      name: "Fourvière",
      categorie: "Monument",
      parcours_id: secondRouteId,
      lieu_id: null,
      adresse: null,
      transport: null,
      services: '["Parking disponible"]',
      user_id: owner.user.id,
      created_at: site.created_at,
    });
  });

  it("refuses moving a site to someone else's route and changes nothing; moves it to another's venue", async () => {
    const site = await createSite();
    const before = await snapshot(ctx.database.db, ctx.config.uploadsDir);
    expectError(
      await update(site.id, owner.token, siteBody({ parcours_id: otherRouteId })),
      403,
      "FORBIDDEN",
    );
    expectError(
      await update(site.id, owner.token, siteBody({ parcours_id: 987654 })),
      400,
      "VALIDATION_ERROR",
    );
    expect(await snapshot(ctx.database.db, ctx.config.uploadsDir)).toEqual(before);
    const moved = await update(site.id, owner.token, siteBody({ lieu_id: otherLieuId }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().lieu_id).toBe(otherLieuId);
  });

  it("answers 404 for an unknown site", async () => {
    const response = await update(987654, owner.token, siteBody());
    expect(expectError(response, 404, "NOT_FOUND").error).toBe(siteMessages.notFound);
  });
});

describe("DELETE /api/sites/{id}", () => {
  it("deletes the site (204), then answers 404", async () => {
    const site = await createSite();
    const response = await remove(site.id, owner.token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await storedSite(site.id)).toBeUndefined();
    expectError(await remove(site.id, owner.token), 404, "NOT_FOUND");
  });
});

describe("authorization matrix", () => {
  it("POST: anonymous 401, participant 403, professionnel 201", async () => {
    const before = await snapshot(ctx.database.db, ctx.config.uploadsDir);
    expectError(await create(null, siteBody()), 401, "UNAUTHORIZED");
    expectError(await create(participant.token, siteBody()), 403, "FORBIDDEN");
    expect(await snapshot(ctx.database.db, ctx.config.uploadsDir)).toEqual(before);
    expect((await create(owner.token, siteBody())).statusCode).toBe(201);
  });

  it("PUT: anonymous 401, participant 403, another professionnel 403, owner 200", async () => {
    const site = await createSite();
    const before = await snapshot(ctx.database.db, ctx.config.uploadsDir);
    const stolen = siteBody({ name: "Piraté" });
    expectError(await update(site.id, null, stolen), 401, "UNAUTHORIZED");
    expectError(await update(site.id, participant.token, stolen), 403, "FORBIDDEN");
    expectError(await update(site.id, other.token, stolen), 403, "FORBIDDEN");
    expectError(
      await update(site.id, other.token, siteBody({ parcours_id: otherRouteId, lieu_id: otherLieuId })),
      403,
      "FORBIDDEN",
    );
    expect(await snapshot(ctx.database.db, ctx.config.uploadsDir)).toEqual(before);
    const ok = await update(site.id, owner.token, siteBody({ name: "Modifié" }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().name).toBe("Modifié");
  });

  it("DELETE: anonymous 401, participant 403, another professionnel 403, owner 204", async () => {
    const site = await createSite();
    const before = await snapshot(ctx.database.db, ctx.config.uploadsDir);
    expectError(await remove(site.id, null), 401, "UNAUTHORIZED");
    expectError(await remove(site.id, participant.token), 403, "FORBIDDEN");
    expectError(await remove(site.id, other.token), 403, "FORBIDDEN");
    expect(await snapshot(ctx.database.db, ctx.config.uploadsDir)).toEqual(before);
    expect((await remove(site.id, owner.token)).statusCode).toBe(204);
  });
});

describe("bad input on site writes changes nothing", () => {
  let siteId: number;
  beforeAll(async () => {
    siteId = (await createSite()).id;
  });

  const targets = [
    { name: "POST", method: "POST" as const, url: () => "/api/sites" },
    { name: "PUT", method: "PUT" as const, url: () => `/api/sites/${siteId}` },
  ];

  async function expectRefused(response: Promise<LightMyRequestResponse>, status: number, code?: string) {
    const before = await snapshot(ctx.database.db, ctx.config.uploadsDir);
    const body = expectError(await response, status, code);
    expect(await snapshot(ctx.database.db, ctx.config.uploadsDir)).toEqual(before);
    return body;
  }

  for (const target of targets) {
    describe(target.name, () => {
      const send = (payload: unknown) => write(target.method, target.url(), owner.token, payload);
      const sendRaw = (contentType: string, payload: string | Buffer) =>
        ctx.app.inject({
          method: target.method,
          url: target.url(),
          payload,
          headers: { ...bearer(owner.token), "content-type": contentType },
        });

      it("missing required fields, each with its own message", async () => {
        const { name: _name, ...withoutName } = siteBody();
        const one = await expectRefused(send(withoutName), 400, "VALIDATION_ERROR");
        expect(one.details).toEqual([{ path: "name", message: m.siteNameRequired }]);
        expect(one.error).toBe(m.siteNameRequired);
        const all = await expectRefused(send({}), 400, "VALIDATION_ERROR");
        expect(all.details).toEqual(
          expect.arrayContaining([
            { path: "name", message: m.siteNameRequired },
            { path: "categorie", message: m.siteCategoryRequired },
            { path: "description", message: m.siteDescriptionRequired },
            { path: "parcours_id", message: m.siteRouteRequired },
          ]),
        );
      });

      it("wrong types", async () => {
        for (const [field, value] of [
          ["name", 123],
          ["parcours_id", "abc"],
          ["services", { a: 1 }],
          ["services", "pas du JSON"],
          ["services", [1, 2]],
          ["email", "pas-un-email"],
          ["site_web", "javascript:alert(1)"],
        ] as const) {
          const body = await expectRefused(send(siteBody({ [field]: value })), 400, "VALIDATION_ERROR");
          // A bad item of a list is reported at its index (services.0).
          expect(body.details?.[0]?.path.split(".")[0]).toBe(field);
        }
      });

      it("out-of-range values", async () => {
        for (const [field, value] of [
          ["parcours_id", 0],
          ["parcours_id", -3],
          ["lieu_id", 2 ** 31],
          ["services", Array.from({ length: 21 }, (_, i) => `Service ${i}`)],
          ["telephone", "123"],
        ] as const) {
          const body = await expectRefused(send(siteBody({ [field]: value })), 400, "VALIDATION_ERROR");
          expect(body.details?.[0]?.path).toBe(field);
        }
      });

      it("unknown category", async () => {
        const body = await expectRefused(send(siteBody({ categorie: "Piscine" })), 400, "VALIDATION_ERROR");
        expect(body.details).toEqual([{ path: "categorie", message: m.categoryInvalid }]);
      });

      it("100 KB strings", async () => {
        const huge = "x".repeat(100 * 1024);
        for (const field of ["name", "description", "points_interet"]) {
          const body = await expectRefused(send(siteBody({ [field]: huge })), 400, "VALIDATION_ERROR");
          expect(body.details).toEqual([{ path: field, message: m.tooLong }]);
        }
      });

      it("malformed JSON", async () => {
        const body = await expectRefused(
          sendRaw("application/json", '{"name": "Fourvière",'),
          400,
          "INVALID_JSON",
        );
        expect(body.error).toBe(apiErrorMessages.INVALID_JSON);
        await expectRefused(sendRaw("application/json", "[]"), 400, "VALIDATION_ERROR");
      });

      it("wrong content types", async () => {
        const plain = await expectRefused(
          sendRaw("text/plain", JSON.stringify(siteBody())),
          415,
          "UNSUPPORTED_MEDIA_TYPE",
        );
        expect(plain.error).toBe(apiErrorMessages.UNSUPPORTED_MEDIA_TYPE);
        // Multipart is a form of its own since sites take an uploaded picture (decision 032): one
        // without the required fields is refused on them, and writes nothing either.
        const { payload, headers } = await multipart({ name: "Fourvière" });
        await expectRefused(sendRaw(headers["content-type"]!, payload), 400, "VALIDATION_ERROR");
        await expectRefused(
          sendRaw("application/x-www-form-urlencoded", "name=x"),
          415,
          "UNSUPPORTED_MEDIA_TYPE",
        );
      });
    });
  }
});

describe("OpenAPI", () => {
  it("documents the site routes under the Sites tag, with security on writes", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const listPath = Object.keys(document.paths).find((key) => /^\/api\/sites\/?$/.test(key))!;
    expect(document.paths[listPath].get.tags).toEqual(["Sites"]);
    expect(document.paths[listPath].get.security).toBeUndefined();
    expect(document.paths[listPath].post.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths["/api/sites/{id}"].put.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths["/api/sites/{id}"].delete.security).toEqual([{ bearerAuth: [] }]);
  });
});
