import { useQueryFor } from "../../../api/query-hooks.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

// Loaded with the first request the page makes, not with the page (decision 038).
const loadParcoursDetailSchema = () =>
  import("@culture-patrimoine/contract/schemas/parcours").then((schemas) => schemas.parcoursDetailSchema);

/** GET /api/parcours/{id}: the route with its venue and its sites (the steps, in order). */
export const parcoursQueryOptions = (id: number) =>
  requestQueryOptions(queryKeys.parcours.detail(id), {
    path: `/parcours/${id}`,
    schema: loadParcoursDetailSchema,
    auth: false,
  });

export const useParcours = (id: number | null) => useQueryFor(id, parcoursQueryOptions);
