import { apiErrorSchema } from "@culture-patrimoine/contract/schemas/common";
import type { RouteOptions } from "fastify";

/**
 * Every route that reads a body can answer 413 (too large) and 415 (a media type it does not
 * read): the body parser says so before the route runs, whatever the route declares. Added here,
 * from the app's onRoute hook, so that the OpenAPI document lists both for each such operation
 * without every route repeating them; a route that declares its own keeps them.
 */
export function withBodyErrorResponses(route: RouteOptions): void {
  const schema = route.schema;
  if (!schema || (schema.body === undefined && schema.consumes === undefined)) return;
  const response = (schema.response ?? {}) as Record<string, unknown>;
  schema.response = { 413: apiErrorSchema, 415: apiErrorSchema, ...response };
}
