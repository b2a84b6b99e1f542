import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eventMessages } from "@culture-patrimoine/contract/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventSessions, events, lieux } from "../../db/schema.ts";
import {
  bearer,
  type RegisteredUser,
  registerProfessionnel,
  registerUnverifiedProfessionnel,
  registerUser,
} from "../../test/accounts.ts";
import { administratorSession } from "../../test/admin.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { createEvent, eventBody, insertLieu, programLine } from "../../test/fixtures-events.ts";

// Issue 29, point 4, for events: what is not public (pending, refused, unpublished, or its owner
// suspended) is absent from everything public, its owner and the administrators read it through
// the preview, and writes store the state the moderation policy gives (decision 047).

const PUBLIC_URL = "https://culture.example";
const distDir = mkdtempSync(path.join(tmpdir(), "cp-event-visibility-"));
let ctx: TestContext;
let newcomer: RegisteredUser;
let verified: RegisteredUser;
let participant: RegisteredUser;
let admin: { token: string };
let newcomerLieuId: number;

beforeAll(async () => {
  // A web build's shell, so that the event pages answer (their status is what is tested).
  writeFileSync(
    path.join(distDir, "index.html"),
    '<!doctype html><html lang="fr"><head><title>Culture</title></head><body><div id="root"></div></body></html>',
  );
  ctx = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL });
  [newcomer, verified, participant] = await Promise.all([
    registerUnverifiedProfessionnel(ctx.app),
    registerProfessionnel(ctx.app),
    registerUser(ctx.app),
  ]);
  admin = await administratorSession(ctx.database.db, ctx.config);
  newcomerLieuId = (
    await insertLieu(ctx.database.db, newcomer.user.id, {
      nom: "Chapelle des Pénitents",
      ville: "Aubagne",
      latitude: 43.2927,
      longitude: 5.5708,
    })
  ).id;
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });

/** A word no other event of this file holds, so that a search finds this event alone. */
function uniqueWord(): string {
  return `quetzal${randomUUID()
    .replace(/[^a-f]/g, "")
    .slice(0, 8)}`;
}

/** An event with two sessions and a programme line, created through the API by `owner`. */
async function eventWithProgramme(owner: RegisteredUser, lieuId: number, word: string) {
  const event = await createEvent(
    ctx.app,
    owner.token,
    eventBody(lieuId, {
      title: `Nocturne ${word}`,
      sessions: [
        { starts_at: "2037-12-12T20:30", ends_at: "2037-12-12T22:30", capacity: 10 },
        { starts_at: "2037-12-13T20:30", ends_at: "2037-12-13T22:30", capacity: 10 },
      ],
    }),
  );
  const line = await ctx.app.inject({
    method: "POST",
    url: "/api/programs",
    headers: bearer(owner.token),
    payload: { ...programLine({ date: "2037-12-12", title: `Accueil ${word}` }), event_id: event.id },
  });
  expect(line.statusCode).toBe(201);
  return event;
}

/** A registration's body, as the event page's form sends it. */
function registrationTo(eventId: number, places: number) {
  return {
    prenom: "Inès",
    nom: "Moreau",
    email: "ines.moreau@exemple.fr",
    telephone: "06 11 22 33 44",
    nombre_places: places,
    demandes_speciales: "",
    motivation: "Écouter la nocturne.",
    event_id: eventId,
  };
}

async function setModeration(id: number, values: Partial<typeof events.$inferInsert>) {
  await ctx.database.db.update(events).set(values).where(eq(events.id, id));
}

async function placesTaken(eventId: number): Promise<number[]> {
  const rows = await ctx.database.db
    .select({ places: eventSessions.places_taken })
    .from(eventSessions)
    .where(eq(eventSessions.event_id, eventId));
  return rows.map((row) => row.places);
}

/** Where the public may meet an event: true for each place that shows it. */
async function publicSightings(id: number, word: string) {
  const ids = (response: { json(): unknown }) => (response.json() as { id: number }[]).map((item) => item.id);
  const [list, search, counts, recent, programs, eventPrograms, map, sitemap, openEvents, openSessions] =
    await Promise.all([
      get(`/api/events?limit=100&user_id=${newcomer.user.id}`),
      get(`/api/events?q=${word}`),
      get(`/api/events/counts?q=${word}`),
      get("/api/events/recent"),
      get("/api/programs?limit=100"),
      get(`/api/programs?event_id=${id}`),
      get("/api/map/points"),
      get("/sitemap.xml"),
      get("/api/open-data/events.csv"),
      get("/api/open-data/sessions.csv"),
    ]);
  const openPrograms = await get("/api/open-data/programs.csv");
  const mapPoints = (map.json() as { points: { kind: string; id: number }[] }).points;
  return {
    list: ids(list).includes(id),
    search: ids(search).includes(id),
    counts: (counts.json() as { total: number }).total > 0,
    recent: ids(recent).includes(id),
    programs: (programs.json() as { event_id: number }[]).some((line) => line.event_id === id),
    eventPrograms: ids(eventPrograms).length > 0,
    map: mapPoints.some((point) => point.kind === "event" && point.id === id),
    sitemap: sitemap.body.includes(`${PUBLIC_URL}/events/${id}<`),
    openEvents: openEvents.body.includes(word),
    openSessions: new RegExp(`^\\d+;${id};`, "m").test(openSessions.body),
    openPrograms: openPrograms.body.includes(`Accueil ${word}`),
  };
}

const nowhere = {
  list: false,
  search: false,
  counts: false,
  recent: false,
  programs: false,
  eventPrograms: false,
  map: false,
  sitemap: false,
  openEvents: false,
  openSessions: false,
  openPrograms: false,
};
const everywhere = Object.fromEntries(Object.keys(nowhere).map((key) => [key, true]));

async function publicEventCount(): Promise<number> {
  return (await get("/api/stats")).json().events;
}

describe("an unverified organiser's event (policy « unverified »)", () => {
  it("waits for approval, absent from everything public, read by its owner and administrators", async () => {
    const eventsBefore = await publicEventCount();
    const word = uniqueWord();
    const event = await eventWithProgramme(newcomer, newcomerLieuId, word);
    expect(event.moderation_status).toBe("pending");

    expect(await publicSightings(event.id, word)).toEqual(nowhere);
    expect(await publicEventCount()).toBe(eventsBefore);
    for (const url of [
      `/api/events/${event.id}`,
      `/api/events/${event.id}/sessions`,
      `/api/events/${event.id}/calendar.ics`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
    expect((await get(`/api/events/${event.id}`)).json()).toMatchObject({ error: eventMessages.notFound });
    expect((await get(`/events/${event.id}`)).statusCode).toBe(404);

    // A registration is refused as for an unknown event, and takes no place.
    const registration = await ctx.app.inject({
      method: "POST",
      url: "/api/participations",
      payload: registrationTo(event.id, 2),
    });
    const unknown = await ctx.app.inject({
      method: "POST",
      url: "/api/participations",
      payload: registrationTo(999_999, 2),
    });
    expect(registration.statusCode).toBe(unknown.statusCode);
    expect(registration.json().details).toEqual(unknown.json().details);
    expect(await placesTaken(event.id)).toEqual([0, 0]);

    // Its owner: the preview and the own list, with the state.
    const preview = await get(`/api/events/${event.id}/preview`, newcomer.token);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["cache-control"]).toBe("private, no-store");
    expect(preview.json()).toMatchObject({
      id: event.id,
      title: `Nocturne ${word}`,
      moderation_status: "pending",
      moderation_reason: null,
      owner_suspended: false,
      lieu: { id: newcomerLieuId, nom: "Chapelle des Pénitents", ville: "Aubagne" },
    });
    expect(preview.json().sessions).toHaveLength(2);
    const own = await get(`/api/events/user/${newcomer.user.id}`, newcomer.token);
    expect(own.json()).toContainEqual(
      expect.objectContaining({ id: event.id, moderation_status: "pending", moderation_reason: null }),
    );

    // Nobody else learns it exists; an administrator reads it.
    for (const reader of [verified, participant]) {
      const response = await get(`/api/events/${event.id}/preview`, reader.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: eventMessages.notFound });
    }
    expect((await get(`/api/events/${event.id}/preview`)).statusCode).toBe(401);
    const byAdmin = await get(`/api/events/${event.id}/preview`, admin.token);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ id: event.id, moderation_status: "pending" });

    // Approved: public everywhere, and public answers say "published" without the owner's fields.
    await setModeration(event.id, { moderation_status: "published" });
    expect(await publicSightings(event.id, word)).toEqual(everywhere);
    expect(await publicEventCount()).toBe(eventsBefore + 1);
    const read = await get(`/api/events/${event.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().moderation_status).toBe("published");
    expect(read.json()).not.toHaveProperty("moderation_reason");
    expect((await get(`/api/events/${event.id}/sessions`)).statusCode).toBe(200);
    expect((await get(`/api/events/${event.id}/calendar.ics`)).statusCode).toBe(200);
    expect((await get(`/events/${event.id}`)).statusCode).toBe(200);

    // Its owner suspended: hidden again, though still « published ».
    await setModeration(event.id, { owner_suspended: true });
    expect(await publicSightings(event.id, word)).toEqual(nowhere);
    expect((await get(`/api/events/${event.id}`)).statusCode).toBe(404);
    expect((await get(`/events/${event.id}`)).statusCode).toBe(404);
    expect((await get(`/api/events/${event.id}/preview`, newcomer.token)).json()).toMatchObject({
      moderation_status: "published",
      owner_suspended: true,
    });
  });

  it("keeps working for a registration made while the event was public", async () => {
    const event = await eventWithProgramme(verified, newcomerLieuId, uniqueWord());
    const registered = await ctx.app.inject({
      method: "POST",
      url: "/api/participations",
      payload: registrationTo(event.id, 1),
    });
    expect(registered.statusCode).toBe(201);
    await setModeration(event.id, { moderation_status: "unpublished", moderation_reason: "Doublon" });
    const ticket = await get(`/api/tickets/${registered.json().ticket_code}`);
    expect(ticket.statusCode).toBe(200);
    expect(ticket.json().id).toBe(registered.json().id);
    expect((await get(`/api/events/user/${verified.user.id}`, verified.token)).json()).toContainEqual(
      expect.objectContaining({
        id: event.id,
        moderation_status: "unpublished",
        moderation_reason: "Doublon",
      }),
    );
  });

  it("goes back to pending when its owner edits it, once published", async () => {
    const event = await eventWithProgramme(newcomer, newcomerLieuId, uniqueWord());
    await setModeration(event.id, { moderation_status: "published" });
    const edited = await ctx.app.inject({
      method: "PUT",
      url: `/api/events/${event.id}`,
      headers: bearer(newcomer.token),
      payload: eventBody(newcomerLieuId, { title: "Nocturne modifiée" }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().moderation_status).toBe("pending");
    expect((await get(`/api/events/${event.id}`)).statusCode).toBe(404);
  });
});

describe("a verified organiser's event", () => {
  it("is published at once, and stays published when edited", async () => {
    const word = uniqueWord();
    const event = await createEvent(ctx.app, verified.token, eventBody(newcomerLieuId, { title: word }));
    expect(event.moderation_status).toBe("published");
    expect((await get(`/api/events/${event.id}`)).statusCode).toBe(200);
    const edited = await ctx.app.inject({
      method: "PUT",
      url: `/api/events/${event.id}`,
      headers: bearer(verified.token),
      payload: eventBody(newcomerLieuId, { title: `${word} bis` }),
    });
    expect(edited.json().moderation_status).toBe("published");
  });

  it("shows no venue to the public while its venue is not public; its owner sees their own", async () => {
    const venue = await insertLieu(ctx.database.db, newcomer.user.id, { nom: "Grange", ville: "Cassis" });
    const event = await createEvent(ctx.app, verified.token, eventBody(venue.id, { title: uniqueWord() }));
    const own = await eventWithProgramme(newcomer, venue.id, uniqueWord());
    await ctx.database.db.update(lieux).set({ moderation_status: "pending" }).where(eq(lieux.id, venue.id));
    expect((await get(`/api/events/${event.id}`)).json()).toMatchObject({ lieu_id: venue.id, lieu: null });
    // The event's owner is not the venue's: the venue stays hidden from them too.
    const ownList = (await get(`/api/events/user/${verified.user.id}`, verified.token)).json();
    expect(ownList).toContainEqual(expect.objectContaining({ id: event.id, lieu: null }));
    const preview = await get(`/api/events/${own.id}/preview`, newcomer.token);
    expect(preview.json().lieu).toMatchObject({ id: venue.id, nom: "Grange" });
  });
});

describe("MODERATION_POLICY=all", () => {
  it("holds even a verified organiser's event", async () => {
    const strict = await createTestApp({ MODERATION_POLICY: "all" });
    try {
      const organiser = await registerProfessionnel(strict.app);
      const lieu = await insertLieu(strict.database.db, organiser.user.id);
      const event = await createEvent(strict.app, organiser.token, eventBody(lieu.id));
      expect(event.moderation_status).toBe("pending");
      const read = await strict.app.inject({ method: "GET", url: `/api/events/${event.id}` });
      expect(read.statusCode).toBe(404);
    } finally {
      await strict.close();
    }
  });
});
