import { writeFileSync } from "node:fs";
import path from "node:path";
import { LIST_UNPAGED_CAP } from "@culture-patrimoine/contract/constants";
import { apiErrorMessages, validationMessages as m } from "@culture-patrimoine/contract/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, lieux, programs, sites } from "./db/schema.ts";
import { bearer, type RegisteredUser, registerProfessionnel, uniqueEmail } from "./test/accounts.ts";
import { createTestApp, type TestContext } from "./test/app.ts";
import { multipart, parcoursFields } from "./test/fixtures-parcours.ts";
import { insertEvent, insertLieu, insertParcours, ownerColumns } from "./test/rows.ts";

// Issue 9: a client written against SPEC §7 by someone else, run unchanged against the API. Each
// test sends the request that client sends, as it sends it (docs/product.md describes the contract).

let ctx: TestContext;
let organiser: RegisteredUser;
let lieuId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  organiser = await registerProfessionnel(ctx.app);
  lieuId = (await insertLieu(ctx.database.db, organiser.user.id)).id;
});
afterAll(() => ctx.close());

const PARIS_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/;

function send(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, token?: string) {
  return ctx.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: bearer(token ?? organiser.token),
  });
}

function eventPayload(dateStart: string, dateEnd: string | null = null) {
  return {
    title: "Journées du patrimoine",
    description: "Portes ouvertes",
    category: "Visite",
    date_start: dateStart,
    date_end: dateEnd,
    price: 0,
    lieu_id: lieuId,
  };
}

async function storedStart(id: number): Promise<string | undefined> {
  const [row] = await ctx.database.db.select().from(events).where(eq(events.id, id));
  return row?.date_start.toISOString();
}

describe("1. dates answered in Paris time with their offset", () => {
  it("answers POST /api/events date_start 2027-03-14 as 2027-03-14T00:00:00+01:00", async () => {
    const response = await send("POST", "/api/events", eventPayload("2027-03-14"));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      date_start: "2027-03-14T00:00:00+01:00",
      date_end: null,
      created_at: expect.stringMatching(PARIS_INSTANT),
    });
  });

  it.each([
    ["winter", "2027-03-14", "2027-03-15", "+01:00", "2027-03-13T23:00:00.000Z"],
    ["summer", "2027-07-14", "2027-07-15", "+02:00", "2027-07-13T22:00:00.000Z"],
  ])(
    "keeps the day through edits that send back date_start.split('T')[0] (%s time)",
    async (_, start, end, offset, instant) => {
      const created = (await send("POST", "/api/events", eventPayload(start, end))).json();
      expect(created.date_start).toBe(`${start}T00:00:00${offset}`);
      for (let save = 0; save < 3; save++) {
        const read = (await send("GET", `/api/events/${created.id}`)).json();
        const resent = {
          ...eventPayload(read.date_start.split("T")[0], read.date_end.split("T")[0]),
          title: read.title,
        };
        const updated = await send("PUT", `/api/events/${created.id}`, resent);
        expect(updated.statusCode).toBe(200);
        expect(updated.json().date_start).toBe(`${start}T00:00:00${offset}`);
        expect(updated.json().date_end).toBe(`${end}T00:00:00${offset}`);
      }
      expect(await storedStart(created.id)).toBe(instant);
    },
  );

  it("still accepts what it accepted: UTC instants, offsets, Paris wall-clock times", async () => {
    for (const [sent, answered] of [
      ["2027-03-13T23:00:00.000Z", "2027-03-14T00:00:00+01:00"],
      ["2027-07-14T21:30:00+02:00", "2027-07-14T21:30:00+02:00"],
      ["2027-07-14T21:30", "2027-07-14T21:30:00+02:00"],
    ]) {
      const response = await send("POST", "/api/events", eventPayload(sent as string));
      expect(response.statusCode).toBe(201);
      expect(response.json().date_start).toBe(answered);
    }
  });

  it("answers every timestamp of the API the same way: users, venues, routes, sites, registrations", async () => {
    const { user } = organiser;
    const me = (await send("GET", `/api/users/${user.id}`)).json();
    expect(me.created_at).toMatch(PARIS_INSTANT);

    const lieu = await send("POST", "/api/lieux", { nom: "Château de Blois", ville: "Blois" });
    expect(lieu.json().created_at).toMatch(PARIS_INSTANT);

    const { payload, headers } = await multipart(parcoursFields(lieuId), undefined, bearer(organiser.token));
    const route = await ctx.app.inject({ method: "POST", url: "/api/parcours/create", payload, headers });
    expect(route.json().created_at).toMatch(PARIS_INSTANT);

    const site = await send("POST", "/api/sites", {
      name: "Aile François Ier",
      categorie: "Château",
      description: "Escalier à vis monumental.",
      parcours_id: route.json().id,
    });
    expect(site.json().created_at).toMatch(PARIS_INSTANT);

    const location = await send("POST", "/api/locations", {
      name: "Musée de la Magie",
      description: "Maison de Robert-Houdin.",
      address: "1 place du Château",
      city: "Blois",
      postalCode: "41000",
      country: "France",
      category: "Musée",
    });
    expect(location.json().created_at).toMatch(PARIS_INSTANT);

    const event = (await send("POST", "/api/events", eventPayload("2027-07-14T21:30"))).json();
    const registration = await send("POST", "/api/participations", {
      prenom: "Inès",
      nom: "Moreau",
      email: "ines@exemple.fr",
      telephone: "0611223344",
      nombre_places: 1,
      motivation: "Curiosité",
      event_id: event.id,
    });
    expect(registration.json().created_at).toMatch(PARIS_INSTANT);
    const mine = (await send("GET", `/api/participations?user_id=${user.id}`)).json();
    expect(mine[0].created_at).toMatch(PARIS_INSTANT);
    expect(mine[0].Event).toMatchObject({ date_start: "2027-07-14T21:30:00+02:00", date_end: null });

    const recent = (await send("GET", "/api/events/recent")).json();
    for (const item of recent) expect(item.date_start).toMatch(PARIS_INSTANT);
  });
});

describe("2. an organiser signs up with SPEC's payload", () => {
  it("registers a professionnel without SIRET (SPEC §7 body), who may then publish", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        first_name: "Claire",
        last_name: "Martin",
        email: uniqueEmail("spec-pro"),
        password: "Une-phrase-de-passe-2026",
        phone: "0612345678",
        role: "professionnel",
        organization: "Compagnie du Globe",
      },
    });
    expect(response.statusCode).toBe(201);
    const { token, user } = response.json();
    expect(user).toMatchObject({ role: "professionnel", organization: "Compagnie du Globe", siret: null });
    expect((await send("GET", "/api/dashboard", undefined, token)).json().siret_missing).toBe(true);
    const lieu = await send("POST", "/api/lieux", { nom: "Théâtre du Globe", ville: "Paris" }, token);
    expect(lieu.statusCode).toBe(201);
  });

  it("answers an unverified organiser's event 201 with its state, pending until an administrator approves it (issue 29)", async () => {
    const registered = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        first_name: "Paul",
        last_name: "Lefèvre",
        email: uniqueEmail("spec-new"),
        password: "Une-phrase-de-passe-2026",
        phone: "0612345678",
        role: "professionnel",
        organization: "Les Amis de l’orgue",
      },
    });
    const { token } = registered.json();
    const created = await send("POST", "/api/events", eventPayload("2031-09-20"), token);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: "Journées du patrimoine", moderation_status: "pending" });
    expect((await send("GET", `/api/events/${created.json().id}`)).statusCode).toBe(404);
  });

  it("still checks the key of a SIRET that is given", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        first_name: "Claire",
        last_name: "Martin",
        email: uniqueEmail("spec-pro"),
        password: "Une-phrase-de-passe-2026",
        phone: "0612345678",
        role: "professionnel",
        organization: "Compagnie du Globe",
        siret: "73282932000075",
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: m.siretInvalid, code: "VALIDATION_ERROR" });
  });
});

describe("3. uploaded images shown by a client on another origin", () => {
  it("answers /uploads/* with a cross-origin resource policy, the rest of the API same-origin", async () => {
    writeFileSync(
      path.join(ctx.config.uploadsDir, "7c1d2e3f-1111-4222-8333-444455556666.webp"),
      "RIFF....WEBP",
    );
    const image = await ctx.app.inject({
      method: "GET",
      url: "/uploads/7c1d2e3f-1111-4222-8333-444455556666.webp",
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const api = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(api.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });
});

describe("3b. picture addresses a client on another origin can show (issue 28)", () => {
  const picture = "/uploads/0b8a1c3e-1111-4222-8333-444455556666-1600x900.webp";

  it("answers every stored picture as an absolute address under PUBLIC_URL, in lists and details", async () => {
    const { db } = ctx.database;
    const { publicUrl } = ctx.config;
    const absolute = `${publicUrl}${picture}`;
    const lieu = await insertLieu(db, organiser.user.id, { nom: "Musée des Beaux-Arts", image: picture });
    const event = await insertEvent(db, organiser.user.id, { lieu_id: lieu.id, image_url: picture });
    const route = await insertParcours(db, organiser.user.id, { lieu_id: lieu.id });
    const [site] = await db
      .insert(sites)
      .values({
        name: "Salle des primitifs",
        categorie: "Musée",
        description: "Retables du XVe siècle.",
        parcours_id: route.id,
        ...(await ownerColumns(db, organiser.user.id)),
        image: picture,
      })
      .returning();
    const mine = `user_id=${organiser.user.id}&limit=100`;
    const find = (items: { id: number }[], id: number) => items.find((item) => item.id === id);

    expect((await send("GET", `/api/events/${event.id}`)).json().image_url).toBe(absolute);
    expect(find((await send("GET", `/api/events?${mine}`)).json(), event.id)).toMatchObject({
      image_url: absolute,
    });
    expect(
      find((await send("GET", `/api/events/user/${organiser.user.id}?limit=100`)).json(), event.id),
    ).toMatchObject({ image_url: absolute });
    expect((await send("GET", `/api/lieux/${lieu.id}`)).json().image).toBe(absolute);
    expect(find((await send("GET", `/api/lieux?${mine}`)).json(), lieu.id)).toMatchObject({
      image: absolute,
    });
    expect((await send("GET", `/api/sites/${site?.id}`)).json().image).toBe(absolute);
    expect(find((await send("GET", `/api/sites?${mine}`)).json(), site?.id ?? 0)).toMatchObject({
      image: absolute,
    });
    expect((await send("GET", `/api/parcours/${route.id}`)).json().Sites).toMatchObject([
      { image: absolute },
    ]);
  });

  it("stores an absolute address of ours sent back by a PUT as the same path, and leaves others as sent", async () => {
    const { db } = ctx.database;
    const absolute = `${ctx.config.publicUrl}${picture}`;
    const lieu = await insertLieu(db, organiser.user.id, { nom: "Chapelle", image: picture });
    const event = await insertEvent(db, organiser.user.id, { lieu_id: lieu.id, image_url: picture });

    // SPEC's edit form: what it read, sent back as it is.
    const read = (await send("GET", `/api/events/${event.id}`)).json();
    const updated = await send("PUT", `/api/events/${event.id}`, {
      ...eventPayload(read.date_start.split("T")[0]),
      lieu_id: lieu.id,
      image_url: read.image_url,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().image_url).toBe(absolute);
    const [stored] = await db
      .select({ image_url: events.image_url })
      .from(events)
      .where(eq(events.id, event.id));
    expect(stored?.image_url).toBe(picture);

    const venue = (await send("GET", `/api/lieux/${lieu.id}`)).json();
    const lieuPut = await send("PUT", `/api/lieux/${lieu.id}`, {
      nom: venue.nom,
      ville: venue.ville,
      image: venue.image,
    });
    expect(lieuPut.statusCode, lieuPut.body).toBe(200);
    const [storedLieu] = await db.select({ image: lieux.image }).from(lieux).where(eq(lieux.id, lieu.id));
    expect(storedLieu?.image).toBe(picture);

    // Another host's picture, and our own host's address of a file that is not one of our pictures.
    for (const external of [
      "https://images.exemple.org/uploads/photo.jpg",
      `${ctx.config.publicUrl}/logo.png`,
    ]) {
      const response = await send("PUT", `/api/lieux/${lieu.id}`, {
        nom: venue.nom,
        ville: venue.ville,
        image: external,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().image).toBe(external);
    }
  });
});

describe("4. reasonable input accepted", () => {
  it("stores a venue's site_web www.exemple.fr as https://www.exemple.fr", async () => {
    const response = await send("POST", "/api/lieux", {
      nom: "Abbaye de Cluny",
      ville: "Cluny",
      site_web: "www.exemple.fr",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().site_web).toBe("https://www.exemple.fr");
  });

  it("does the same for a site's site_web and a location's website", async () => {
    const { payload, headers } = await multipart(parcoursFields(lieuId), undefined, bearer(organiser.token));
    const route = (
      await ctx.app.inject({ method: "POST", url: "/api/parcours/create", payload, headers })
    ).json();
    const site = await send("POST", "/api/sites", {
      name: "Cloître",
      categorie: "Monument",
      description: "Le cloître du XVIIIe siècle.",
      parcours_id: route.id,
      site_web: "exemple.fr/cloitre",
    });
    expect(site.statusCode).toBe(201);
    expect(site.json().site_web).toBe("https://exemple.fr/cloitre");
    const location = await send("POST", "/api/locations", {
      name: "Musée d'art et d'archéologie",
      description: "Collections de l'abbaye.",
      address: "Palais Jean de Bourbon",
      city: "Cluny",
      postalCode: "71250",
      country: "France",
      category: "Musée",
      website: "www.exemple.fr",
    });
    expect(location.statusCode).toBe(201);
    expect(location.json().website).toBe("https://www.exemple.fr");
  });

  it.each([
    ["Facile", "facile"],
    ["Moyen", "modéré"],
    ["MODERE", "modéré"],
    ["Difficile", "difficile"],
  ])("accepts a route's difficulty %s as %s", async (sent, stored) => {
    const { payload, headers } = await multipart(
      parcoursFields(lieuId, { difficulty: sent }),
      undefined,
      bearer(organiser.token),
    );
    const response = await ctx.app.inject({ method: "POST", url: "/api/parcours/create", payload, headers });
    expect(response.statusCode).toBe(201);
    expect(response.json().difficulty).toBe(stored);
  });

  it("names the accepted difficulties when it refuses one", async () => {
    const { payload, headers } = await multipart(
      parcoursFields(lieuId, { difficulty: "Extrême" }),
      undefined,
      bearer(organiser.token),
    );
    const response = await ctx.app.inject({ method: "POST", url: "/api/parcours/create", payload, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: m.parcoursDifficultyInvalid,
      details: [{ path: "difficulty", message: m.parcoursDifficultyInvalid }],
    });
  });
});

describe("5. lists never silently truncated", () => {
  it("answers GET /api/programs without limit complete (63 of 63 lines), with X-Total-Count", async () => {
    const event = await insertEvent(ctx.database.db, organiser.user.id);
    await ctx.database.db.insert(programs).values(
      Array.from({ length: 63 }, (_, index) => ({
        event_id: event.id,
        date: "2030-07-14",
        start_time: `${String(8 + Math.floor(index / 6)).padStart(2, "0")}:${String((index % 6) * 10).padStart(2, "0")}`,
        end_time: "23:00",
        title: `Ligne ${index + 1}`,
        category: "Autre" as const,
      })),
    );
    const response = await ctx.app.inject({ method: "GET", url: `/api/programs?event_id=${event.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(63);
    expect(response.headers["x-total-count"]).toBe("63");
    expect(response.headers.link).toBeUndefined();

    const paged = await ctx.app.inject({ method: "GET", url: `/api/programs?event_id=${event.id}&limit=50` });
    expect(paged.json()).toHaveLength(50);
    expect(paged.headers.link).toBe(`</api/programs?event_id=${event.id}&limit=50&offset=50>; rel="next"`);
  });

  it(`stops at ${LIST_UNPAGED_CAP} rows without limit and links to the rest`, async () => {
    const owner = await registerProfessionnel(ctx.app);
    const ownedBy = await ownerColumns(ctx.database.db, owner.user.id);
    await ctx.database.db.insert(lieux).values(
      Array.from({ length: LIST_UNPAGED_CAP + 5 }, (_, index) => ({
        nom: `Lieu ${index}`,
        ville: "Tours",
        ...ownedBy,
      })),
    );
    const first = await ctx.app.inject({ method: "GET", url: `/api/lieux?user_id=${owner.user.id}` });
    expect(first.json()).toHaveLength(LIST_UNPAGED_CAP);
    expect(first.headers["x-total-count"]).toBe(String(LIST_UNPAGED_CAP + 5));
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
    expect(next).toBe(`/api/lieux?user_id=${owner.user.id}&offset=${LIST_UNPAGED_CAP}`);
    const rest = await ctx.app.inject({ method: "GET", url: next ?? "" });
    expect(rest.json()).toHaveLength(5);
    expect(rest.headers.link).toBeUndefined();
  });

  it.each([
    "/api/events",
    "/api/events/user/{me}",
    "/api/programs",
    "/api/lieux",
    "/api/parcours",
    "/api/sites",
    "/api/participations",
    "/api/locations",
  ])("sends X-Total-Count on %s without limit", async (url) => {
    const response = await send("GET", url.replace("{me}", String(organiser.user.id)));
    expect(response.statusCode).toBe(200);
    const total = Number(response.headers["x-total-count"]);
    expect(response.json()).toHaveLength(Math.min(total, LIST_UNPAGED_CAP));
    expect(total).toBeGreaterThan(0);
  });

  it("lets a CORS client read X-Total-Count and Link", async () => {
    const cors = await createTestApp({ CORS_ORIGINS: "https://client.exemple.fr" });
    try {
      const response = await cors.app.inject({
        method: "GET",
        url: "/api/lieux",
        headers: { origin: "https://client.exemple.fr" },
      });
      expect(String(response.headers["access-control-expose-headers"])).toMatch(/X-Total-Count.*Link/);
    } finally {
      await cors.close();
    }
  });
});

describe("French errors in the error format", () => {
  it.each([
    ["/api/events?limit=abc", "limit", m.listLimitInvalid],
    ["/api/programs?limit=0", "limit", m.listLimitInvalid],
    ["/api/lieux?limit=500", "limit", m.listLimitInvalid],
    ["/api/parcours?offset=-1", "offset", m.listOffsetInvalid],
    ["/api/sites?offset=x", "offset", m.listOffsetInvalid],
    ["/api/locations?limit=1.5", "limit", m.listLimitInvalid],
    ["/api/events?user_id=abc", "user_id", m.idInvalid],
    ["/api/events?limit=1&limit=2", "limit", m.listLimitInvalid],
    ["/api/events?q=a&q=b", "q", m.searchInvalid],
    ["/api/events?upcoming=peut-etre", "upcoming", m.booleanInvalid],
    ["/api/events/recent?exclude_user_id=x", "exclude_user_id", m.idInvalid],
    ["/api/events/abc", "id", m.idInvalid],
  ])("answers %s with a French message", async (url, field, message) => {
    const response = await ctx.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: message,
      code: "VALIDATION_ERROR",
      details: [{ path: field, message }],
    });
  });

  it("answers an unknown method on a known path with 405 and Allow", async () => {
    const list = await ctx.app.inject({ method: "DELETE", url: "/api/events" });
    expect(list.statusCode).toBe(405);
    expect(list.headers.allow).toBe("GET, HEAD, POST");
    expect(list.json()).toEqual({ error: apiErrorMessages.METHOD_NOT_ALLOWED, code: "METHOD_NOT_ALLOWED" });
    const one = await ctx.app.inject({ method: "PATCH", url: "/api/events/12" });
    expect(one.statusCode).toBe(405);
    expect(one.headers.allow).toBe("DELETE, GET, HEAD, PUT");
    const unknown = await ctx.app.inject({ method: "DELETE", url: "/api/nope" });
    expect(unknown.statusCode).toBe(404);
  });

  it("answers a login whose password is shorter than 6 characters 401, like any wrong password", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: organiser.user.email, password: "12345" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Identifiants invalides", code: "INVALID_CREDENTIALS" });
  });
});
