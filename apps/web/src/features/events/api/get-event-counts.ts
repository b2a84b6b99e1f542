import { usePagedQuery } from "../../../api/query-hooks.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";
import type { EventsParams } from "./get-events.ts";

// Loaded with the first request the page makes, not with the page (decision 038).
const loadEventFilterCountsSchema = () =>
  import("@culture-patrimoine/contract/schemas/event-filters").then(
    (schemas) => schemas.eventFilterCountsSchema,
  );

/** GET /api/events/counts: how many events each choice of the list's filters would give. */
export const eventCountsQueryOptions = (
  params: Omit<EventsParams, "limit" | "offset" | "after" | "sort" | "lat" | "lon">,
) =>
  requestQueryOptions(queryKeys.events.counts(params), {
    path: "/events/counts",
    schema: loadEventFilterCountsSchema,
    query: params,
  });

/**
 * The counts follow the filters, once the filters are shown (`enabled`): a visitor who never opens
 * them costs the API no count. The previous counts stay shown while the next arrive.
 */
export const useEventCounts = (params: Parameters<typeof eventCountsQueryOptions>[0], enabled = true) =>
  usePagedQuery({ ...eventCountsQueryOptions(params), enabled });
