import { mapConfigSchema } from "@culture-patrimoine/contract/schemas/map";
import { useQuery } from "@tanstack/react-query";
import { geocodeAddress } from "./geocode.ts";
import { queryKeys } from "./query-keys.ts";
import { requestQueryOptions } from "./query-options.ts";

/**
 * GET /api/map/config: the tile source and whether the address service is on. The map page and the
 * venue and site forms share it; it only changes with the server's configuration.
 */
export const mapConfigQueryOptions = () =>
  requestQueryOptions(queryKeys.map.config, { path: "/map/config", schema: mapConfigSchema, auth: false });

export const useMapConfig = () =>
  useQuery({ ...mapConfigQueryOptions(), staleTime: Number.POSITIVE_INFINITY });

/**
 * What the venue and site forms give their position section: the tiles (undefined while the
 * configuration loads), and « Utiliser l’adresse » only when the server has an address service.
 */
export function useMapFormOptions() {
  const config = useMapConfig();
  const tiles = config.data
    ? config.data.tiles && {
        url: config.data.tiles.url,
        attribution: config.data.tiles.attribution,
        maxZoom: config.data.tiles.max_zoom,
      }
    : config.isError
      ? null
      : undefined;
  return { tiles, geocode: config.data?.geocoding ? geocodeAddress : undefined };
}
