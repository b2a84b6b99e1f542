import { toParisIso } from "@culture-patrimoine/contract/dates";
import { OPEN_DATA_DATASETS, openDataCatalogSchema } from "@culture-patrimoine/contract/schemas/open-data";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parcours, users } from "../../db/schema.ts";
import { bearer, type RegisteredUser, registerProfessionnel, registerUser } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import {
  type EventAnswer,
  eventWithSessions,
  postEvent,
  registered,
  registration,
} from "../../test/booking.ts";
import { parseCsv } from "../../test/csv.ts";
import { insertEvent, insertLieu, ownerColumns } from "../../test/rows.ts";
import { datasetCsv } from "./open-data.service.ts";

// The open data export (docs/decisions/023-open-data-export.md): public, the public facts only, and
// files a spreadsheet or a script reads back. Every piece of data below is created through the API
// when an endpoint exists, so that what the export leaves out is what the platform really stores.

let ctx: TestContext;
let organiser: RegisteredUser;
let participant: RegisteredUser;
let lieuId: number;
let liveEvent: EventAnswer;
let cancelledEvent: EventAnswer;
let routeId: number;
let siteId: number;
let locationId: number;
let programId: number;
let ticketCode: string;

/** Strings the platform stores that no open data file may hold (personal data, organisers' works). */
const PRIVATE = {
  organiserFirstName: "Hortense",
  organiserLastName: "Valadier-Secret",
  organiserPhone: "06 98 76 54 32",
  organiserAddress: "7 impasse Privée, Secretville",
  organisation: "Association Confidentielle",
  organiserDescription: "Texte privé de l’association organisatrice.",
  participantFirstName: "Anatole",
  participantLastName: "Bernardin-Secret",
  participantPhone: "06 55 44 33 21",
  participantAddress: "3 allée des Secrets, Rennes",
  registrantFirstName: "Inès-Privée",
  registrantLastName: "Moreau-Confidentiel",
  registrantEmail: "ines.privee@exemple.fr",
  registrantPhone: "07 55 44 33 22",
  registrantWish: "Fauteuil roulant, rang PRIVÉ",
  registrantMotivation: "Motivation PRIVÉE de l’inscrite",
  eventDescription: "DESCRIPTION-ŒUVRE de l’événement",
  eventImage: "https://exemple.fr/photo-organisateur-evenement.jpg",
  lieuDescription: "DESCRIPTION-ŒUVRE du lieu",
  lieuImage: "https://exemple.fr/photo-organisateur-lieu.jpg",
  programDescription: "DESCRIPTION-ŒUVRE du créneau",
  routeDescription: "DESCRIPTION-ŒUVRE du parcours",
  routeImage: "parcours-photo-organisateur.webp",
  siteDescription: "DESCRIPTION-ŒUVRE du site",
  siteHighlights: "POINTS-INTÉRÊT-ŒUVRE du site",
  sitePhone: "04 78 25 13 99",
  siteEmail: "contact.prive@fourviere-test.org",
  siteImage: "https://exemple.fr/photo-organisateur-site.jpg",
  locationDescription: "DESCRIPTION-ŒUVRE du lieu culturel, assez longue",
  locationPhone: "04 67 14 83 99",
  locationEmail: "accueil.prive@musee-test.fr",
  locationImage: "https://exemple.fr/photo-organisateur-lieu-culturel.jpg",
  locationFeatures: "PARTICULARITÉS-ŒUVRE du lieu culturel",
};

const TRAP_TITLE = '=HYPERLINK("https://piege.example";"Cliquez")';

function download(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: "GET", url, headers });
}

/** A file of the export read back: header row and rows, the BOM checked and removed. */
async function csvOf(id: string) {
  const response = await download(`/api/open-data/${id}.csv`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body.startsWith("\ufeff")).toBe(true);
  const [header = [], ...rows] = parseCsv(response.body.slice(1));
  return { response, header, rows, byId: new Map(rows.map((row) => [Number(row[0]), row])) };
}

/** Row of `id` as an object by column name. */
function record(header: string[], row: string[] | undefined): Record<string, string> {
  if (!row) throw new Error("row missing");
  return Object.fromEntries(header.map((name, index) => [name, row[index] ?? ""]));
}

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "https://culture-patrimoine.exemple.fr" });
  organiser = await registerProfessionnel(ctx.app, {
    first_name: PRIVATE.organiserFirstName,
    last_name: PRIVATE.organiserLastName,
    phone: PRIVATE.organiserPhone,
    address: PRIVATE.organiserAddress,
    organization: PRIVATE.organisation,
    description: PRIVATE.organiserDescription,
  });
  participant = await registerUser(ctx.app, {
    first_name: PRIVATE.participantFirstName,
    last_name: PRIVATE.participantLastName,
    email: "anatole.prive@exemple.fr",
    password: "Une-phrase-de-passe-2026",
    phone: PRIVATE.participantPhone,
    address: PRIVATE.participantAddress,
    role: "participant",
  });
  const lieu = await insertLieu(ctx.database.db, organiser.user.id, {
    nom: "Théâtre antique",
    ville: "Orange",
    description: PRIVATE.lieuDescription,
    image: PRIVATE.lieuImage,
    site_web: "https://www.theatre-antique.com",
    adresse: "Rue Madeleine Roch",
    code_postal: "84100",
    latitude: 44.1359,
    longitude: 4.8083,
    accessibility: ["visuel", "moteur"],
  });
  lieuId = lieu.id;

  liveEvent = await postEvent(
    ctx.app,
    organiser.token,
    eventWithSessions(
      lieuId,
      [
        { starts_at: "2031-07-14T21:30", ends_at: "2031-07-14T23:45", capacity: 40 },
        { starts_at: "2031-07-15T21:30", ends_at: null, capacity: null },
        { starts_at: "2031-12-20T18:00", ends_at: "2031-12-20T19:00", capacity: 10 },
      ],
      {
        title: TRAP_TITLE,
        category: "Musique",
        price: 12.5,
        description: PRIVATE.eventDescription,
        image_url: PRIVATE.eventImage,
      },
    ),
  );
  cancelledEvent = await postEvent(
    ctx.app,
    organiser.token,
    eventWithSessions(lieuId, [{ starts_at: "2031-08-01T10:00", capacity: 5 }], { title: "Visite annulée" }),
  );
  // One session of the live event and the only one of the other are cancelled by the organiser.
  for (const [event, session] of [
    [liveEvent, liveEvent.sessions[2]],
    [cancelledEvent, cancelledEvent.sessions[0]],
  ] as const) {
    const cancelled = await ctx.app.inject({
      method: "POST",
      url: `/api/events/${event.id}/sessions/${session?.id}/cancel`,
      headers: bearer(organiser.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  }

  const line = await ctx.app.inject({
    method: "POST",
    url: "/api/programs",
    headers: bearer(organiser.token),
    payload: {
      event_id: liveEvent.id,
      date: "2031-07-14",
      start_time: "20:00",
      end_time: "21:15",
      title: "Accueil du public",
      description: PRIVATE.programDescription,
      category: "Autre",
    },
  });
  expect(line.statusCode, line.body).toBe(201);
  programId = line.json().id;
  const hiddenLine = await ctx.app.inject({
    method: "POST",
    url: "/api/programs",
    headers: bearer(organiser.token),
    payload: {
      event_id: cancelledEvent.id,
      date: "2031-08-01",
      start_time: "09:30",
      end_time: "10:00",
      title: "Café",
    },
  });
  expect(hiddenLine.statusCode, hiddenLine.body).toBe(201);

  // A registration with a name, an e-mail and a phone, by a member: none of it may leave.
  const participation = await registered(
    ctx.app,
    registration(liveEvent.id, {
      session_id: liveEvent.sessions[0]?.id,
      prenom: PRIVATE.registrantFirstName,
      nom: PRIVATE.registrantLastName,
      email: PRIVATE.registrantEmail,
      telephone: PRIVATE.registrantPhone,
      nombre_places: 2,
      demandes_speciales: PRIVATE.registrantWish,
      motivation: PRIVATE.registrantMotivation,
    }),
    participant.token,
  );
  ticketCode = participation.ticket_code;

  // Routes are created by multipart upload; the row is enough here (its module tests the form).
  const [route] = await ctx.database.db
    .insert(parcours)
    .values({
      title: "Orange romaine",
      description: PRIVATE.routeDescription,
      theme: "Antiquité",
      difficulty: "modéré",
      duration: 120,
      image: PRIVATE.routeImage,
      lieu_id: lieuId,
      ...(await ownerColumns(ctx.database.db, organiser.user.id)),
    })
    .returning({ id: parcours.id });
  routeId = route?.id ?? 0;

  const site = await ctx.app.inject({
    method: "POST",
    url: "/api/sites",
    headers: bearer(organiser.token),
    payload: {
      name: "Arc de triomphe d’Orange",
      categorie: "Monument",
      description: PRIVATE.siteDescription,
      adresse: "Avenue de l’Arc de Triomphe, 84100 Orange",
      heure_ouverture: "Toujours accessible",
      tarif: "Gratuit",
      telephone: PRIVATE.sitePhone,
      email: PRIVATE.siteEmail,
      site_web: "https://www.orange.fr",
      services: ["Parking disponible", "Audioguide disponible"],
      transport: "Bus ligne 2",
      periode_historique: "Ier siècle",
      style_architectural: "Romain",
      points_interet: PRIVATE.siteHighlights,
      lieu_id: lieuId,
      parcours_id: routeId,
      image: PRIVATE.siteImage,
      latitude: 44.1421,
      longitude: 4.8048,
    },
  });
  expect(site.statusCode, site.body).toBe(201);
  siteId = site.json().id;

  const location = await ctx.app.inject({
    method: "POST",
    url: "/api/locations",
    headers: bearer(organiser.token),
    payload: {
      name: "Musée d’art et d’histoire",
      description: PRIVATE.locationDescription,
      address: "Rue Madeleine Roch",
      city: "Orange",
      postalCode: "84100",
      category: "Musée",
      openingHours: "9 h – 18 h",
      phone: PRIVATE.locationPhone,
      email: PRIVATE.locationEmail,
      image: PRIVATE.locationImage,
      accessibility: true,
      entryPrice: "6,50",
      specialFeatures: PRIVATE.locationFeatures,
    },
  });
  expect(location.statusCode, location.body).toBe(201);
  locationId = location.json().id;
});
afterAll(() => ctx.close());

const fileIds = OPEN_DATA_DATASETS.map((dataset) => dataset.id);

describe("GET /api/open-data/{file}.csv", () => {
  it.each(fileIds)("%s.csv: public, dated, cacheable, with the contract's columns", async (id) => {
    const { response, header } = await csvOf(id);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8; header=present");
    const dataset = OPEN_DATA_DATASETS.find((candidate) => candidate.id === id);
    const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="culture-patrimoine-${dataset?.file}-${today}.csv"`,
    );
    expect(response.headers["cache-control"]).toBe("public, max-age=600");
    expect(response.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(new Date(String(response.headers["last-modified"])).getTime()).toBeGreaterThan(0);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(header).toEqual(dataset?.columns.map((column) => column.name));
  });

  it("writes the events that still take place, with dates in Paris time and the trap title defused", async () => {
    const { header, rows, byId } = await csvOf("events");
    expect(rows.map((row) => Number(row[0]))).toEqual([liveEvent.id]);
    expect(record(header, byId.get(liveEvent.id))).toEqual({
      id: String(liveEvent.id),
      // A spreadsheet shows the title as typed instead of running it.
      title: `'${TRAP_TITLE}`,
      category: "Musique",
      // The event's own dates (first start, last end), written before one session was cancelled.
      date_start: "2031-07-14T21:30:00+02:00",
      date_end: liveEvent.date_end,
      price: "12.5",
      sessions: "2",
      lieu_id: String(lieuId),
      lieu_nom: "Théâtre antique",
      lieu_ville: "Orange",
      lieu_pays: "France",
      url: `https://culture-patrimoine.exemple.fr/events/${liveEvent.id}`,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/),
    });
  });

  it("writes the sessions kept, the programme lines of live events, routes, sites, venues and places", async () => {
    const sessions = await csvOf("sessions");
    expect(sessions.rows.map((row) => record(sessions.header, row))).toEqual([
      {
        id: String(liveEvent.sessions[0]?.id),
        event_id: String(liveEvent.id),
        starts_at: "2031-07-14T21:30:00+02:00",
        ends_at: "2031-07-14T23:45:00+02:00",
        capacity: "40",
      },
      {
        id: String(liveEvent.sessions[1]?.id),
        event_id: String(liveEvent.id),
        starts_at: "2031-07-15T21:30:00+02:00",
        ends_at: "",
        capacity: "",
      },
    ]);

    const lines = await csvOf("programs");
    expect(lines.rows.map((row) => record(lines.header, row))).toEqual([
      {
        id: String(programId),
        event_id: String(liveEvent.id),
        starts_at: "2031-07-14T20:00:00+02:00",
        ends_at: "2031-07-14T21:15:00+02:00",
        title: "Accueil du public",
        category: "Autre",
      },
    ]);

    const routes = await csvOf("parcours");
    expect(record(routes.header, routes.byId.get(routeId))).toMatchObject({
      title: "Orange romaine",
      theme: "Antiquité",
      difficulty: "modéré",
      duration: "120",
      sites: "1",
      lieu_nom: "Théâtre antique",
      url: `https://culture-patrimoine.exemple.fr/parcours/${routeId}`,
    });

    const siteRows = await csvOf("sites");
    expect(record(siteRows.header, siteRows.byId.get(siteId))).toMatchObject({
      name: "Arc de triomphe d’Orange",
      categorie: "Monument",
      adresse: "Avenue de l’Arc de Triomphe, 84100 Orange",
      services: "Parking disponible|Audioguide disponible",
      periode_historique: "Ier siècle",
      parcours_id: String(routeId),
      lieu_id: String(lieuId),
      latitude: "44.1421",
      longitude: "4.8048",
    });

    const venues = await csvOf("lieux");
    expect(venues.rows).toHaveLength(1);
    expect(record(venues.header, venues.byId.get(lieuId))).toMatchObject({
      nom: "Théâtre antique",
      site_web: "https://www.theatre-antique.com",
      adresse: "Rue Madeleine Roch",
      code_postal: "84100",
      departement: "84",
      latitude: "44.1359",
      longitude: "4.8083",
      accessibilite: "moteur|visuel",
    });
    // Issue 32's columns come after those a reader by position already knew.
    expect(venues.header.slice(-6)).toEqual([
      "adresse",
      "code_postal",
      "departement",
      "latitude",
      "longitude",
      "accessibilite",
    ]);
    expect(siteRows.header.slice(-2)).toEqual(["latitude", "longitude"]);

    const places = await csvOf("locations");
    expect(record(places.header, places.byId.get(locationId))).toMatchObject({
      name: "Musée d’art et d’histoire",
      postal_code: "84100",
      entry_price: "6.5",
      accessibility: "true",
      guided_tours: "false",
    });
  });

  it("holds no registration, no contact, no organiser and none of the organisers' texts or pictures", async () => {
    const everything = (await Promise.all(fileIds.map((id) => download(`/api/open-data/${id}.csv`))))
      .map((response) => response.body)
      .join("\n");
    const catalogue = (await download("/api/open-data")).body;
    const secrets = [
      ...Object.values(PRIVATE),
      organiser.user.email,
      participant.user.email,
      ticketCode,
      "73282932000074",
    ];
    for (const secret of secrets) {
      expect(everything, secret).not.toContain(secret);
      expect(catalogue, secret).not.toContain(secret);
    }
    for (const { columns } of OPEN_DATA_DATASETS) {
      for (const column of columns) {
        expect(column.name).not.toMatch(/user|email|mail|phone|telephone|description|image|photo|nom_carte/);
      }
    }
  });

  it("answers 304 to the current ETag, and another ETag once a row changes, even by a deletion", async () => {
    const first = await download("/api/open-data/events.csv");
    const etag = String(first.headers.etag);
    const again = await download("/api/open-data/events.csv", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    // A comparison is weak: a proxy may have stripped W/ or listed several tags.
    const listed = await download("/api/open-data/events.csv", { "if-none-match": `"x", ${etag.slice(2)}` });
    expect(listed.statusCode).toBe(304);
    // A date is not enough: a deletion leaves none.
    const byDate = await download("/api/open-data/events.csv", {
      "if-modified-since": new Date(Date.now() + 60_000).toUTCString(),
    });
    expect(byDate.statusCode).toBe(200);

    // A venue deleted: its events lose their place (set to null by the database, which does not
    // touch the events' update time), and the file must change.
    const spare = await insertLieu(ctx.database.db, organiser.user.id, { nom: "Salle provisoire" });
    const withSpare = await postEvent(
      ctx.app,
      organiser.token,
      eventWithSessions(spare.id, [{ starts_at: "2031-09-01T18:00" }], { title: "Lecture" }),
    );
    const before = await download("/api/open-data/events.csv");
    expect(before.headers.etag).not.toBe(etag);
    const removed = await ctx.app.inject({
      method: "DELETE",
      url: `/api/lieux/${spare.id}`,
      headers: bearer(organiser.token),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const after = await download("/api/open-data/events.csv", {
      "if-none-match": String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    const { header, byId } = await csvOf("events");
    expect(record(header, byId.get(withSpare.id))).toMatchObject({ lieu_id: "", lieu_nom: "" });

    const deleted = await ctx.app.inject({
      method: "DELETE",
      url: `/api/events/${withSpare.id}`,
      headers: bearer(organiser.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const gone = await download("/api/open-data/events.csv", { "if-none-match": String(after.headers.etag) });
    expect(gone.statusCode).toBe(200);
    expect(gone.body).not.toContain("Lecture");
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await ctx.app.inject({ method: "HEAD", url: "/api/open-data/sites.csv" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="culture-patrimoine-sites-/,
    );
    expect(response.body).toBe("");
  });

  it("is public: the same file with or without a token, and no write method", async () => {
    const anonymous = await download("/api/open-data/lieux.csv");
    const member = await download("/api/open-data/lieux.csv", bearer(participant.token));
    expect(member.body).toBe(anonymous.body);
    const post = await ctx.app.inject({ method: "POST", url: "/api/open-data/lieux.csv", payload: {} });
    expect([404, 405]).toContain(post.statusCode);
  });
});

describe("GET /api/open-data", () => {
  it("lists every file with its columns, its number of rows and the licence, as the contract says", async () => {
    const response = await download("/api/open-data");
    expect(response.statusCode).toBe(200);
    const catalogue = openDataCatalogSchema.parse(response.json());
    expect(catalogue.licence.url).toBe("https://www.etalab.gouv.fr/licence-ouverte-open-licence/");
    expect(catalogue.datasets.map((dataset) => dataset.url)).toEqual(
      fileIds.map((id) => `/api/open-data/${id}.csv`),
    );
    for (const dataset of catalogue.datasets) {
      const { rows } = await csvOf(dataset.id);
      expect(dataset.rows, dataset.id).toBe(rows.length);
      expect(dataset.last_modified, dataset.id).toMatch(/\+0[12]:00$/);
    }
    expect(response.headers.etag).toMatch(/^W\//);
    const again = await download("/api/open-data", { "if-none-match": String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("documents the files in OpenAPI as text/csv", async () => {
    const document = (await download("/api/docs/json")).json() as {
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    for (const id of fileIds) {
      const operation = document.paths[`/api/open-data/${id}.csv`]?.get;
      expect(Object.keys(operation?.responses["200"]?.content ?? {}), id).toEqual(["text/csv"]);
      expect(operation?.responses["304"], id).toBeDefined();
    }
    expect(document.paths["/api/open-data"]?.get?.responses["200"]?.content).toHaveProperty([
      "application/json",
    ]);
  });
});

describe("a large file", () => {
  const EVENTS = 5000;
  let big: TestContext;

  beforeAll(async () => {
    big = await createTestApp();
    const owner = await registerProfessionnel(big.app);
    const venue = await insertLieu(big.database.db, owner.user.id);
    // Inserted by the database itself: 5 000 requests would time the API's writes, not the export.
    await big.database.db.execute(sql`insert into events (title, category, date_start, price_cents, user_id, organisation_id, lieu_id)
      select 'Concert n° ' || g, 'Musique', timestamptz '2031-01-01 20:00+01' + g * interval '1 hour',
        case when g % 2 = 0 then null else 1500 end, ${owner.user.id}, ${venue.organisation_id}, ${venue.id}
      from generate_series(1, ${EVENTS}) g`);
    await big.database.db.execute(
      sql`insert into event_sessions (event_id, starts_at, ends_at) select id, date_start, date_end from events`,
    );
  });
  afterAll(() => big.close());

  it("writes every row, in id order, over several batches", async () => {
    const response = await big.app.inject({ method: "GET", url: "/api/open-data/events.csv" });
    expect(response.statusCode).toBe(200);
    const [, ...rows] = parseCsv(response.body.slice(1));
    expect(rows).toHaveLength(EVENTS);
    const ids = rows.map((row) => Number(row[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(EVENTS);
    expect(rows.at(-1)?.[1]).toBe(`Concert n° ${EVENTS}`);
    const catalogue = openDataCatalogSchema.parse((await big.app.inject({ url: "/api/open-data" })).json());
    expect(catalogue.datasets.find((dataset) => dataset.id === "events")?.rows).toBe(EVENTS);
  });

  it("reads the database batch by batch as the file is read, not all at once", async () => {
    const deps = { db: big.database.db, config: big.config };
    const pieces = datasetCsv(deps, "events", 100);
    const header = await pieces.next();
    expect(header.value).toMatch(/^\ufeffid;title;/);
    const firstBatch = await pieces.next();
    expect(parseCsv(String(firstBatch.value))).toHaveLength(100);
    // An event created while the file is half read is in its end: the rest was not read yet.
    const [owner] = await big.database.db.select({ id: users.id }).from(users).limit(1);
    const late = await insertEvent(big.database.db, owner?.id ?? 0, { title: "Ajouté pendant la lecture" });
    let rest = "";
    let batches = 0;
    for await (const piece of pieces) {
      rest += piece;
      batches += 1;
    }
    expect(batches).toBe((EVENTS - 100) / 100 + 1);
    // 4 900 rows of 100, then the late one alone.
    expect(rest).toContain(
      `\r\n${late.id};Ajouté pendant la lecture;Musique;${toParisIso(late.date_start)};`,
    );
  });
});
