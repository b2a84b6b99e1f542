import { TOTAL_COUNT_HEADER } from "@culture-patrimoine/contract/constants";
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

/** Lists answer a JSON array and send the total in X-Total-Count (DESIGN.md §4). */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.items;
}
