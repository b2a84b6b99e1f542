import { programSchema } from "@culture-patrimoine/contract/schemas/program";
import { useQueryFor } from "../../../api/query-hooks.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/**
 * GET /api/programs/{id}/preview (issue 29): the line to edit, with its event and the event's
 * organiser, whatever the event's moderation state; for its owner (404 for anyone else). Sent with
 * the token.
 */
export const programPreviewQueryOptions = (id: number) =>
  requestQueryOptions(queryKeys.programs.preview(id), {
    path: `/programs/${id}/preview`,
    schema: programSchema,
  });

export const useProgramPreview = (id: number | null) => useQueryFor(id, programPreviewQueryOptions);
