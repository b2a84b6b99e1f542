// Paged lists keep their page in the address (?page=2): a page can be shared, and the back button
// returns to it.

export const PAGE_PARAM = "page";

/** The page asked for in the address: a whole number from 1, anything else reads as 1. */
export function pageFromSearch(search: URLSearchParams): number {
  const value = search.get(PAGE_PARAM);
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** The address of another page, keeping the other parameters; page 1 has no parameter at all. */
export function pageSearch(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(page));
  const text = next.toString();
  return text ? `?${text}` : "";
}
