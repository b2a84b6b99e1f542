// A site's services travel as one JSON-encoded text (SPEC §3). Apart from the schemas, so that a
// page reading them does not load zod with them (decision 038).

/**
 * Reads the JSON-encoded `services` of a site answer; anything that is not a JSON list of strings
 * (old or hand-edited data) reads as no service rather than breaking the page.
 */
export function decodeServices(value: string | null | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}
