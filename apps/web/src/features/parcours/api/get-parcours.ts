import { parcoursDetailSchema } from "@culture-patrimoine/contract/schemas/parcours";
import { useQueryFor } from "../../../api/query-hooks.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/** GET /api/parcours/{id}: the route with its venue and its sites (the steps, in order). */
export const parcoursQueryOptions = (id: number) =>
  requestQueryOptions(queryKeys.parcours.detail(id), {
    path: `/parcours/${id}`,
    schema: parcoursDetailSchema,
    auth: false,
  });

export const useParcours = (id: number | null) => useQueryFor(id, parcoursQueryOptions);
