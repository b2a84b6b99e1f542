import { organisationMembersSchema } from "@culture-patrimoine/contract/schemas/organisation";
import { useQueryFor } from "../../../api/query-hooks.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/** GET /api/organisations/{id}/members: the team and the open invitations (any member reads them). */
export const organisationMembersQueryOptions = (id: number) =>
  requestQueryOptions(queryKeys.organisations.members(id), {
    path: `/organisations/${id}/members`,
    schema: organisationMembersSchema,
  });

/** The acting organisation's team; nothing is fetched while it is not known. */
export const useOrganisationMembers = (id: number | null) => useQueryFor(id, organisationMembersQueryOptions);
