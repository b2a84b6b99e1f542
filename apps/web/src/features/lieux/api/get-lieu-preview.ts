import { ownLieuSchema } from "@culture-patrimoine/contract/schemas/lieu";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/**
 * GET /api/lieux/{id}/preview (issue 29): the venue whatever its moderation state, with that state,
 * for its owner or an administrator (404 for anyone else). Sent with the token; its edit form loads
 * through it too, so that a venue waiting for approval can be corrected.
 */
export const lieuPreviewQueryOptions = (id: number) =>
  requestQueryOptions(queryKeys.lieux.preview(id), { path: `/lieux/${id}/preview`, schema: ownLieuSchema });

/** Fetched only when `enabled` (a signed-in reader) and `id` is known. */
export const useLieuPreview = (id: number | null, enabled = true) =>
  useQuery({ ...lieuPreviewQueryOptions(id ?? 0), enabled: enabled && id !== null });
