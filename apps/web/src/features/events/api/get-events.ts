import type { EventCategory } from "@culture-patrimoine/contract/constants";
import type { PageParams } from "../../../api/page-params.ts";
import { usePagedQuery } from "../../../api/query-hooks.ts";
import { pageQueryOptions } from "../../../api/query-options.ts";
import { loadEventSchema } from "./event-schema.ts";

export interface EventsParams extends PageParams {
  /** Every word, accents and case ignored, in the title, description, venue or city (done by the API). */
  q?: string;
  category?: EventCategory;
  user_id?: number;
  /** The events of one venue (its page). */
  lieu_id?: number;
  /** Only events not over yet: what a visitor is looking for. */
  upcoming?: boolean;
  /** The cursor of a rel="next" link: the page after that row, instead of `offset`. */
  after?: string;
  /** Filters and sort of issue 14 (decision 033): see eventListParams. */
  when?: string;
  from?: string;
  to?: string;
  ville?: string;
  departement?: string;
  free?: boolean;
  /** Families, comma-separated. */
  accessibility?: string;
  sort?: "date" | "distance";
  lat?: number;
  lon?: number;
}

/** GET /api/events → { items, total } (total from X-Total-Count). */
export const eventsQueryOptions = (params: EventsParams = {}) =>
  pageQueryOptions("events", loadEventSchema, { ...params }, { auth: true });

export const useEvents = (params: EventsParams = {}) => usePagedQuery(eventsQueryOptions(params));
