// List filters live in the address (?status=…&q=…&page=2): a search can be
// shared with another administrator, and the back button returns to it.

/** The form's values (and the API's query) as the address gives them; other parameters ignored. */
export function valuesFromSearch<F extends string>(
  search: URLSearchParams,
  fields: readonly F[],
): Record<F, string> {
  const values = {} as Record<F, string>;
  for (const field of fields) values[field] = search.get(field)?.trim() ?? "";
  return values;
}

/** The address of a filtered list, from its first page: the filters given, in a fixed order. */
export function searchOfValues<F extends string>(
  filter: Partial<Record<F, string | number | boolean | undefined>>,
  fields: readonly F[],
): string {
  const search = new URLSearchParams();
  for (const field of fields) {
    const value = filter[field];
    if (value === undefined || value === false) continue;
    const text = String(value).trim();
    if (text !== "") search.set(field, text);
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
