import type { EventCategory } from "@culture-patrimoine/contract/constants";
import { eventSchema } from "@culture-patrimoine/contract/schemas/event";
import type { PageParams } from "../../../api/page-params.ts";
import { usePagedQuery } from "../../../api/query-hooks.ts";
import { pageQueryOptions } from "../../../api/query-options.ts";

export interface EventsParams extends PageParams {
  /** Accent- and case-insensitive search in title and description (done by the API). */
  q?: string;
  category?: EventCategory;
  user_id?: number;
  /** Only events not over yet: what a visitor is looking for. */
  upcoming?: boolean;
  /** The cursor of a rel="next" link: the page after that row, instead of `offset`. */
  after?: string;
}

/** GET /api/events → { items, total } (total from X-Total-Count). */
export const eventsQueryOptions = (params: EventsParams = {}) =>
  pageQueryOptions("events", eventSchema, { ...params }, { auth: true });

export const useEvents = (params: EventsParams = {}) => usePagedQuery(eventsQueryOptions(params));
