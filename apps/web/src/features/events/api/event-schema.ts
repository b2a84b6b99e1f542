/**
 * The contract schema of an event answer, loaded with the first request a page makes, not with the
 * page (decision 038): one loader for the list and the detail.
 */
export const loadEventSchema = () =>
  import("@culture-patrimoine/contract/schemas/event").then((schemas) => schemas.eventSchema);
