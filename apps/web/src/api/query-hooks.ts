import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { type Change, invalidateAfter } from "./invalidation.ts";

type OptionsFor<TQueryFnData, TData, TQueryKey extends QueryKey> = (
  id: number,
) => UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>;

/** `id` is null while it is not known (no valid id in the address, no session): nothing is fetched. */
export function useQueryFor<TQueryFnData, TData, TQueryKey extends QueryKey>(
  id: number | null,
  optionsFor: OptionsFor<TQueryFnData, TData, TQueryKey>,
) {
  return useQuery({ ...optionsFor(id ?? 0), enabled: id !== null });
}

/**
 * What a form offers to choose from (every venue; one's routes, events) is fetched again each time
 * the form opens: one created in another tab must be offered too. `enabled` once the form is shown.
 */
export function useChoices<TQueryFnData, TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
  enabled: boolean,
) {
  return useQuery({ ...options, enabled, refetchOnMount: "always" });
}

/** useChoices for the choices of one id (an organiser's own items); none while the id is unknown. */
export function useChoicesFor<TQueryFnData, TData, TQueryKey extends QueryKey>(
  id: number | null,
  optionsFor: OptionsFor<TQueryFnData, TData, TQueryKey>,
) {
  return useChoices(optionsFor(id ?? 0), id !== null);
}

/** The current page stays on screen while the next search or page loads (no blank flash). */
export function usePagedQuery<TQueryFnData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TQueryFnData, TQueryKey>,
) {
  return useQuery({ ...options, placeholderData: keepPreviousData });
}

export interface ChangeMutationOptions<TVariables> {
  /**
   * "awaited" (the default): the mutation stays pending until the queries on screen are refetched,
   * so a deleted line is gone when the button comes back. "background": the page moves on at once
   * and the lists refresh behind it.
   */
  refresh?: "awaited" | "background";
  /** The query of what the mutation deleted, which must not be refetched (see InvalidateOptions). */
  spare?: (variables: TVariables) => QueryKey;
}

/** A mutation that refreshes what `invalidatedBy[change]` says once the server has accepted it. */
export function useChangeMutation<TData, TVariables>(
  change: Change,
  mutationFn: (variables: TVariables) => Promise<TData>,
  { refresh = "awaited", spare }: ChangeMutationOptions<TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_data, variables) => {
      const refreshed = invalidateAfter(queryClient, change, { spare: spare?.(variables) });
      return refresh === "awaited" ? refreshed : undefined;
    },
  });
}
