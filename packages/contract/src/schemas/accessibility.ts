import { z } from "zod";
import { ACCESSIBILITY_FAMILIES, type AccessibilityFamily } from "../constants.ts";
import { eventFilterMessages as f } from "../messages.ts";

/** Free text of the accessibility details, at most this long. */
export const ACCESSIBILITY_DETAILS_MAX = 2000;

const familySchema = z.enum(ACCESSIBILITY_FAMILIES, { error: f.accessibilityInvalid });

/** The families in the label's order, each once: how they are stored and answered. */
export function canonicalFamilies(families: readonly AccessibilityFamily[]): AccessibilityFamily[] {
  return ACCESSIBILITY_FAMILIES.filter((family) => families.includes(family));
}

/**
 * The families of a body (issue 14, additive): absent keeps what is stored on an update (none on
 * a creation), so a SPEC client's PUT never erases them; null or an empty list means none. A
 * form's checkboxes may send one string; repeated or out of order families are kept once, in the
 * label's order.
 */
export const accessibilityBodySchema = z.preprocess(
  (value) => (value === null || value === "" ? [] : typeof value === "string" ? [value] : value),
  z.array(familySchema, { error: f.accessibilityInvalid }).transform(canonicalFamilies).optional(),
);

/** Free text about access (ramp, induction loop, sign language tours…); blank or null means none, absent keeps it. */
export const accessibilityDetailsSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .string({ error: f.accessibilityDetailsTooLong })
    .trim()
    .max(ACCESSIBILITY_DETAILS_MAX, { error: f.accessibilityDetailsTooLong })
    .nullable()
    .optional(),
);

/** The fields a body may carry (events, venues). */
export const accessibilityBodyFields = {
  accessibility: accessibilityBodySchema,
  accessibility_details: accessibilityDetailsSchema,
};

/** The fields every answer carries (events, venues). */
export const accessibilityResponseFields = {
  accessibility: z.array(z.enum(ACCESSIBILITY_FAMILIES)),
  accessibility_details: z.string().nullable(),
};

/**
 * `accessibility` of a list query: `moteur,visuel` or the parameter repeated; an event must
 * welcome every family asked.
 */
export const accessibilityQuerySchema = z.preprocess((value) => {
  if (value === undefined || value === null || value === "") return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
    typeof part === "string" ? part.split(",").map((item) => item.trim()) : [part],
  );
  const kept = parts.filter((part) => part !== "");
  return kept.length === 0 ? undefined : kept;
}, z.array(familySchema, { error: f.accessibilityInvalid }).transform(canonicalFamilies).optional());
