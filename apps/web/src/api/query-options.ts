import { LIST_MAX_LIMIT } from "@culture-patrimoine/contract/constants";
import { type QueryKey, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { apiList, apiRequest, type RequestOptions, type SchemaSource } from "../lib/api-client.ts";
import { queryKeys } from "./query-keys.ts";

/**
 * A GET of the API: its path, the contract schema its answer (or each item of a list) is checked
 * against (or how to load it), its query string, and whether the token goes with it.
 */
export interface Read<S extends z.ZodType> extends Pick<RequestOptions, "query" | "auth"> {
  path: string;
  schema: SchemaSource<S>;
}

/** TanStack's signal goes with each request, so a query nobody waits for any more is aborted. */
function sent({ query, auth }: Read<z.ZodType>, signal: AbortSignal): RequestOptions {
  return { query, auth, signal };
}

/** The query options of a GET answered by one value (an object, or a whole array). */
export const requestQueryOptions = <K extends QueryKey, S extends z.ZodType>(queryKey: K, read: Read<S>) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => apiRequest(read.path, read.schema, sent(read, signal)) });

/** The query options of a paginated list: `{ items, total }` (total from X-Total-Count). */
export const listQueryOptions = <K extends QueryKey, S extends z.ZodType>(queryKey: K, read: Read<S>) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => apiList(read.path, read.schema, sent(read, signal)) });

/** The families a visitor browses page by page at GET /api/{family}. */
type ListedFamily = "events" | "programs" | "lieux" | "parcours" | "sites";

/**
 * One page of GET /api/{family}, cached per parameters. Read without the token unless told: public
 * answers do not depend on who asks (DESIGN.md §4), so the same page serves every visitor.
 */
export function pageQueryOptions<S extends z.ZodType>(
  family: ListedFamily,
  schema: SchemaSource<S>,
  params: NonNullable<RequestOptions["query"]>,
  { auth = false }: Pick<RequestOptions, "auth"> = {},
) {
  return listQueryOptions(queryKeys[family].list(params), {
    path: `/${family}`,
    schema,
    query: params,
    auth,
  });
}

/**
 * Whose own list: the address names the member (SPEC's /user/{me}), the answer holds the items of
 * the organisation their session acts for (issue 30), which keys the cache.
 */
export interface OwnListOwner {
  userId: number;
  organisationId: number;
}

/**
 * GET /api/{family}/user/{me}: all of an organisation's own items, whatever their moderation state
 * (dashboard lists, form choices). Sent with the token: only its members read them.
 */
export const ownListQueryOptions = <S extends z.ZodType>(
  family: "lieux" | "parcours" | "sites",
  schema: SchemaSource<S>,
  { userId, organisationId }: OwnListOwner,
) =>
  listQueryOptions(queryKeys[family].ownedBy(organisationId), {
    path: `/${family}/user/${userId}`,
    schema,
    query: { limit: LIST_MAX_LIMIT },
  });
