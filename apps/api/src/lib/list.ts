import { TOTAL_COUNT_HEADER } from "@culture-patrimoine/contract/constants";
import { sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";

export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * `count(*) over ()` as a selected column: the total of a filtered list comes with its page in the
 * same query. An offset past the end returns no row, so services fall back to a separate count then.
 */
export const totalCount = sql<number>`cast(count(*) over () as integer)`;

/** Lists answer a JSON array and send the total in X-Total-Count (DESIGN.md §4). */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.items;
}
