import { programSchema } from "@culture-patrimoine/contract/schemas/program";
import { useQueryFor } from "../../../api/query-hooks.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/** GET /api/programs/{id}: the line to edit, with its event and the event's organiser. */
export const programQueryOptions = (id: number) =>
  requestQueryOptions(queryKeys.programs.detail(id), { path: `/programs/${id}`, schema: programSchema });

export const useProgram = (id: number | null) => useQueryFor(id, programQueryOptions);
