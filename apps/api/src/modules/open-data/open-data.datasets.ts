import type { AccessibilityFamily } from "@culture-patrimoine/contract/constants";
import { parisLocalToIso, toParisIso } from "@culture-patrimoine/contract/dates";
import { paths } from "@culture-patrimoine/contract/routes";
import { canonicalFamilies } from "@culture-patrimoine/contract/schemas/accessibility";
import {
  OPEN_DATA_LIST_SEPARATOR,
  type OpenDataColumnName,
  type OpenDataDatasetId,
} from "@culture-patrimoine/contract/schemas/open-data";
import { and, asc, count, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { eventSessions, events, lieux, locations, parcours, programs, sites } from "../../db/schema.ts";

// What each file of the open data export reads, and nothing else: the columns are picked one by one
// (never a whole row), so a column added to a table later stays out of the export until someone
// adds it to the contract and here. Left out on purpose (docs/decisions/023-open-data-export.md):
// organisers' descriptions and pictures (their works, outside the Licence Ouverte), every contact
// detail and owner id, registrations and their counts, cancelled sessions and the events left with
// none.

export type Cell = string | number | null;

/** One row of a file: a cell for each column of the contract, by name. */
export type DatasetRow<D extends OpenDataDatasetId> = {
  id: number;
  cells: Record<OpenDataColumnName<D>, Cell>;
};

/** Tables with `id` and `updated_at`, whose state the version of a file is computed from. */
export type VersionedTable =
  | typeof events
  | typeof eventSessions
  | typeof programs
  | typeof lieux
  | typeof locations
  | typeof parcours
  | typeof sites;

export interface DatasetSource<D extends OpenDataDatasetId> {
  /**
   * Every table whose change can change the file: its own, and those it joins or filters on
   * (including the tables whose deletion sets one of its columns to null, which leaves its own
   * `updated_at` alone).
   */
  tables: readonly VersionedTable[];
  count(db: Database): Promise<number>;
  /** Up to `limit` rows with an id above `afterId`, in id order (keyset paging: no OFFSET scan). */
  batch(db: Database, afterId: number, limit: number, publicUrl: string): Promise<DatasetRow<D>[]>;
}

const DAY_MS = 86_400_000;
/** Paris offset of each UTC day without a clock change ("+01:00"); the days with one are not kept. */
const dayOffsets = new Map<number, string | null>();

/**
 * toParisIso, at the speed a file of 100 000 events needs: Intl is asked once per UTC day whose
 * offset is the same at both ends (every day but two a year), and the offset is then applied by
 * arithmetic; on the days of a clock change each instant goes through toParisIso. 16 µs a call
 * otherwise, 7 s of the 20 s a 100 000-event file took.
 */
export function parisIso(instant: Date): string {
  const ms = Math.floor(instant.getTime() / 1000) * 1000;
  const day = Math.floor(ms / DAY_MS);
  let offset = dayOffsets.get(day);
  if (offset === undefined) {
    const start = toParisIso(day * DAY_MS).slice(-6);
    const end = toParisIso((day + 1) * DAY_MS - 1000).slice(-6);
    offset = start === end ? start : null;
    // Bounded: dates spread over a few centuries at most, but never let it grow without end.
    if (dayOffsets.size >= 50_000) dayOffsets.clear();
    dayOffsets.set(day, offset);
  }
  if (offset === null) return toParisIso(ms);
  const sign = offset.startsWith("-") ? -1 : 1;
  const minutes = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  return `${new Date(ms + minutes * 60_000).toISOString().slice(0, 19)}${offset}`;
}

const iso = (instant: Date | null) => (instant ? parisIso(instant) : null);
const euros = (cents: number | null) => (cents === null ? null : cents / 100);
const yesNo = (value: boolean) => (value ? "true" : "false");

/** A programme line's Paris wall-clock date and time as an instant with its offset. */
function parisInstant(date: string, time: string): string | null {
  const instant = parisLocalToIso(`${date}T${time}`);
  return instant ? parisIso(new Date(instant)) : null;
}

// Raw SQL with qualified names: drizzle leaves column names unqualified in a select from one table,
// which a correlated subquery would read from its own table (see booking/sessions.ts).
const liveSessions = sql<number>`(select count(*)::int from event_sessions live
  where live.event_id = "events"."id" and live.cancelled_at is null)`;
/**
 * The event is public (issue 29) and still takes place: at least one of its sessions is not
 * cancelled. A count looked up per row of the batch, not EXISTS: PostgreSQL turned EXISTS into a
 * merge join that read the sessions from the first one at every batch (40 ms a batch past 50 000
 * events, growing with the offset).
 */
const eventIsLive = sql`"events"."is_public" and ${liveSessions} > 0`;
/** The same filter for a count over the whole table, where EXISTS's hash join is the fast plan. */
const eventIsLiveForCount = sql`"events"."is_public" and exists (select 1 from event_sessions live
  where live.event_id = "events"."id" and live.cancelled_at is null)`;
const parcoursSteps = sql<number>`(select count(*)::int from sites step
  where step.parcours_id = "parcours"."id" and step.is_public)`;
/** A site's route, when the public may see it (issue 29): a hidden route's id is no route here. */
const publicParcoursId = sql<number | null>`(select route.id from parcours route
  where route.id = "sites"."parcours_id" and route.is_public)`;
/** The same for its venue. */
const publicLieuId = sql<number | null>`(select venue.id from lieux venue
  where venue.id = "sites"."lieu_id" and venue.is_public)`;

async function countOf(query: PromiseLike<{ value: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.value ?? 0);
}

const after = (column: AnyPgColumn, afterId: number, filter?: SQL) =>
  filter ? sql`${gt(column, afterId)} and ${filter}` : gt(column, afterId);

const lieuCells = (lieu: { id: number; nom: string; ville: string; pays: string } | null) => ({
  lieu_id: lieu?.id ?? null,
  lieu_nom: lieu?.nom ?? null,
  lieu_ville: lieu?.ville ?? null,
  lieu_pays: lieu?.pays ?? null,
});

export const datasetSources: { [D in OpenDataDatasetId]: DatasetSource<D> } = {
  events: {
    tables: [events, eventSessions, lieux],
    count: (db) => countOf(db.select({ value: count() }).from(events).where(eventIsLiveForCount)),
    async batch(db, afterId, limit, publicUrl) {
      const rows = await db
        .select({
          id: events.id,
          title: events.title,
          category: events.category,
          date_start: events.date_start,
          date_end: events.date_end,
          price_cents: events.price_cents,
          sessions: liveSessions,
          created_at: events.created_at,
          updated_at: events.updated_at,
          lieu: { id: lieux.id, nom: lieux.nom, ville: lieux.ville, pays: lieux.pays },
        })
        .from(events)
        // A venue the public may not see is no venue here (issue 29).
        .leftJoin(lieux, and(eq(lieux.id, events.lieu_id), lieux.is_public))
        .where(after(events.id, afterId, eventIsLive))
        .orderBy(asc(events.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        cells: {
          id: row.id,
          title: row.title,
          category: row.category,
          date_start: iso(row.date_start),
          date_end: iso(row.date_end),
          price: euros(row.price_cents),
          sessions: Number(row.sessions),
          ...lieuCells(row.lieu),
          url: `${publicUrl}${paths.eventDetail.getHref(row.id)}`,
          created_at: iso(row.created_at),
          updated_at: iso(row.updated_at),
        },
      }));
    },
  },

  sessions: {
    // The sessions of public events only: an event's moderation changes which sessions are listed.
    tables: [eventSessions, events],
    count: (db) =>
      countOf(
        db
          .select({ value: count() })
          .from(eventSessions)
          .innerJoin(events, eq(events.id, eventSessions.event_id))
          .where(and(isNull(eventSessions.cancelled_at), events.is_public)),
      ),
    async batch(db, afterId, limit) {
      const rows = await db
        .select({
          id: eventSessions.id,
          event_id: eventSessions.event_id,
          starts_at: eventSessions.starts_at,
          ends_at: eventSessions.ends_at,
          capacity: eventSessions.capacity,
        })
        .from(eventSessions)
        .innerJoin(events, eq(events.id, eventSessions.event_id))
        .where(after(eventSessions.id, afterId, and(isNull(eventSessions.cancelled_at), events.is_public)))
        .orderBy(asc(eventSessions.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        cells: {
          id: row.id,
          event_id: row.event_id,
          starts_at: iso(row.starts_at),
          ends_at: iso(row.ends_at),
          capacity: row.capacity,
        },
      }));
    },
  },

  programs: {
    // A line goes with its event: deleted with it (cascade), left out when its sessions are all
    // cancelled or the event is not public.
    tables: [programs, eventSessions, events],
    count: (db) =>
      countOf(
        db
          .select({ value: count() })
          .from(programs)
          .innerJoin(events, eq(events.id, programs.event_id))
          .where(eventIsLive),
      ),
    async batch(db, afterId, limit) {
      const rows = await db
        .select({
          id: programs.id,
          event_id: programs.event_id,
          date: programs.date,
          start_time: programs.start_time,
          end_time: programs.end_time,
          title: programs.title,
          category: programs.category,
        })
        .from(programs)
        .innerJoin(events, eq(events.id, programs.event_id))
        .where(after(programs.id, afterId, eventIsLive))
        .orderBy(asc(programs.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        cells: {
          id: row.id,
          event_id: row.event_id,
          starts_at: parisInstant(row.date, row.start_time),
          ends_at: parisInstant(row.date, row.end_time),
          title: row.title,
          category: row.category,
        },
      }));
    },
  },

  lieux: {
    tables: [lieux],
    // The public venues only (issue 29), like every dataset of places below.
    count: (db) => countOf(db.select({ value: count() }).from(lieux).where(eq(lieux.is_public, true))),
    async batch(db, afterId, limit) {
      const rows = await db
        .select({
          id: lieux.id,
          nom: lieux.nom,
          ville: lieux.ville,
          pays: lieux.pays,
          site_web: lieux.site_web,
          created_at: lieux.created_at,
          updated_at: lieux.updated_at,
          adresse: lieux.adresse,
          code_postal: lieux.code_postal,
          departement: lieux.departement,
          latitude: lieux.latitude,
          longitude: lieux.longitude,
          accessibility: lieux.accessibility,
        })
        .from(lieux)
        .where(after(lieux.id, afterId, sql`${lieux.is_public}`))
        .orderBy(asc(lieux.id))
        .limit(limit);
      return rows.map(({ accessibility, ...row }) => ({
        id: row.id,
        cells: {
          ...row,
          created_at: iso(row.created_at),
          updated_at: iso(row.updated_at),
          // In the label's order; the families are fixed words, without the separator.
          accessibilite: canonicalFamilies(accessibility as AccessibilityFamily[]).join(
            OPEN_DATA_LIST_SEPARATOR,
          ),
        },
      }));
    },
  },

  locations: {
    tables: [locations],
    count: (db) => countOf(db.select({ value: count() }).from(locations)),
    async batch(db, afterId, limit) {
      const rows = await db
        .select({
          id: locations.id,
          name: locations.name,
          category: locations.category,
          address: locations.address,
          postal_code: locations.postal_code,
          city: locations.city,
          country: locations.country,
          opening_hours: locations.opening_hours,
          free_entry: locations.free_entry,
          entry_price_cents: locations.entry_price_cents,
          accessibility: locations.accessibility,
          guided_tours: locations.guided_tours,
          audio_guide: locations.audio_guide,
          parking_available: locations.parking_available,
          public_transport: locations.public_transport,
          historical_period: locations.historical_period,
          architectural_style: locations.architectural_style,
          website: locations.website,
          created_at: locations.created_at,
          updated_at: locations.updated_at,
        })
        .from(locations)
        .where(after(locations.id, afterId))
        .orderBy(asc(locations.id))
        .limit(limit);
      return rows.map(({ entry_price_cents, ...row }) => ({
        id: row.id,
        cells: {
          ...row,
          free_entry: yesNo(row.free_entry),
          entry_price: euros(entry_price_cents),
          accessibility: yesNo(row.accessibility),
          guided_tours: yesNo(row.guided_tours),
          audio_guide: yesNo(row.audio_guide),
          parking_available: yesNo(row.parking_available),
          created_at: iso(row.created_at),
          updated_at: iso(row.updated_at),
        },
      }));
    },
  },

  parcours: {
    tables: [parcours, lieux, sites],
    count: (db) => countOf(db.select({ value: count() }).from(parcours).where(eq(parcours.is_public, true))),
    async batch(db, afterId, limit, publicUrl) {
      const rows = await db
        .select({
          id: parcours.id,
          title: parcours.title,
          theme: parcours.theme,
          difficulty: parcours.difficulty,
          duration: parcours.duration,
          sites: parcoursSteps,
          created_at: parcours.created_at,
          updated_at: parcours.updated_at,
          lieu: { id: lieux.id, nom: lieux.nom, ville: lieux.ville, pays: lieux.pays },
        })
        .from(parcours)
        .leftJoin(lieux, and(eq(lieux.id, parcours.lieu_id), lieux.is_public))
        .where(after(parcours.id, afterId, sql`${parcours.is_public}`))
        .orderBy(asc(parcours.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        cells: {
          id: row.id,
          title: row.title,
          theme: row.theme,
          difficulty: row.difficulty,
          duration: row.duration,
          sites: Number(row.sites),
          ...lieuCells(row.lieu),
          url: `${publicUrl}${paths.parcoursDetail.getHref(row.id)}`,
          created_at: iso(row.created_at),
          updated_at: iso(row.updated_at),
        },
      }));
    },
  },

  sites: {
    tables: [sites, parcours, lieux],
    count: (db) => countOf(db.select({ value: count() }).from(sites).where(eq(sites.is_public, true))),
    async batch(db, afterId, limit) {
      const rows = await db
        .select({
          id: sites.id,
          name: sites.name,
          categorie: sites.categorie,
          adresse: sites.adresse,
          heure_ouverture: sites.heure_ouverture,
          tarif: sites.tarif,
          services: sites.services,
          transport: sites.transport,
          periode_historique: sites.periode_historique,
          style_architectural: sites.style_architectural,
          site_web: sites.site_web,
          parcours_id: publicParcoursId,
          lieu_id: publicLieuId,
          created_at: sites.created_at,
          updated_at: sites.updated_at,
          latitude: sites.latitude,
          longitude: sites.longitude,
        })
        .from(sites)
        .where(after(sites.id, afterId, sql`${sites.is_public}`))
        .orderBy(asc(sites.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        cells: {
          ...row,
          // A separator typed inside a service's name would split it in two for the reader.
          services: row.services
            .map((service) => service.replaceAll(OPEN_DATA_LIST_SEPARATOR, "/"))
            .join(OPEN_DATA_LIST_SEPARATOR),
          created_at: iso(row.created_at),
          updated_at: iso(row.updated_at),
        },
      }));
    },
  },
};
