import { lieuSchema } from "@culture-patrimoine/contract/schemas/lieu";
import { useQueryFor } from "../../../api/query-hooks.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/** GET /api/lieux/{id}: one venue, to edit it. */
export const lieuQueryOptions = (id: number) =>
  requestQueryOptions(queryKeys.lieux.detail(id), { path: `/lieux/${id}`, schema: lieuSchema });

export const useLieu = (id: number | null) => useQueryFor(id, lieuQueryOptions);
