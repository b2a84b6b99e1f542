import { statsSchema } from "@culture-patrimoine/contract/schemas/stats";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/** GET /api/stats: the platform's figures, counted from the database (DESIGN.md §5). */
export const statsQueryOptions = () =>
  requestQueryOptions(queryKeys.stats.all, { path: "/stats", schema: statsSchema, auth: false });

export const useStats = () => useQuery(statsQueryOptions());
