import { z } from "zod";
import { DEFAULT_COUNTRY, SHORT_TEXT_MAX, TEXT_MAX } from "../constants.ts";
import { validationMessages as m } from "../messages.ts";
import {
  emailSchema,
  flagSchema,
  nullableOf,
  nullableText,
  nullableUrlSchema,
  nullableWebsiteSchema,
  priceSchema,
  requiredText,
  whenFieldsValid,
} from "./common.ts";
import { countrySchema } from "./lieu.ts";
import { phoneSchema } from "./user.ts";

function isFrance(country: string): boolean {
  return country.trim().normalize("NFC").toLowerCase() === DEFAULT_COUNTRY.toLowerCase();
}

/**
 * POST /api/locations (the "add a cultural place" form), with SPEC §3's camelCase names. A French
 * postal code is 5 digits; other countries' codes are only bounded in length. `user_id` is dropped.
 */
export const locationBodySchema = z
  .object({
    name: requiredText(m.locationNameRequired, SHORT_TEXT_MAX),
    description: requiredText(m.locationDescriptionRequired, TEXT_MAX),
    address: requiredText(m.locationAddressRequired, 300),
    city: requiredText(m.locationCityRequired, 100),
    postalCode: requiredText(m.locationPostalCodeRequired, 20),
    country: countrySchema,
    category: requiredText(m.locationCategoryRequired, SHORT_TEXT_MAX),
    openingHours: nullableText(500),
    phone: nullableOf(phoneSchema),
    email: nullableOf(emailSchema),
    website: nullableWebsiteSchema,
    image: nullableUrlSchema,
    accessibility: flagSchema,
    guidedTours: flagSchema,
    audioGuide: flagSchema,
    freeEntry: flagSchema,
    entryPrice: priceSchema,
    parkingAvailable: flagSchema,
    publicTransport: nullableText(),
    historicalPeriod: nullableText(SHORT_TEXT_MAX),
    architecturalStyle: nullableText(SHORT_TEXT_MAX),
    specialFeatures: nullableText(),
  })
  .refine((location) => !isFrance(location.country) || /^\d{5}$/.test(location.postalCode), {
    error: m.postalCodeInvalid,
    path: ["postalCode"],
    when: whenFieldsValid("postalCode", "country"),
  });
export type LocationBody = z.output<typeof locationBodySchema>;
export type LocationBodyInput = z.input<typeof locationBodySchema>;

export const locationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  category: z.string(),
  openingHours: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  image: z.string().nullable(),
  accessibility: z.boolean(),
  guidedTours: z.boolean(),
  audioGuide: z.boolean(),
  freeEntry: z.boolean(),
  entryPrice: z.number().nullable(),
  parkingAvailable: z.boolean(),
  publicTransport: z.string().nullable(),
  historicalPeriod: z.string().nullable(),
  architecturalStyle: z.string().nullable(),
  specialFeatures: z.string().nullable(),
  user_id: z.number().int(),
  /** The organisation that owns it (issue 30); `user_id` is the member who created it. */
  organisation_id: z.number().int(),
  created_at: z.string(),
});
export type LocationResponse = z.infer<typeof locationSchema>;
