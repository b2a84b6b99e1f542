import { toParisIso } from "@culture-patrimoine/contract/dates";
import { mapMessages } from "@culture-patrimoine/contract/messages";
import {
  type GeocodeResult,
  MAP_POINTS_PER_KIND_MAX,
  type MapConfig,
  type MapPoint,
  type MapPointsQuery,
  type MapPointsResponse,
} from "@culture-patrimoine/contract/schemas/map";
import { and, asc, between, eq, gte, isNotNull, isNull, min, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { eventSessions, events, lieux, sites } from "../../db/schema.ts";
import { AppError, NotFoundError } from "../../errors.ts";

/** The points of `table` inside the bounding box, when one is asked. */
function inBox(
  columns: { latitude: AnyPgColumn; longitude: AnyPgColumn },
  bbox: MapPointsQuery["bbox"],
): SQL | undefined {
  if (!bbox) return undefined;
  const [west, south, east, north] = bbox;
  return and(between(columns.latitude, south, north), between(columns.longitude, west, east));
}

/** One more row than the cap is read, to tell a full answer from a truncated one. */
const READ_LIMIT = MAP_POINTS_PER_KIND_MAX + 1;

/**
 * GET /api/map/points: the upcoming events at a venue that has a point (placed at their venue), the
 * venues and the sites that have one. At most MAP_POINTS_PER_KIND_MAX of each kind (the soonest
 * events, the oldest venues and sites), in four indexed reads.
 */
export async function mapPoints(db: Database, query: MapPointsQuery, now: Date): Promise<MapPointsResponse> {
  const nextSession = db
    .select({ value: min(eventSessions.starts_at) })
    .from(eventSessions)
    .where(
      and(
        eq(eventSessions.event_id, events.id),
        isNull(eventSessions.cancelled_at),
        gte(eventSessions.starts_at, now),
      ),
    );
  const eventsWhere = (when: SQL) =>
    db
      .select({
        id: events.id,
        name: events.title,
        city: lieux.ville,
        latitude: lieux.latitude,
        longitude: lieux.longitude,
        category: events.category,
        date_start: events.date_start,
        date_end: events.date_end,
        next_session: sql<Date | null>`(${nextSession})`.mapWith(eventSessions.starts_at),
      })
      .from(events)
      .innerJoin(lieux, eq(lieux.id, events.lieu_id))
      // Public events only, placed at a public venue: a hidden venue's point is not shown (issue 29).
      .where(
        and(events.is_public, lieux.is_public, isNotNull(lieux.latitude), when, inBox(lieux, query.bbox)),
      )
      .orderBy(asc(events.date_start), asc(events.id))
      .limit(READ_LIMIT);
  const at = sql`${now.toISOString()}::timestamptz`;
  const [underWay, upcoming, lieuRows, siteRows] = await Promise.all([
    // Not over (contract's isEventOver) is two index reads, as in the events list: those under way
    // (started, not ended: the GiST index on their span), then those to come (events_date_start_idx
    // from now on), so that past events, however many, are never read.
    eventsWhere(
      sql`${events.date_end} is not null and tstzrange(${events.date_start}, ${events.date_end}, '[]') @> ${at} and ${events.date_start} < ${at}`,
    ),
    eventsWhere(gte(events.date_start, now)),
    db
      .select({
        id: lieux.id,
        name: lieux.nom,
        city: lieux.ville,
        latitude: lieux.latitude,
        longitude: lieux.longitude,
      })
      .from(lieux)
      // Public venues and sites only (issue 29): a hidden one is no point, nor a site's town.
      .where(and(lieux.is_public, isNotNull(lieux.latitude), inBox(lieux, query.bbox)))
      .orderBy(asc(lieux.id))
      .limit(READ_LIMIT),
    db
      .select({
        id: sites.id,
        name: sites.name,
        // A site has no city column: its venue's, or the town after the postcode of its address.
        city: sql<
          string | null
        >`coalesce(${lieux.ville}, substring(${sites.adresse} from '[0-9]{5}\\s+(.+)$'))`,
        latitude: sites.latitude,
        longitude: sites.longitude,
        category: sites.categorie,
      })
      .from(sites)
      .leftJoin(lieux, and(eq(lieux.id, sites.lieu_id), lieux.is_public))
      .where(and(sites.is_public, isNotNull(sites.latitude), inBox(sites, query.bbox)))
      .orderBy(asc(sites.id))
      .limit(READ_LIMIT),
  ]);

  const eventRows = [...underWay, ...upcoming];
  const points: MapPoint[] = [];
  for (const row of eventRows.slice(0, MAP_POINTS_PER_KIND_MAX)) {
    const upcomingStart = row.date_start.getTime() >= now.getTime() ? row.date_start : null;
    const next = row.next_session ?? upcomingStart;
    points.push({
      kind: "event",
      id: row.id,
      name: row.name,
      city: row.city,
      latitude: row.latitude as number,
      longitude: row.longitude as number,
      category: row.category,
      next_date: next === null ? null : toParisIso(next),
      date_end: row.date_end ? toParisIso(row.date_end) : null,
    });
  }
  for (const row of lieuRows.slice(0, MAP_POINTS_PER_KIND_MAX)) {
    points.push({
      kind: "lieu",
      ...row,
      latitude: row.latitude as number,
      longitude: row.longitude as number,
      category: null,
      next_date: null,
      date_end: null,
    });
  }
  for (const row of siteRows.slice(0, MAP_POINTS_PER_KIND_MAX)) {
    points.push({
      kind: "site",
      ...row,
      city: row.city?.trim() || null,
      latitude: row.latitude as number,
      longitude: row.longitude as number,
      next_date: null,
      date_end: null,
    });
  }
  const truncated = [eventRows, lieuRows, siteRows].some((rows) => rows.length > MAP_POINTS_PER_KIND_MAX);
  return { points, truncated };
}

/** GET /api/map/config: what the pages may know of the map's configuration. */
export function mapConfig(config: Config["map"]): MapConfig {
  return {
    tiles: config.tiles
      ? { url: config.tiles.url, attribution: config.tiles.attribution, max_zoom: config.tiles.maxZoom }
      : null,
    geocoding: config.geocoderUrl !== undefined,
  };
}

/** How long the address service may take before « Utiliser l’adresse » says it does not answer. */
const GEOCODER_TIMEOUT_MS = 5000;
const GEOCODER_RESULTS = 5;

interface GeocoderFeature {
  geometry?: { type?: unknown; coordinates?: unknown };
  properties?: Record<string, unknown>;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** A feature of the service's GeoJSON answer, or null when it lacks a usable point. */
function toGeocodeResult(feature: GeocoderFeature): GeocodeResult | null {
  const coordinates = feature.geometry?.coordinates;
  if (!Array.isArray(coordinates) || coordinates.length < 2) return null;
  const [longitude, latitude] = coordinates as unknown[];
  if (typeof latitude !== "number" || typeof longitude !== "number") return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const properties = feature.properties ?? {};
  const label = text(properties.label);
  if (!label) return null;
  const postcode = text(properties.postcode);
  // "name" is the street address for a house number or a street, the town itself for a town.
  const type = text(properties.type);
  return {
    label,
    latitude,
    longitude,
    adresse:
      type === "housenumber" || type === "street" || type === "locality" ? text(properties.name) : null,
    code_postal: postcode && /^\d{5}$/.test(postcode) ? postcode : null,
    ville: text(properties.city),
  };
}

/**
 * GET /api/map/geocode: asks the national address service (Base Adresse Nationale, through the
 * Géoplateforme) for the points of an address. Only when GEOCODER_URL is set; a failure or a
 * wrong answer is a 503 in French, never a 500, and the form's other ways stay open.
 */
export async function geocode(config: Config["map"], query: string): Promise<GeocodeResult[]> {
  if (!config.geocoderUrl) throw new NotFoundError(mapMessages.geocodeOff);
  const url = new URL(config.geocoderUrl);
  url.searchParams.set("q", query);
  url.searchParams.set("limit", String(GEOCODER_RESULTS));
  let body: unknown;
  try {
    const response = await fetch(url, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`address service answered ${response.status}`);
    body = await response.json();
  } catch {
    throw new AppError(503, "SERVICE_UNAVAILABLE", mapMessages.geocodeUnavailable);
  }
  const features = (body as { features?: unknown })?.features;
  if (!Array.isArray(features))
    throw new AppError(503, "SERVICE_UNAVAILABLE", mapMessages.geocodeUnavailable);
  return features
    .map((feature) => toGeocodeResult(feature as GeocoderFeature))
    .filter((result): result is GeocodeResult => result !== null)
    .slice(0, GEOCODER_RESULTS);
}
