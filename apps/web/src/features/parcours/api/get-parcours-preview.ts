import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

// Loaded with the request, not with the page (decision 038).
const loadOwnParcoursSchema = () =>
  import("@culture-patrimoine/contract/schemas/parcours").then((schemas) => schemas.ownParcoursSchema);

/**
 * GET /api/parcours/{id}/preview (issue 29): the route whatever its moderation state, with that
 * state and all its sites, for its owner or an administrator (404 for anyone else). Sent with the
 * token; its edit form loads through it too.
 */
export const parcoursPreviewQueryOptions = (id: number) =>
  requestQueryOptions(queryKeys.parcours.preview(id), {
    path: `/parcours/${id}/preview`,
    schema: loadOwnParcoursSchema,
  });

/** Fetched only when `enabled` (a signed-in reader) and `id` is known. */
export const useParcoursPreview = (id: number | null, enabled = true) =>
  useQuery({ ...parcoursPreviewQueryOptions(id ?? 0), enabled: enabled && id !== null });
