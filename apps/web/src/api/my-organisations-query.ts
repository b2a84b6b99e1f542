import { queryKeys } from "./query-keys.ts";
import { requestQueryOptions } from "./query-options.ts";

/**
 * GET /api/organisations: the caller's organisations and the one their session acts for (issue 30).
 * What a member may do in the pages (edit, manage the team, only the door) follows from `acting`;
 * the server decides anyway. The schema is loaded with the answer: the header asks for it, and zod
 * stays out of the first load (decision 038).
 */
export const myOrganisationsQueryOptions = () =>
  requestQueryOptions(queryKeys.organisations.mine, {
    path: "/organisations",
    schema: () =>
      import("@culture-patrimoine/contract/schemas/organisation").then(
        (schemas) => schemas.myOrganisationsSchema,
      ),
  });
