import { attendeeListSchema } from "@culture-patrimoine/contract/schemas/attendees";
import { useQueryFor } from "../../../api/query-hooks.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/**
 * GET /api/events/{id}/attendees: every session with its counts and every registration (the page
 * filters by session itself, so changing the filter asks for nothing).
 */
export const attendeesQueryOptions = (eventId: number) =>
  requestQueryOptions(queryKeys.attendees.ofEvent(eventId), {
    path: `/events/${eventId}/attendees`,
    schema: attendeeListSchema,
  });

/** `eventId` is null when the address holds no valid id: nothing is fetched. */
export const useAttendees = (eventId: number | null) => useQueryFor(eventId, attendeesQueryOptions);
