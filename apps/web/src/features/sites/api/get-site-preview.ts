import { sitePreviewSchema } from "@culture-patrimoine/contract/schemas/site";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/**
 * GET /api/sites/{id}/preview (issue 29): the site whatever its moderation state, with that state,
 * its venue and its step, for its owner or an administrator (404 for anyone else). Sent with the
 * token; its edit form loads through it too.
 */
export const sitePreviewQueryOptions = (id: number) =>
  requestQueryOptions(queryKeys.sites.preview(id), {
    path: `/sites/${id}/preview`,
    schema: sitePreviewSchema,
  });

/** Fetched only when `enabled` (a signed-in reader) and `id` is known. */
export const useSitePreview = (id: number | null, enabled = true) =>
  useQuery({ ...sitePreviewQueryOptions(id ?? 0), enabled: enabled && id !== null });
