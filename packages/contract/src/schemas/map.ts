import { z } from "zod";
import { validationMessages as m, mapMessages } from "../messages.ts";
import { parseNumberInput, whenFieldsValid } from "./common.ts";

// Coordinates and addresses of venues and sites, and the map's answers (issue 14, docs/decisions/034).

/** Decimal places kept of a coordinate: 6 is about 0.1 m, far finer than a marker on a map. */
const COORDINATE_DECIMALS = 6;

function roundCoordinate(value: number): number {
  const factor = 10 ** COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor;
}

/**
 * A latitude or longitude of a body: a JSON number, or text typed in a form ("45,7640" with the
 * French decimal comma too). Absent stays absent (an update then keeps the stored value: a client
 * written before coordinates existed never erases them); null or blank clears it.
 */
function coordinateSchema(min: number, max: number, message: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : parseNumberInput(value)),
    z
      .number({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .transform(roundCoordinate)
      .nullable()
      .optional(),
  );
}

export const latitudeSchema = coordinateSchema(-90, 90, m.latitudeInvalid);
export const longitudeSchema = coordinateSchema(-180, 180, m.longitudeInvalid);

/** The optional coordinate fields of a venue or site body (additions to SPEC §7's bodies). */
export const coordinateFields = { latitude: latitudeSchema, longitude: longitudeSchema };

interface CoordinatesInput {
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}

/**
 * Both coordinates or neither: a point needs the two (the database's CHECK says it too). "Neither"
 * is both absent (an update keeps the stored point) or both null (it clears it).
 */
export function coordinatesArePaired(body: CoordinatesInput): boolean {
  const latitude = body.latitude === undefined ? "absent" : body.latitude === null ? "null" : "set";
  const longitude = body.longitude === undefined ? "absent" : body.longitude === null ? "null" : "set";
  return latitude === longitude;
}

/**
 * The pair rule of a venue or site body (`.check(coordinatesPair)`): the message goes on the
 * coordinate left empty, and it is checked as soon as both coordinates are valid, even when other
 * fields are not (so a form shows it with the others).
 */
export const coordinatesPair = z.superRefine(
  (body: CoordinatesInput, ctx) => {
    if (coordinatesArePaired(body)) return;
    const missing = body.latitude === undefined || body.latitude === null ? "latitude" : "longitude";
    ctx.addIssue({ code: "custom", message: m.coordinatesPair, path: [missing], input: body });
  },
  { when: whenFieldsValid("latitude", "longitude") },
);

/**
 * A French postcode: five digits (with or without the space people type after the second one).
 * Absent stays absent (kept by an update), blank or null clears it.
 */
export const postcodeSchema = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    const compact = value.replace(/\s/g, "");
    return compact === "" ? null : compact;
  },
  z
    .string({ error: m.postalCodeInvalid })
    .regex(/^\d{5}$/, { error: m.postalCodeInvalid })
    .nullable()
    .optional(),
);

/** A street address: absent stays absent (kept by an update), blank or null clears it. */
export const addressSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z.string({ error: m.tooLong }).trim().max(300, { error: m.tooLong }).nullable().optional(),
);

// ---------------------------------------------------------------------------------------------
// GET /api/map/points

export const MAP_POINT_KINDS = ["event", "lieu", "site"] as const;
export type MapPointKind = (typeof MAP_POINT_KINDS)[number];

/** The most points of each kind one answer carries; `truncated` says when some were left out. */
export const MAP_POINTS_PER_KIND_MAX = 500;

/** One place on the map: an upcoming event (at its venue's point), a venue or a site. */
export const mapPointSchema = z.object({
  kind: z.enum(MAP_POINT_KINDS),
  id: z.number().int(),
  name: z.string(),
  /** The venue's city; for a site, its venue's city or the town of its address; null if unknown. */
  city: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** Event category or site category; null for a venue. */
  category: z.string().nullable(),
  /** Events: the next session's start (Paris time with offset); null while one is under way. */
  next_date: z.string().nullable(),
  /** Events: the end of the event (or null). */
  date_end: z.string().nullable(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

export const mapPointsSchema = z.object({
  points: z.array(mapPointSchema),
  /** True when a kind had more than MAP_POINTS_PER_KIND_MAX points in the area asked. */
  truncated: z.boolean(),
});
export type MapPointsResponse = z.infer<typeof mapPointsSchema>;

const BBOX_PATTERN = /^-?\d+(\.\d+)?,-?\d+(\.\d+)?,-?\d+(\.\d+)?,-?\d+(\.\d+)?$/;

/** `bbox=west,south,east,north` in degrees (the order of GeoJSON and of most map libraries). */
export const bboxSchema = z
  .string({ error: mapMessages.bboxInvalid })
  .trim()
  .regex(BBOX_PATTERN, { error: mapMessages.bboxInvalid })
  .transform((value) => value.split(",").map(Number) as [number, number, number, number])
  .refine(
    ([west, south, east, north]) =>
      west >= -180 && east <= 180 && west <= east && south >= -90 && north <= 90 && south <= north,
    { error: mapMessages.bboxInvalid },
  );

export const mapPointsQuerySchema = z.object({
  bbox: z.preprocess((value) => (value === "" ? undefined : value), bboxSchema.optional()),
});
export type MapPointsQuery = z.output<typeof mapPointsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/map/config

/** What the map pages need from the server's configuration (MAP_TILES_URL, GEOCODER_URL). */
export const mapConfigSchema = z.object({
  /** The background tiles ({z}/{x}/{y} template); null when the deployment turned them off. */
  tiles: z
    .object({
      url: z.string(),
      attribution: z.string(),
      max_zoom: z.number().int(),
    })
    .nullable(),
  /** True when « Utiliser l’adresse » may ask the address service (GET /api/map/geocode). */
  geocoding: z.boolean(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/map/geocode

export const geocodeQuerySchema = z.object({
  q: z
    .string({ error: mapMessages.geocodeQueryInvalid })
    .trim()
    .min(3, { error: mapMessages.geocodeQueryInvalid })
    .max(200, { error: mapMessages.geocodeQueryInvalid }),
});

/** One answer of the address service, as the venue and site forms use it. */
export const geocodeResultSchema = z.object({
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  adresse: z.string().nullable(),
  code_postal: z.string().nullable(),
  ville: z.string().nullable(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
export const geocodeResultsSchema = z.object({ results: z.array(geocodeResultSchema) });
export type GeocodeResults = z.infer<typeof geocodeResultsSchema>;
