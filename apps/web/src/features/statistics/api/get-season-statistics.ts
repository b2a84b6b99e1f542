import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";
import type { StatisticsRange } from "../utils/range-search.ts";

/**
 * GET /api/statistics/season: the acting organisation's season. The schema comes with the answer
 * (in this page's chunk), and each visit reads afresh: the figures are the registrations as they are.
 */
export const seasonStatisticsQueryOptions = (range: StatisticsRange) =>
  requestQueryOptions(queryKeys.statistics.season(range), {
    path: "/statistics/season",
    query: range,
    schema: () =>
      import("@culture-patrimoine/contract/schemas/statistics").then(
        (schemas) => schemas.seasonStatisticsSchema,
      ),
  });

export const useSeasonStatistics = (range: StatisticsRange) =>
  useQuery({ ...seasonStatisticsQueryOptions(range), staleTime: 0 });
