import { platformFiguresSchema } from "@culture-patrimoine/contract/schemas/admin";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/** GET /api/admin/figures: organisers, content and registrations per week, counted when asked. */
export const figuresQueryOptions = () =>
  requestQueryOptions(queryKeys.adminFigures.all, { path: "/admin/figures", schema: platformFiguresSchema });

/** Read afresh on each visit: what the page shows is the platform as it is now. */
export const useFigures = () => useQuery({ ...figuresQueryOptions(), staleTime: 0 });
