import { mapPointsSchema } from "@culture-patrimoine/contract/schemas/map";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/** GET /api/map/points: every place of the map, in one answer (at most 500 of each kind). */
export const mapPointsQueryOptions = () =>
  requestQueryOptions(queryKeys.map.points, { path: "/map/points", schema: mapPointsSchema, auth: false });

export const useMapPoints = () => useQuery(mapPointsQueryOptions());
