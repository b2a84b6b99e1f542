import { LIST_MAX_LIMIT } from "@culture-patrimoine/contract/constants";
import { participationSchema } from "@culture-patrimoine/contract/schemas/participation";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { listQueryOptions } from "../../../api/query-options.ts";

/** GET /api/participations?user_id={me}: one's own registrations, each with its event. */
export const myParticipationsQueryOptions = (userId: number) =>
  listQueryOptions(queryKeys.participations.ofUser(userId), {
    path: "/participations",
    schema: participationSchema,
    query: { user_id: userId, limit: LIST_MAX_LIMIT },
  });

export const useMyParticipations = (userId: number) => useQuery(myParticipationsQueryOptions(userId));
