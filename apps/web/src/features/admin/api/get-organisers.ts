import { organiserSummarySchema } from "@culture-patrimoine/contract/schemas/organisers";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { listQueryOptions } from "../../../api/query-options.ts";
import type { OrganiserFilterValues } from "../utils/organisers-search.ts";

export type OrganisersParams = Partial<OrganiserFilterValues> & { limit: number; offset: number };

/** GET /api/admin/organisers: a page of organisers, those to verify first, and the total. */
export const organisersQueryOptions = (params: OrganisersParams) =>
  listQueryOptions(queryKeys.organisers.list(params), {
    path: "/admin/organisers",
    schema: organiserSummarySchema,
    query: params,
  });

/** The page on screen stays while the next one loads, so the table does not flash empty. */
export const useOrganisers = (params: OrganisersParams) =>
  useQuery({ ...organisersQueryOptions(params), placeholderData: keepPreviousData });
