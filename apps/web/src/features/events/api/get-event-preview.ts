import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/** The contract schema of the preview's answer, loaded with the request (decision 038). */
const loadOwnEventSchema = () =>
  import("@culture-patrimoine/contract/schemas/event").then((schemas) => schemas.ownEventSchema);

/**
 * GET /api/events/{id}/preview (issue 29): the event whatever its moderation state, with that
 * state, for its owner or an administrator (404 for anyone else). Sent with the token.
 */
export const eventPreviewQueryOptions = (id: number) =>
  requestQueryOptions(queryKeys.events.preview(id), {
    path: `/events/${id}/preview`,
    schema: loadOwnEventSchema,
  });

/** Fetched only when `enabled` (a signed-in reader) and `id` is known. */
export const useEventPreview = (id: number | null, enabled = true) =>
  useQuery({ ...eventPreviewQueryOptions(id ?? 0), enabled: enabled && id !== null });
