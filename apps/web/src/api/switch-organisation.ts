import { organisationPageMessages as m } from "@culture-patrimoine/contract/messages";
import type { MyOrganisations } from "@culture-patrimoine/contract/schemas/organisation";
import { hashKey, type QueryClient, type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../lib/api-client.ts";
import { errorMessage } from "../lib/api-error.ts";
import { toast } from "../lib/toast.ts";
import { queryKeys } from "./query-keys.ts";

const mySchema = () =>
  import("@culture-patrimoine/contract/schemas/organisation").then(
    (schemas) => schemas.myOrganisationsSchema,
  );

/**
 * After the session starts acting for another organisation (a switch, an accepted invitation, a
 * member leaving): every cached answer may belong to the previous one (own lists, rights,
 * statistics), so everything is read again, the new list of organisations first.
 */
export async function refreshForOrganisation(
  queryClient: QueryClient,
  { mine, spare }: { mine?: MyOrganisations; spare?: QueryKey } = {},
): Promise<void> {
  if (mine) queryClient.setQueryData(queryKeys.organisations.mine, mine);
  // What the caller may no longer read (the team of an organisation just left) is marked stale
  // but not asked again: it would answer 403 while the page moves on.
  const spared = spare === undefined ? undefined : hashKey(spare);
  if (spare !== undefined) void queryClient.invalidateQueries({ queryKey: spare, refetchType: "none" });
  await queryClient.invalidateQueries({
    predicate: spared === undefined ? undefined : (query) => query.queryHash !== spared,
  });
}

/** POST /api/organisations/{id}/switch: the session acts for that organisation (403 if not a member). */
export function switchOrganisation(id: number) {
  return apiRequest(`/organisations/${id}/switch`, mySchema, { method: "POST" });
}

/** The switch, everything read again, and the change announced (or why it failed). */
export function useSwitchOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchOrganisation,
    onSuccess: async (mine) => {
      await refreshForOrganisation(queryClient, { mine });
      if (mine.acting) toast.success(m.switchDone, m.switchDoneDetail(mine.acting.name));
    },
    onError: (error) => toast.error(m.switchFailed, errorMessage(error, m.switchFailed)),
  });
}
