import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

// Loaded with the first request the page makes, not with the page (decision 038).
const loadStatsSchema = () =>
  import("@culture-patrimoine/contract/schemas/stats").then((schemas) => schemas.statsSchema);

/** GET /api/stats: the platform's figures, counted from the database (DESIGN.md §5). */
export const statsQueryOptions = () =>
  requestQueryOptions(queryKeys.stats.all, { path: "/stats", schema: loadStatsSchema, auth: false });

export const useStats = () => useQuery(statsQueryOptions());
