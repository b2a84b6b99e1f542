import { useQuery } from "@tanstack/react-query";
import type { PageParams } from "../../../api/page-params.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { listQueryOptions } from "../../../api/query-options.ts";

// Loaded with the first request, not with the event page that asks it (decision 038).
const loadProgramSchema = () =>
  import("@culture-patrimoine/contract/schemas/program").then((schemas) => schemas.programSchema);

export interface ProgramsPreviewParams extends PageParams {
  event_id: number;
}

/**
 * GET /api/programs/preview (issue 29): an event's lines in time order whatever its moderation
 * state, for its owner or an administrator (404 for anyone else). Sent with the token.
 */
export const programsPreviewQueryOptions = (params: ProgramsPreviewParams) =>
  listQueryOptions(queryKeys.programs.previewList(params), {
    path: "/programs/preview",
    schema: loadProgramSchema,
    query: { ...params },
  });

export const useProgramsPreview = (params: ProgramsPreviewParams) =>
  useQuery(programsPreviewQueryOptions(params));
