import { toParisIso } from "@culture-patrimoine/contract/dates";
import { locationMessages } from "@culture-patrimoine/contract/messages";
import type { LocationBody, LocationResponse } from "@culture-patrimoine/contract/schemas/location";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { locations } from "../../db/schema.ts";
import { NotFoundError } from "../../errors.ts";
import { countAll, type Page, pageOf } from "../../lib/list.ts";
import { actingOrganisationId } from "../../lib/ownership.ts";
import type { AuthContext } from "../../lib/sessions.ts";

type LocationRow = typeof locations.$inferSelect;

const toCents = (euros: number | null) => (euros === null ? null : Math.round(euros * 100));

/** SPEC's camelCase payload ↔ snake_case columns; euros ↔ cents. */
function toLocation(row: LocationRow): LocationResponse {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    address: row.address,
    city: row.city,
    postalCode: row.postal_code,
    country: row.country,
    category: row.category,
    openingHours: row.opening_hours,
    phone: row.phone,
    email: row.email,
    website: row.website,
    image: row.image,
    accessibility: row.accessibility,
    guidedTours: row.guided_tours,
    audioGuide: row.audio_guide,
    freeEntry: row.free_entry,
    entryPrice: row.entry_price_cents === null ? null : row.entry_price_cents / 100,
    parkingAvailable: row.parking_available,
    publicTransport: row.public_transport,
    historicalPeriod: row.historical_period,
    architecturalStyle: row.architectural_style,
    specialFeatures: row.special_features,
    user_id: row.user_id,
    organisation_id: row.organisation_id,
    created_at: toParisIso(row.created_at),
  };
}

export async function createLocation(
  db: Database,
  auth: AuthContext,
  body: LocationBody,
): Promise<LocationResponse> {
  const [row] = await db
    .insert(locations)
    .values({
      user_id: auth.user.id,
      organisation_id: actingOrganisationId(auth),
      name: body.name,
      description: body.description,
      address: body.address,
      city: body.city,
      postal_code: body.postalCode,
      country: body.country,
      category: body.category,
      opening_hours: body.openingHours,
      phone: body.phone,
      email: body.email,
      website: body.website,
      image: body.image,
      accessibility: body.accessibility,
      guided_tours: body.guidedTours,
      audio_guide: body.audioGuide,
      free_entry: body.freeEntry,
      entry_price_cents: toCents(body.entryPrice),
      parking_available: body.parkingAvailable,
      public_transport: body.publicTransport,
      historical_period: body.historicalPeriod,
      architectural_style: body.architecturalStyle,
      special_features: body.specialFeatures,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toLocation(row);
}

export async function listLocations(
  db: Database,
  query: { limit: number; offset: number },
): Promise<Page<LocationResponse>> {
  return pageOf(
    db
      .select({ location: locations })
      .from(locations)
      .orderBy(desc(locations.created_at), desc(locations.id))
      .limit(query.limit)
      .offset(query.offset),
    countAll(db, db.select({ one: sql`1` }).from(locations)),
    (row) => toLocation(row.location),
  );
}

export async function getLocation(db: Database, id: number): Promise<LocationResponse> {
  const [row] = await db.select().from(locations).where(eq(locations.id, id)).limit(1);
  if (!row) throw new NotFoundError(locationMessages.notFound);
  return toLocation(row);
}
