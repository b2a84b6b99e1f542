import type { MyOrganisations } from "@culture-patrimoine/contract/schemas/organisation";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { useSession } from "../lib/session.ts";
import { queryKeys } from "./query-keys.ts";

/**
 * The header's read of GET /api/organisations (its create links and « Mon organisation » follow the
 * member's role), without `useQuery` nor the API client in every visitor's first load (TanStack's
 * observer and the client weigh about 6 kB gzip, decision 040's ceiling): the header asks for the
 * answer once a session exists and follows the cache, which the member pages' `useMyOrganisations`
 * (api/get-my-organisations.ts) fill too.
 */
export function useKnownOrganisations(): MyOrganisations | undefined {
  const session = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (session === null) return;
    // The API client joins the first load of nobody: loaded once a member is signed in.
    void import("./my-organisations-query.ts").then(({ myOrganisationsQueryOptions }) =>
      queryClient.prefetchQuery(myOrganisationsQueryOptions()),
    );
  }, [session, queryClient]);
  return useSyncExternalStore(
    (notify) => queryClient.getQueryCache().subscribe(notify),
    () =>
      session === null ? undefined : queryClient.getQueryData<MyOrganisations>(queryKeys.organisations.mine),
    () => undefined,
  );
}
