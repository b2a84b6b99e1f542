import { organiserDetailSchema } from "@culture-patrimoine/contract/schemas/organisers";
import { useQueryFor } from "../../../api/query-hooks.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/** GET /api/admin/organisers/{id}: the file an administrator decides on. */
export const organiserQueryOptions = (id: number) =>
  requestQueryOptions(queryKeys.organisers.detail(id), {
    path: `/admin/organisers/${id}`,
    schema: organiserDetailSchema,
  });

export const useOrganiser = (id: number | null) => useQueryFor(id, organiserQueryOptions);
