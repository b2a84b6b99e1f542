import type { z } from "zod";

// Shared by the contract's tests: read a failed parse as "path → messages" so that a test names
// the French message it expects on the field it expects.

/** Messages of a failed parse keyed by dotted path ("" for the root); {} when the input is valid. */
export function issuesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".");
    byPath[path] = [...(byPath[path] ?? []), issue.message];
  }
  return byPath;
}

/** The first message on `path`, or undefined when that field is valid. */
export function messageAt(schema: z.ZodType, input: unknown, path: string): string | undefined {
  return issuesOf(schema, input)[path]?.[0];
}

/** The parsed output; throws with every issue when the input is refused, so a test failure says why. */
export function parseOk<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new Error(`Expected a valid input, got: ${JSON.stringify(issuesOf(schema, input))}`);
  }
  return result.data;
}
