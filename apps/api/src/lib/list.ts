import { LINK_HEADER, TOTAL_COUNT_HEADER } from "@culture-patrimoine/contract/constants";
import type { FastifyReply } from "fastify";

export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * A page of a list and the total of its filter, queried side by side (two pool connections on
 * PostgreSQL). Not `count(*) over ()` in the page query: that window makes the database build the
 * whole filtered set before LIMIT, which cost 41 ms instead of 6 + 3 ms for the first page of
 * 12 000 events on PGlite (measured with the bench data set).
 */
export async function pageOf<Row, Item>(
  rows: PromiseLike<Row[]>,
  total: PromiseLike<{ value: number }[]>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const [pageRows, [counted]] = await Promise.all([rows, total]);
  return { items: pageRows.map(toItem), total: counted?.value ?? 0 };
}

/** The same list request from `offset` on, relative to the request (RFC 8288 resolves it). */
function nextPageUrl(requestUrl: string, offset: number): string {
  const url = new URL(requestUrl, "http://relative.invalid");
  url.searchParams.set("offset", String(offset));
  return `${url.pathname}${url.search}`;
}

/**
 * Lists answer a JSON array, send the total in X-Total-Count and, when rows remain past this page,
 * a `Link: <…>; rel="next"` header (DESIGN.md §4): a client that sent no `limit` got the first
 * LIST_UNPAGED_CAP rows and learns where the rest is. Reads the validated `limit`/`offset` of the
 * request (paginationQuerySchema).
 */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  const { limit, offset } = (reply.request.query ?? {}) as { limit?: unknown; offset?: unknown };
  if (typeof limit === "number" && typeof offset === "number" && offset + limit < page.total) {
    reply.header(LINK_HEADER, `<${nextPageUrl(reply.request.url, offset + limit)}>; rel="next"`);
  }
  return page.items;
}
