import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { EVENT_CATEGORIES, SITE_SERVICES } from "@culture-patrimoine/contract/constants";
import {
  parseSizedName,
  storedPictureName,
  variantName,
  variantWidthsOf,
} from "@culture-patrimoine/contract/pictures";
import { hasValidSiretKey } from "@culture-patrimoine/contract/siret";
import { count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../modules/auth/password.ts";
import { startApiProcess, stopAllApiProcesses } from "../../test/api-process.ts";
import { createTestDatabase, type TestDatabase } from "../../test/database.ts";
import { events, lieux, locations, parcours, participations, programs, sites, users } from "../schema.ts";
import { DEMO_ACCOUNTS, seedDemoDataIfEmpty } from "./seed.ts";

let database: TestDatabase;
let firstRun: boolean;
let secondRun: boolean;
let seededAt: Date;
const uploadsDir = mkdtempSync(path.join(tmpdir(), "cp-seed-uploads-"));

beforeAll(async () => {
  database = await createTestDatabase();
  seededAt = new Date();
  firstRun = await seedDemoDataIfEmpty(database.db, { uploadsDir });
  secondRun = await seedDemoDataIfEmpty(database.db);
});

const others: TestDatabase[] = [];
afterAll(async () => {
  await stopAllApiProcesses();
  await Promise.all([database, ...others].map((one) => one?.destroy()));
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe("demo pictures", () => {
  it("gives every venue, event and site its own picture of its kind, in every width, with a French alt text", async () => {
    const db = database.db;
    const rows = [
      ...(await db.select({ image: lieux.image, alt: lieux.image_alt }).from(lieux)),
      ...(await db.select({ image: events.image_url, alt: events.image_alt }).from(events)),
      ...(await db.select({ image: sites.image, alt: sites.image_alt }).from(sites)),
    ];
    expect(rows).toHaveLength(12 + 40 + 29);
    // A route has no picture: the web draws its plan from its sites (issue 33).
    expect(await db.select({ image: parcours.image, alt: parcours.image_alt }).from(parcours)).toEqual(
      Array.from({ length: 6 }, () => ({ image: null, alt: null })),
    );
    // A cathedral is drawn as one, not as a village church (issue 33).
    const [strasbourg] = await db
      .select({ alt: lieux.image_alt })
      .from(lieux)
      .where(eq(lieux.nom, "Cathédrale Notre-Dame de Strasbourg"));
    expect(strasbourg?.alt).toContain("cathédrale gothique");
    const names = rows.map((row) => storedPictureName(row.image));
    for (const [index, row] of rows.entries()) {
      expect(names[index], String(row.image)).not.toBeNull();
      expect(row.alt).toMatch(/^Illustration\u00a0: .{20,}/);
    }
    // Each item owns its files (replacing one item's picture removes them), all of them served.
    expect(new Set(names).size).toBe(rows.length);
    const files = new Set(readdirSync(uploadsDir));
    for (const name of names as string[]) {
      const sized = parseSizedName(name);
      expect(sized).toMatchObject({ width: 1200, height: 675 });
      for (const width of variantWidthsOf(1200)) expect(files.has(variantName(name, width))).toBe(true);
    }
    expect(files.size).toBe(rows.length * 3);
    const church = rows.find((row) => row.alt?.includes("église romane"));
    const stored = await sharp(path.join(uploadsDir, storedPictureName(church?.image)!)).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 1200, height: 675 });
  });
});

describe("seedDemoDataIfEmpty", () => {
  it("gives every event sessions whose places match their registrations, some nearly full", async () => {
    const result = (await database.db.execute(sql`
      select e.title, s.capacity, s.places_taken,
        (select coalesce(sum(p.nombre_places), 0)::int from participations p
          where p.session_id = s.id and p.status = 'confirmed') as sold
      from event_sessions s join events e on e.id = s.event_id order by s.starts_at`)) as unknown as {
      rows: { title: string; capacity: number | null; places_taken: number; sold: number }[];
    };
    const [eventCount] = await database.db.select({ value: count() }).from(events);
    expect(new Set(result.rows.map((row) => row.title)).size).toBe(eventCount?.value);
    for (const row of result.rows) {
      expect(row.places_taken, row.title).toBe(row.sold);
      if (row.capacity !== null) expect(row.places_taken, row.title).toBeLessThanOrEqual(row.capacity);
    }
    const traboules = result.rows.filter((row) => row.title.startsWith("Visite nocturne des traboules"));
    expect(traboules).toHaveLength(4);
    const [event] = await database.db
      .select({ date_start: events.date_start, date_end: events.date_end })
      .from(events)
      .where(sql`${events.title} like 'Visite nocturne des traboules%'`);
    const lastEnd = (await database.db.execute(sql`select max(s.ends_at) as last from event_sessions s
      join events e on e.id = s.event_id where e.title like 'Visite nocturne des traboules%'`)) as unknown as {
      rows: { last: string | Date }[];
    };
    expect(event?.date_end?.getTime()).toBe(new Date(lastEnd.rows[0]?.last ?? 0).getTime());
    expect((traboules[0]?.capacity ?? 0) - (traboules[0]?.places_taken ?? 0)).toBe(2);
  });

  it("seeds an empty database once, then leaves it alone", () => {
    expect(firstRun).toBe(true);
    expect(secondRun).toBe(false);
  });

  it("fills every table", async () => {
    const { db } = database;
    const tables = { users, lieux, events, programs, parcours, sites, participations, locations };
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await db.select({ value: count() }).from(table);
      counts[name] = row?.value ?? 0;
    }
    expect(counts).toEqual({
      users: expect.any(Number),
      lieux: expect.any(Number),
      events: expect.any(Number),
      programs: expect.any(Number),
      parcours: expect.any(Number),
      sites: expect.any(Number),
      participations: expect.any(Number),
      locations: expect.any(Number),
    });
    for (const value of Object.values(counts)) expect(value).toBeGreaterThan(0);
    expect(counts.events).toBeGreaterThanOrEqual(35);
    expect(counts.participations).toBeGreaterThanOrEqual(50);
  });

  it("has upcoming events of every category, free and paid, each at a venue of its owner", async () => {
    const rows = await database.db
      .select({
        title: events.title,
        category: events.category,
        date_start: events.date_start,
        date_end: events.date_end,
        price_cents: events.price_cents,
        owner: events.user_id,
        lieuOwner: lieux.user_id,
      })
      .from(events)
      .innerJoin(lieux, eq(lieux.id, events.lieu_id));
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(EVENT_CATEGORIES));
    for (const row of rows) {
      expect(row.date_start.getTime()).toBeGreaterThan(seededAt.getTime());
      if (row.date_end) expect(row.date_end.getTime()).toBeGreaterThanOrEqual(row.date_start.getTime());
      expect(row.owner).toBe(row.lieuOwner);
    }
    expect(rows.some((row) => row.price_cents === null)).toBe(true);
    expect(rows.some((row) => (row.price_cents ?? 0) > 0)).toBe(true);
    expect(rows.some((row) => row.title.includes("Église"))).toBe(true);
  });

  it("finds the church concert when searching without the accent", async () => {
    const found = await database.db
      .select({ title: events.title })
      .from(events)
      .where(sql`${events.search_vector} @@ plainto_tsquery('french_unaccent', 'eglise')`);
    expect(found.map((row) => row.title)).toContain("Concert d’orgue à l’Église Saint-Eustache");
  });

  it("puts programme lines within their event's days", async () => {
    const rows = await database.db
      .select({
        date: programs.date,
        inside: sql<boolean>`${programs.date} between (${events.date_start} at time zone 'Europe/Paris')::date
          and (coalesce(${events.date_end}, ${events.date_start}) at time zone 'Europe/Paris')::date`,
      })
      .from(programs)
      .innerJoin(events, eq(events.id, programs.event_id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.inside).toBe(true);
  });

  it("lets the demo accounts log in", async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const [user] = await database.db
        .select({ hash: users.password_hash })
        .from(users)
        .where(eq(users.email, account.email));
      expect(user).toBeDefined();
      expect(await verifyPassword(user?.hash ?? "", account.password)).toBe(true);
    }
  });

  it("confirms the demo accounts' addresses, so that their registrations made without an account show (issue 28)", async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const [user] = await database.db
        .select({ confirmedAt: users.email_confirmed_at })
        .from(users)
        .where(eq(users.email, account.email));
      expect(user?.confirmedAt, account.email).toBeInstanceOf(Date);
    }
  });

  it("gives every professionnel a SIRET with a valid key", async () => {
    const rows = await database.db
      .select({ siret: users.siret, organization: users.organization })
      .from(users)
      .where(eq(users.role, "professionnel"));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect(row.organization).toBeTruthy();
      expect(hasValidSiretKey(row.siret ?? "")).toBe(true);
    }
  });

  it("charges price × places for every registration, paid (demonstration) on the online-payment event", async () => {
    const rows = await database.db
      .select({
        places: participations.nombre_places,
        paid: participations.montant_paye_cents,
        status: participations.payment_status,
        due: participations.payment_due_at,
        price: events.price_cents,
        mode: events.payment_mode,
        ticket: participations.ticket_code,
      })
      .from(participations)
      .innerJoin(events, eq(events.id, participations.event_id));
    for (const row of rows) {
      expect(row.paid).toBe((row.price ?? 0) * row.places);
      // No demo registration awaits a payment: its hold would lapse minutes after the start.
      expect(row.status).toBe(row.price === null ? "free" : row.mode === "online" ? "paid" : "on_site");
      expect(row.due).toBeNull();
    }
    // The demo still shows an event paid online, with registrations.
    expect(rows.some((row) => row.mode === "online")).toBe(true);
    expect(new Set(rows.map((row) => row.ticket)).size).toBe(rows.length);
  });

  it("registers nobody twice for one event, and a few people without an account", async () => {
    const rows = await database.db
      .select({ event: participations.event_id, user: participations.user_id, email: participations.email })
      .from(participations);
    const pairs = new Set(rows.map((row) => `${row.event}/${row.email}`));
    expect(pairs.size).toBe(rows.length);
    const anonymous = rows.filter((row) => row.user === null).length;
    expect(anonymous).toBeGreaterThan(0);
    expect(anonymous).toBeLessThan(rows.length / 4);
  });

  it("gives the demo accounts something to look at", async () => {
    const { db } = database;
    const [participant] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.participant.email));
    const [professionnel] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.professionnel.email));
    const mine = await db
      .select({ id: participations.id })
      .from(participations)
      .where(eq(participations.user_id, participant?.id ?? 0));
    expect(mine.length).toBeGreaterThanOrEqual(3);

    const owned = async (table: typeof lieux | typeof events | typeof parcours) => {
      const [row] = await db
        .select({ value: count() })
        .from(table)
        .where(eq(table.user_id, professionnel?.id ?? 0));
      return row?.value ?? 0;
    };
    expect(await owned(lieux)).toBeGreaterThanOrEqual(3);
    expect(await owned(events)).toBeGreaterThanOrEqual(6);
    expect(await owned(parcours)).toBe(2);

    const registrations = await db
      .select({ value: count() })
      .from(participations)
      .innerJoin(events, eq(events.id, participations.event_id))
      .where(eq(events.user_id, professionnel?.id ?? 0));
    expect(registrations[0]?.value ?? 0).toBeGreaterThanOrEqual(10);
  });

  it("attaches 3 to 5 sites of known services to each route", async () => {
    const { db } = database;
    const routes = await db.select({ id: parcours.id, owner: parcours.user_id }).from(parcours);
    const allSites = await db
      .select({ parcours: sites.parcours_id, owner: sites.user_id, services: sites.services })
      .from(sites);
    for (const route of routes) {
      const own = allSites.filter((site) => site.parcours === route.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(5);
      for (const site of own) expect(site.owner).toBe(route.owner);
    }
    const known = new Set<string>(SITE_SERVICES);
    for (const site of allSites) for (const service of site.services) expect(known.has(service)).toBe(true);
  });
});

// Demo data only into a database that this very start created (decision 022): never into one that
// held data, even one whose users table is empty.
describe("which database gets the demo data", () => {
  it("migrate() tells a database never migrated from one migrated before", async () => {
    const fresh = await createTestDatabase({ migrated: false });
    others.push(fresh);
    expect(await fresh.migrate()).toMatchObject({ newDatabase: true });
    expect(await fresh.migrate()).toEqual({ newDatabase: false, applied: 0 });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "a server started with SEED_DEMO=true on a database that an earlier start migrated, still without any account, seeds nothing",
    async () => {
      // As after a first start with SEED_DEMO=false: the old rule ("no users yet") seeded it later,
      // demo accounts and their published passwords included.
      const used = await createTestDatabase();
      others.push(used);
      const server = await startApiProcess({ databaseUrl: used.url!, env: { SEED_DEMO: "true" } });
      await server.stop();
      expect(server.output()).not.toMatch(/données de démonstration ajoutées/);
      const [row] = await used.db.select({ value: count() }).from(users);
      expect(row?.value).toBe(0);
    },
  );
});
