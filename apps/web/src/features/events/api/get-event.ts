import { useQueryFor } from "../../../api/query-hooks.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";
import { loadEventSchema } from "./event-schema.ts";

/** GET /api/events/{id}. */
export const eventQueryOptions = (id: number) =>
  requestQueryOptions(queryKeys.events.detail(id), { path: `/events/${id}`, schema: loadEventSchema });

/** `id` is null when the address holds no valid id: nothing is fetched. */
export const useEvent = (id: number | null) => useQueryFor(id, eventQueryOptions);
